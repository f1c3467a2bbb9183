#include "text/byte_level_bpe.h"

#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/regex.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>

#include <algorithm>
#include <memory>
#include <unordered_set>

#include "text/utf8.h"
#include "text/vocabulary.h"
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

// `text` (valid UTF-8) in Unicode's normalization form C.
std::string nfc(std::string_view text) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* normalizer = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status)) throw Error(std::string("ICU has no NFC normalizer: ") + u_errorName(status));
  const icu::StringPiece piece(text.data(), static_cast<int32_t>(text.size()));
  if (normalizer->isNormalizedUTF8(piece, status) && U_SUCCESS(status)) return std::string(text);
  status = U_ZERO_ERROR;
  std::string out;
  icu::StringByteSink<std::string> sink(&out, static_cast<int32_t>(text.size()));
  normalizer->normalizeUTF8(0, piece, sink, nullptr, status);
  if (U_FAILURE(status)) throw Error(std::string("ICU cannot normalize the text to NFC: ") + u_errorName(status));
  return out;
}

// Rust's regex \w, what `tokenizers` asks of the characters around a single_word token.
bool is_word_character(char32_t c) {
  const auto u = static_cast<UChar32>(c);
  return u_hasBinaryProperty(u, UCHAR_ALPHABETIC) || u_hasBinaryProperty(u, UCHAR_JOIN_CONTROL) ||
         (U_GET_GC_MASK(u) & (U_GC_M_MASK | U_GC_ND_MASK | U_GC_PC_MASK)) != 0;
}

bool is_white_space(char32_t c) { return u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_WHITE_SPACE); }

// Where the code point that ends at `end` in `text` (valid UTF-8) starts.
std::size_t previous_start(std::string_view text, std::size_t end) {
  std::size_t begin = end - 1;
  while (begin > 0 && (static_cast<unsigned char>(text[begin]) & 0xC0) == 0x80) --begin;
  return begin;
}

char32_t code_point_at(std::string_view text, std::size_t begin) { return utf8::decode_next(text, begin); }

}  // namespace

nlohmann::json AddedToken::to_json() const {
  return {{"id", id},         {"content", content},       {"single_word", single_word}, {"lstrip", lstrip},
          {"rstrip", rstrip}, {"normalized", normalized}, {"special", special}};
}

AddedToken AddedToken::from_json(const nlohmann::json& json, const std::string& where) {
  if (!json.is_object()) throw Error(where + ": an added token is a JSON object, not " + json.dump());
  AddedToken token;
  const nlohmann::json id = json.value("id", nlohmann::json());
  if (!id.is_number_integer() || id.get<int64_t>() < 0 || id.get<int64_t>() > 1'000'000'000)
    throw Error(where + ": the added token's \"id\" is " + id.dump() + ", not a whole number from 0");
  token.id = static_cast<int>(id.get<int64_t>());
  const nlohmann::json content = json.value("content", nlohmann::json());
  if (!content.is_string() || content.get<std::string>().empty())
    throw Error(where + ": the added token of id " + std::to_string(token.id) + " has no \"content\" (its text)");
  token.content = content.get<std::string>();
  if (utf8::find_invalid(token.content) != std::string::npos)
    throw Error(where + ": the added token of id " + std::to_string(token.id) + " is not valid UTF-8");
  const auto flag = [&](const char* name) {
    const nlohmann::json value = json.value(name, nlohmann::json());
    if (value.is_null()) return false;
    if (!value.is_boolean())
      throw Error(where + ": the added token \"" + token.content + "\" has \"" + name + "\": " + value.dump() +
                  ", not true or false");
    return value.get<bool>();
  };
  token.single_word = flag("single_word");
  token.lstrip = flag("lstrip");
  token.rstrip = flag("rstrip");
  token.normalized = flag("normalized");
  token.special = flag("special");
  return token;
}

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

void ByteLevelBpeTokenizer::set_added_tokens(std::vector<AddedToken> tokens) {
  std::unordered_map<std::string, int> contents;
  std::unordered_map<int, std::string> ids;
  for (const AddedToken& token : tokens) {
    if (token.content.empty()) throw Error("the added token of id " + std::to_string(token.id) + " is empty");
    if (const auto [at, added] = contents.emplace(token.content, token.id); !added)
      throw Error("the added token \"" + token.content + "\" comes twice (ids " + std::to_string(at->second) + " and " +
                  std::to_string(token.id) + ")");
    if (const auto [at, added] = ids.emplace(token.id, token.content); !added)
      throw Error("the added tokens \"" + at->second + "\" and \"" + token.content + "\" have the same id " +
                  std::to_string(token.id));
  }
  added_tokens_ = std::move(tokens);
  prepare_patterns();
}

void ByteLevelBpeTokenizer::set_normalization(Normalization normalization) {
  normalization_ = normalization;
  prepare_patterns();
}

void ByteLevelBpeTokenizer::prepare_patterns() {
  raw_patterns_.clear();
  normalized_patterns_.clear();
  for (std::size_t i = 0; i < added_tokens_.size(); ++i) {
    const AddedToken& token = added_tokens_[i];
    if (!token.normalized)
      raw_patterns_.push_back({token.content, i});
    else
      normalized_patterns_.push_back({normalization_ == Normalization::nfc ? nfc(token.content) : token.content, i});
  }
  // Longest first, so that the first that matches at a place is the longest there.
  for (auto* patterns : {&raw_patterns_, &normalized_patterns_})
    std::stable_sort(patterns->begin(), patterns->end(),
                     [](const Pattern& a, const Pattern& b) { return a.text.size() > b.text.size(); });
}

template <class Plain>
void ByteLevelBpeTokenizer::split(std::string_view text, const std::vector<Pattern>& patterns,
                                  std::vector<std::string>& tokens, Plain&& plain) const {
  if (patterns.empty()) {
    if (!text.empty()) plain(text);
    return;
  }
  std::size_t done = 0;  // text before it is a token's or passed to plain
  for (std::size_t at = 0; at < text.size();) {
    // Contents are whole UTF-8 characters, so they can only match where a character starts.
    const auto found = std::find_if(patterns.begin(), patterns.end(),
                                    [&](const Pattern& p) { return text.substr(at).starts_with(p.text); });
    if (found == patterns.end()) {
      ++at;
      continue;
    }
    std::size_t start = at, stop = at + found->text.size();
    at = stop;
    const AddedToken& token = added_tokens_[found->token];
    if (token.single_word && ((start > 0 && is_word_character(code_point_at(text, previous_start(text, start)))) ||
                              (stop < text.size() && is_word_character(code_point_at(text, stop)))))
      continue;
    if (token.lstrip)
      while (start > done && is_white_space(code_point_at(text, previous_start(text, start))))
        start = previous_start(text, start);
    if (token.rstrip) {
      for (std::size_t next = stop; next < text.size() && is_white_space(utf8::decode_next(text, next));) stop = next;
      at = stop;  // what rstrip took is nobody else's
    }
    if (done < start) plain(text.substr(done, start - done));
    tokens.push_back(token.id == end_of_text_id_ ? std::string(Vocabulary::kEos) : token.content);
    done = stop;
  }
  if (done < text.size()) plain(text.substr(done));
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

void ByteLevelBpeTokenizer::pretokenize(std::string_view stretch, std::vector<std::string>& tokens) const {
  std::string text;
  if (add_prefix_space_ && !stretch.starts_with(' ')) text = ' ';
  text += stretch;
  const auto& bytes = byte_characters().of_byte;
  std::string piece;
  const auto take = [&](std::size_t begin, std::size_t end) {
    piece.clear();
    for (std::size_t i = begin; i < end; ++i) piece += bytes[static_cast<unsigned char>(text[i])];
    for (auto& token : merge(piece)) tokens.push_back(std::move(token));
  };
  if (!use_regex_) {
    take(0, text.size());
    return;
  }
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<UText, decltype(&utext_close)> utext(
      utext_openUTF8(nullptr, text.data(), static_cast<int64_t>(text.size()), &status), &utext_close);
  std::unique_ptr<icu::RegexMatcher> matcher(pretokenizer().matcher(status));
  if (U_FAILURE(status)) throw Error(std::string("ICU cannot match the pre-tokenizer: ") + u_errorName(status));
  matcher->reset(utext.get());
  while (matcher->find(status) && U_SUCCESS(status)) {
    // A UTF-8 UText's native indexes are byte offsets.
    const int64_t begin = matcher->start64(status), end = matcher->end64(status);
    take(static_cast<std::size_t>(begin), static_cast<std::size_t>(end));
  }
  if (U_FAILURE(status)) throw Error(std::string("ICU failed while pre-tokenizing: ") + u_errorName(status));
}

std::vector<std::string> ByteLevelBpeTokenizer::tokenize(std::string_view text) const {
  const std::string clean = utf8::sanitize(text);
  std::vector<std::string> tokens;
  split(clean, raw_patterns_, tokens, [&](std::string_view stretch) {
    const std::string normalized = normalization_ == Normalization::nfc ? nfc(stretch) : std::string(stretch);
    split(normalized, normalized_patterns_, tokens, [&](std::string_view rest) { pretokenize(rest, tokens); });
  });
  return tokens;
}

std::string ByteLevelBpeTokenizer::detokenize(const std::vector<std::string>& tokens) const {
  const auto& byte_of = byte_characters().byte_of;
  std::string out, bytes;
  for (const auto& token : tokens) {
    if (token == Vocabulary::kEos && end_of_text_id_ >= 0) {
      out += end_of_text_;
      continue;
    }
    bytes.clear();
    bool all_bytes = true;
    for (std::size_t pos = 0; pos < token.size() && all_bytes;) {
      const auto byte = byte_of.find(utf8::decode_next(token, pos));
      if (byte != byte_of.end())
        bytes.push_back(static_cast<char>(byte->second));
      else
        all_bytes = false;
    }
    out += all_bytes ? bytes : token;
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
  nlohmann::json added = nlohmann::json::array();
  for (const AddedToken& token : added_tokens_) added.push_back(token.to_json());
  settings["added_tokens"] = std::move(added);
  settings["normalizer"] = normalization_ == Normalization::nfc ? "NFC" : "none";
  settings["add_prefix_space"] = add_prefix_space_;
  settings["use_regex"] = use_regex_;
  return settings;
}

}  // namespace twb::text
