#include "huggingface/model_folder.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "huggingface/family.h"
#include "huggingface/family_support.h"
#include "huggingface/tokenizer_files.h"
#include "text/vocabulary.h"
#include "util/error.h"

namespace twb::huggingface {

namespace fs = std::filesystem;

twb::LanguageModel open_model_folder(const std::string& folder) {
  std::error_code ignored;
  if (!fs::is_directory(folder, ignored))
    throw Error(folder +
                " is not a folder: a Hugging Face model is a folder with config.json, the weights and the tokenizer");
  const ConfigFile config(folder);
  std::string known;
  for (const ModelFamily* family : model_families()) {
    if (config.model_type() == family->model_type) return family->open(config);
    known += (known.empty() ? "" : ", ") + std::string(family->name) + " (\"" + family->model_type + "\")";
  }
  throw Error(folder + " holds a " + architecture_name(config.model_type()) +
              " model (config.json: \"model_type\": \"" + config.model_type() + "\"); Transformer Workbench opens " +
              known);
}

namespace {

const ModelFamily& family_of(const twb::LanguageModel& model) {
  if (const std::string why = not_a_folder_model(model); !why.empty())
    throw Error(
        "only a model opened from a Hugging Face folder, or trained on from one, is written as one; this one "
        "cannot be: " +
        why);
  std::string reasons;
  for (const ModelFamily* family : model_families()) {
    const std::string why = family->cannot_write(model);
    if (why.empty()) return *family;
    reasons += std::string(reasons.empty() ? "" : "; ") + "not " + family->name + ": " + why;
  }
  throw Error("the model has the shape of no family the workbench writes (" + reasons + ")");
}

// The files a model folder may hold; writing over a folder with anything else is refused.
bool belongs_to_a_model_folder(const std::string& name) {
  for (const char* known : {"config.json", "model.safetensors", "vocab.json", "merges.txt", "tokenizer.json",
                            "tokenizer_config.json", "special_tokens_map.json", "generation_config.json"})
    if (name == known) return true;
  return false;
}

void write_folder_files(twb::LanguageModel& model, const ModelFamily& family, const fs::path& temporary) {
  family.write(model, temporary);
  const VocabularyMap map = vocabulary_map_of(model);
  const auto& bpe = dynamic_cast<const text::ByteLevelBpeTokenizer&>(model.tokenizer());
  std::vector<std::string> tokens(static_cast<size_t>(map.size));
  for (int g = 0; g < map.size; ++g)
    tokens[static_cast<size_t>(g)] =
        g == map.end_of_text ? bpe.end_of_text() : model.vocabulary().token(map.workbench_id(g));
  write_tokenizer_files(bpe, tokens, temporary);
}

}  // namespace

std::string folder_family(const twb::LanguageModel& model) { return family_of(model).name; }

void save_model_folder(twb::LanguageModel& model, const std::string& folder) {
  const ModelFamily& family = family_of(model);
  const fs::path target = fs::absolute(folder);
  std::error_code error;
  if (fs::exists(target, error)) {
    if (!fs::is_directory(target, error)) throw Error(folder + " exists and is not a folder");
    for (const auto& entry : fs::directory_iterator(target))
      if (!belongs_to_a_model_folder(entry.path().filename().string()))
        throw Error(folder + " already holds " + entry.path().filename().string() +
                    ", which is no part of a model folder; write to a new folder");
  }
  // A temporary folder beside the target, renamed into place once whole.
  std::string pattern = (target.parent_path() / (target.filename().string() + ".tmp-XXXXXX")).string();
  if (!::mkdtemp(pattern.data()))
    throw Error("cannot write " + folder + ": cannot make a folder in " + target.parent_path().string() + " (" +
                std::strerror(errno) + ")");
  const fs::path temporary = pattern;
  try {
    write_folder_files(model, family, temporary);
    if (fs::exists(target)) {
      const fs::path old = target.string() + ".old-" + temporary.extension().string().substr(1);
      fs::rename(target, old);
      fs::rename(temporary, target);
      fs::remove_all(old, error);
    } else {
      fs::rename(temporary, target);
    }
  } catch (const fs::filesystem_error& e) {
    fs::remove_all(temporary, error);
    throw Error("cannot write " + folder + ": " + e.code().message());
  } catch (...) {
    fs::remove_all(temporary, error);
    throw;
  }
}

}  // namespace twb::huggingface
