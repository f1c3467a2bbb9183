// The input of every Transformer: token embeddings scaled by sqrt(d_model), plus positional
// encodings (sinusoidal or learned), then dropout:
//     h = Drop(E[token] * sqrt(d_model) + P[position])
// Rotary positions add nothing here: self-attention turns its queries and keys instead (nn/rotary.h).
#pragma once

#include <string>

#include "nn/context.h"
#include "nn/dropout.h"
#include "nn/stage_recorder.h"
#include "tensor/saved_input.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// y[n] = E[token[n]] * scale     tokens: (B, T)  E: (V, C)  y: (B*T, C)
// The padding token's row gets no gradient, as torch.nn.Embedding(padding_idx=...).
struct TokenEmbedding {
  int vocab_size = 0;
  int d_model = 0;
  int padding_index = -1;  // -1: none
  real scale = 1;          // sqrt(d_model) in the Transformer
  Parameter weight;        // (V, C); empty when tied
  // Weight tying: the table is another module's parameter (the encoder–decoder with one vocabulary
  // reads the source embedding's table on both sides). Its owner lists it and outlives this.
  Parameter* tied_weight = nullptr;

  Parameter& table() { return tied_weight ? *tied_weight : weight; }
  const Parameter& table() const { return tied_weight ? *tied_weight : weight; }

  void init(int vocab, int dim, int padding, real scale_factor);
  // Makes the table the parameter `shared` (V, C) and frees this module's own.
  void tie_to(Parameter& shared);
  void forward(const TokenBatch& tokens, Matrix& y);
  // dE[token[n]] += dy[n] * scale, except for padding tokens.
  void backward(const Matrix& dy);
  // Lists `weight`, unless the table is tied to another module's.
  void parameters(const std::string& prefix, ParameterList& out);

 private:
  SavedInput<TokenBatch> tokens_;
};

// The sinusoidal table of "Attention Is All You Need", (max_len, d_model):
//   PE(pos, 2i) = sin(pos / 10000^(2i/d_model))    PE(pos, 2i+1) = cos(pos / 10000^(2i/d_model))
Matrix sinusoidal_table(int max_len, int d_model);

enum class PositionKind { sinusoidal, learned, rotary };

// x: (B*T, C) += P[t] for each row (b, t). P is the fixed sinusoidal table or a learned
// (max_len, C) parameter; with rotary positions there is no P and nothing is added.
struct PositionalEncoding {
  PositionKind kind = PositionKind::sinusoidal;
  int max_len = 0;
  int d_model = 0;
  Matrix table;      // sinusoidal: the fixed table
  Parameter weight;  // learned: (max_len, C)

  void init(PositionKind k, int max_positions, int dim);
  const Matrix& values() const { return kind == PositionKind::learned ? weight.value : table; }
  bool added() const { return kind != PositionKind::rotary; }
  // Requires T <= max_len; the model checks sentence lengths before calling.
  void add_to(Matrix& x, int batch, int length) const;
  // Every row of x: (N, C) += P[position] (a decoding step).
  void add_position(Matrix& x, int position) const;
  // learned: dP[t] += Σ_b dx[b, t]. Sinusoidal positions have no parameters.
  void backward(const Matrix& dx, int batch, int length);
  void parameters(const std::string& prefix, ParameterList& out);
};

// h = Drop(E[token] * sqrt(d_model) + P[position])     tokens: (B, T)  h: (B*T, C)
struct InputEmbedding {
  TokenEmbedding tokens;
  PositionalEncoding positions;
  Dropout dropout;

  void init(int vocab, int d_model, int max_len, int padding, PositionKind kind, real dropout_p,
            bool scale_by_sqrt_d_model = true);
  // Records the stages "embedding" (E[token] * scale) and "positions" (+ P, before dropout; not
  // with rotary positions, which add nothing).
  void forward(Context& ctx, const TokenBatch& batch, Matrix& h);
  // dh is consumed (dropout's mask is applied in place).
  void backward(Matrix& dh);
  void parameters(const std::string& prefix, ParameterList& out);

 private:
  int batch_ = 0, length_ = 0;
  StageRecorder* recorder_ = nullptr;  // the last forward's
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
