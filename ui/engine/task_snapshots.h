// What the Generate and Classify tabs show of the language model and the classifier, in Qt's
// strings. Like core's inspect snapshots (inspect/snapshots.h, which also holds the two models'
// attention and mask snapshots) they are values copied out of the engine: they cross from the
// controller's worker thread to the GUI and outlive the next step. The builders run the model
// (evaluation mode) and copy what core computed; they do no math of their own. Not thread-safe
// with training: call them on the thread that owns the model.
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "decode/sampling.h"
#include "decode/search.h"
#include "inspect/attention_math.h"
#include "inspect/heatmap.h"
#include "inspect/snapshots.h"
#include "train/language_model.h"
#include "train/session.h"
#include "train/text_classifier.h"
#include "train/translation.h"

namespace twb::ui {

// One generation of the language model: the text, every step's raw logits (so the views can
// re-rank them under other sampling settings without running the model), and the causal
// self-attention of prompt + continuation.
struct GenerationSnapshot {
  QString prompt;                          // as typed
  twb::SamplingSettings settings;          // what the text was generated with
  QString promptText;                      // the prompt as the model reads it back (decoded)
  std::vector<std::string> unknownTokens;  // the prompt's tokens outside the vocabulary, read as <unk>
  QStringList continuationPieces;          // the text each step added (empty for <eos>)
  QString continuation;                    // the decoded continuation
  bool finished = false;                   // the model produced <eos>
  QStringList stepTokens;                  // the token chosen at each step, as the views label it
  std::vector<twb::GenerationStep> steps;
  std::vector<std::string> vocabulary;  // token text of every id: the labels of re-ranked bars
  QStringList sequenceTokens;           // <sos> prompt continuation: the attention's axes
  int promptLength = 0;                 // tokens of the prompt in sequenceTokens, <sos> included
  int layers = 0, heads = 0;
  std::vector<twb::inspect::Heatmap> attention;  // [layer * heads + head], (T, T), lower-triangular
};

// One text through the classifier: class probabilities, the encoder's self-attention and which
// positions the pooling took its vector from.
struct ClassificationSnapshot {
  QString text;
  QStringList tokens;                      // as the encoder sees them, [CLS] first
  std::vector<std::string> unknownTokens;  // the text's tokens outside the vocabulary, read as <unk>
  size_t typedTokens = 0;                  // the text's tokens before the model's length cut it (0: not cut)
  QStringList labels;                      // the class names
  std::vector<double> probabilities;       // per class, in labels order
  int predicted = -1;
  QString pooling;                    // "mean", "max" or "cls"
  std::vector<double> poolingShares;  // per token, summing to 1
  int layers = 0, heads = 0;
  std::vector<twb::inspect::Heatmap> attention;  // [layer * heads + head], (T, T)
};

// The per-step top-k of a greedy translation (decoded with DecodeSettings::top_k > 0), as the
// Translate tab's table shows it.
struct TopKSteps {
  QStringList produced;                             // y1 … yn, then <eos> if it was produced
  QList<QList<QPair<QString, double>>> candidates;  // per step, best first
};

// What the Attention tab asks the controller for: query `query` of (kind, layer, head) of the
// text (and translation) the heatmap was taken on.
struct AttentionMathRequest {
  QString text;
  QString target;  // translation: the translation the maps were drawn on (empty: the model's own)
  twb::AttentionKind kind = twb::AttentionKind::encoder_self;
  int layer = 0, head = 0, query = 0;
};

// The mask editor's question: a sentence (translation: and its target; empty: the model's own),
// the kind of attention, and the cells set by hand.
struct MaskEditRequest {
  QString text, target;
  twb::AttentionKind kind = twb::AttentionKind::decoder_self;
  std::vector<twb::MaskEdit> edits;
};

// One sentence through the translator: the translation, the beam's "score (log-probability)<TAB>
// text" hypotheses (beam > 1), the attention maps of the translation produced, and greedy
// decoding's top-5 next tokens at every step.
struct TranslationSnapshot {
  QString translation;
  QStringList beamHypotheses;
  twb::inspect::AttentionSnapshot attention;
  TopKSteps topK;
};
// Translates `sentence` with a beam of `beam` (1: greedy); throws twb::Error for an empty sentence.
TranslationSnapshot translation_snapshot(twb::TranslationModel& model, const std::string& sentence, int beam);

// The session's model for a task view: of that kind, or twb::Error saying which model the run has
// and what to do (`task` is the view's, "translate", "lm" or "classify").
twb::TranslationModel& translation_model(twb::TrainingSession& session);
twb::LanguageModel& language_model(twb::TrainingSession& session);
twb::TextClassifier& text_classifier(twb::TrainingSession& session);

// The top-k of `hypothesis` as tokens: only looks ids up in the target vocabulary; call it where
// the model lives.
TopKSteps top_k_steps(const twb::TranslationModel& model, const twb::Hypothesis& hypothesis);

// Continues `prompt` with `settings`; throws twb::Error for an impossible setting or a prompt
// longer than the context window.
GenerationSnapshot generation_snapshot(twb::LanguageModel& model, const std::string& prompt,
                                       const twb::SamplingSettings& settings);
// Classifies `text`; throws twb::Error for an empty text.
ClassificationSnapshot classification_snapshot(twb::TextClassifier& model, const std::string& text);

}  // namespace twb::ui
