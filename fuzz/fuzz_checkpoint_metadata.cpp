// A checkpoint's metadata (JSON text a hostile file can hold): the model configuration, the text
// settings, a vocabulary, the trainer's settings and the history. Each is read or refused with a
// twb::Error; no size it claims is allocated before it is checked.
#include <nlohmann/json.hpp>

#include "fuzz_support.h"
#include "model/config.h"
#include "text/encoding.h"
#include "text/vocabulary.h"
#include "train/checkpoint.h"
#include "train/trainer.h"
#include "util/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const nlohmann::json j = nlohmann::json::parse(twb::fuzz::as_text(data, size), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return 0;
  auto attempt = [&](auto&& read) {
    try {
      read();
    } catch (const twb::Error&) {
    } catch (const nlohmann::json::exception&) {
      // The callers in core catch these and name the file (checkpoint.cpp); here they are expected.
    }
  };
  attempt([&] { twb::TransformerConfig::from_json(j); });
  attempt([&] { twb::TextSettings::from_json(j); });
  attempt([&] { twb::text::Vocabulary::from_json(j); });
  attempt([&] { twb::TrainerSettings::from_json(j); });
  attempt([&] { twb::history_from_json(j); });
  return 0;
}
