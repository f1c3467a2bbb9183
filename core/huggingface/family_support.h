// What the family readers (gpt2.cpp, gpt_neox.cpp, gpt_neo.cpp) share: the model's token ids
// beside the workbench's, tensors read by name with their shapes checked, and a model assembled
// from a folder's tokenizer and weights. A family file says only what is its own: the keys of its
// config.json, its tensor names and layouts, and how it writes itself back.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "huggingface/config_file.h"
#include "huggingface/weights.h"
#include "train/language_model.h"

namespace twb::huggingface {

using twb::GptTransformer;
using twb::LanguageModel;
using twb::Matrix;
using twb::TransformerConfig;

// The model's vocabulary (vocab_size rows of its embedding) beside the workbench's, which keeps its
// four specials at ids 0..3: the model's token g is id g + 4 before its end-of-text token e and
// g + 3 after it, and e itself is <eos>, which <sos> reads too
// (TransformerConfig::single_boundary_token). Rows no tokenizer token reaches (Pythia's 50,304
// rows for 50,277 tokens) are kept, named "<|unused g|>".
struct VocabularyMap {
  int size = 0;
  int end_of_text = 0;
  int workbench_id(int g) const;
  int workbench_rows() const;  // size + 3
};

// A [V, C] table over the model's ids as the workbench's (V + 3, C), and back.
void read_vocabulary_rows(const FolderWeights& weights, const std::string& name, const VocabularyMap& map,
                          Matrix& table);
Matrix model_vocabulary_rows(const Matrix& table, const VocabularyMap& map);

// A family's tensors by their names in the folder, each checked against the shape config.json
// implies; a missing tensor or one of another shape is named with that shape and the sizes it
// comes from (`sizes`, e.g. "hidden_size 768, intermediate_size 3072").
class TensorReader {
 public:
  TensorReader(const FolderWeights& weights, std::string family, std::string sizes);
  const FolderWeights& weights() const { return weights_; }
  // Checks `name` and its shape; returns it.
  const std::string& check(const std::string& name, const std::vector<int64_t>& shape) const;
  // Into `out`, whose size is the shape's (the model's own parameter): a [out, in] Linear weight,
  // a bias, a norm's gain.
  void read(const std::string& name, const std::vector<int64_t>& shape, Matrix& out) const;
  // A whole tensor into a scratch matrix of `rows` × `cols` (row-major).
  Matrix read_matrix(const std::string& name, const std::vector<int64_t>& shape, Eigen::Index rows,
                     Eigen::Index cols) const;

 private:
  const FolderWeights& weights_;
  std::string family_, sizes_;
};

// Opens a model of `config` from the folder: its tokenizer (tokenizer_files.h) over `vocabulary`,
// an empty GptTransformer that `read_weights` fills, every parameter whole (their values start
// unwritten; no gradients until it trains).
LanguageModel assemble_folder_model(const ConfigFile& config, TransformerConfig model, const VocabularyMap& vocabulary,
                                    const std::function<void(GptTransformer&)>& read_weights);

// The map of a model opened from a folder (or trained on from one): its byte-level BPE's end of
// text. Throws twb::Error when the model has no such tokenizer.
VocabularyMap vocabulary_map_of(const LanguageModel& model);

// Why `model` (a workbench GPT) lacks what every family needs to be written back — a byte-level BPE
// with its end-of-text token, a single boundary token, pre-norm standard LayerNorms, no √d_model
// scaling of the embedding — or "" when it has it.
std::string not_a_folder_model(const LanguageModel& model);

// config.json's activation ("gelu_new", "gelu_pytorch_tanh", "gelu_fast": the tanh GELU; "gelu": the
// exact one; "relu"), under the first of `keys`; another is refused by name.
twb::Activation activation_named(const ConfigFile& config, std::initializer_list<const char*> keys,
                                 const std::string& fallback);
// The name transformers gives `activation`.
const char* activation_name(twb::Activation activation);

// A parameter tensor written under `name`, F32.
void put_tensor(io::SafetensorsFile& out, const std::string& name, std::vector<int64_t> shape, const Matrix& value);

}  // namespace twb::huggingface
