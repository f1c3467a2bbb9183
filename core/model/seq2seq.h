// The encoder–decoder Transformer of "Attention Is All You Need" (figure 1):
//   memory = Encoder(Drop(E_src[x] sqrt(d) + PE))
//   logits = Generator(Decoder(Drop(E_trg[y] sqrt(d) + PE), memory))
// and, with tie_weights (one vocabulary for both languages), E_src = E_trg = W_gen: one table.
// with post-norm layers by default (pre-norm adds a final LayerNorm to each stack), Xavier-uniform
// initialisation, and sinusoidal (or learned) positions.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/config.h"
#include "nn/attention.h"
#include "nn/context.h"
#include "nn/embedding.h"
#include "nn/layer_norm.h"
#include "nn/linear.h"
#include "nn/transformer_layers.h"
#include "text/special_tokens.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// A padded training batch. Targets are shifted by one: the decoder reads <sos> y1 … yn and is
// trained to predict y1 … yn <eos>.
struct Seq2SeqBatch {
  TokenBatch source;                   // (B, S)
  TokenBatch target_input;             // (B, T): <sos> y1 … yn, padded
  std::vector<int32_t> target_output;  // (B*T): y1 … yn <eos>, padded
  int target_tokens = 0;               // non-padding entries of target_output
  static constexpr int32_t ignore_index = kPadId;
  const std::vector<int32_t>& targets() const { return target_output; }
};

class Seq2SeqTransformer {
 public:
  explicit Seq2SeqTransformer(const TransformerConfig& config);
  // Tied modules point at the source embedding's table: the model stays where it was built.
  Seq2SeqTransformer(const Seq2SeqTransformer&) = delete;
  Seq2SeqTransformer& operator=(const Seq2SeqTransformer&) = delete;

  // Xavier-uniform for every matrix (as `p.dim() > 1` in PyTorch), zero biases, unit LN gains;
  // the padding rows of the embeddings are zero. Deterministic for a seed.
  void initialize(uint64_t seed);
  // Every parameter with its checkpoint name, in a fixed order.
  ParameterList parameters();
  int64_t parameter_count();
  void zero_grad();

  // Teacher-forced forward: logits (B*T, V_target).
  const Matrix& forward(Context& ctx, const Seq2SeqBatch& batch);
  const Matrix& logits() const { return logits_; }  // the last forward pass's
  // dlogits (B*T, V_target) → accumulates every parameter's gradient.
  void backward(const Matrix& dlogits);

  // The encoder alone, as in forward: memory (B*S, C).
  const Matrix& encode(Context& ctx, const TokenBatch& source);
  // The encoder for decoding (evaluation mode), row by row (EncoderLayer::infer): a sentence's rows
  // of memory are the same, bit for bit, alone or in any batch, with any padding. Packs the
  // encoder's weights for it first (Linear::prepare_inference), as start_decoding does the decoder's.
  void encode_for_decoding(const TokenBatch& source, Matrix& memory);

  // --- incremental decoding with cached keys and values ---
  // Every product and attention of these is row by row (tensor/row_invariant.h): a sequence's
  // logits do not depend on the other sequences of the batch, so greedy decoding in batches gives
  // each sentence the tokens it gets alone, and finished sequences can leave the batch.
  struct DecoderCache {
    int batch = 0, capacity = 0, length = 0, source_length = 0;
    std::vector<uint8_t> source_padding;                               // (B, S)
    std::vector<Matrix> self_keys, self_values;                        // per layer: (B*capacity, C), row b*capacity + t
    std::vector<Matrix> cross_keys, cross_values;                      // per layer: (B*S, C), computed once
    Matrix x, sublayer_in, q, context, sublayer_out, scratch, hidden;  // per-step scratch
    // When record_cross_attention is set, decode_step leaves in cross_attention (B, S) where each
    // row's query looked in the source at this step: the last decoder layer's cross-attention
    // weights, the mean over its heads (beam search's coverage penalty sums them over the steps).
    bool record_cross_attention = false;
    Matrix cross_attention, cross_weights;  // (B, S); cross_weights (B*H, S) per head
  };
  // Prepares the cache after encode(): cross-attention keys and values of the memory. With
  // replicas > 1 each of the B sources gets that many rows of the cache, rows b*replicas .. (b+1)*replicas-1
  // (beam search's beams): the keys and values are computed once per source and copied.
  void start_decoding(const Matrix& memory, const TokenBatch& source, int capacity, DecoderCache& cache,
                      int replicas = 1);
  // Feeds one token per sequence at position cache.length; logits (B, V). Cost: one position.
  void decode_step(DecoderCache& cache, const std::vector<int32_t>& tokens, Matrix& logits);
  // Keeps, for each new row, the cache of row parent[row] (beam search).
  static void reorder_cache(DecoderCache& cache, const std::vector<int>& parent);
  // Keeps only the sequences `kept` (rows of the cache, in their new order): the batch shrinks to
  // kept.size() rows. Greedy decoding drops the finished sentences this way.
  static void keep_sequences(DecoderCache& cache, const std::vector<int>& kept);

  // The weights of one attention of the last forward pass, for sequence b, layer, head:
  // rows = queries, cols = keys.
  Matrix attention_weights(AttentionKind kind, int layer, int head, int b = 0) const;

  // The training health's view of attention: the parameter prefix of every layer with attention
  // ("encoder.layers.0"), and in the same order each layer's largest score of the last forward
  // pass (the largest over its attentions).
  std::vector<std::string> attention_layers() const;
  void largest_scores(std::vector<real>& out) const;

  const TransformerConfig& config() const { return config_; }

  // Modules, in the order of the paper's figure.
  InputEmbedding source_embedding, target_embedding;
  std::vector<EncoderLayer> encoder_layers;
  LayerNorm encoder_norm;  // pre-norm only
  std::vector<DecoderLayer> decoder_layers;
  LayerNorm decoder_norm;  // pre-norm only
  Linear generator;        // d_model → target vocabulary; with tie_weights its W is the source embedding's E

  // The decoder's residual stream of the last forward pass: after the target embedding (0) and
  // after each decoder layer (1 … L), (B*T, C); the logit lens reads it.
  size_t decoder_streams() const { return decoder_states_.size(); }
  const Matrix& decoder_stream(size_t index) const { return decoder_states_.at(index); }
  // A decoder stream read as the model reads its last one: the final LayerNorm (pre-norm) and the
  // generator, (N, C) → (N, V) logits. Changes nothing of the model.
  Matrix read_out(const Matrix& stream) const;

 private:
  bool pre_norm() const { return config_.norm_placement == NormPlacement::pre; }
  bool tied() const { return config_.tie_weights; }

  TransformerConfig config_;
  // Activations of the last forward pass, kept for backward.
  int batch_ = 0, source_length_ = 0, target_length_ = 0;
  std::vector<uint8_t> source_padding_, target_padding_;
  AttentionMask encoder_mask_, decoder_self_mask_, cross_mask_;
  std::vector<Matrix> encoder_states_;  // input of each encoder layer, then the last output
  std::vector<Matrix> decoder_states_;
  Matrix memory_, decoder_out_, logits_;
  StageRecorder* recorder_ = nullptr;  // the last forward's (Context::recorder)
  Matrix d_decoder_out_, d_memory_, d_memory_layer_, d_state_, d_state_next_;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
