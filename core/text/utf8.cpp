#include "text/utf8.h"

namespace twb::text::utf8 {
namespace {

bool is_continuation(unsigned char byte) { return (byte & 0xC0) == 0x80; }

// Length of the well-formed sequence at `pos` (1..4), or 0 when it is ill-formed. The allowed
// second-byte ranges are Table 3-7 of the Unicode standard: they exclude overlong forms,
// surrogates (U+D800..U+DFFF) and code points above U+10FFFF.
std::size_t sequence_length(std::string_view text, std::size_t pos) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[pos + i]); };
  const unsigned char lead = byte(0);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned char second_min = 0x80, second_max = 0xBF;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) second_min = 0xA0;
    if (lead == 0xED) second_max = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) second_min = 0x90;
    if (lead == 0xF4) second_max = 0x8F;
  } else {
    return 0;
  }
  if (pos + length > text.size()) return 0;
  if (byte(1) < second_min || byte(1) > second_max) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (!is_continuation(byte(i))) return 0;
  return length;
}

}  // namespace

std::size_t find_invalid(std::string_view text) {
  for (std::size_t pos = 0; pos < text.size();) {
    const std::size_t length = sequence_length(text, pos);
    if (length == 0) return pos;
    pos += length;
  }
  return std::string_view::npos;
}

std::size_t complete_prefix(std::string_view text) {
  // The last sequence starts at most three bytes before the end.
  const std::size_t size = text.size();
  for (std::size_t back = 1; back <= 3 && back <= size; ++back) {
    const std::size_t pos = size - back;
    const auto lead = static_cast<unsigned char>(text[pos]);
    if (is_continuation(lead)) continue;
    const std::size_t expected = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 1;
    if (expected <= back || lead > 0xF4) return size;  // complete, or no character's start
    if (back >= 2) {  // the second byte's range depends on the lead (as in sequence_length)
      const auto second = static_cast<unsigned char>(text[pos + 1]);
      const unsigned char low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
      const unsigned char high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
      if (second < low || second > high) return size;
    }
    return pos;  // the first bytes of a character: they wait for the rest
  }
  return size;
}

char32_t decode_next(std::string_view text, std::size_t& pos) {
  const std::size_t length = sequence_length(text, pos);
  if (length == 0) {
    ++pos;
    return kReplacementCharacter;
  }
  const auto lead = static_cast<unsigned char>(text[pos]);
  char32_t code_point = length == 1 ? lead : lead & (0x7F >> length);
  for (std::size_t i = 1; i < length; ++i)
    code_point = (code_point << 6) | (static_cast<unsigned char>(text[pos + i]) & 0x3F);
  pos += length;
  return code_point;
}

void append(std::string& out, char32_t code_point) {
  if (code_point < 0x80) {
    out += static_cast<char>(code_point);
  } else if (code_point < 0x800) {
    out += static_cast<char>(0xC0 | (code_point >> 6));
    out += static_cast<char>(0x80 | (code_point & 0x3F));
  } else if (code_point < 0x10000) {
    out += static_cast<char>(0xE0 | (code_point >> 12));
    out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code_point & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code_point >> 18));
    out += static_cast<char>(0x80 | ((code_point >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code_point & 0x3F));
  }
}

std::string sanitize(std::string_view text) {
  if (find_invalid(text) == std::string_view::npos) return std::string(text);
  std::string out;
  out.reserve(text.size() + 8);
  for (std::size_t pos = 0; pos < text.size();) append(out, decode_next(text, pos));
  return out;
}

char32_t to_lower(char32_t c) {
  const bool even = c % 2 == 0;
  if (c >= U'A' && c <= U'Z') return c + 0x20;
  if (c < 0xC0) return c;
  // Latin-1 Supplement: À..Þ except × map 0x20 up; ß and ÿ are lowercase already.
  if (c <= 0xDE) return c == 0xD7 ? c : c + 0x20;
  // Latin Extended-A pairs capital/small, with the pairing shifting parity twice.
  if (c >= 0x100 && c <= 0x12F) return even ? c + 1 : c;
  if (c == 0x130) return U'i';  // İ: the simple mapping drops the dot
  if (c >= 0x132 && c <= 0x137) return even ? c + 1 : c;
  if (c >= 0x139 && c <= 0x148) return even ? c : c + 1;
  if (c >= 0x14A && c <= 0x177) return even ? c + 1 : c;
  if (c == 0x178) return 0xFF;  // Ÿ
  if (c >= 0x179 && c <= 0x17E) return even ? c : c + 1;
  // Greek: accented capitals, then Α..Ω (0x3A2 is unassigned).
  if (c == 0x386) return 0x3AC;
  if (c >= 0x388 && c <= 0x38A) return c + 0x25;
  if (c == 0x38C) return 0x3CC;
  if (c == 0x38E || c == 0x38F) return c + 0x3F;
  if (c >= 0x391 && c <= 0x3AB && c != 0x3A2) return c + 0x20;
  // Cyrillic: Ѐ..Џ and А..Я.
  if (c >= 0x400 && c <= 0x40F) return c + 0x50;
  if (c >= 0x410 && c <= 0x42F) return c + 0x20;
  if (c == 0x1E9E) return 0xDF;  // capital sharp s ẞ
  return c;
}

std::string to_lower(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t pos = 0; pos < text.size();) append(out, to_lower(decode_next(text, pos)));
  return out;
}

}  // namespace twb::text::utf8
