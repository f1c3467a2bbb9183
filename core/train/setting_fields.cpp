#include "train/setting_fields.h"

#include <limits>
#include <sstream>

#include "model/config.h"

namespace twb {
namespace {

using Kind = SettingField::Kind;

const std::string kTranslate = TransformerConfig::kEncoderDecoder;
const std::string kLanguageModel = TransformerConfig::kDecoderOnly;
const std::string kClassifier = TransformerConfig::kEncoderOnly;

SettingField integer(std::string key, std::string section, std::string group, std::string label, double minimum,
                     double maximum, double step, std::string help) {
  SettingField f;
  f.key = std::move(key), f.section = std::move(section), f.group = std::move(group), f.label = std::move(label);
  f.kind = Kind::integer, f.minimum = minimum, f.maximum = maximum, f.step = step, f.help = std::move(help);
  return f;
}

SettingField real(std::string key, std::string section, std::string group, std::string label, double minimum,
                  double maximum, double step, int decimals, std::string help) {
  SettingField f = integer(std::move(key), std::move(section), std::move(group), std::move(label), minimum, maximum,
                           step, std::move(help));
  f.kind = Kind::real, f.decimals = decimals;
  return f;
}

SettingField boolean(std::string key, std::string section, std::string group, std::string label, std::string help) {
  SettingField f;
  f.key = std::move(key), f.section = std::move(section), f.group = std::move(group), f.label = std::move(label);
  f.kind = Kind::boolean, f.help = std::move(help);
  return f;
}

SettingField choice(std::string key, std::string section, std::string group, std::string label,
                    std::vector<SettingChoice> choices, std::string help) {
  SettingField f;
  f.key = std::move(key), f.section = std::move(section), f.group = std::move(group), f.label = std::move(label);
  f.kind = Kind::choice, f.choices = std::move(choices), f.help = std::move(help);
  return f;
}

SettingField only(SettingField f, std::vector<std::string> architectures) {
  f.architectures = std::move(architectures);
  return f;
}

SettingField meaning(SettingField f, std::string minimum_means) {
  f.minimum_means = std::move(minimum_means);
  return f;
}

std::vector<SettingField> make_fields() {
  const std::string model = "Model", text = "Text", optimizer = "Optimizer & schedule", run = "Run";
  constexpr double kIntMax = std::numeric_limits<int>::max();
  std::vector<SettingField> f;
  // --- the model
  f.push_back(
      integer("d_model", "model", model, "d_model", 2, 1024, 2, "Width of every token representation (d_model)."));
  f.push_back(integer("heads", "model", model, "Heads", 1, 64, 1,
                      "Attention heads; each head sees d_k = d_model / heads dimensions."));
  SettingField encoder = only(integer("encoder_layers", "model", model, "Encoder layers", 1, 12, 1,
                                      "Encoder layers: read the source sentence."),
                              {kTranslate, kClassifier});
  encoder.variants = {{kClassifier, "Layers", "Encoder layers: self-attention and feed-forward, each in a residual."}};
  f.push_back(encoder);
  SettingField decoder = only(integer("decoder_layers", "model", model, "Decoder layers", 1, 12, 1,
                                      "Decoder layers: masked self-attention, cross-attention and feed-forward."),
                              {kTranslate, kLanguageModel});
  decoder.variants = {
      {kLanguageModel, "Blocks", "Decoder blocks: causal self-attention and an MLP, each in a residual (GPT-2)."}};
  f.push_back(decoder);
  f.push_back(integer("d_ff", "model", model, "d_ff", 4, 8192, 64,
                      "Hidden width of the position-wise feed-forward network (d_ff)."));
  f.push_back(real("dropout", "model", model, "Dropout", 0, 0.9, 0.05, 2,
                   "Share of activations zeroed at random while training, after each sublayer and the embeddings."));
  f.push_back(integer("max_len", "model", model, "Max length", 1, 1024, 8,
                      "Longest sequence (in tokens) the model accepts; rows of the positional-encoding matrix."));
  f.push_back(choice("norm_placement", "model", model, "Normalisation",
                     {{"post", "post-norm (paper)", "LN(x + Dropout(Sublayer(x))), as in the original paper"},
                      {"pre", "pre-norm", "x + Dropout(Sublayer(LN(x))), with a final LayerNorm"}},
                     "Where each residual block's LayerNorm sits: after the sum (the paper) or before the sublayer."));
  f.push_back(choice(
      "norm_kind", "model", model, "LayerNorm form",
      {{"standard", "standard", "Divide by √(variance + ε), as PyTorch's LayerNorm."},
       {"unbiased_variance", "unbiased_variance", "Like standard, but the variance divides by n − 1 instead of n."},
       {"std_eps_outside", "std_eps_outside", "Divide by (standard deviation + ε), as the Annotated Transformer."}},
      "How LayerNorm scales each token: the formula variants in use."));
  f.push_back(choice("activation", "model", model, "Activation",
                     {{"relu", "relu", "max(0, x), as in the original paper."},
                      {"gelu", "gelu", "x·Φ(x), smooth; used by BERT."},
                      {"gelu_tanh", "gelu_tanh", "The tanh approximation of GELU, as in GPT-2."}},
                     "The non-linearity inside the feed-forward network."));
  f.push_back(choice("positions", "model", model, "Positions",
                     {{"sinusoidal", "sinusoidal", "Fixed sine/cosine waves, as in the paper; d_model must be even."},
                      {"learned", "learned", "One trained vector per position, up to the max length."},
                      {"rotary", "rotary",
                       "Self-attention turns each head's queries and keys by their positions (RoPE, as LLaMA): "
                       "scores see only how far apart two tokens are; d_model / heads must be even."}},
                     "How the model is told where each token sits in the sentence."));
  f.push_back(real("rotary_fraction", "model", model, "Rotary share", 0.05, 1, 0.05, 2,
                   "With rotary positions: the share of each head's features that turn (GPT-NeoX's rotary_pct; "
                   "Pythia turns a quarter, and the rest carry no position). It must turn an even number."));
  f.push_back(real("rotary_base", "model", model, "Rotary base", 2, 1e7, 1000, 0,
                   "With rotary positions: θ_i = base^(−2i/r), the angle pair i turns by per position; a larger "
                   "base turns the slow pairs slower (rope_theta)."));
  f.push_back(only(boolean("parallel_residual", "model", model, "Parallel blocks",
                           "Both sublayers read the block's input, x + Attn(LN₁ x) + MLP(LN₂ x), as GPT-NeoX "
                           "(Pythia) and GPT-J do (with post-norm, each sum keeps its own norm)."),
                   {kLanguageModel}));
  f.push_back(only(meaning(integer("attention_window", "model", model, "Local window", 0, 4096, 1,
                                   "GPT-Neo's local attention: every second block (2, 4, …) sees only the last N "
                                   "positions, itself included, a band in the Masks tab."),
                           "off: every block sees all earlier positions"),
                   {kLanguageModel}));
  f.push_back(boolean("qkv_bias", "model", model, "Bias in Q/K/V projections",
                      "Add a learned bias to the query, key and value projections."));
  f.push_back(boolean("scale_scores", "model", model, "Scale scores by 1/√d_k",
                      "Divide the attention scores q·k by √d_k before the softmax (the paper). Without it the scores "
                      "grow with d_k and the softmax saturates: see the Why √d_k lesson."));
  SettingField tie = only(boolean("tie_weights", "model", model, "Tie embeddings",
                                  "Translation: one table for the source and target embeddings and the output layer "
                                  "(the paper, section 3.4); it needs one vocabulary for both languages."),
                          {kTranslate, kLanguageModel});
  tie.variants = {{kLanguageModel, "Tie embeddings",
                   "Language model: the output layer that scores the next token reuses the token embedding "
                   "(transposed), as GPT-2 does — fewer parameters."}};
  f.push_back(tie);
  f.push_back(only(choice("pooling", "model", model, "Pooling",
                          {{"mean", "mean", "Average the encoder's outputs over the real tokens."},
                           {"max", "max", "Take each channel's largest value over the tokens."},
                           {"cls", "cls", "Take the output at the leading [CLS] token, as BERT does."}},
                          "Classifier: how the encoder's per-token outputs become one vector for the class scores."),
                   {kClassifier}));
  f.push_back(only(boolean("causal", "model", model, "Read left to right (causal)",
                           "Classifier: each token attends only to itself and the tokens before it, as a reader going "
                           "left to right; the last token has read everything. Lets the model keep a running count "
                           "(the bracket depth)."),
                   {kClassifier}));
  // --- the text
  f.push_back(
      choice("tokenizer", "text", text, "Tokenizer",
             {{"word", "word", "Split on spaces and punctuation; rare words become <unk>."},
              {"char", "char", "One token per character: no unknown words, and the model spells everything out."},
              {"bpe", "bpe", "Byte-pair encoding (SentencePiece): words split into frequent pieces."},
              {"unigram", "unigram", "SentencePiece unigram model: words split into likely pieces."},
              {"byte-level-bpe", "GPT-2's byte-level BPE",
               "GPT-2's own tokenizer, which comes with a model folder (File ▸ Open model folder); it is not trained "
               "here."}},
             "How sentences are cut into tokens."));
  f.push_back(boolean("lowercase", "text", text, "Lowercase text",
                      "Turn all text into lower case before cutting it into tokens."));
  f.push_back(integer("min_frequency", "text", text, "Min frequency", 1, 100, 1,
                      "Word tokenizer only: words seen fewer times than this in the training data become <unk>."));
  f.push_back(integer("subword_vocab", "text", text, "Subword vocab", 8, 64000, 500,
                      "BPE/unigram only: how many pieces each language's vocabulary may hold (a soft limit)."));
  f.push_back(only(boolean("shared_vocabulary", "text", text, "Shared vocabulary",
                           "Translation: learn one tokenizer and vocabulary from both sides' sentences (words or "
                           "pieces the languages share, such as names and numbers, get one embedding). Tying the "
                           "embeddings needs it."),
                   {kTranslate}));
  // --- the optimizer and the schedule
  f.push_back(real("learning_rate", "trainer", optimizer, "Learning rate", 0.00001, 1.0, 0.0001, 5,
                   "Peak learning rate, reached at the end of warm-up."));
  f.push_back(integer("warmup_steps", "trainer", optimizer, "Warm-up steps", 0, 100000, 100,
                      "Steps over which the learning rate rises linearly to its peak."));
  f.push_back(
      choice("schedule", "trainer", optimizer, "Schedule",
             {{"warmup_inverse_sqrt", "warm-up, then 1/√step",
               "The paper's schedule: a linear rise over the warm-up, then a decay as 1/√step."},
              {"constant", "constant", "The peak rate from the first step to the last."},
              {"plateau", "reduce on plateau", "The peak rate, halved whenever the validation loss stops improving."}},
             "How the learning rate changes over the run."));
  f.push_back(real("label_smoothing", "trainer", optimizer, "Label smoothing", 0, 0.5, 0.05, 2,
                   "Share of each target's probability spread over the other tokens (the paper uses 0.1)."));
  f.push_back(meaning(real("clip_norm", "trainer", optimizer, "Gradient clip", 0, 100, 0.5, 2,
                           "Scale the gradients down when their overall size exceeds this (gradient clipping); 0 "
                           "turns it off."),
                      "off"));
  f.push_back(integer("batch_tokens", "trainer", optimizer, "Batch tokens", 64, 65536, 256,
                      "Tokens per training batch: sentences of similar length are grouped until their tokens reach "
                      "this many."));
  f.push_back(meaning(real("average_last", "trainer", optimizer, "Average weights", 0, 1, 0.05, 2,
                           "Evaluate and save a running average of the weights that gives most of its weight to "
                           "about this share of the latest steps (0.25: the last quarter holds 68 %). Averaging the "
                           "weights near the end of a run usually translates better than its last weights; the "
                           "curves show the average."),
                      "off"));
  // --- the run
  f.push_back(boolean("record_health", "trainer", run, "Record training health",
                      "Every step, for every layer: the gradient's norm, the update's size relative to the weights "
                      "and the largest attention score (the Health tab's curves; kept in the checkpoint)."));
  f.push_back(choice("precision", "trainer", run, "Precision",
                     {{"auto", "auto",
                       "bfloat16 where this processor's bfloat16 products were measured faster than FP32's (AMD "
                       "Zen 4, Intel with AMX), FP32 elsewhere."},
                      {"fp32", "FP32", "Every matrix product in 32-bit floats."},
                      {"bf16", "bfloat16",
                       "Matrix products with bfloat16 inputs and FP32 sums (mixed precision); the weights, Adam, "
                       "LayerNorm, softmax and the loss stay FP32."}},
                     "The precision of a training step's matrix products; evaluation and translation stay FP32."));
  f.push_back(integer("seed", "trainer", run, "Seed", 0, kIntMax, 1, "The same seed and settings give the same run."));
  f.push_back(meaning(integer("eval_every", "run", run, "Evaluate every", 0, 1000000, 50,
                              "Measure the validation loss and the task's score every this many steps (0: once an "
                              "epoch, and at least every 100 steps)."),
                      "every epoch"));
  f.push_back(meaning(integer("heads_every", "run", run, "Head telemetry every", 0, 1000000, 25,
                              "Measure every head's scores (entropy, previous-token, induction, …) on a fixed probe "
                              "every this many steps; 0 turns the head telemetry off."),
                      "off"));
  // --- the command line's only
  f.push_back(real("norm_eps", "model", "", "LayerNorm ε", 0, 1, 1e-6, 9, "The ε LayerNorm adds to the variance."));
  f.push_back(boolean("scale_embedding", "model", "", "Scale the embedding by √d_model",
                      "Multiply the token embedding by √d_model before adding the positions (the paper)."));
  f.push_back(choice("init", "model", "", "Initialisation",
                     {{"xavier_uniform", "xavier_uniform", "Glorot's uniform initialisation (the paper's code)."},
                      {"normal", "normal", "Normal with standard deviation 0.02 (GPT-2)."}},
                     "How the weights start."));
  f.push_back(meaning(integer("eval_sentences", "run", "", "Validation examples", 0, kIntMax, 1,
                              "Validate on the first N examples only; 0: the whole validation split."),
                      "all"));
  f.push_back(meaning(integer("timelapse_every", "run", "", "Time-lapse every", 0, kIntMax, 1,
                              "Keep the probe's attention maps every this many steps; 0 turns the time-lapse off."),
                      "off"));
  f.push_back(integer("timelapse_frames", "run", "", "Time-lapse frames", 2, kIntMax, 1,
                      "The most frames the time-lapse keeps; when full, every other frame is dropped."));
  SettingField probe = integer("timelapse_probe", "run", "", "Time-lapse probe", 0, 0, 1,
                               "The sentence the time-lapse follows; empty: the first validation example.");
  probe.kind = Kind::text;
  f.push_back(probe);
  SettingField target = probe;
  target.key = "timelapse_target", target.label = "Time-lapse probe's target";
  target.help =
      "Translation: the probe's target, teacher-forced; empty: its reference, or the model's own translation.";
  f.push_back(target);
  return f;
}

const char* kind_name(Kind kind) {
  switch (kind) {
    case Kind::integer:
      return "integer";
    case Kind::real:
      return "number";
    case Kind::boolean:
      return "true|false";
    case Kind::choice:
      return "choice";
    case Kind::text:
      return "text";
  }
  return "?";
}

std::string number_text(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

}  // namespace

bool SettingField::applies_to(const std::string& architecture) const {
  if (architectures.empty()) return true;
  for (const std::string& a : architectures)
    if (a == architecture) return true;
  return false;
}

const std::string& SettingField::label_for(const std::string& architecture) const {
  for (const Variant& v : variants)
    if (v.architecture == architecture) return v.label;
  return label;
}

const std::string& SettingField::help_for(const std::string& architecture) const {
  for (const Variant& v : variants)
    if (v.architecture == architecture) return v.help;
  return help;
}

const SettingChoice* SettingField::choice(std::string_view value) const {
  for (const SettingChoice& c : choices)
    if (c.value == value) return &c;
  return nullptr;
}

const std::vector<SettingField>& setting_fields() {
  static const std::vector<SettingField> fields = make_fields();
  return fields;
}

const std::vector<SettingAlias>& setting_aliases() {
  static const std::vector<SettingAlias> aliases = {
      {"task", "the task: translate, lm or classify (as --task)"},
      {"preset", "a preset's sizes (tiny, small, base) in the model's architecture; the other settings stay"},
      {"layers", "every layer count the architecture has (encoder and decoder layers, or blocks)"},
      {"lr", "learning_rate"},
      {"warmup", "warmup_steps"},
      {"norm", "norm_placement"},
      {"min_freq", "min_frequency"},
  };
  return aliases;
}

const SettingField* setting_field(std::string_view key) {
  for (const SettingAlias& alias : setting_aliases())
    if (alias.key == key && setting_field(alias.meaning) != nullptr) return setting_field(alias.meaning);
  for (const SettingField& field : setting_fields())
    if (field.key == key) return &field;
  return nullptr;
}

std::string settings_help() {
  std::ostringstream out;
  out << "Settings of twb train --set KEY=VALUE (and of the window's Experiment panel). A task's recipe and a\n"
         "dataset's dataset.json give the defaults; --set changes one.\n";
  std::string group = "-";
  for (const SettingField& f : setting_fields()) {
    const std::string heading = f.group.empty() ? "Command line only" : f.group;
    if (heading != group) {
      group = heading;
      out << "\n" << group << ":\n";
    }
    out << "  " << f.key << " (" << kind_name(f.kind);
    if (f.kind == Kind::integer || f.kind == Kind::real) {
      if (f.group.empty())
        out << ", from " << number_text(f.minimum);
      else
        out << "; the panel offers " << number_text(f.minimum) << " to " << number_text(f.maximum);
      if (!f.minimum_means.empty()) out << "; " << number_text(f.minimum) << ": " << f.minimum_means;
    }
    out << ")";
    if (!f.architectures.empty()) {
      out << " [";
      for (size_t i = 0; i < f.architectures.size(); ++i) out << (i ? ", " : "") << f.architectures[i];
      out << "]";
    }
    out << "  \"" << f.label << "\"\n      " << f.help << "\n";
    for (const SettingChoice& c : f.choices) out << "      " << c.value << ": " << c.help << "\n";
  }
  out << "\nAlso:\n";
  for (const SettingAlias& a : setting_aliases()) out << "  " << a.key << ": " << a.meaning << "\n";
  return out.str();
}

}  // namespace twb
