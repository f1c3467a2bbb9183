#include "nn/stage_recorder.h"

#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void StageRecorder::begin(int batch) {
  if (example_ < 0) throw Error("step inside: the example's row in the batch must not be negative");
  if (example_ >= batch) example_ = batch - 1;  // the batch is shorter than asked: its last example
  batch_ = batch;
  scope_.clear();
  stages_.clear();
  attentions_.clear();
}

Matrix StageRecorder::example_rows(const Matrix& tensor) const {
  const Eigen::Index rows = tensor.rows() / batch_;
  return tensor.middleRows(static_cast<Eigen::Index>(example_) * rows, rows);
}

void StageRecorder::forward(const std::string& name, Matrix& tensor) {
  Stage stage{scope_, name, {}, {}};
  if (nudge && nudge->key == stage.key()) {
    const Eigen::Index rows = tensor.rows() / batch_;
    tensor(static_cast<Eigen::Index>(example_) * rows + nudge->row, nudge->col) += nudge->delta;
  }
  stage.value = example_rows(tensor);
  stages_.push_back(std::move(stage));
}

void StageRecorder::backward(const std::string& name, const Matrix& gradient) {
  const std::string key = scope_ + "." + name;
  for (auto& stage : stages_)
    if (stage.key() == key) {
      stage.gradient = example_rows(gradient);
      return;
    }
}

AttentionRecord& StageRecorder::attention(const std::string& name) {
  for (auto& record : attentions_)
    if (record.scope == scope_ && record.name == name) return record;
  attentions_.push_back({});
  attentions_.back().scope = scope_;
  attentions_.back().name = name;
  return attentions_.back();
}

const Stage* StageRecorder::find(const std::string& key) const {
  for (const auto& stage : stages_)
    if (stage.key() == key) return &stage;
  return nullptr;
}

const AttentionRecord* StageRecorder::find_attention(const std::string& key) const {
  for (const auto& record : attentions_)
    if (record.key() == key) return &record;
  return nullptr;
}

namespace {

std::string words(std::string text) {
  for (char& c : text)
    if (c == '_' || c == '.') c = ' ';
  return text;
}

}  // namespace

// "encoder.layers.0" → "encoder layer 1", "blocks.2" → "block 3"; names: "cross_attention.add" →
// "cross-attention · add", "feed_forward.norm" → "feed-forward · norm".
std::string describe_stage(const std::string& scope, const std::string& name) {
  std::string where = words(scope);
  for (const char* stack : {"encoder.layers.", "decoder.layers.", "blocks."}) {
    const std::string prefix = stack;
    if (scope.starts_with(prefix)) {
      const int layer = std::stoi(scope.substr(prefix.size())) + 1;
      where =
          (prefix == "blocks." ? std::string("block") : prefix.substr(0, 7) + " layer") + " " + std::to_string(layer);
    }
  }
  std::string what = name;
  std::string suffix;
  if (what.ends_with(".add")) {
    what.resize(what.size() - 4);
    suffix = " · add";
  } else if (what.ends_with(".norm")) {
    what.resize(what.size() - 5);
    suffix = " · norm";
  }
  for (char& c : what)
    if (c == '_') c = '-';
  if (what == "embedding") what = "token embedding";
  if (what == "positions") what = "+ positions";
  return where + " · " + what + suffix;
}

void enter_scope(StageRecorder* recorder, const char* scope, int layer) {
  if (recorder) recorder->enter(layer < 0 ? std::string(scope) : scope + ("." + std::to_string(layer)));
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
