// QTest for the plots drawn without a window: `twb plot`'s rendering (ui/export/plot_export.h) of
// attention, pe, masks and curves of a real checkpoint into PNG, PDF, SVG and CSV; the Curves tab's
// own export; and the main window's "Export all plots". The checkpoints are almost untrained tiny
// models — a translation model on numbers-en-de, a language model on arithmetic and a classifier
// on sentiment — of three steps and one (cheap) evaluation each, so their histories are real.
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>

#include "task/task.h"
#include "views/curves_view.h"
#include "inspect/logit_lens.h"
#include "inspect/snapshots.h"
#include "window/main_window.h"
#include "window/view_registry.h"
#include "export/plot_export.h"
#include "text/datasets.h"
#include "ui_test_support.h"
#include "train/language_model.h"
#include "train/text_classifier.h"
#include "train/translation_session.h"
#include "train/translation.h"
#include "util/error.h"
#include "engine_qtest_main.h"

using twb::ui::plot_to_file;
using twb::ui::PlotRequest;
using twb::ui::testing::lines;

namespace {

QByteArray head(const QString& path, int bytes) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  return file.read(bytes);
}

// An error message when `request` does not throw twb::Error, or an empty string.
QString expectError(const PlotRequest& request, const char* mustMention) {
  try {
    plot_to_file(request);
  } catch (const twb::Error& e) {
    if (!QString::fromUtf8(e.what()).contains(QLatin1String(mustMention))) {
      return QStringLiteral("message does not mention '%1': %2")
          .arg(QLatin1String(mustMention), QString::fromUtf8(e.what()));
    }
    return {};
  }
  return QStringLiteral("no twb::Error thrown");
}

// The fields of a CSV line, with RFC 4180 quoting ("," is a token of some texts).
QStringList csvFields(const QString& line) {
  QStringList fields{QString()};
  bool quoted = false;
  for (int i = 0; i < line.size(); ++i) {
    const QChar c = line[i];
    if (quoted) {
      if (c == u'"' && i + 1 < line.size() && line[i + 1] == u'"') {
        fields.last() += c;
        ++i;
      } else if (c == u'"') {
        quoted = false;
      } else {
        fields.last() += c;
      }
    } else if (c == u'"') {
      quoted = true;
    } else if (c == u',') {
      fields << QString();
    } else {
      fields.last() += c;
    }
  }
  return fields;
}

// Three steps, a history point after the first, an evaluation after the third; saved to `path`.
// Returns the history.
std::vector<twb::HistoryPoint> trainTinyRun(const char* task, const char* dataset, const QString& path) {
  twb::ExperimentSettings settings = twb::default_settings(task);
  settings.dataset = dataset;
  settings.model.d_model = 32;
  settings.model.d_ff = 64;
  settings.eval_sentences = 20;
  std::unique_ptr<twb::TrainingSession> session = twb::create_session(settings);
  session->step();
  session->record_point();
  session->step();
  session->step();
  session->evaluate();
  session->save(path.toStdString());
  return session->history();
}

// The file is a real PNG, PDF, SVG or CSV by its content.
QString checkFormat(const QString& path) {
  const QString suffix = QFileInfo(path).suffix();
  if (QFileInfo(path).size() < 16) return QStringLiteral("%1 is missing or tiny").arg(path);
  const QByteArray start = head(path, 4096);
  if (suffix == QLatin1String("png") && !start.startsWith("\x89PNG\r\n\x1a\n"))
    return QStringLiteral("no PNG signature");
  if (suffix == QLatin1String("pdf") && !start.startsWith("%PDF")) return QStringLiteral("no %PDF header");
  if (suffix == QLatin1String("svg") && !start.contains("<svg")) return QStringLiteral("no <svg element");
  return {};
}

// The CSV's cells (without the header and the row labels), and its column labels.
struct CsvGrid {
  QStringList columns;
  std::vector<std::vector<double>> cells;
};
CsvGrid readGrid(const QString& path) {
  CsvGrid grid;
  const QStringList rows = lines(path);
  if (rows.isEmpty()) return grid;
  grid.columns = csvFields(rows.first()).mid(1);
  for (int r = 1; r < rows.size(); ++r) {
    std::vector<double> values;
    const QStringList fields = csvFields(rows[r]);
    for (int c = 1; c < fields.size(); ++c) values.push_back(fields[c].toDouble());
    grid.cells.push_back(std::move(values));
  }
  return grid;
}

}  // namespace

class PlotTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void plotsEveryFormat_data();
  void plotsEveryFormat();
  void attentionHasSnapshotShape();
  void logitLensIsTheEnginesLens();
  void ablationIsTheEnginesGrid();
  void masksOfATypedSentence();
  void curvesCsvFollowsHistory();
  void reportsErrors();
  void curvesTabExports();
  void otherTasksPlot_data();
  void otherTasksPlot();
  void languageModelAttentionIsCausal();
  void languageModelMasksOfTheFirstValidationLines();
  void classifierAttentionAndMasks();
  void otherTasksReportErrors();
  void exportAllWritesEveryPlot();
  void everyPlotIsAViewsAndEveryViewsPlotIsDrawn();
  void stepDrawsTheEnginesStageOrGradient();

 private:
  PlotRequest request(const char* what, const QString& file, const QString& checkpoint = {}) const {
    PlotRequest r;
    r.checkpoint = (checkpoint.isEmpty() ? checkpoint_ : checkpoint).toStdString();
    r.what = what;
    r.out = dir_.filePath(file).toStdString();
    r.width = 800;
    r.height = 600;
    return r;
  }

  QTemporaryDir dir_;
  QString checkpoint_;
  std::string firstSource_, firstTarget_;
  twb::TransformerConfig config_;
  std::vector<twb::HistoryPoint> history_;
  QString lmCheckpoint_, classifyCheckpoint_;
  std::vector<twb::HistoryPoint> lmHistory_, classifyHistory_;
};

void PlotTest::initTestCase() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("TransformerWorkbenchTests"));
  QVERIFY(dir_.isValid());
  twb::ExperimentSettings settings;
  settings.dataset = "numbers-en-de";
  settings.model = twb::TransformerConfig::preset("tiny");
  settings.model.d_model = 32;
  settings.model.d_ff = 64;
  settings.eval_sentences = 20;
  settings.heads_every = 1;
  twb::TranslationSession session = twb::TranslationSession::create(settings);
  session.step();
  session.record_point();
  session.step();
  session.step();
  session.evaluate();
  history_ = session.history();
  QCOMPARE(history_.size(), size_t(2));
  checkpoint_ = dir_.filePath(QStringLiteral("run.safetensors"));
  session.save(checkpoint_.toStdString());
  config_ = session.model().config();
  QVERIFY(session.validation().size() > 0);
  firstSource_ = session.validation().source.front();
  firstTarget_ = session.validation().target.front();

  lmCheckpoint_ = dir_.filePath(QStringLiteral("lm.safetensors"));
  lmHistory_ = trainTinyRun("lm", "arithmetic", lmCheckpoint_);
  classifyCheckpoint_ = dir_.filePath(QStringLiteral("classify.safetensors"));
  classifyHistory_ = trainTinyRun("classify", "sentiment", classifyCheckpoint_);
  QCOMPARE(lmHistory_.size(), size_t(2));
  QCOMPARE(classifyHistory_.size(), size_t(2));
}

void PlotTest::plotsEveryFormat_data() {
  QTest::addColumn<QString>("what");
  QTest::addColumn<QString>("suffix");
  for (const char* what :
       {"attention", "pe", "pe-similarity", "masks", "curves", "health", "heads", "ablation", "logit-lens", "step"}) {
    for (const char* suffix : {"png", "pdf", "svg", "csv"}) {
      QTest::addRow("%s.%s", what, suffix) << QString::fromLatin1(what) << QString::fromLatin1(suffix);
    }
  }
}

void PlotTest::plotsEveryFormat() {
  QFETCH(QString, what);
  QFETCH(QString, suffix);
  const QString file = what + QLatin1Char('.') + suffix;
  const twb::ui::PlotResult result = plot_to_file(request(what.toLatin1().constData(), file));
  QCOMPARE(QString::fromStdString(result.what), what);
  QVERIFY(result.rows > 0 && result.cols > 0);
  const QString path = dir_.filePath(file);
  const QString problem = checkFormat(path);
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  if (suffix != QLatin1String("csv")) return;
  const QStringList rows = lines(path);
  QCOMPARE(rows.size(), result.rows + 1);  // header + one line per row
  // heatmap: row label + columns; health: its columns
  const int fields = what == QLatin1String("curves") ? 5
                     : what == QLatin1String("health") || what == QLatin1String("heads") ||
                             what == QLatin1String("logit-lens") || what == QLatin1String("ablation")
                         ? result.cols
                         : result.cols + 1;
  for (const QString& row : rows) QCOMPARE(int(row.split(QLatin1Char(',')).size()), fields);
  if (what == QLatin1String("pe")) {
    QCOMPARE(result.rows, config_.max_len);
    QCOMPARE(result.cols, 32);
  }
}

// The logit lens of the first validation pair, teacher-forced on its reference: a CSV row per
// position and reading, each the engine's lens (inspect/logit_lens.h) of the checkpoint's model.
void PlotTest::logitLensIsTheEnginesLens() {
  twb::TranslationModel model = twb::TranslationModel::load(checkpoint_.toStdString());
  const twb::inspect::LogitLens lens = twb::inspect::logit_lens(model, firstSource_, firstTarget_);
  const twb::ui::PlotResult result = plot_to_file(request("logit-lens", QStringLiteral("lens.csv")));
  QCOMPARE(result.rows, lens.rows * lens.cols);
  const QStringList rows = lines(dir_.filePath(QStringLiteral("lens.csv")));
  QCOMPARE(rows.size(), result.rows + 1);
  const int row = 1, col = lens.cols - 1;
  const QStringList cells = rows[1 + row * lens.cols + col].split(QLatin1Char(','));
  QCOMPARE(cells[3], QString::fromStdString(lens.readings[size_t(col)]));
  QCOMPARE(cells[4], QString::fromStdString(lens.top_tokens[lens.at(row, col)]));
  QCOMPARE(cells[6].toDouble(), lens.expected_probability[lens.at(row, col)]);
}

// What each head is worth on the first validation pairs: a CSV row per cross-attention head with
// every measure's base, zeroed and mean values, each the engine's grid of the checkpoint's model;
// a measure the task lacks is refused, naming those it has.
void PlotTest::ablationIsTheEnginesGrid() {
  const twb::Task& task = twb::task_named("translate");
  std::optional<twb::RunState> run;
  const auto model = task.load(checkpoint_.toStdString(), &run);
  const twb::AblationGrid grid =
      model->ablation(task.validation_examples(*run, twb::kAblationProbeExamples), {twb::AttentionKind::cross});
  PlotRequest r = request("ablation", QStringLiteral("ablation.csv"));
  r.measure = "bleu";
  r.ablation = "mean";
  const twb::ui::PlotResult result = plot_to_file(r);
  QCOMPARE(result.rows, config_.decoder_layers * config_.heads);
  QCOMPARE(result.details["heads"].size(), grid.heads.size());
  const QStringList rows = lines(dir_.filePath(QStringLiteral("ablation.csv")));
  QCOMPARE(rows.front(), QStringLiteral("kind,layer,head,loss_base,loss_zero,loss_mean,bleu_base,bleu_zero,bleu_mean"));
  const QStringList cells = rows[1 + 5].split(QLatin1Char(','));  // the sixth head: layer 1, head 1
  QCOMPARE(cells[0], QStringLiteral("cross"));
  QCOMPARE(cells[1].toInt(), grid.heads[5].layer);
  QCOMPARE(cells[2].toInt(), grid.heads[5].head);
  QCOMPARE(cells[3].toDouble(), grid.measure("loss").base);
  QCOMPARE(cells[4].toDouble(), grid.measure("loss").zero[5]);
  QCOMPARE(cells[5].toDouble(), grid.measure("loss").mean[5]);
  QCOMPARE(cells[8].toDouble(), grid.measure("bleu").mean[5]);
  r.measure = "accuracy";
  try {
    plot_to_file(r);
    QFAIL("a measure the grid lacks was drawn");
  } catch (const twb::Error& e) {
    QVERIFY(QString::fromUtf8(e.what()).contains(QStringLiteral("loss, bleu")));
  }
}

void PlotTest::attentionHasSnapshotShape() {
  std::optional<twb::TranslationModel::TrainingState> state;
  twb::TranslationModel model = twb::TranslationModel::load(checkpoint_.toStdString(), &state);
  const auto snapshot = twb::inspect::attention_snapshot(model, firstSource_);
  PlotRequest r = request("attention", QStringLiteral("cross.csv"));
  r.layer = 1;
  r.head = 3;
  twb::ui::PlotResult result = plot_to_file(r);
  const twb::inspect::Heatmap& expected = snapshot.map(twb::AttentionKind::cross, 1, 3);
  QCOMPARE(result.rows, int(snapshot.target_tokens.size()));  // target × source
  QCOMPARE(result.cols, int(snapshot.source_tokens.size()));
  QCOMPARE(result.rows, expected.rows);
  // The CSV holds exactly the snapshot's numbers for that layer and head.
  const QStringList rows = lines(dir_.filePath(QStringLiteral("cross.csv")));
  QCOMPARE(rows.size(), expected.rows + 1);
  for (int row = 0; row < expected.rows; ++row) {
    const QStringList cells = rows[row + 1].split(QLatin1Char(','));
    for (int col = 0; col < expected.cols; ++col) QCOMPARE(cells[col + 1].toDouble(), expected.at(row, col));
  }
  r.kind = "encoder";
  r.out = dir_.filePath(QStringLiteral("encoder.png")).toStdString();
  result = plot_to_file(r);
  QCOMPARE(result.rows, int(snapshot.source_tokens.size()));
  QCOMPARE(result.cols, int(snapshot.source_tokens.size()));
}

void PlotTest::masksOfATypedSentence() {
  PlotRequest r = request("masks", QStringLiteral("typed-mask.csv"));
  r.sentence = "forty two";
  const twb::ui::PlotResult result = plot_to_file(r);
  QCOMPARE(result.rows, result.cols);  // (T × T)
  r.sentence_index = 1;                // a one-pair batch has only sentence 0
  const QString problem = expectError(r, "--sentence-index");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void PlotTest::curvesCsvFollowsHistory() {
  const twb::ui::PlotResult result = plot_to_file(request("curves", QStringLiteral("history.csv")));
  QCOMPARE(result.rows, int(history_.size()));
  const QStringList rows = lines(dir_.filePath(QStringLiteral("history.csv")));
  QCOMPARE(rows.first(), QStringLiteral("step,train_loss,validation_loss,validation_bleu,learning_rate"));
  // First point: training only, so the validation cells are empty; second: every cell.
  const QStringList first = rows[1].split(QLatin1Char(','));
  QCOMPARE(first[0].toLongLong(), history_[0].step);
  QCOMPARE(first[1].toDouble(), history_[0].train_loss);
  QVERIFY(first[2].isEmpty() && first[3].isEmpty());
  QCOMPARE(first[4].toDouble(), history_[0].learning_rate);
  const QStringList second = rows[2].split(QLatin1Char(','));
  QCOMPARE(second[0].toLongLong(), int64_t(3));
  QCOMPARE(second[2].toDouble(), *history_[1].validation_loss);
  QCOMPARE(second[3].toDouble(), *history_[1].validation_bleu);
}

void PlotTest::reportsErrors() {
  QString problem = expectError(request("histogram", QStringLiteral("x.png")), "unknown --what");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  problem = expectError(request("pe", QStringLiteral("x.jpg")), ".png, .pdf, .svg or .csv");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  PlotRequest r = request("attention", QStringLiteral("x.png"));
  r.layer = config_.decoder_layers;
  problem = expectError(r, "--layer");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  r.layer = 0;
  r.head = config_.heads;
  problem = expectError(r, "--head");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  r.head = 0;
  r.kind = "sideways";
  problem = expectError(r, "unknown --kind");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  PlotRequest missing = request("pe", QStringLiteral("x.png"));
  missing.checkpoint = dir_.filePath(QStringLiteral("nope.safetensors")).toStdString();
  try {
    plot_to_file(missing);
    QFAIL("a missing checkpoint must throw");
  } catch (const twb::Error&) {}
  QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("x.png"))));
}

void PlotTest::everyPlotIsAViewsAndEveryViewsPlotIsDrawn() {
  // twb plot lists what the views declare; plot_to_file draws what it knows. They are one list.
  const twb::ui::ViewRegistry registry = twb::ui::ViewRegistry::builtIn();
  QStringList declared, drawn;
  for (const twb::ui::ViewDeclaration& view : registry.views()) declared += view.plots;
  for (const std::string& kind : twb::ui::plot_kinds()) drawn << QString::fromStdString(kind);
  QCOMPARE(declared.size(), 16);
  QCOMPARE(drawn.size(), declared.size());
  declared.sort();
  drawn.sort();
  QCOMPARE(drawn, declared);
  QCOMPARE(registry.plotting(QStringLiteral("attention-math"))->id, QStringLiteral("attention"));
  QCOMPARE(registry.plotting(QStringLiteral("timelapse"))->id, QStringLiteral("time-lapse"));
  QVERIFY(!registry.plotting(QStringLiteral("histogram")));
  // A second view that claims a plot already declared is refused.
  twb::ui::ViewRegistry mine = registry;
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, mine.add({QStringLiteral("my-attention"),
                                                            QStringLiteral("compare"),
                                                            90,
                                                            QStringLiteral("Mine"),
                                                            QStringLiteral("a copy"),
                                                            [] { return static_cast<twb::ui::View*>(nullptr); },
                                                            {QStringLiteral("attention")}}));
  // The error for an unknown --what names every kind.
  const QString problem = expectError(request("histogram", QStringLiteral("x.png")),
                                      "use one of ablation, attention, attention-math, compare, curves,");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void PlotTest::curvesTabExports() {
  twb::ui::CurvesView tab;
  tab.resize(800, 600);
  tab.setAttribute(Qt::WA_DontShowOnScreen);
  tab.show();
  for (int step = 1; step <= 3; ++step) {
    twb::StepReport report;
    report.step = step;
    report.loss = 5.0 - step;
    report.learning_rate = 0.25 * step;  // exact in binary, so the CSV text is exact
    tab.addStep(report);
  }
  twb::HistoryPoint point;
  point.step = 3;
  point.validation_loss = 2.5;
  point.validation_bleu = 12.0;
  tab.setHistory({point});
  tab.fitAll();
  QCOMPARE(tab.csvRowCount(), 3);
  QTemporaryDir dir;
  for (const char* suffix : {"png", "pdf", "svg", "csv"}) {
    const QString path = dir.filePath(QStringLiteral("curves.") + QLatin1String(suffix));
    QVERIFY2(tab.exportTo(path), suffix);
    const QString problem = checkFormat(path);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
  }
  const QStringList rows = lines(dir.filePath(QStringLiteral("curves.csv")));
  QCOMPARE(rows,
           QStringList({QStringLiteral("step,train_loss,validation_loss,validation_bleu,learning_rate"),
                        QStringLiteral("1,4,,,0.25"), QStringLiteral("2,3,,,0.5"), QStringLiteral("3,2,2.5,12,0.75")}));
  QVERIFY(!tab.exportTo(dir.filePath(QStringLiteral("curves.gif"))));
}

void PlotTest::exportAllWritesEveryPlot() {
  twb::ui::MainWindow window;
  window.setConfirmOnClose(false);
  QTemporaryDir dir;
  QString error;
  const QStringList written = window.exportAllPlotsTo(dir.path(), &error);
  QVERIFY2(error.isEmpty(), qPrintable(error));
  // A fresh window has the positional encodings (and nothing trained): pe and pe-similarity.
  QVERIFY2(written.contains(dir.filePath(QStringLiteral("pe.svg"))), qPrintable(written.join(u' ')));
  QVERIFY(written.contains(dir.filePath(QStringLiteral("pe-similarity.csv"))));
  QCOMPARE(written.size() % 4, 0);
  for (const QString& path : written) {
    const QString problem = checkFormat(path);
    QVERIFY2(problem.isEmpty(), qPrintable(path + QStringLiteral(": ") + problem));
  }
  QVERIFY(window.exportAllPlotsTo(dir.filePath(QStringLiteral("missing")), &error).isEmpty());
  QVERIFY(!error.isEmpty());
}

// attention, masks, curves and pe of a language model's and a classifier's checkpoint, as PNG
// (and SVG) and CSV: the task is read from the file.
void PlotTest::otherTasksPlot_data() {
  QTest::addColumn<QString>("task");
  QTest::addColumn<QString>("what");
  QTest::addColumn<QString>("suffix");
  for (const char* task : {"lm", "classify"}) {
    for (const char* what : {"attention", "masks", "curves", "pe", "step"}) {
      for (const char* suffix : {"png", "svg", "csv"}) {
        QTest::addRow("%s-%s.%s", task, what, suffix)
            << QString::fromLatin1(task) << QString::fromLatin1(what) << QString::fromLatin1(suffix);
      }
    }
  }
}

void PlotTest::otherTasksPlot() {
  QFETCH(QString, task);
  QFETCH(QString, what);
  QFETCH(QString, suffix);
  const bool lm = task == QLatin1String("lm");
  const QString file = task + QLatin1Char('-') + what + QLatin1Char('.') + suffix;
  const twb::ui::PlotResult result =
      plot_to_file(request(what.toLatin1().constData(), file, lm ? lmCheckpoint_ : classifyCheckpoint_));
  QCOMPARE(QString::fromStdString(result.what), what);
  QVERIFY(result.rows > 0 && result.cols > 0);
  const QString path = dir_.filePath(file);
  const QString problem = checkFormat(path);
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  if (what == QLatin1String("attention") || what == QLatin1String("masks")) QCOMPARE(result.rows, result.cols);
  if (suffix != QLatin1String("csv")) return;
  const QStringList rows = lines(path);
  QCOMPARE(rows.size(), result.rows + 1);
  const bool curves = what == QLatin1String("curves");
  for (const QString& row : rows) QCOMPARE(int(csvFields(row).size()), curves ? 5 : result.cols + 1);
  if (curves) {
    QCOMPARE(result.rows, 2);
    // The second axis names the task's score.
    QCOMPARE(rows.first(),
             lm ? QStringLiteral("step,train_loss,validation_loss,validation_answer_accuracy,learning_rate")
                : QStringLiteral("step,train_loss,validation_loss,validation_accuracy,learning_rate"));
    const std::vector<twb::HistoryPoint>& history = lm ? lmHistory_ : classifyHistory_;
    const QStringList last = csvFields(rows[2]);
    QCOMPARE(last[0].toLongLong(), int64_t(3));
    QCOMPARE(last[2].toDouble(), *history[1].validation_loss);
    const double score = lm ? *history[1].validation_answer_accuracy : *history[1].validation_accuracy;
    QCOMPARE(last[3].toDouble(), score * 100);
  }
}

void PlotTest::languageModelAttentionIsCausal() {
  twb::LanguageModel model = twb::LanguageModel::load(lmCheckpoint_.toStdString());
  const std::string first = twb::text::load_text_dataset("arithmetic").validation.front();
  const twb::inspect::AttentionSnapshot snapshot = twb::inspect::attention_snapshot(model, first);
  PlotRequest r = request("attention", QStringLiteral("lm-head.csv"), lmCheckpoint_);
  r.layer = snapshot.decoder_layers - 1;
  r.head = snapshot.heads - 1;
  const twb::ui::PlotResult result = plot_to_file(r);
  const int t = int(first.size()) + 1;  // <sos> and a token per character
  QCOMPARE(result.rows, t);
  QCOMPARE(result.cols, t);
  const twb::inspect::Heatmap& expected = snapshot.map(twb::AttentionKind::decoder_self, r.layer, r.head);
  const CsvGrid grid = readGrid(dir_.filePath(QStringLiteral("lm-head.csv")));
  QCOMPARE(grid.columns.size(), t);
  QCOMPARE(grid.columns.first(), QStringLiteral("<sos>"));
  QCOMPARE(grid.columns.last(), QString(QChar::fromLatin1(first.back())));
  QCOMPARE(int(grid.cells.size()), t);
  for (int q = 0; q < t; ++q) {
    double sum = 0;
    for (int k = 0; k < t; ++k) {
      QCOMPARE(grid.cells[q][k], expected.at(q, k));
      if (k > q) QCOMPARE(grid.cells[q][k], 0.0);  // causal: nothing above the diagonal
      sum += grid.cells[q][k];
    }
    QVERIFY(std::abs(sum - 1) < 1e-5);
  }
  // --kind decoder names the same (and only) kind; a typed text replaces the validation line.
  r.kind = "decoder";
  r.sentence = "1+1=2";
  r.out = dir_.filePath(QStringLiteral("lm-typed.png")).toStdString();
  QCOMPARE(plot_to_file(r).rows, 6);
}

void PlotTest::languageModelMasksOfTheFirstValidationLines() {
  const std::vector<std::string> validation = twb::text::load_text_dataset("arithmetic").validation;
  // The batch is the first 8 validation lines; draw the shortest one's mask, which has padding.
  size_t longest = 0, shortest = 0;
  for (size_t i = 0; i < 8; ++i) {
    longest = std::max(longest, validation[i].size());
    if (validation[i].size() < validation[shortest].size()) shortest = i;
  }
  QVERIFY(validation[shortest].size() < longest);
  PlotRequest r = request("masks", QStringLiteral("lm-masks.csv"), lmCheckpoint_);
  r.sentence_index = int(shortest);
  const twb::ui::PlotResult result = plot_to_file(r);
  const int t = int(longest) + 1, real = int(validation[shortest].size()) + 1;
  QCOMPARE(result.rows, t);
  QCOMPARE(result.cols, t);
  const CsvGrid grid = readGrid(dir_.filePath(QStringLiteral("lm-masks.csv")));
  QCOMPARE(grid.columns.first(), QStringLiteral("<sos>"));
  QCOMPARE(grid.columns.last(), QStringLiteral("<pad>"));
  for (int q = 0; q < t; ++q)
    for (int k = 0; k < t; ++k) QCOMPARE(grid.cells[q][k], (k <= q && k < real) ? 1.0 : 0.0);  // padding AND causal
  // A typed line: a batch of one, no padding.
  r.sentence = "12+3=15";
  r.sentence_index = 0;
  r.out = dir_.filePath(QStringLiteral("lm-typed-masks.csv")).toStdString();
  QCOMPARE(plot_to_file(r).rows, 8);
}

void PlotTest::classifierAttentionAndMasks() {
  twb::TextClassifier model = twb::TextClassifier::load(classifyCheckpoint_.toStdString());
  const std::vector<twb::text::LabeledText> validation = twb::text::load_classification_dataset("sentiment").validation;
  const twb::inspect::AttentionSnapshot snapshot = twb::inspect::attention_snapshot(model, validation.front().text);
  const twb::ui::PlotResult result =
      plot_to_file(request("attention", QStringLiteral("classify-head.csv"), classifyCheckpoint_));
  const int t = int(snapshot.source_tokens.size());
  QCOMPARE(result.rows, t);
  const twb::inspect::Heatmap& expected = snapshot.map(twb::AttentionKind::encoder_self, 0, 0);
  const CsvGrid grid = readGrid(dir_.filePath(QStringLiteral("classify-head.csv")));
  QCOMPARE(grid.columns.first(), QStringLiteral("[CLS]"));
  for (int q = 0; q < t; ++q)
    for (int k = 0; k < t; ++k) QCOMPARE(grid.cells[q][k], expected.at(q, k));
  QVERIFY(grid.cells[0][t - 1] > 0);  // not causal: [CLS] sees the last word

  // The first validation texts: the encoder's mask of the chosen one is its padding, for every query.
  PlotRequest r = request("masks", QStringLiteral("classify-masks.csv"), classifyCheckpoint_);
  const twb::ui::PlotResult masks = plot_to_file(r);
  const int real = int(model.encode(validation.front().text).size()) + 1;
  const CsvGrid mask = readGrid(dir_.filePath(QStringLiteral("classify-masks.csv")));
  QCOMPARE(int(mask.cells.size()), masks.rows);
  QCOMPARE(mask.columns.first(), QStringLiteral("[CLS]"));
  for (int q = 0; q < masks.rows; ++q)
    for (int k = 0; k < masks.cols; ++k) QCOMPARE(mask.cells[q][k], k < real ? 1.0 : 0.0);
  // A typed text: a batch of one, every cell allowed.
  r.sentence = "the film was not good";
  r.out = dir_.filePath(QStringLiteral("classify-typed-masks.csv")).toStdString();
  QCOMPARE(plot_to_file(r).rows, 6);
  const CsvGrid typed = readGrid(dir_.filePath(QStringLiteral("classify-typed-masks.csv")));
  for (const auto& row : typed.cells)
    for (double cell : row) QCOMPARE(cell, 1.0);
}

void PlotTest::otherTasksReportErrors() {
  PlotRequest r = request("attention", QStringLiteral("y.png"), lmCheckpoint_);
  r.kind = "cross";
  QString problem = expectError(r, "--kind");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  r.kind.clear();
  r.layer = twb::LanguageModel::load(lmCheckpoint_.toStdString()).config().decoder_layers;
  problem = expectError(r, "--layer");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  PlotRequest c = request("attention", QStringLiteral("y.png"), classifyCheckpoint_);
  c.kind = "decoder";
  problem = expectError(c, "--kind");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  c = request("masks", QStringLiteral("y.png"), classifyCheckpoint_);
  c.sentence_index = 8;  // the batch holds the first 8 validation texts
  problem = expectError(c, "--sentence-index");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  PlotRequest tooLong = request("masks", QStringLiteral("y.png"), lmCheckpoint_);
  tooLong.sentence = std::string(500, '1');
  problem = expectError(tooLong, "window");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
  QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("y.png"))));
}

// --what step: one forward and backward pass on the first validation pair; the CSV is the stage's
// gradient as the task's own inspection of the checkpoint computes it; an unknown stage is named.
void PlotTest::stepDrawsTheEnginesStageOrGradient() {
  PlotRequest r = request("step", QStringLiteral("step-gradient.csv"));
  r.stage = "decoder.layers.0.cross_attention.add";
  r.backward = true;
  const twb::ui::PlotResult result = plot_to_file(r);
  QVERIFY(result.details["stages"].size() > 10);
  std::optional<twb::RunState> run;
  const auto model = twb::task_named("translate").load(checkpoint_.toStdString(), &run);
  QVERIFY(run.has_value());
  const auto snap = model->step({firstSource_, firstTarget_}, run->settings.label_smoothing);
  const twb::Stage* stage = snap.inside.recorder.find(r.stage);
  QVERIFY(stage && stage->gradient.size() > 0);
  QCOMPARE(result.rows, int(stage->gradient.rows()));
  QCOMPARE(result.cols, int(stage->gradient.cols()));
  const QStringList rows = lines(dir_.filePath(QStringLiteral("step-gradient.csv")));
  QCOMPARE(rows.size(), result.rows + 1);
  for (int row = 0; row < result.rows; ++row) {
    const QStringList cells = rows[row + 1].split(QLatin1Char(','));
    for (int col = 0; col < result.cols; col += 7)
      QCOMPARE(float(cells[col + 1].toDouble()), float(stage->gradient(row, col)));
  }
  r.stage = "decoder.layers.9.nothing";
  const QString problem = expectError(r, "--stage decoder.layers.9.nothing is not a stage");
  QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

TWB_QTEST_MAIN(PlotTest)
#include "test_plot.moc"
