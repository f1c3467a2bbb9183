#include "model/classifier.h"

#include <random>

#include "nn/init.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

TransformerClassifier::TransformerClassifier(const TransformerConfig& config) : config_(config) {
  config_.validate();
  if (!config_.encoder_only())
    throw Error("TransformerClassifier needs architecture = encoder-only, not " + config_.architecture);
  if (config_.source_vocab <= kFirstOrdinaryId)
    throw Error("the vocabulary is empty: " + std::to_string(config_.source_vocab) + " tokens");
  if (config_.classes < 2) throw Error("a classifier needs at least 2 classes, not " + std::to_string(config_.classes));
  embedding.init(config_.source_vocab, config_.d_model, config_.max_len, kPadId, config_.positions,
                 static_cast<real>(config_.dropout), config_.scale_embedding);
  layers.resize(static_cast<size_t>(config_.encoder_layers));
  for (auto& layer : layers) layer.init(config_.layer_config());
  if (pre_norm()) final_norm.init(config_.d_model, config_.norm_kind, static_cast<real>(config_.norm_eps));
  pooling.kind = config_.pooling;
  head.init(config_.d_model, config_.classes);
}

ParameterList TransformerClassifier::parameters() {
  ParameterList list;
  embedding.parameters("embedding.", list);
  for (size_t i = 0; i < layers.size(); ++i) layers[i].parameters("encoder.layers." + std::to_string(i) + ".", list);
  if (pre_norm()) final_norm.parameters("encoder.norm.", list);
  head.parameters("head.", list);
  return list;
}

int64_t TransformerClassifier::parameter_count() {
  int64_t n = 0;
  for (const auto& p : parameters()) n += p.parameter->value.size();
  return n;
}

void TransformerClassifier::zero_grad() {
  for (auto& p : parameters()) p.parameter->zero_grad();
}

void TransformerClassifier::initialize(uint64_t seed) {
  std::mt19937_64 gen(seed);
  for (auto& p : parameters()) {
    Matrix& w = p.parameter->value;
    if (w.rows() <= 1) continue;
    if (config_.init == InitKind::normal) {
      normal(w, 0.02, gen);
    } else if (is_in_projection_weight(p.name)) {
      xavier_uniform_in_projection(w, gen);  // as nn.MultiheadAttention
    } else {
      xavier_uniform(w, gen);
    }
  }
  embedding.tokens.weight.value.row(kPadId).setZero();
  zero_grad();
}

// h_0 = Embed(x);  h_{l+1} = EncoderLayer_l(h_l);  logits = Pool((LN)(h_L)) W^T + b
const Matrix& TransformerClassifier::forward(Context& ctx, const TokenBatch& tokens) {
  batch_ = tokens.batch;
  length_ = tokens.length;
  if (length_ > config_.max_len)
    throw Error("a sequence has " + std::to_string(length_) +
                " tokens, more than max_len = " + std::to_string(config_.max_len));
  padding_ = padding_mask(tokens, kPadId);
  const auto no_peek = config_.causal ? no_peek_mask(length_) : std::vector<uint8_t>();
  mask_ = combine_masks(batch_, length_, length_, padding_.data(), config_.causal ? no_peek.data() : nullptr);
  apply_mask_edits(ctx, AttentionKind::encoder_self, mask_);
  states_.resize(layers.size() + 1);
  recorder_ = ctx.recorder;
  if (recorder_) recorder_->begin(batch_);
  enter_scope(recorder_, "embedding");
  embedding.forward(ctx, tokens, states_[0]);
  for (size_t l = 0; l < layers.size(); ++l) {
    enter_scope(recorder_, "encoder.layers", static_cast<int>(l));
    layers[l].forward(ctx, states_[l], batch_, length_, mask_, states_[l + 1]);
  }
  const Matrix* top = &states_.back();
  if (pre_norm()) {
    final_norm.forward(*top, normed_);
    enter_scope(recorder_, "encoder");
    record_forward(recorder_, "norm", normed_);
    top = &normed_;
  }
  pooling.forward(*top, batch_, length_, padding_, pooled_);
  enter_scope(recorder_, "output");
  record_forward(recorder_, "pooled", pooled_);
  head.forward(pooled_, logits_);
  record_forward(recorder_, "logits", logits_);
  return logits_;
}

void TransformerClassifier::backward(const Matrix& dlogits) {
  enter_scope(recorder_, "output");
  record_backward(recorder_, "logits", dlogits);
  head.backward(dlogits, d_pooled_);
  record_backward(recorder_, "pooled", d_pooled_);
  pooling.backward(d_pooled_, d_top_);
  if (pre_norm()) {
    enter_scope(recorder_, "encoder");
    record_backward(recorder_, "norm", d_top_);
    final_norm.backward(d_top_, d_state_);
  } else {
    d_state_.swap(d_top_);
  }
  for (size_t l = layers.size(); l-- > 0;) {
    enter_scope(recorder_, "encoder.layers", static_cast<int>(l));
    layers[l].backward(d_state_, d_state_next_);
    std::swap(d_state_, d_state_next_);
  }
  enter_scope(recorder_, "embedding");
  embedding.backward(d_state_);
}

Matrix TransformerClassifier::attention_weights(int layer, int head_index, int b) const {
  return layers.at(static_cast<size_t>(layer)).self_attention.attention.weights(b, head_index);
}

std::vector<std::string> TransformerClassifier::attention_layers() const {
  std::vector<std::string> names;
  for (size_t l = 0; l < layers.size(); ++l) names.push_back("encoder.layers." + std::to_string(l));
  return names;
}

void TransformerClassifier::largest_scores(std::vector<real>& out) const {
  out.resize(layers.size());
  for (size_t l = 0; l < layers.size(); ++l) out[l] = layers[l].self_attention.attention.largest_score();
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
