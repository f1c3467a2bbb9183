// UTF-8 helpers that BLEU needs to treat text as Python does (sacreBLEU is Python): decoding,
// Python's notion of whitespace (str.split / str.strip) and Python's str.lower().
#pragma once

#include <cstddef>
#include <string_view>

namespace twb::eval::unicode {

// A code point that cannot come out of valid UTF-8; stands for one byte that is not valid UTF-8.
inline constexpr char32_t kInvalid = 0xFFFFFFFF;

// Decodes the code point starting at text[pos] and sets `length` to its byte count. A byte that does
// not start a valid sequence (strictly, as Python's decoder judges it) gives kInvalid, length 1.
char32_t decode(std::string_view text, std::size_t pos, std::size_t& length);

// Python's str.isspace(): what str.split() and str.strip() treat as whitespace.
bool is_space(char32_t c);

// Length of `text` without its trailing whitespace (Python's str.rstrip()).
std::size_t rstrip_length(std::string_view text);

}  // namespace twb::eval::unicode
