// Residual connection with layer normalisation, in either placement:
//   post-norm (the paper):   y = LN(x + Drop(Sub(x)))
//   pre-norm (GPT-2 etc.):   y = x + Drop(Sub(LN(x)))       (the stack then ends with a final LN)
// Used in three steps around any sublayer:
//   const Matrix& in = res.sublayer_input(ctx, x);   s = Sub(in);   res.forward(ctx, x, s, y);
//   res.backward(dy, ds, dx);   d_in = Sub.backward(ds);   res.backward_sublayer_input(d_in, dx);
#pragma once

#include <string>

#include "nn/context.h"
#include "nn/dropout.h"
#include "nn/layer_norm.h"
#include "nn/stage_recorder.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

enum class NormPlacement { post, pre };

struct ResidualConnection {
  NormPlacement placement = NormPlacement::post;
  LayerNorm norm;
  Dropout dropout;
  // The sublayer's name in Step inside's stages: "self_attention", "cross_attention", "feed_forward".
  std::string sublayer = "sublayer";

  void init(int d_model, NormPlacement where, real dropout_p, LayerNormKind kind = LayerNormKind::standard,
            real eps = real(1e-5));

  // What the sublayer reads: LN(x) for pre-norm, x itself for post-norm. With the forward pass's
  // context, recorded as the stage "<sublayer>.norm" (pre-norm).
  const Matrix& sublayer_input(Context& ctx, const Matrix& x);
  const Matrix& sublayer_input(const Matrix& x);
  // sublayer_output is consumed (dropout in place).  x, sublayer_output, y: (N, C)
  // Records the stages "<sublayer>" (after dropout), "<sublayer>.add" and, post-norm, "<sublayer>.norm".
  void forward(Context& ctx, const Matrix& x, Matrix& sublayer_output, Matrix& y);
  // dy → d_sublayer_output and the residual path's share of dx (both overwritten).
  void backward(const Matrix& dy, Matrix& d_sublayer_output, Matrix& dx);
  // dx += the gradient through the sublayer's input (through LN for pre-norm).
  void backward_sublayer_input(const Matrix& d_sublayer_input, Matrix& dx);
  void parameters(const std::string& prefix, ParameterList& out);

  // In evaluation mode, for incremental decoding (no dropout, nothing kept for backward):
  // x = LN(x + s) post-norm, x = x + s pre-norm.   x, s: (N, C); scratch is reused.
  void add_in_place(Matrix& x, const Matrix& s, Matrix& scratch);

 private:
  Matrix normed_input_;  // pre-norm: LN(x)
  Matrix sum_;           // post-norm: x + Drop(Sub(x))
  Matrix scratch_;
  StageRecorder* recorder_ = nullptr;  // the last forward's, for its backward
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
