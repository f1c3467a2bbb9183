// UTF-8 decoding, Python's whitespace and Python's str.lower(), for BLEU (see unicode.h). The
// Unicode data (case mappings, character types, bidirectional classes) is ICU's.
#include "eval/unicode.h"

#include <unicode/bytestream.h>
#include <unicode/casemap.h>
#include <unicode/uchar.h>

#include <string>

#include "eval/bleu.h"
#include "util/error.h"

namespace twb::eval {
namespace unicode {

char32_t decode(std::string_view text, std::size_t pos, std::size_t& length) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char b0 = byte(pos);
  length = 1;
  if (b0 < 0x80) return b0;
  std::size_t need;
  char32_t c;
  unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    need = 1, c = b0 & 0x1F;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    need = 2, c = b0 & 0x0F;
    if (b0 == 0xE0) lo = 0xA0;  // no overlong forms
    if (b0 == 0xED) hi = 0x9F;  // no surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    need = 3, c = b0 & 0x07;
    if (b0 == 0xF0) lo = 0x90;  // no overlong forms
    if (b0 == 0xF4) hi = 0x8F;  // nothing above U+10FFFF
  } else {
    return kInvalid;
  }
  if (pos + need >= text.size()) return kInvalid;  // cut short
  for (std::size_t k = 1; k <= need; ++k) {
    const unsigned char b = byte(pos + k);
    if (k == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF)) return kInvalid;
    c = (c << 6) | (b & 0x3F);
  }
  length = need + 1;
  return c;
}

bool is_space(char32_t c) {
  // Python's str.isspace(): bidirectional class WS, B or S, or general category Zs.
  if (c == kInvalid) return false;
  const auto code = static_cast<UChar32>(c);
  const UCharDirection direction = u_charDirection(code);
  return u_charType(code) == U_SPACE_SEPARATOR || direction == U_WHITE_SPACE_NEUTRAL ||
         direction == U_BLOCK_SEPARATOR || direction == U_SEGMENT_SEPARATOR;
}

std::size_t rstrip_length(std::string_view text) {
  std::size_t keep = 0;  // end of the last non-space code point
  for (std::size_t i = 0, n = 0; i < text.size(); i += n) {
    if (!is_space(decode(text, i, n))) keep = i + n;
  }
  return keep;
}

}  // namespace unicode

std::size_t find_invalid_utf8(std::string_view text) {
  for (std::size_t i = 0, n = 0; i < text.size(); i += n) {
    if (unicode::decode(text, i, n) == unicode::kInvalid) return i;
  }
  return std::string_view::npos;
}

std::string lowercase_utf8(std::string_view text) {
  // The root locale's full lowercase mapping, as Python's str.lower(): İ becomes "i" and a combining
  // dot above, and Σ becomes ς at the end of a word (the Final_Sigma context). Bytes that are not
  // valid UTF-8 pass through unchanged.
  std::string out;
  out.reserve(text.size() + 8);
  icu::StringByteSink<std::string> sink(&out);
  UErrorCode status = U_ZERO_ERROR;
  icu::CaseMap::utf8ToLower("", 0, icu::StringPiece(text.data(), static_cast<int32_t>(text.size())), sink, nullptr,
                            status);
  if (U_FAILURE(status)) throw Error(std::string("cannot lower-case a text: ICU says ") + u_errorName(status));
  return out;
}

}  // namespace twb::eval
