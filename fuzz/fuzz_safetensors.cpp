// The safetensors reader on arbitrary bytes: every input is a file or a clear twb::Error.
#include "fuzz_support.h"
#include "io/safetensors.h"
#include "util/error.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const std::vector<uint8_t> bytes(data, data + size);
    const twb::io::SafetensorsFile file = twb::io::parse_safetensors(bytes, "fuzz.safetensors");
    // What parses must also serialize and parse back to the same tensors.
    const twb::io::SafetensorsFile again = twb::io::parse_safetensors(twb::io::serialize_safetensors(file), "again");
    if (again.tensors.size() != file.tensors.size()) __builtin_trap();
  } catch (const twb::Error&) {}
  return 0;
}
