// Plain snapshots of what the models do, for the views: attention maps of a sentence, the masks
// of a batch, the positional encodings' similarity — for the translation model, the language model
// (GPT) and the classifier alike. Values copied out of the engine, so they can cross to another
// thread and outlive the next training step. The builders run the model (evaluation mode) and copy
// what it computed; they are not thread-safe with training: call them on the thread that owns the
// model.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "inspect/heatmap.h"
#include "model/seq2seq.h"
#include "train/language_model.h"
#include "train/text_classifier.h"
#include "train/translation.h"

namespace twb::inspect {

// Every attention map of the model for one sentence pair: encoder self-attention (source x
// source), decoder masked self-attention (decoder input x decoder input: <sos> y1 … yn) and
// cross-attention (target x source, a row per produced token y1 … yn <eos>). A language model
// fills only the decoder_self maps (its causal self-attention), a classifier only encoder_self;
// the other kinds stay empty (0 layers).
struct AttentionSnapshot {
  std::string source, translation;          // the sentence and the target the maps were taken on
  std::vector<std::string> source_tokens;   // as the encoder saw them
  std::vector<std::string> unknown_tokens;  // the source's tokens outside the vocabulary, read as <unk>
  size_t typed_tokens = 0;                  // the source's tokens before the model's length cut it (0: not cut)
  std::vector<std::string> decoder_inputs;  // <sos> y1 … yn
  std::vector<std::string> target_tokens;   // y1 … yn <eos>
  int encoder_layers = 0, decoder_layers = 0, heads = 0;
  std::vector<Heatmap> encoder_self, decoder_self, cross;  // [layer * heads + head]

  const Heatmap& map(AttentionKind kind, int layer, int head) const;
};

// Runs the model (evaluation mode) on `source` and `target`; an empty target means the model's own
// greedy translation. Not thread-safe with training: call it on the thread that owns the model.
// With `edits`, the teacher-forced pass runs under masks edited by hand (nn/attention.h,
// MaskEdit; the mask editor), and so do the builders below.
AttentionSnapshot attention_snapshot(TranslationModel& model, const std::string& source, const std::string& target = "",
                                     const std::vector<MaskEdit>* edits = nullptr);

// The language model's causal self-attention of `text`, teacher-forced: <sos> and its tokens (cut
// to the context window), as the decoder_self maps; the tokens are in decoder_inputs and
// source_tokens. Throws twb::Error for an empty text.
AttentionSnapshot attention_snapshot(LanguageModel& model, const std::string& text,
                                     const std::vector<MaskEdit>* edits = nullptr);
// The same of token ids, <sos> first (e.g. a prompt and its continuation; cut to the window).
AttentionSnapshot attention_snapshot(LanguageModel& model, const std::vector<int32_t>& ids,
                                     const std::vector<MaskEdit>* edits = nullptr);
// The classifier's encoder self-attention of `text`: [CLS] and its tokens, as the encoder_self
// maps with the tokens in source_tokens. The forward pass leaves the pooling of `text` in
// model.transformer().pooling_shares(0). Throws twb::Error for an empty text.
AttentionSnapshot attention_snapshot(TextClassifier& model, const std::string& text,
                                     const std::vector<MaskEdit>* edits = nullptr);

// A token as an axis label: a space, a tab or a newline (tokens of a character-level model) would
// be an invisible tick label, so they read "␣", "⇥", "↵"; an empty token reads "∅".
std::string visible_token(const std::string& token);

// The masks of a batch: the padding masks (one row per sentence, 1 = real token), the no-peek
// mask, and the decoder's combined mask (padding AND no-peek) of sentence `sentence`.
// Language model: target_padding (B, T) is the padding of the batch, no_peek (T, T) the causal
// mask and combined their AND for `sentence`; the tokens are in target_tokens. Classifier:
// source_padding (B, T) and combined, the encoder's (padding-only) mask of `sentence`; the tokens,
// [CLS] first, are in source_tokens. The heatmaps a model has no use for stay empty.
struct MaskSnapshot {
  Heatmap source_padding;  // (B, S), the cells' tokens in `source_tokens`
  Heatmap target_padding;  // (B, T)
  Heatmap no_peek;         // (T, T)
  Heatmap combined;        // (T, T) for the chosen sentence, labelled with its decoder inputs
  // A GPT with local layers (GPT-Neo's): the chosen sentence's mask in those layers, padding AND
  // causal AND the last attention_window positions, (T, T); empty (0 rows) for the others.
  Heatmap local;
  int sentence = 0;
  std::vector<std::vector<std::string>> source_tokens, target_tokens;  // [b][position]
};
MaskSnapshot mask_snapshot(const TranslationModel& model, const Seq2SeqBatch& batch, int sentence = 0);
MaskSnapshot mask_snapshot(const LanguageModel& model, const LanguageModelBatch& batch, int sentence = 0);
MaskSnapshot mask_snapshot(const TextClassifier& model, const ClassifierBatch& batch, int sentence = 0);

// (max_len, max_len) dot products PE(p) · PE(q) of the sinusoidal encodings.
Heatmap positional_similarity(int max_len, int d_model);

}  // namespace twb::inspect
