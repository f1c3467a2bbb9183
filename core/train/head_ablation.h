// Head ablation at the level of a model: naming a head ("cross:1.2"), finding its attention module,
// and switching heads off for `twb eval --ablate` and the views (nn/attention.h does the
// switching: an ablated head's output is zeroed or replaced, in every pass).
#pragma once

#include <string>
#include <vector>

#include "model/classifier.h"
#include "model/gpt.h"
#include "model/seq2seq.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

// One head of a model, 0-based.
struct HeadRef {
  AttentionKind kind = AttentionKind::decoder_self;
  int layer = 0, head = 0;
  bool operator==(const HeadRef&) const = default;
};
// "L.H" (a head of `main_kind`), or "KIND:L.H" with KIND encoder, decoder or cross. Throws
// twb::Error saying the form for anything else.
HeadRef parse_head(const std::string& spec, AttentionKind main_kind);
// "cross:1.2"
std::string head_name(const HeadRef& head);

// The attention modules of one kind, by layer (empty for a kind the model lacks).
std::vector<MultiHeadAttention*> attention_modules(Seq2SeqTransformer& model, AttentionKind kind);
std::vector<MultiHeadAttention*> attention_modules(GptTransformer& model, AttentionKind kind);
std::vector<MultiHeadAttention*> attention_modules(TransformerClassifier& model, AttentionKind kind);

// Switches `heads` off (their outputs zeroed). Throws OutOfRangeError naming a head the model
// lacks (then none is switched off).
template <class Model>
void ablate_heads(Model& model, const std::vector<HeadRef>& heads) {
  std::vector<std::pair<MultiHeadAttention*, int>> found;
  for (const HeadRef& h : heads) {
    const auto modules = attention_modules(model, h.kind);
    found.emplace_back(checked_module(modules, h), h.head);
  }
  for (auto& [module, head] : found) module->ablate_head(head);
}
// Every head back on.
template <class Model>
void restore_heads(Model& model) {
  for (AttentionKind kind : {AttentionKind::encoder_self, AttentionKind::decoder_self, AttentionKind::cross})
    for (MultiHeadAttention* m : attention_modules(model, kind)) m->restore_heads();
}

// The module of `head` among a kind's modules; throws OutOfRangeError for a layer or head out of range.
MultiHeadAttention* checked_module(const std::vector<MultiHeadAttention*>& modules, const HeadRef& head);

}  // namespace TWB_PRECISION_NS
}  // namespace twb
