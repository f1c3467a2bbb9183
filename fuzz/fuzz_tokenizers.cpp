// The tokenizers on arbitrary UTF-8 text (the readers refuse anything else before it gets here):
// word (plain and lowercasing), char, and SentencePiece BPE and unigram models trained once on a
// few sentences. Tokenizing never fails and never yields an empty token; detokenizing the tokens
// gives text again.
#include <memory>

#include "fuzz_support.h"
#include "text/tokenizer.h"
#include "text/utf8.h"
#include "util/error.h"

namespace {

std::vector<std::unique_ptr<twb::text::Tokenizer>>& tokenizers() {
  static std::vector<std::unique_ptr<twb::text::Tokenizer>> all = [] {
    std::vector<std::unique_ptr<twb::text::Tokenizer>> t;
    t.push_back(std::make_unique<twb::text::WordTokenizer>(false));
    t.push_back(std::make_unique<twb::text::WordTokenizer>(true));
    t.push_back(std::make_unique<twb::text::CharTokenizer>());
    const std::vector<std::string> corpus = {"Ein Mann läuft über die Straße.", "A man runs across the street.",
                                             "Zwei Hunde spielen im Schnee!", "Two dogs play in the snow, don't they?",
                                             "Das Café „Zur Sonne“ öffnet um 10:30 Uhr."};
    t.push_back(std::make_unique<twb::text::SentencePieceTokenizer>(
        twb::text::SentencePieceTokenizer::train(corpus, 60, twb::text::SentencePieceTokenizer::Model::bpe)));
    t.push_back(std::make_unique<twb::text::SentencePieceTokenizer>(
        twb::text::SentencePieceTokenizer::train(corpus, 60, twb::text::SentencePieceTokenizer::Model::unigram, true)));
    return t;
  }();
  return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const auto text = twb::fuzz::as_text(data, size);
  if (twb::text::utf8::find_invalid(text) != std::string::npos) return 0;
  for (const auto& tokenizer : tokenizers()) {
    const std::vector<std::string> tokens = tokenizer->tokenize(text);
    for (const auto& token : tokens)
      if (token.empty()) __builtin_trap();
    const std::string back = tokenizer->detokenize(tokens);
    if (twb::text::utf8::find_invalid(back) != std::string::npos) __builtin_trap();
  }
  return 0;
}
