#include "window/view_registry.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <stdexcept>

#include "views/ablation_view.h"
#include "views/attention_view.h"
#include "views/classify_view.h"
#include "views/compare_view.h"
#include "views/curves_view.h"
#include "views/generate_view.h"
#include "views/heads_view.h"
#include "views/health_view.h"
#include "views/logit_lens_view.h"
#include "views/mask_editor_view.h"
#include "views/model_map_view.h"
#include "views/masks_view.h"
#include "views/positional_encoding_view.h"
#include "views/scaling_lesson_view.h"
#include "views/step_inside_view.h"
#include "views/timelapse_view.h"
#include "views/translate_view.h"

namespace twb::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("twb::ui::ViewRegistry", text); }

template <class V>
std::function<View*()> make() {
  return [] { return new V; };
}

}  // namespace

const std::vector<WorkspaceDeclaration>& ViewRegistry::workspaces() {
  static const std::vector<WorkspaceDeclaration> list = {
      {QStringLiteral("train"), tr("Train"), 10, tr("How is the run going?")},
      {QStringLiteral("look-inside"), tr("Look inside"), 20, tr("What does the model compute?")},
      {QStringLiteral("heads"), tr("Heads"), 30, tr("What does each head do, and which matter?")},
      {QStringLiteral("use"), tr("Use the model"), 40, tr("What does the model answer?")},
      {QStringLiteral("compare"), tr("Compare"), 50, tr("What does a change of setting change?")},
  };
  return list;
}

const WorkspaceDeclaration* ViewRegistry::workspace(const QString& id) {
  for (const WorkspaceDeclaration& w : workspaces())
    if (w.id == id) return &w;
  return nullptr;
}

ViewRegistry ViewRegistry::builtIn() {
  ViewRegistry r;
  // clang-format off
  r.add({"map", "train", 5, tr("Model"), tr("the model as the paper's figure, each block's live figures, the way into its views"), make<ModelMapView>()});
  r.add({"curves", "train", 10, tr("Curves"), tr("the losses and the task's scores over the steps"), make<CurvesView>(), {"curves", "lr-schedule"}});
  r.add({"health", "train", 20, tr("Health"), tr("each layer's gradient norm and update ratio"), make<HealthView>(), {"health"}});
  r.add({"time-lapse", "train", 30, tr("Time-lapse"), tr("one sentence's attention as the run learned it"), make<TimelapseView>(), {"timelapse"}});
  r.add({"attention", "look-inside", 10, tr("Attention"), tr("every head's attention on a sentence, and one query's math"), make<AttentionView>(), {"attention", "attention-math"}});
  r.add({"positional-encoding", "look-inside", 20, tr("Positional encoding"), tr("the model's positions: the table, the rotary angles or none"), make<PositionalEncodingView>(), {"pe", "pe-similarity"}});
  r.add({"masks", "look-inside", 30, tr("Masks"), tr("the padding, no-peek and local masks of a batch"), make<MasksView>(), {"masks"}});
  r.add({"mask-editor", "look-inside", 40, tr("Mask editor"), tr("a mask of one's own, and what the model does under it"), make<MaskEditorView>()});
  r.add({"step-inside", "look-inside", 50, tr("Step inside"), tr("every stage of one training step, forward and backward"), make<StepInsideView>(), {"step"}});
  r.add({"logit-lens", "look-inside", 60, tr("Logit lens"), tr("what each layer would predict"), make<LogitLensView>(), {"logit-lens"}});
  r.add({"heads", "heads", 10, tr("Heads"), tr("each head's role scores over the steps"), make<HeadsView>(), {"heads"}});
  r.add({"ablation", "heads", 20, tr("Ablation"), tr("what the scores lose with each head off"), make<AblationView>(), {"ablation"}});
  r.add({"translate", "use", 10, tr("Translate"), tr("the model's translation, word by word"), make<TranslateView>()});
  r.add({"generate", "use", 10, tr("Generate"), tr("the model's continuation and each token's probability"), make<GenerateView>()});
  r.add({"classify", "use", 10, tr("Classify"), tr("the model's class for a text"), make<ClassifyView>()});
  r.add({"compare", "compare", 10, tr("Compare"), tr("two runs side by side"), make<CompareView>(), {"compare"}});
  r.add({"why-sqrt-dk", "compare", 20, tr("Why √d_k"), tr("attention with and without the 1/√d_k scaling"), make<ScalingLessonView>(), {"scaling", "scaling-theory"}});
  // clang-format on
  return r;
}

void ViewRegistry::add(ViewDeclaration view) {
  static const QRegularExpression kId(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
  if (!kId.match(view.id).hasMatch())
    throw std::invalid_argument("view id \"" + view.id.toStdString() +
                                "\": an id is lower-case letters and digits, words joined by dashes");
  if (find(view.id)) throw std::invalid_argument("view id \"" + view.id.toStdString() + "\" is declared twice");
  const WorkspaceDeclaration* w = workspace(view.workspace);
  if (!w)
    throw std::invalid_argument("view \"" + view.id.toStdString() + "\": no workspace \"" +
                                view.workspace.toStdString() + "\"");
  if (!view.make) throw std::invalid_argument("view \"" + view.id.toStdString() + "\" has no way to make it");
  for (const QString& kind : view.plots)
    if (const ViewDeclaration* other = plotting(kind))
      throw std::invalid_argument("view \"" + view.id.toStdString() + "\": twb plot's \"" + kind.toStdString() +
                                  "\" is view \"" + other->id.toStdString() + "\"'s");
  const auto key = [](const ViewDeclaration& v) { return std::pair(workspace(v.workspace)->order, v.order); };
  const auto at = std::upper_bound(views_.begin(), views_.end(), view,
                                   [&](const ViewDeclaration& a, const ViewDeclaration& b) { return key(a) < key(b); });
  views_.insert(at, std::move(view));
}

const ViewDeclaration* ViewRegistry::find(const QString& id) const {
  for (const ViewDeclaration& v : views_)
    if (v.id == id) return &v;
  return nullptr;
}

const ViewDeclaration* ViewRegistry::plotting(const QString& kind) const {
  for (const ViewDeclaration& v : views_)
    if (v.plots.contains(kind)) return &v;
  return nullptr;
}

QStringList ViewRegistry::ids() const {
  QStringList list;
  for (const ViewDeclaration& v : views_) list << v.id;
  return list;
}

}  // namespace twb::ui
