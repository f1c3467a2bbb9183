// The ids of the special tokens, the same in every vocabulary of the project.
#pragma once

#include <cstdint>

namespace twb {

inline constexpr int32_t kPadId = 0;  // <pad>: fills a batch's short sequences; masked everywhere
inline constexpr int32_t kUnkId = 1;  // <unk>: a token outside the vocabulary
inline constexpr int32_t kSosId = 2;  // <sos>: starts every target sequence
inline constexpr int32_t kEosId = 3;  // <eos>: ends every target sequence
inline constexpr int32_t kFirstOrdinaryId = 4;

}  // namespace twb
