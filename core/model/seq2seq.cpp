#include "model/seq2seq.h"

#include <algorithm>
#include <cmath>
#include <random>

#include "nn/init.h"
#include "tensor/elementwise.h"
#include "text/special_tokens.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

Seq2SeqTransformer::Seq2SeqTransformer(const TransformerConfig& config) : config_(config) {
  config_.validate();
  if (config_.architecture != TransformerConfig::kEncoderDecoder)
    throw Error("Seq2SeqTransformer needs architecture = encoder-decoder, not " + config_.architecture);
  if (config_.source_vocab <= kFirstOrdinaryId || config_.target_vocab <= kFirstOrdinaryId)
    throw Error("the vocabularies are empty: source " + std::to_string(config_.source_vocab) + ", target " +
                std::to_string(config_.target_vocab) + " tokens");
  const auto dropout = static_cast<real>(config_.dropout);
  source_embedding.init(config_.source_vocab, config_.d_model, config_.max_len, kPadId, config_.positions, dropout,
                        config_.scale_embedding);
  target_embedding.init(config_.target_vocab, config_.d_model, config_.max_len, kPadId, config_.positions, dropout,
                        config_.scale_embedding);
  const LayerConfig layer = config_.layer_config();
  encoder_layers.resize(static_cast<size_t>(config_.encoder_layers));
  for (auto& l : encoder_layers) l.init(layer);
  decoder_layers.resize(static_cast<size_t>(config_.decoder_layers));
  for (auto& l : decoder_layers) l.init(layer);
  if (pre_norm()) {
    encoder_norm.init(config_.d_model, config_.norm_kind, static_cast<real>(config_.norm_eps));
    decoder_norm.init(config_.d_model, config_.norm_kind, static_cast<real>(config_.norm_eps));
  }
  generator.init(config_.d_model, config_.target_vocab);
  if (tied()) {
    // One table E (V, C) for both languages and the output layer (Press & Wolf 2017; the paper,
    // section 3.4): the target embedding reads it and logits = h E^T + b.
    if (config_.source_vocab != config_.target_vocab)
      throw Error(
          "tie_weights needs one vocabulary for both languages (shared_vocabulary=true); the vocabularies "
          "have " +
          std::to_string(config_.source_vocab) + " and " + std::to_string(config_.target_vocab) + " tokens");
    target_embedding.tokens.tie_to(source_embedding.tokens.weight);
    generator.tie_weight_to(source_embedding.tokens.weight);
  }
}

ParameterList Seq2SeqTransformer::parameters() {
  ParameterList list;
  source_embedding.parameters("source_embedding.", list);
  for (size_t i = 0; i < encoder_layers.size(); ++i)
    encoder_layers[i].parameters("encoder.layers." + std::to_string(i) + ".", list);
  if (pre_norm()) encoder_norm.parameters("encoder.norm.", list);
  target_embedding.parameters("target_embedding.", list);
  for (size_t i = 0; i < decoder_layers.size(); ++i)
    decoder_layers[i].parameters("decoder.layers." + std::to_string(i) + ".", list);
  if (pre_norm()) decoder_norm.parameters("decoder.norm.", list);
  generator.parameters("generator.", list);
  return list;
}

int64_t Seq2SeqTransformer::parameter_count() {
  int64_t n = 0;
  for (const auto& p : parameters()) n += p.parameter->value.size();
  return n;
}

void Seq2SeqTransformer::zero_grad() {
  for (auto& p : parameters()) p.parameter->zero_grad();
}

void Seq2SeqTransformer::initialize(uint64_t seed) {
  std::mt19937_64 gen(seed);
  for (auto& p : parameters()) {
    Matrix& w = p.parameter->value;
    if (w.rows() <= 1) continue;  // biases and LN parameters are 1 x N
    if (is_in_projection_weight(p.name))
      xavier_uniform_in_projection(w, gen);
    else
      xavier_uniform(w, gen);
  }
  source_embedding.tokens.table().value.row(kPadId).setZero();
  target_embedding.tokens.table().value.row(kPadId).setZero();
  zero_grad();
}

// Encoder:  h_0 = Embed(x);  h_{l+1} = EncoderLayer_l(h_l);  memory = h_L  (pre-norm: LN(h_L))
const Matrix& Seq2SeqTransformer::encode(Context& ctx, const TokenBatch& source) {
  batch_ = source.batch;
  source_length_ = source.length;
  if (source_length_ > config_.max_len)
    throw Error("a source sentence has " + std::to_string(source_length_) +
                " tokens, more than max_len = " + std::to_string(config_.max_len));
  source_padding_ = padding_mask(source, kPadId);
  encoder_mask_ = combine_masks(batch_, source_length_, source_length_, source_padding_.data(), nullptr);
  apply_mask_edits(ctx, AttentionKind::encoder_self, encoder_mask_);
  encoder_states_.resize(encoder_layers.size() + 1);
  recorder_ = ctx.recorder;
  enter_scope(recorder_, "source_embedding");
  source_embedding.forward(ctx, source, encoder_states_[0]);
  for (size_t l = 0; l < encoder_layers.size(); ++l) {
    enter_scope(recorder_, "encoder.layers", static_cast<int>(l));
    encoder_layers[l].forward(ctx, encoder_states_[l], batch_, source_length_, encoder_mask_, encoder_states_[l + 1]);
  }
  if (pre_norm()) {
    encoder_norm.forward(encoder_states_.back(), memory_);
    enter_scope(recorder_, "encoder");
    record_forward(recorder_, "norm", memory_);
    return memory_;
  }
  return encoder_states_.back();
}

void Seq2SeqTransformer::encode_for_decoding(const TokenBatch& source, Matrix& memory) {
  if (source.length > config_.max_len)
    throw Error("a source sentence has " + std::to_string(source.length) +
                " tokens, more than max_len = " + std::to_string(config_.max_len));
  const std::vector<uint8_t> padding = padding_mask(source, kPadId);
  Context eval;  // dropout off
  source_embedding.forward(eval, source, memory);
  for (auto& layer : encoder_layers) {
    layer.prepare_inference();  // the weights may have changed since the last decoding
    layer.infer(memory, source.batch, source.length, padding.data());
  }
  if (pre_norm()) {
    Matrix normed;
    encoder_norm.forward(memory, normed);
    memory.swap(normed);
  }
}

// Decoder:  g_0 = Embed(y_in);  g_{l+1} = DecoderLayer_l(g_l, memory);  logits = (LN)(g_L) W_gen^T + b
const Matrix& Seq2SeqTransformer::forward(Context& ctx, const Seq2SeqBatch& batch) {
  if (ctx.recorder) ctx.recorder->begin(batch.source.batch);
  const Matrix& memory = encode(ctx, batch.source);
  target_length_ = batch.target_input.length;
  if (target_length_ > config_.max_len)
    throw Error("a target sentence has " + std::to_string(target_length_) +
                " tokens, more than max_len = " + std::to_string(config_.max_len));
  target_padding_ = padding_mask(batch.target_input, kPadId);
  const auto no_peek = no_peek_mask(target_length_);
  decoder_self_mask_ = combine_masks(batch_, target_length_, target_length_, target_padding_.data(), no_peek.data());
  cross_mask_ = combine_masks(batch_, target_length_, source_length_, source_padding_.data(), nullptr);
  apply_mask_edits(ctx, AttentionKind::decoder_self, decoder_self_mask_);
  apply_mask_edits(ctx, AttentionKind::cross, cross_mask_);
  decoder_states_.resize(decoder_layers.size() + 1);
  enter_scope(recorder_, "target_embedding");
  target_embedding.forward(ctx, batch.target_input, decoder_states_[0]);
  for (size_t l = 0; l < decoder_layers.size(); ++l) {
    enter_scope(recorder_, "decoder.layers", static_cast<int>(l));
    decoder_layers[l].forward(ctx, decoder_states_[l], memory, batch_, target_length_, source_length_,
                              decoder_self_mask_, cross_mask_, decoder_states_[l + 1]);
  }
  const Matrix* top = &decoder_states_.back();
  if (pre_norm()) {
    decoder_norm.forward(*top, decoder_out_);
    enter_scope(recorder_, "decoder");
    record_forward(recorder_, "norm", decoder_out_);
    top = &decoder_out_;
  }
  generator.forward(*top, logits_);
  enter_scope(recorder_, "output");
  record_forward(recorder_, "logits", logits_);
  return logits_;
}

void Seq2SeqTransformer::backward(const Matrix& dlogits) {
  // Generator and the decoder's final norm.
  enter_scope(recorder_, "output");
  record_backward(recorder_, "logits", dlogits);
  generator.backward(dlogits, d_decoder_out_);
  if (pre_norm()) {
    enter_scope(recorder_, "decoder");
    record_backward(recorder_, "norm", d_decoder_out_);
    decoder_norm.backward(d_decoder_out_, d_state_);
  } else {
    d_state_ = d_decoder_out_;
  }
  // Decoder layers, top to bottom; every layer's cross-attention adds to d_memory.
  d_memory_.setZero(static_cast<Eigen::Index>(batch_) * source_length_, config_.d_model);
  for (size_t l = decoder_layers.size(); l-- > 0;) {
    enter_scope(recorder_, "decoder.layers", static_cast<int>(l));
    decoder_layers[l].backward(d_state_, d_state_next_, d_memory_layer_);
    add_in_place(d_memory_, d_memory_layer_);
    std::swap(d_state_, d_state_next_);
  }
  enter_scope(recorder_, "target_embedding");
  target_embedding.backward(d_state_);
  // Encoder.
  if (pre_norm()) {
    enter_scope(recorder_, "encoder");
    record_backward(recorder_, "norm", d_memory_);
    encoder_norm.backward(d_memory_, d_state_);
  } else {
    d_state_ = d_memory_;
  }
  for (size_t l = encoder_layers.size(); l-- > 0;) {
    enter_scope(recorder_, "encoder.layers", static_cast<int>(l));
    encoder_layers[l].backward(d_state_, d_state_next_);
    std::swap(d_state_, d_state_next_);
  }
  enter_scope(recorder_, "source_embedding");
  source_embedding.backward(d_state_);
}

void Seq2SeqTransformer::start_decoding(const Matrix& memory, const TokenBatch& source, int capacity,
                                        DecoderCache& cache, int replicas) {
  if (capacity > config_.max_len) capacity = config_.max_len;
  replicas = std::max(1, replicas);
  const Eigen::Index S = source.length;
  cache.batch = source.batch * replicas;
  cache.capacity = capacity;
  cache.length = 0;
  cache.source_length = source.length;
  const std::vector<uint8_t> padding = padding_mask(source, kPadId);
  cache.source_padding.resize(static_cast<size_t>(cache.batch) * static_cast<size_t>(S));
  for (int b = 0; b < source.batch; ++b)
    for (int k = 0; k < replicas; ++k)
      std::copy_n(padding.begin() + b * S, S, cache.source_padding.begin() + (b * replicas + k) * S);
  // Row block b*replicas + k of a (B*replicas*S, C) matrix is block b of a (B*S, C) one.
  auto replicate = [&](Matrix& once, Matrix& out) {
    if (replicas == 1) {
      out.swap(once);
      return;
    }
    out.resize(static_cast<Eigen::Index>(cache.batch) * S, once.cols());
    for (Eigen::Index b = 0; b < source.batch; ++b)
      for (Eigen::Index k = 0; k < replicas; ++k) out.middleRows((b * replicas + k) * S, S) = once.middleRows(b * S, S);
  };
  // The weights may have changed since the last decoding: pack them again for Linear::infer.
  for (auto& layer : decoder_layers) layer.prepare_inference();
  generator.prepare_inference();
  const size_t layers = decoder_layers.size();
  cache.self_keys.resize(layers);
  cache.self_values.resize(layers);
  cache.cross_keys.resize(layers);
  cache.cross_values.resize(layers);
  for (size_t l = 0; l < layers; ++l) {
    auto& attention = decoder_layers[l].self_attention;
    cache.self_keys[l].resize(static_cast<Eigen::Index>(cache.batch) * capacity, attention.heads * attention.d_k);
    cache.self_values[l].resize(static_cast<Eigen::Index>(cache.batch) * capacity, attention.heads * attention.d_v);
    decoder_layers[l].cross_attention.key.infer(memory, cache.scratch);
    replicate(cache.scratch, cache.cross_keys[l]);
    decoder_layers[l].cross_attention.value.infer(memory, cache.scratch);
    replicate(cache.scratch, cache.cross_values[l]);
  }
}

// The decoder for one new position t = cache.length of every sequence, in evaluation mode.
// Self-attention reads the cached keys and values of positions 0..t; cross-attention the
// memory's, computed once in start_decoding.
void Seq2SeqTransformer::decode_step(DecoderCache& cache, const std::vector<int32_t>& tokens, Matrix& logits) {
  const int t = cache.length;
  if (t >= cache.capacity)
    throw Error("decoding ran past its capacity of " + std::to_string(cache.capacity) + " tokens");
  const int batch = cache.batch;
  // x = E[token] sqrt(d) + PE[t]
  cache.x.resize(batch, config_.d_model);
  for (int b = 0; b < batch; ++b)
    cache.x.row(b) =
        target_embedding.tokens.table().value.row(tokens[static_cast<size_t>(b)]) * target_embedding.tokens.scale;
  target_embedding.positions.add_position(cache.x, t);

  for (size_t l = 0; l < decoder_layers.size(); ++l) {
    DecoderLayer& layer = decoder_layers[l];
    // Masked self-attention: the new key and value join the cache; the query sees positions 0..t.
    MultiHeadAttention& self = layer.self_attention;
    const Matrix& self_in = layer.self_attention_residual.sublayer_input(cache.x);
    self.query.infer(self_in, cache.q);
    self.key.infer(self_in, cache.scratch);
    self.rotate_new_position(cache.q, t);
    self.rotate_new_position(cache.scratch, t);
    for (int b = 0; b < batch; ++b)
      cache.self_keys[l].row(static_cast<Eigen::Index>(b) * cache.capacity + t) = cache.scratch.row(b);
    self.value.infer(self_in, cache.scratch);
    for (int b = 0; b < batch; ++b)
      cache.self_values[l].row(static_cast<Eigen::Index>(b) * cache.capacity + t) = cache.scratch.row(b);
    attend_cached(cache.q, cache.self_keys[l], cache.self_values[l], self.heads, self.d_k, self.d_v,
                  self.attention.score_scale(), cache.capacity, t + 1, nullptr, cache.context);
    self.apply_ablation(cache.context);
    self.output.infer(cache.context, cache.sublayer_out);
    layer.self_attention_residual.add_in_place(cache.x, cache.sublayer_out, cache.scratch);

    // Cross-attention over the memory.
    MultiHeadAttention& cross = layer.cross_attention;
    const Matrix& cross_in = layer.cross_attention_residual.sublayer_input(cache.x);
    cross.query.infer(cross_in, cache.q);
    const bool record = cache.record_cross_attention && l + 1 == decoder_layers.size();
    attend_cached(cache.q, cache.cross_keys[l], cache.cross_values[l], cross.heads, cross.d_k, cross.d_v,
                  cross.attention.score_scale(), cache.source_length, cache.source_length, cache.source_padding.data(),
                  cache.context, record ? &cache.cross_weights : nullptr);
    if (record) {  // (B*H, S) → (B, S): the mean over the heads
      cache.cross_attention.resize(batch, cache.source_length);
      for (int b = 0; b < batch; ++b)
        cache.cross_attention.row(b) =
            cache.cross_weights.middleRows(static_cast<Eigen::Index>(b) * cross.heads, cross.heads).colwise().sum() /
            static_cast<real>(cross.heads);
    }
    cross.apply_ablation(cache.context);
    cross.output.infer(cache.context, cache.sublayer_out);
    layer.cross_attention_residual.add_in_place(cache.x, cache.sublayer_out, cache.scratch);

    // Feed-forward.
    const Matrix& ffn_in = layer.feed_forward_residual.sublayer_input(cache.x);
    layer.feed_forward.infer(ffn_in, cache.sublayer_out);
    layer.feed_forward_residual.add_in_place(cache.x, cache.sublayer_out, cache.scratch);
  }
  if (pre_norm()) {
    decoder_norm.forward(cache.x, cache.hidden);
    generator.infer(cache.hidden, logits);
  } else {
    generator.infer(cache.x, logits);
  }
  cache.length = t + 1;
}

void Seq2SeqTransformer::reorder_cache(DecoderCache& cache, const std::vector<int>& parent) {
  // Row b of the new cache is row parent[b] of the old; only the first `length` positions matter.
  for (size_t l = 0; l < cache.self_keys.size(); ++l) {
    for (Matrix* m : {&cache.self_keys[l], &cache.self_values[l]}) {
      cache.scratch.resize(m->rows(), m->cols());
      for (size_t b = 0; b < parent.size(); ++b)
        cache.scratch.middleRows(static_cast<Eigen::Index>(b) * cache.capacity, cache.length) =
            m->middleRows(static_cast<Eigen::Index>(parent[b]) * cache.capacity, cache.length);
      m->swap(cache.scratch);
    }
  }
}

void Seq2SeqTransformer::keep_sequences(DecoderCache& cache, const std::vector<int>& kept) {
  const auto rows = static_cast<Eigen::Index>(kept.size());
  auto keep = [&](Matrix& m, Eigen::Index block, Eigen::Index used) {
    cache.scratch.resize(rows * block, m.cols());
    for (Eigen::Index k = 0; k < rows; ++k)
      cache.scratch.middleRows(k * block, used) = m.middleRows(kept[static_cast<size_t>(k)] * block, used);
    m.swap(cache.scratch);
  };
  for (size_t l = 0; l < cache.self_keys.size(); ++l) {
    keep(cache.self_keys[l], cache.capacity, cache.length);
    keep(cache.self_values[l], cache.capacity, cache.length);
    keep(cache.cross_keys[l], cache.source_length, cache.source_length);
    keep(cache.cross_values[l], cache.source_length, cache.source_length);
  }
  std::vector<uint8_t> padding(static_cast<size_t>(rows) * cache.source_length);
  for (Eigen::Index k = 0; k < rows; ++k)
    std::copy_n(cache.source_padding.begin() + kept[static_cast<size_t>(k)] * cache.source_length, cache.source_length,
                padding.begin() + k * cache.source_length);
  cache.source_padding = std::move(padding);
  cache.batch = static_cast<int>(rows);
}

Matrix Seq2SeqTransformer::attention_weights(AttentionKind kind, int layer, int head, int b) const {
  switch (kind) {
    case AttentionKind::encoder_self:
      return encoder_layers.at(static_cast<size_t>(layer)).self_attention.attention.weights(b, head);
    case AttentionKind::decoder_self:
      return decoder_layers.at(static_cast<size_t>(layer)).self_attention.attention.weights(b, head);
    case AttentionKind::cross:
      return decoder_layers.at(static_cast<size_t>(layer)).cross_attention.attention.weights(b, head);
  }
  return {};
}

std::vector<std::string> Seq2SeqTransformer::attention_layers() const {
  std::vector<std::string> names;
  for (size_t l = 0; l < encoder_layers.size(); ++l) names.push_back("encoder.layers." + std::to_string(l));
  for (size_t l = 0; l < decoder_layers.size(); ++l) names.push_back("decoder.layers." + std::to_string(l));
  return names;
}

void Seq2SeqTransformer::largest_scores(std::vector<real>& out) const {
  out.clear();
  for (const auto& layer : encoder_layers) out.push_back(layer.self_attention.attention.largest_score());
  for (const auto& layer : decoder_layers)
    out.push_back(
        std::max(layer.self_attention.attention.largest_score(), layer.cross_attention.attention.largest_score()));
}

Matrix Seq2SeqTransformer::read_out(const Matrix& stream) const {
  return read_through(pre_norm() ? &decoder_norm : nullptr, generator, stream);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
