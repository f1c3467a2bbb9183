// Head ablation at the level of a model: naming a head ("cross:1.2"), finding its attention module,
// and switching heads off for `twb eval --ablate` and the views (nn/attention.h does the
// switching: an ablated head's output is zeroed or replaced, in every pass).
#pragma once

#include <map>
#include <string>
#include <tuple>
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

// How an ablated head's output is replaced: by zeros, or by its mean output over a probe (the
// mean keeps what the head adds on average and takes away only what it says about this input).
enum class Ablation { zero, mean };
std::string ablation_key(Ablation ablation);       // "zero", "mean"
Ablation ablation_of_key(const std::string& key);  // twb::Error naming the two otherwise

// Each head's mean output (its d_v slice of the concatenated heads, before W^O) over the real
// query rows of a probe, by kind, layer and head.
struct HeadMeans {
  std::map<AttentionKind, std::vector<std::vector<std::vector<real>>>> of_kind;
  const std::vector<real>& of(const HeadRef& head) const;  // OutOfRangeError for a head it lacks
};
// Runs the model in evaluation mode on the batch, every head on (restore_heads first), and reads
// the means. The models' last-forward numbers become the batch's.
HeadMeans head_means(Seq2SeqTransformer& model, const Seq2SeqBatch& batch);
HeadMeans head_means(GptTransformer& model, const TokenBatch& tokens);
HeadMeans head_means(TransformerClassifier& model, const TokenBatch& tokens);

// Switches `heads` off: outputs zeroed, or with `means` replaced by their means. Throws
// OutOfRangeError naming a head the model lacks (then none is switched off).
template <class Model>
void ablate_heads(Model& model, const std::vector<HeadRef>& heads, const HeadMeans* means = nullptr) {
  std::vector<std::tuple<MultiHeadAttention*, int, const std::vector<real>*>> found;
  for (const HeadRef& h : heads) {
    const auto modules = attention_modules(model, h.kind);
    found.emplace_back(checked_module(modules, h), h.head, means ? &means->of(h) : nullptr);
  }
  for (auto& [module, head, replacement] : found) module->ablate_head(head, replacement);
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
