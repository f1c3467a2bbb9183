#include "model/gpt.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "nn/init.h"
#include "tensor/row_invariant.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

namespace {

// The ids a model with a single boundary token never predicts.
constexpr int32_t kNeverPredicted[] = {kPadId, kUnkId, kSosId};

}  // namespace

GptTransformer::GptTransformer(const TransformerConfig& config) : config_(config) {
  config_.validate(TransformerConfig::Use::inference);  // a trainer checks that it can train
  if (!config_.decoder_only())
    throw Error("GptTransformer needs architecture = decoder-only, not " + config_.architecture);
  if (config_.target_vocab <= kFirstOrdinaryId)
    throw Error("the vocabulary is empty: " + std::to_string(config_.target_vocab) + " tokens");
  embedding.init(config_.target_vocab, config_.d_model, config_.max_len, kPadId, config_.positions,
                 static_cast<real>(config_.dropout), config_.scale_embedding);
  blocks.resize(static_cast<size_t>(config_.decoder_layers));
  for (auto& block : blocks) block.init(config_.layer_config());
  if (pre_norm()) final_norm.init(config_.d_model, config_.norm_kind, static_cast<real>(config_.norm_eps));
  if (tied())
    lm_head.init_tied(embedding.tokens.weight);  // W = E: logits = h E^T
  else
    lm_head.init(config_.d_model, config_.target_vocab, /*with_bias=*/false);
}

ParameterList GptTransformer::parameters() {
  ParameterList list;
  embedding.parameters("embedding.", list);
  for (size_t i = 0; i < blocks.size(); ++i) blocks[i].parameters("blocks." + std::to_string(i) + ".", list);
  if (pre_norm()) final_norm.parameters("final_norm.", list);
  lm_head.parameters("lm_head.", list);  // nothing when tied: E is listed with the embedding
  return list;
}

int64_t GptTransformer::parameter_count() {
  int64_t n = 0;
  for (const auto& p : parameters()) n += p.parameter->value.size();
  return n;
}

void GptTransformer::zero_grad() {
  for (auto& p : parameters()) p.parameter->zero_grad();
}

void GptTransformer::initialize(uint64_t seed) {
  std::mt19937_64 gen(seed);
  const double residual_std = 0.02 / std::sqrt(2.0 * static_cast<double>(blocks.size()));
  for (auto& p : parameters()) {
    Matrix& w = p.parameter->value;
    if (w.rows() <= 1) continue;  // biases and LN parameters keep their 0 / 1
    if (config_.init == InitKind::xavier_uniform) {
      xavier_uniform(w, gen);
    } else {
      const bool writes_residual =
          p.name.ends_with("self_attention.output.weight") || p.name.ends_with("feed_forward.linear2.weight");
      normal(w, writes_residual ? residual_std : 0.02, gen);
    }
  }
  embedding.tokens.weight.value.row(kPadId).setZero();
  zero_grad();
}

const TokenBatch& GptTransformer::read_tokens(const TokenBatch& tokens) {
  if (!config_.single_boundary_token) return tokens;
  boundary_read_ = tokens;
  for (auto& id : boundary_read_.ids)
    if (id == kSosId) id = kEosId;
  return boundary_read_;
}

void GptTransformer::mask_never_predicted(Matrix& logits) const {
  if (!config_.single_boundary_token) return;
  for (const int32_t id : kNeverPredicted) logits.col(id).setConstant(-std::numeric_limits<real>::infinity());
}

// h_0 = Embed(x);  h_{l+1} = Block_l(h_l) under padding AND no-peek;  logits = LN_f(h_L) W^T
const Matrix& GptTransformer::forward(Context& ctx, const TokenBatch& tokens) {
  batch_ = tokens.batch;
  length_ = tokens.length;
  if (length_ > config_.max_len)
    throw Error("a sequence has " + std::to_string(length_) + " tokens, more than the context window of " +
                std::to_string(config_.max_len));
  padding_ = padding_mask(tokens, kPadId);
  const auto no_peek = no_peek_mask(length_);
  causal_mask_ = combine_masks(batch_, length_, length_, padding_.data(), no_peek.data());
  apply_mask_edits(ctx, AttentionKind::decoder_self, causal_mask_);
  if (config_.has_local_layers()) {
    const auto window = local_window_mask(length_, config_.attention_window);
    local_mask_ = combine_masks(batch_, length_, length_, padding_.data(), window.data());
    apply_mask_edits(ctx, AttentionKind::decoder_self, local_mask_);
  }
  states_.resize(blocks.size() + 1);
  recorder_ = ctx.recorder;
  if (recorder_) recorder_->begin(batch_);
  enter_scope(recorder_, "embedding");
  embedding.forward(ctx, read_tokens(tokens), states_[0]);
  for (size_t l = 0; l < blocks.size(); ++l) {
    enter_scope(recorder_, "blocks", static_cast<int>(l));
    blocks[l].forward(ctx, states_[l], batch_, length_, layer_mask(static_cast<int>(l)), states_[l + 1]);
  }
  top_ = &states_.back();
  if (pre_norm()) {
    final_norm.forward(states_.back(), normed_);
    enter_scope(recorder_, "final");
    record_forward(recorder_, "norm", normed_);
    top_ = &normed_;
  }
  lm_head.forward(*top_, logits_);  // (B*T, C) → (B*T, V)
  mask_never_predicted(logits_);
  enter_scope(recorder_, "output");
  record_forward(recorder_, "logits", logits_);
  return logits_;
}

void GptTransformer::backward(const Matrix& dlogits) {
  // Output layer: dW += dlogits^T h (V, C) and dh = dlogits W (N, C); tied, dW lands in dE.
  enter_scope(recorder_, "output");
  record_backward(recorder_, "logits", dlogits);
  lm_head.backward(dlogits, d_normed_);
  if (pre_norm()) {
    enter_scope(recorder_, "final");
    record_backward(recorder_, "norm", d_normed_);
    final_norm.backward(d_normed_, d_state_);
  } else {
    d_state_.swap(d_normed_);
  }
  for (size_t l = blocks.size(); l-- > 0;) {
    enter_scope(recorder_, "blocks", static_cast<int>(l));
    blocks[l].backward(d_state_, d_state_next_);
    std::swap(d_state_, d_state_next_);
  }
  enter_scope(recorder_, "embedding");
  embedding.backward(d_state_);  // the token embedding's share adds to the head's when tied
}

void GptTransformer::start_generation(int batch, int capacity, Cache& cache) {
  if (capacity > config_.max_len) capacity = config_.max_len;
  cache.batch = batch;
  cache.capacity = capacity;
  cache.length = 0;
  cache.keys.resize(blocks.size());
  cache.values.resize(blocks.size());
  // The weights may have changed since the last generation: pack them again for Linear::infer (a
  // model too big for a packed copy multiplies them in place).
  const bool pack = config_.estimated_parameters() * sizeof(real) <= kPackedDecodingLimitBytes;
  for (auto& block : blocks) block.prepare_inference(pack);
  lm_head.prepare_inference(pack);
  for (size_t l = 0; l < blocks.size(); ++l) {
    const auto& attention = blocks[l].self_attention;
    cache.keys[l].resize(static_cast<Eigen::Index>(batch) * capacity, attention.heads * attention.d_k);
    cache.values[l].resize(static_cast<Eigen::Index>(batch) * capacity, attention.heads * attention.d_v);
  }
}

// The model for one new position t = cache.length of every sequence, in evaluation mode: the
// new key and value join the cache, and the query attends to positions 0..t.
void GptTransformer::generate_step(Cache& cache, const std::vector<int32_t>& tokens, Matrix& logits) {
  if (static_cast<int>(tokens.size()) != cache.batch)
    throw Error("generate_step: " + std::to_string(tokens.size()) + " tokens for a cache of " +
                std::to_string(cache.batch) + " sequences");
  advance(cache, tokens.data(), cache.batch, false, logits);
}

// Positions t..t+n−1 of the one sequence: row i's query attends to positions 0..t+i. Every
// operation is row by row (tensor/row_invariant.h), so row i gets generate_step's bits.
void GptTransformer::prefill(Cache& cache, const std::vector<int32_t>& tokens, Matrix& logits) {
  if (cache.batch != 1) throw Error("prefill feeds one sequence; the cache holds " + std::to_string(cache.batch));
  if (tokens.empty()) throw Error("prefill: no tokens");
  advance(cache, tokens.data(), static_cast<int>(tokens.size()), true, logits);
}

void GptTransformer::advance(Cache& cache, const int32_t* tokens, int n, bool sequence, Matrix& logits) {
  const int t = cache.length, last = t + (sequence ? n : 1);
  if (last > cache.capacity)
    throw Error("generation ran past the context window of " + std::to_string(cache.capacity) + " tokens");
  const auto position = [&](int row) { return sequence ? t + row : t; };
  // Row `row`'s place in the cache: (sequence b, position) at b*capacity + position.
  const auto cache_row = [&](int row) {
    return static_cast<Eigen::Index>(sequence ? 0 : row) * cache.capacity + position(row);
  };
  cache.x.resize(n, config_.d_model);  // x = E[token] scale + P[position]
  for (int r = 0; r < n; ++r) {
    int32_t token = tokens[r];
    if (config_.single_boundary_token && token == kSosId) token = kEosId;
    cache.x.row(r) = embedding.tokens.weight.value.row(token) * embedding.tokens.scale;
    if (embedding.positions.added()) cache.x.row(r) += embedding.positions.values().row(position(r));
  }
  for (size_t l = 0; l < blocks.size(); ++l) {
    EncoderLayer& block = blocks[l];
    MultiHeadAttention& self = block.self_attention;
    const Matrix& self_in = block.self_attention_residual.sublayer_input(cache.x);
    self.query.infer(self_in, cache.q);
    self.key.infer(self_in, cache.scratch);
    for (int r = 0; r < n; ++r) {
      self.rotate_row_at(cache.q.row(r).data(), position(r));
      self.rotate_row_at(cache.scratch.row(r).data(), position(r));
      cache.keys[l].row(cache_row(r)) = cache.scratch.row(r);
    }
    self.value.infer(self_in, cache.scratch);
    for (int r = 0; r < n; ++r) cache.values[l].row(cache_row(r)) = cache.scratch.row(r);
    // Each row's query sees its sequence's positions up to its own; a local layer the last
    // attention_window of them.
    const bool local = config_.local_layer(static_cast<int>(l));
    if (sequence) {
      cache.context.resize(n, self.heads * self.d_v);
      const Matrix& keys = cache.keys[l];
      const Matrix& values = cache.values[l];
      const real scale = self.attention.score_scale();
      const int heads = self.heads, d_k = self.d_k, d_v = self.d_v;
#pragma omp parallel for schedule(dynamic, 8) \
    collapse(2) if (static_cast <int64_t>(n) * heads * last * (d_k + d_v) >= (int64_t(1) << 20))
      for (int r = 0; r < n; ++r)
        for (int h = 0; h < heads; ++h) {
          const int seen_to = t + r + 1, first = local ? std::max(0, seen_to - config_.attention_window) : 0;
          attend_one_query(cache.q.row(r).data() + h * d_k, keys.data() + first * keys.cols() + h * d_k, keys.cols(),
                           values.data() + first * values.cols() + h * d_v, values.cols(), d_k, d_v, seen_to - first,
                           nullptr, scale, cache.context.row(r).data() + h * d_v);
        }
    } else {
      const int first = local ? std::max(0, t + 1 - config_.attention_window) : 0;
      attend_cached(cache.q, cache.keys[l], cache.values[l], self.heads, self.d_k, self.d_v,
                    self.attention.score_scale(), cache.capacity, t + 1, nullptr, cache.context, nullptr, first);
    }
    self.apply_ablation(cache.context);
    self.output.infer(cache.context, cache.sublayer_out);
    if (block.parallel) {  // the MLP reads the block's input too: x + Attn(LN₁ x) + MLP(LN₂ x)
      const Matrix& ffn_in = block.feed_forward_residual.sublayer_input(cache.x);
      block.feed_forward.infer(ffn_in, cache.hidden);
      block.self_attention_residual.add_in_place(cache.x, cache.sublayer_out, cache.scratch);
      block.feed_forward_residual.add_in_place(cache.x, cache.hidden, cache.scratch);
      continue;
    }
    block.self_attention_residual.add_in_place(cache.x, cache.sublayer_out, cache.scratch);

    const Matrix& ffn_in = block.feed_forward_residual.sublayer_input(cache.x);
    block.feed_forward.infer(ffn_in, cache.sublayer_out);
    block.feed_forward_residual.add_in_place(cache.x, cache.sublayer_out, cache.scratch);
  }
  // A prompt needs the logits of its last token only.
  if (sequence && n > 1) {
    cache.sublayer_in = cache.x.bottomRows(1);
    cache.x.swap(cache.sublayer_in);
  }
  if (pre_norm()) {
    final_norm.forward(cache.x, cache.hidden);
    lm_head.infer(cache.hidden, logits);
  } else {
    lm_head.infer(cache.x, logits);
  }
  mask_never_predicted(logits);
  cache.length = last;
}

Matrix GptTransformer::attention_weights(int layer, int head, int b) const {
  return blocks.at(static_cast<size_t>(layer)).self_attention.attention.weights(b, head);
}

const AttentionMask& GptTransformer::layer_mask(int layer) const {
  return config_.local_layer(layer) ? local_mask_ : causal_mask_;
}

std::vector<std::string> GptTransformer::attention_layers() const {
  std::vector<std::string> names;
  for (size_t l = 0; l < blocks.size(); ++l) names.push_back("blocks." + std::to_string(l));
  return names;
}

void GptTransformer::largest_scores(std::vector<real>& out) const {
  out.resize(blocks.size());
  for (size_t l = 0; l < blocks.size(); ++l) out[l] = blocks[l].self_attention.attention.largest_score();
}

Matrix GptTransformer::read_out(const Matrix& stream) const {
  Matrix logits = read_through(pre_norm() ? &final_norm : nullptr, lm_head, stream);
  mask_never_predicted(logits);
  return logits;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
