// Plain snapshots of what the model does, for the views: attention maps of a sentence, the masks
// of a batch, the positional encodings' similarity. Values copied out of the engine, so they can
// cross to another thread and outlive the next training step.
#pragma once

#include <string>
#include <vector>

#include "inspect/heatmap.h"
#include "model/seq2seq.h"
#include "train/translation.h"

namespace twb::inspect {

// Every attention map of the model for one sentence pair: encoder self-attention (source x
// source), decoder masked self-attention (decoder input x decoder input: <sos> y1 … yn) and
// cross-attention (target x source, a row per produced token y1 … yn <eos>).
struct AttentionSnapshot {
  std::string source, translation;           // the sentence and the target the maps were taken on
  std::vector<std::string> source_tokens;    // as the encoder saw them
  std::vector<std::string> decoder_inputs;   // <sos> y1 … yn
  std::vector<std::string> target_tokens;    // y1 … yn <eos>
  int encoder_layers = 0, decoder_layers = 0, heads = 0;
  std::vector<Heatmap> encoder_self, decoder_self, cross;  // [layer * heads + head]

  const Heatmap& map(AttentionKind kind, int layer, int head) const;
};

// Runs the model (evaluation mode) on `source` and `target`; an empty target means the model's own
// greedy translation. Not thread-safe with training: call it on the thread that owns the model.
AttentionSnapshot attention_snapshot(TranslationModel& model, const std::string& source,
                                     const std::string& target = "");

// The masks of a batch: the padding masks (one row per sentence, 1 = real token), the no-peek
// mask, and the decoder's combined mask (padding AND no-peek) of sentence `sentence`.
struct MaskSnapshot {
  Heatmap source_padding;  // (B, S), the cells' tokens in `source_tokens`
  Heatmap target_padding;  // (B, T)
  Heatmap no_peek;         // (T, T)
  Heatmap combined;        // (T, T) for the chosen sentence, labelled with its decoder inputs
  int sentence = 0;
  std::vector<std::vector<std::string>> source_tokens, target_tokens;  // [b][position]
};
MaskSnapshot mask_snapshot(const TranslationModel& model, const Seq2SeqBatch& batch, int sentence = 0);

// (max_len, max_len) dot products PE(p) · PE(q) of the sinusoidal encodings.
Heatmap positional_similarity(int max_len, int d_model);

}  // namespace twb::inspect
