// The three dataset readers on arbitrary file contents: a .tsv of translation pairs, a .txt of
// language-model lines and a .tsv of labelled texts. FUZZ_DATASET picks the reader at build time,
// so that each is its own target with its own corpus.
#include "fuzz_support.h"
#include "text/datasets.h"
#include "util/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const auto bytes = twb::fuzz::as_text(data, size);
  try {
#if FUZZ_DATASET == 1
    const auto d = twb::text::load_translation_dataset(twb::fuzz::write_input("pairs.tsv", bytes));
    if (d.train.source.size() != d.train.target.size()) __builtin_trap();
#elif FUZZ_DATASET == 2
    const auto d = twb::text::load_text_dataset(twb::fuzz::write_input("lines.txt", bytes));
    if (d.train.empty() || d.validation.empty() || d.test.empty()) __builtin_trap();
#else
    const auto d = twb::text::load_classification_dataset(twb::fuzz::write_input("labelled.tsv", bytes));
    if (d.labels.size() < 2) __builtin_trap();
#endif
  } catch (const twb::Error&) {}
  return 0;
}
