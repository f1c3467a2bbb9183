// Linear layer, as torch.nn.Linear: y = x W^T + b.
#pragma once

#include <string>

#include "tensor/gemm.h"
#include "tensor/row_invariant.h"
#include "tensor/saved_input.h"
#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct Linear {
  int in_features = 0;
  int out_features = 0;
  bool has_bias = true;
  Parameter weight;  // (out, in); empty when tied
  Parameter bias;    // (1, out), empty without bias
  // Weight tying: W is another module's (out, in) parameter, e.g. the output layer reading the
  // token embedding (V, C). Its owner lists it and outlives this layer.
  Parameter* tied_weight = nullptr;

  Linear() = default;
  Linear(int in, int out, bool with_bias = true) { init(in, out, with_bias); }
  void init(int in, int out, bool with_bias = true);
  // Makes W the parameter `shared` (out, in) and frees this layer's own.
  void tie_weight_to(Parameter& shared);
  // init() for a layer whose W is `shared` (out, in) from the start, never allocating its own.
  void init_tied(Parameter& shared, bool with_bias = false);
  Parameter& W() { return tied_weight ? *tied_weight : weight; }
  const Parameter& W() const { return tied_weight ? *tied_weight : weight; }

  // x: (N, in)  y: (N, out). Keeps a pointer to x for backward: x must outlive the backward, and
  // a backward after x changed throws std::logic_error (tensor/saved_input.h).
  void forward(const Matrix& x, Matrix& y);
  // The same y for decoding, each row by the fixed-order product of tensor/row_invariant.h: a row's
  // result does not depend on the other rows. Remembers nothing (no backward follows). It reads
  // W and b as prepare_inference() packed them (or, with pack = false, W in place by fixed-order
  // dot products, for weights too big to copy): prepare after any change of the weights (the
  // models' encode_for_decoding and start_decoding prepare the layers they use).
  void prepare_inference(bool pack = true);
  void infer(const Matrix& x, Matrix& y) const;
  // dy: (N, out)  dx: (N, in), overwritten. Accumulates dW += dy^T x and db += Σ_rows dy.
  void backward(const Matrix& dy, Matrix& dx);
  // The same without dx, for a first layer whose input needs no gradient.
  void backward_parameters(const Matrix& dy);

  // The three products above as tile jobs (tensor/gemm.h), so that a layer with several Linears
  // (Q, K and V) runs the independent ones in one parallel region:
  //   forward_product:         y = x W^T + b       (sizes y, remembers x)
  //   weight_gradient_product: dW += dy^T x        (add the bias gradient with bias_backward)
  //   input_gradient_product:  dx = dy W           (sizes dx)
  Product forward_product(const Matrix& x, Matrix& y);
  Product weight_gradient_product(const Matrix& dy);
  Product input_gradient_product(const Matrix& dy, Matrix& dx) const;
  void bias_backward(const Matrix& dy);  // db += Σ_rows dy

  void parameters(const std::string& prefix, ParameterList& out);

 private:
  SavedInput<Matrix> input_;
  RowsWeights inference_weights_;  // W and b packed for infer()
  enum class Inference { unprepared, packed, in_place } inference_ = Inference::unprepared;
};

}  // namespace TWB_PRECISION_NS
}  // namespace twb
