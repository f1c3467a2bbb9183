// Corpus BLEU (sacreBLEU's 13a tokenization, lowercased or not) on arbitrary text: the input's
// lines alternate hypothesis, reference. The score is a number in [0, 100] or a twb::Error.
#include <cmath>

#include "eval/bleu.h"
#include "fuzz_support.h"
#include "util/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const auto text = twb::fuzz::as_text(data, size);
  if (twb::eval::find_invalid_utf8(text) != std::string_view::npos) return 0;
  std::vector<std::string> hypotheses, references;
  size_t begin = 0;
  for (size_t line = 0; begin <= text.size(); ++line) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    (line % 2 == 0 ? hypotheses : references).emplace_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
  references.resize(hypotheses.size());
  for (const bool lowercase : {false, true}) {
    try {
      const twb::eval::BleuScore s = twb::eval::corpus_bleu(hypotheses, {references}, lowercase);
      if (!(s.score >= 0 && s.score <= 100.000001)) __builtin_trap();
    } catch (const twb::Error&) {}
  }
  return 0;
}
