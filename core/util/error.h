// The one exception type the engine throws for bad input: malformed datasets, corrupt or
// incompatible checkpoints, impossible hyper-parameters, unusable sentences. Its message is meant
// for a person: it says what is wrong, where, and what to do about it.
#pragma once

#include <stdexcept>
#include <string>

namespace twb {

class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// An index that is not there (an example of a batch; a layer, head or query of an attention); the
// message says the valid range.
class OutOfRangeError : public Error {
 public:
  using Error::Error;
};

// The message of a JSON library exception without its "[json.exception.type_error.302] " code:
// what a person reads is the sentence after it.
inline std::string json_message(const std::exception& e) {
  std::string text = e.what();
  if (text.starts_with("[json.exception.")) {
    const auto end = text.find("] ");
    if (end != std::string::npos) text.erase(0, end + 2);
  }
  return text;
}

}  // namespace twb
