// UTF-8 helpers for the tokenizers and the dataset loader: strict validation, decoding that never
// fails (a bad byte becomes U+FFFD), and a simple lowercase mapping.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace twb::text::utf8 {

inline constexpr char32_t kReplacementCharacter = U'\uFFFD';

// Where the first byte that is not part of well-formed UTF-8 lies (overlong forms, surrogates and
// code points above U+10FFFF are ill-formed too), or std::string_view::npos when `text` is valid.
std::size_t find_invalid(std::string_view text);

// Decodes the code point that starts at byte `pos` and advances `pos` past it. An ill-formed byte
// decodes as U+FFFD and advances by one byte, so every input decodes.
char32_t decode_next(std::string_view text, std::size_t& pos);

// How much of `text` can be shown while more bytes may follow: all of it, except an incomplete but
// so far well-formed sequence at its end (a token that holds the first bytes of a character), which
// waits for its rest. Ill-formed bytes are not held back.
std::size_t complete_prefix(std::string_view text);

// Appends the UTF-8 encoding of `code_point`.
void append(std::string& out, char32_t code_point);

// `text` with every ill-formed byte replaced by U+FFFD: always valid UTF-8.
std::string sanitize(std::string_view text);

// Simple (one code point to one code point) lowercase of ASCII, Latin-1 Supplement, Latin
// Extended-A, basic Greek and Cyrillic, and ẞ → ß; every other code point is unchanged (ß too).
char32_t to_lower(char32_t code_point);

// sanitize() and to_lower() on every code point.
std::string to_lower(std::string_view text);

}  // namespace twb::text::utf8
