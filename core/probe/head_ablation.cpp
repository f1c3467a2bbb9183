#include "probe/head_ablation.h"

#include <regex>

#include "text/special_tokens.h"

#include "probe/head_scores.h"
#include "util/error.h"

namespace twb {
inline namespace TWB_PRECISION_NS {

HeadRef parse_head(const std::string& spec, AttentionKind main_kind) {
  static const std::regex form(R"(^(?:(encoder|decoder|cross):)?(\d{1,4})\.(\d{1,4})$)");
  std::smatch m;
  if (!std::regex_match(spec, m, form))
    throw Error("'" + spec +
                "' names no head: write LAYER.HEAD (0-based, e.g. 1.2) or KIND:LAYER.HEAD with KIND "
                "encoder, decoder or cross (e.g. cross:1.2)");
  HeadRef h;
  h.kind = m[1].matched ? attention_kind_of_key(m[1].str()) : main_kind;
  h.layer = std::stoi(m[2].str());
  h.head = std::stoi(m[3].str());
  return h;
}

std::string head_name(const HeadRef& head) {
  return attention_kind_key(head.kind) + ":" + std::to_string(head.layer) + "." + std::to_string(head.head);
}

std::vector<MultiHeadAttention*> attention_modules(Seq2SeqTransformer& model, AttentionKind kind) {
  std::vector<MultiHeadAttention*> out;
  if (kind == AttentionKind::encoder_self)
    for (auto& layer : model.encoder_layers) out.push_back(&layer.self_attention);
  if (kind == AttentionKind::decoder_self)
    for (auto& layer : model.decoder_layers) out.push_back(&layer.self_attention);
  if (kind == AttentionKind::cross)
    for (auto& layer : model.decoder_layers) out.push_back(&layer.cross_attention);
  return out;
}

std::vector<MultiHeadAttention*> attention_modules(GptTransformer& model, AttentionKind kind) {
  std::vector<MultiHeadAttention*> out;
  if (kind == AttentionKind::decoder_self)
    for (auto& block : model.blocks) out.push_back(&block.self_attention);
  return out;
}

std::vector<MultiHeadAttention*> attention_modules(TransformerClassifier& model, AttentionKind kind) {
  std::vector<MultiHeadAttention*> out;
  if (kind == AttentionKind::encoder_self)
    for (auto& layer : model.layers) out.push_back(&layer.self_attention);
  return out;
}

std::string ablation_key(Ablation ablation) { return ablation == Ablation::mean ? "mean" : "zero"; }

Ablation ablation_of_key(const std::string& key) {
  if (key == "zero") return Ablation::zero;
  if (key == "mean") return Ablation::mean;
  throw Error("unknown ablation '" + key +
              "': use zero (the head's output zeroed) or mean (replaced by its mean output)");
}

const std::vector<real>& HeadMeans::of(const HeadRef& head) const {
  const auto kind = of_kind.find(head.kind);
  if (kind == of_kind.end() || head.layer < 0 || head.layer >= static_cast<int>(kind->second.size()) || head.head < 0 ||
      head.head >= static_cast<int>(kind->second[static_cast<size_t>(head.layer)].size()))
    throw OutOfRangeError("no mean output of " + head_name(head) + " was measured");
  return kind->second[static_cast<size_t>(head.layer)][static_cast<size_t>(head.head)];
}

namespace {

// The means of every module of `kind`, each over the query rows flagged in `rows`.
template <class Model>
void read_means(Model& model, AttentionKind kind, const std::vector<uint8_t>& rows, HeadMeans& means) {
  auto& layers = means.of_kind[kind];
  for (MultiHeadAttention* m : attention_modules(model, kind)) layers.push_back(m->mean_head_outputs(rows.data()));
}

}  // namespace

HeadMeans head_means(Seq2SeqTransformer& model, const Seq2SeqBatch& batch) {
  restore_heads(model);
  Context evaluation;
  model.forward(evaluation, batch);
  const auto source = padding_mask(batch.source, kPadId), target = padding_mask(batch.target_input, kPadId);
  HeadMeans means;
  read_means(model, AttentionKind::encoder_self, source, means);
  read_means(model, AttentionKind::decoder_self, target, means);
  read_means(model, AttentionKind::cross, target, means);
  return means;
}

namespace {

// A model of one kind of attention over `tokens` (a GPT's causal, a classifier's encoder).
template <class Model>
HeadMeans token_means(Model& model, const TokenBatch& tokens, AttentionKind kind) {
  restore_heads(model);
  Context evaluation;
  model.forward(evaluation, tokens);
  HeadMeans means;
  read_means(model, kind, padding_mask(tokens, kPadId), means);
  return means;
}

}  // namespace

HeadMeans head_means(GptTransformer& model, const TokenBatch& tokens) {
  return token_means(model, tokens, AttentionKind::decoder_self);
}

HeadMeans head_means(TransformerClassifier& model, const TokenBatch& tokens) {
  return token_means(model, tokens, AttentionKind::encoder_self);
}

MultiHeadAttention* checked_module(const std::vector<MultiHeadAttention*>& modules, const HeadRef& head) {
  if (modules.empty()) throw OutOfRangeError("the model has no " + attention_kind_key(head.kind) + " attention");
  if (head.layer < 0 || head.layer >= static_cast<int>(modules.size()))
    throw OutOfRangeError(head_name(head) + ": layer " + std::to_string(head.layer) + " is out of range (the " +
                          attention_kind_key(head.kind) + " attention has layers 0.." +
                          std::to_string(modules.size() - 1) + ")");
  MultiHeadAttention* m = modules[static_cast<size_t>(head.layer)];
  if (head.head < 0 || head.head >= m->heads)
    throw OutOfRangeError(head_name(head) + ": head " + std::to_string(head.head) + " is out of range (heads 0.." +
                          std::to_string(m->heads - 1) + ")");
  return m;
}

}  // namespace TWB_PRECISION_NS
}  // namespace twb
