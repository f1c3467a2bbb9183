#include "text/byte_level_bpe.h"

#include <unicode/regex.h>
#include <unicode/utext.h>

#include <memory>

#include "text/utf8.h"
#include "util/error.h"

namespace twb::text {
namespace {

// GPT-2's pre-tokenizer pattern with \s spelled out as ECMAScript's whitespace (see the header).
#define TWB_SPACE R"(\t\n\u000B\f\r\u0020\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF)"
constexpr const char* kPattern = R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^)" TWB_SPACE
                                 R"(\p{L}\p{N}]+|[)" TWB_SPACE R"(]+(?![^)" TWB_SPACE R"(])|[)" TWB_SPACE R"(]+)";
#undef TWB_SPACE

const icu::RegexPattern& pretokenizer() {
  static const std::unique_ptr<icu::RegexPattern> pattern = [] {
    UErrorCode status = U_ZERO_ERROR;
    UParseError where{};
    std::unique_ptr<icu::RegexPattern> compiled(
        icu::RegexPattern::compile(icu::UnicodeString::fromUTF8(kPattern), 0, where, status));
    if (U_FAILURE(status))
      throw Error(std::string("ICU cannot compile GPT-2's pre-tokenizer pattern: ") + u_errorName(status));
    return compiled;
  }();
  return *pattern;
}

// bytes_to_unicode: the printable bytes stand for themselves, the others (controls, space, DEL,
// no-break space, soft hyphen…) for U+0100 onwards, in byte order.
struct ByteCharacters {
  std::array<std::string, 256> of_byte;
  std::unordered_map<char32_t, unsigned char> byte_of;
  ByteCharacters() {
    char32_t next = 0x100;
    for (int b = 0; b < 256; ++b) {
      const bool printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
      const char32_t c = printable ? static_cast<char32_t>(b) : next++;
      utf8::append(of_byte[static_cast<size_t>(b)], c);
      byte_of[c] = static_cast<unsigned char>(b);
    }
  }
};

const ByteCharacters& byte_characters() {
  static const ByteCharacters table;
  return table;
}

// The code points of `text` (valid UTF-8), each as its own string.
std::vector<std::string> characters(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t pos = 0; pos < text.size();) {
    const std::size_t begin = pos;
    utf8::decode_next(text, pos);
    out.emplace_back(text, begin, pos - begin);
  }
  return out;
}

constexpr std::size_t kCacheLimit = 1 << 16;

}  // namespace

const std::string& ByteLevelBpeTokenizer::byte_character(unsigned char byte) { return byte_characters().of_byte[byte]; }

ByteLevelBpeTokenizer::ByteLevelBpeTokenizer(std::string merges, const std::string& source)
    : merges_text_(std::move(merges)) {
  std::size_t line_number = 0;
  for (std::size_t pos = 0; pos < merges_text_.size();) {
    std::size_t end = merges_text_.find('\n', pos);
    if (end == std::string::npos) end = merges_text_.size();
    std::string_view line(merges_text_.data() + pos, end - pos);
    pos = end + 1;
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || (line_number == 1 && line.starts_with("#version"))) continue;
    const std::size_t space = line.find(' ');
    if (space == std::string_view::npos || space == 0 || space + 1 == line.size() ||
        line.find(' ', space + 1) != std::string_view::npos)
      throw Error(source + ", line " + std::to_string(line_number) +
                  ": a merge is two symbols separated by one space, got \"" + std::string(line.substr(0, 80)) + "\"");
    if (utf8::find_invalid(line) != std::string_view::npos)
      throw Error(source + ", line " + std::to_string(line_number) + ": not valid UTF-8");
    std::string first(line.substr(0, space)), second(line.substr(space + 1));
    const auto [at, added] = ranks_.emplace(first + ' ' + second, static_cast<int>(merges_.size()));
    if (!added)
      throw Error(source + ", line " + std::to_string(line_number) + ": the merge \"" + at->first +
                  "\" comes twice (first with rank " + std::to_string(at->second) + ")");
    merges_.emplace_back(std::move(first), std::move(second));
  }
  if (merges_.empty()) throw Error(source + " holds no merges");
}

std::vector<std::string> ByteLevelBpeTokenizer::merge(const std::string& piece) const {
  {
    std::lock_guard lock(cache_mutex_);
    if (const auto hit = cache_.find(piece); hit != cache_.end()) return hit->second;
  }
  std::vector<std::string> word = characters(piece), merged;
  std::string key;
  while (word.size() > 1) {
    // The adjacent pair of lowest rank; then every occurrence of it, left to right.
    int best = -1;
    std::size_t best_at = 0;
    for (std::size_t i = 0; i + 1 < word.size(); ++i) {
      key.assign(word[i]).append(1, ' ').append(word[i + 1]);
      const auto rank = ranks_.find(key);
      if (rank != ranks_.end() && (best < 0 || rank->second < best)) {
        best = rank->second;
        best_at = i;
      }
    }
    if (best < 0) break;
    const std::string first = word[best_at], second = word[best_at + 1];
    merged.clear();
    for (std::size_t i = 0; i < word.size();) {
      if (i + 1 < word.size() && word[i] == first && word[i + 1] == second) {
        merged.push_back(first + second);
        i += 2;
      } else {
        merged.push_back(std::move(word[i]));
        ++i;
      }
    }
    word.swap(merged);
  }
  std::lock_guard lock(cache_mutex_);
  if (cache_.size() >= kCacheLimit) cache_.clear();
  cache_.emplace(piece, word);
  return word;
}

std::vector<std::string> ByteLevelBpeTokenizer::tokenize(std::string_view text) const {
  const std::string clean = utf8::sanitize(text);
  std::vector<std::string> tokens;
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<UText, decltype(&utext_close)> utext(
      utext_openUTF8(nullptr, clean.data(), static_cast<int64_t>(clean.size()), &status), &utext_close);
  std::unique_ptr<icu::RegexMatcher> matcher(pretokenizer().matcher(status));
  if (U_FAILURE(status)) throw Error(std::string("ICU cannot match the pre-tokenizer: ") + u_errorName(status));
  matcher->reset(utext.get());
  const auto& bytes = byte_characters().of_byte;
  std::string piece;
  while (matcher->find(status) && U_SUCCESS(status)) {
    // A UTF-8 UText's native indexes are byte offsets.
    const int64_t begin = matcher->start64(status), end = matcher->end64(status);
    piece.clear();
    for (int64_t i = begin; i < end; ++i) piece += bytes[static_cast<unsigned char>(clean[static_cast<size_t>(i)])];
    for (auto& token : merge(piece)) tokens.push_back(std::move(token));
  }
  if (U_FAILURE(status)) throw Error(std::string("ICU failed while pre-tokenizing: ") + u_errorName(status));
  return tokens;
}

std::string ByteLevelBpeTokenizer::detokenize(const std::vector<std::string>& tokens) const {
  const auto& byte_of = byte_characters().byte_of;
  std::string out;
  for (const auto& token : tokens) {
    for (std::size_t pos = 0; pos < token.size();) {
      const std::size_t begin = pos;
      const char32_t c = utf8::decode_next(token, pos);
      const auto byte = byte_of.find(c);
      if (byte != byte_of.end())
        out.push_back(static_cast<char>(byte->second));
      else
        out.append(token, begin, pos - begin);
    }
  }
  return out;
}

std::string ByteLevelBpeTokenizer::token_text(const std::string& token) const {
  const std::string bytes = detokenize({token});
  std::string out;
  for (std::size_t pos = 0; pos < bytes.size();) {
    const std::size_t bad = utf8::find_invalid(std::string_view(bytes).substr(pos));
    if (bad == std::string_view::npos) {
      out.append(bytes, pos, std::string::npos);
      break;
    }
    out.append(bytes, pos, bad);
    static const char* hex = "0123456789ABCDEF";
    const auto byte = static_cast<unsigned char>(bytes[pos + bad]);
    out += std::string("<0x") + hex[byte >> 4] + hex[byte & 15] + ">";
    pos += bad + 1;
  }
  return out;
}

nlohmann::json ByteLevelBpeTokenizer::to_json() const {
  nlohmann::json settings = {{"kind", kind()}, {"merges", static_cast<int64_t>(merges_.size())}};
  if (end_of_text_id_ >= 0) {
    settings["end_of_text"] = end_of_text_;
    settings["end_of_text_id"] = end_of_text_id_;
  }
  return settings;
}

}  // namespace twb::text
