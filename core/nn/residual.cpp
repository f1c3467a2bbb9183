#include "nn/residual.h"

#include "tensor/elementwise.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

void ResidualConnection::init(int d_model, NormPlacement where, real dropout_p, LayerNormKind kind, real eps) {
  placement = where;
  norm.init(d_model, kind, eps);
  dropout.p = dropout_p;
}

const Matrix& ResidualConnection::sublayer_input(Context& ctx, const Matrix& x) {
  recorder_ = ctx.recorder;
  if (placement == NormPlacement::post) return x;
  norm.forward(x, normed_input_);
  if (recorder_) recorder_->forward(sublayer + ".norm", normed_input_);
  return normed_input_;
}

const Matrix& ResidualConnection::sublayer_input(const Matrix& x) {
  if (placement == NormPlacement::post) return x;
  norm.forward(x, normed_input_);
  return normed_input_;
}

// post: y = LN(x + Drop(s))     pre: y = x + Drop(s)
void ResidualConnection::forward(Context& ctx, const Matrix& x, Matrix& sublayer_output, Matrix& y) {
  recorder_ = ctx.recorder;
  dropout.forward(ctx, sublayer_output);
  if (recorder_) recorder_->forward(sublayer, sublayer_output);
  if (placement == NormPlacement::post) {
    assign_sum(sum_, x, sublayer_output);
    if (recorder_) recorder_->forward(sublayer + ".add", sum_);
    norm.forward(sum_, y);
    if (recorder_) recorder_->forward(sublayer + ".norm", y);
  } else {
    assign_sum(y, x, sublayer_output);
    if (recorder_) recorder_->forward(sublayer + ".add", y);
  }
}

// post: dz = LN'(dy), ds = Drop'(dz), dx = dz (+ the sublayer's d_input later)
// pre:  ds = Drop'(dy), dx = dy (+ LN'(the sublayer's d_input) later)
void ResidualConnection::backward(const Matrix& dy, Matrix& d_sublayer_output, Matrix& dx) {
  if (placement == NormPlacement::post)
    norm.backward(dy, dx);
  else
    assign_copy(dx, dy);
  if (recorder_) {  // dx is now dL/d(sum) (post-norm) or dL/dy (pre-norm): both the sum's and the sublayer's
    if (placement == NormPlacement::post) recorder_->backward(sublayer + ".norm", dy);
    recorder_->backward(sublayer + ".add", dx);
    recorder_->backward(sublayer, dx);
  }
  dropout.backward(dx, d_sublayer_output);
}

void ResidualConnection::backward_sublayer_input(const Matrix& d_sublayer_input, Matrix& dx) {
  if (recorder_ && placement == NormPlacement::pre) recorder_->backward(sublayer + ".norm", d_sublayer_input);
  if (placement == NormPlacement::post) {
    twb::add_in_place(dx, d_sublayer_input);
  } else {
    norm.backward(d_sublayer_input, scratch_);
    twb::add_in_place(dx, scratch_);
  }
}

void ResidualConnection::parameters(const std::string& prefix, ParameterList& out) {
  norm.parameters(prefix + "norm.", out);
}

void ResidualConnection::add_in_place(Matrix& x, const Matrix& s, Matrix& scratch) {
  if (placement == NormPlacement::post) {
    assign_sum(scratch, x, s);
    norm.forward(scratch, x);
  } else {
    twb::add_in_place(x, s);
  }
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
