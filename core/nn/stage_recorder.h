// Step inside: what one forward and backward pass computed for one example of its batch, stage by
// stage, in the order the model computed it. The modules record into a StageRecorder when the
// Context of the forward pass carries one (Context::recorder); without one they record nothing and
// pay a test of a null pointer per sublayer.
//
// A stage is a tensor of the model's figure: the scaled token embedding, the positions added, a
// sublayer's output, a residual sum, a LayerNorm, the final norm, the pooled vector, the logits.
// It is kept as the example's rows (positions × features). After the backward pass each stage also
// holds dL/d(stage): the gradient of the batch's loss with respect to that tensor, same shape.
//
// A stage's scope says where it is: "source_embedding", "encoder.0" … (a layer), "encoder" (the
// stack's final norm), "target_embedding", "decoder.1", "decoder", "embedding", "layers.2",
// "head". Its name says what it is: "embedding", "positions", a sublayer ("self_attention",
// "cross_attention", "feed_forward"), the sublayer's residual sum ("self_attention.add") and norm
// ("self_attention.norm": after the sum in post-norm, before the sublayer in pre-norm), "norm",
// "pooled", "logits".
//
// For the finite-difference checks of these gradients a recorder can nudge one element of one
// stage as the forward pass goes: every stage is recorded after it is computed and before anything
// reads it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tensor/tensor.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

struct Stage {
  std::string scope, name;
  Matrix value;     // (rows of the example, features)
  Matrix gradient;  // dL/d(value), same shape; empty until the backward pass reaches the stage
  std::string key() const { return scope + "." + name; }
};

// One multi-head attention's numbers for the example, every head (head h of the query-side
// matrices is the column block [h*d_k, +d_k); of weights and their gradients the row block
// [h*Tq, +Tq)). Scores S = scale · Q K^T, weights P = softmax(S) over the allowed keys.
struct AttentionRecord {
  std::string scope, name;  // "decoder.1", "cross_attention"
  int heads = 0, d_k = 0, d_v = 0;
  real scale = 1;                       // 1/sqrt(d_k), or 1 without scaling
  Matrix queries, keys, values;         // (Tq, H*d_k), (Tk, H*d_k), (Tk, H*d_v): the projections
  Matrix weights;                       // P: (H*Tq, Tk), before dropout
  Matrix context;                       // Drop(P) V: (Tq, H*d_v), what the output projection read
  Matrix weight_gradient;               // dL/dP: (H*Tq, Tk)
  Matrix score_gradient;                // dL/dS: (H*Tq, Tk)
  Matrix context_gradient;              // dL/d(P V): (Tq, H*d_v)
  Matrix query_gradient, key_gradient;  // dL/dQ (Tq, H*d_k), dL/dK (Tk, H*d_k)
  Matrix value_gradient;                // dL/dV (Tk, H*d_v)
  Matrix allowed;                       // (Tq, Tk): 1 where the mask lets the query see the key
  bool dropped = false;                 // attention dropout was active: P V used Drop(P)
  std::string key() const { return scope + "." + name; }
};

class StageRecorder {
 public:
  explicit StageRecorder(int example = 0) : example_(example) {}

  int example() const { return example_; }
  // A new forward pass over a batch of `batch` sequences: forgets what was recorded. An example
  // past the batch's end becomes its last.
  void begin(int batch);
  int batch() const { return batch_; }
  // The scope of the stages recorded next.
  void enter(std::string scope) { scope_ = std::move(scope); }

  // Forward: keeps the example's rows of `tensor` (rows / batch of them) as stage `name` of the
  // current scope, after nudging it when the nudge names it.
  void forward(const std::string& name, Matrix& tensor);
  // Backward: the example's rows of dL/d(tensor) for the stage `name` of the current scope.
  void backward(const std::string& name, const Matrix& gradient);
  // The attention record `name` of the current scope, made on first use.
  AttentionRecord& attention(const std::string& name);

  const std::vector<Stage>& stages() const { return stages_; }
  const std::vector<AttentionRecord>& attentions() const { return attentions_; }
  const Stage* find(const std::string& key) const;
  const AttentionRecord* find_attention(const std::string& key) const;

  // The example's rows [example * rows, +rows) of a (batch * rows, cols) tensor.
  Matrix example_rows(const Matrix& tensor) const;

  // Adds delta to element (row, col) of the example's rows of stage `key` when the forward pass
  // records it (finite differences).
  struct Nudge {
    std::string key;
    Eigen::Index row = 0, col = 0;
    real delta = 0;
  };
  std::optional<Nudge> nudge;

 private:
  int example_ = 0, batch_ = 1;
  std::string scope_;
  std::vector<Stage> stages_;
  std::vector<AttentionRecord> attentions_;
};

// A stage in words: "decoder layer 2 · cross-attention · add".
std::string describe_stage(const std::string& scope, const std::string& name);

// recorder->enter("scope") or, with a layer, "scope.layer"; nothing without a recorder.
void enter_scope(StageRecorder* recorder, const char* scope, int layer = -1);
// recorder->forward / backward; nothing without a recorder.
inline void record_forward(StageRecorder* recorder, const std::string& name, Matrix& tensor) {
  if (recorder) recorder->forward(name, tensor);
}
inline void record_backward(StageRecorder* recorder, const std::string& name, const Matrix& gradient) {
  if (recorder) recorder->backward(name, gradient);
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
