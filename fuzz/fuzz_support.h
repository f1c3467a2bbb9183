// What the fuzz targets share: the input as a file (the dataset readers read files), and the rule
// that a twb::Error is the expected answer to bad input — anything else (a crash, a sanitizer
// report, another exception escaping) is a finding.
#pragma once

#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace twb::fuzz {

inline std::string_view as_text(const uint8_t* data, size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// A file in this process's own temporary folder holding `bytes`, named `name` (the extension
// chooses the dataset reader). Rewritten for every input.
inline std::string write_input(const std::string& name, std::string_view bytes) {
  static const std::string folder = [] {
    const char* tmp = std::getenv("TMPDIR");
    std::string f = std::string(tmp && *tmp ? tmp : "/tmp") + "/twb-fuzz-" + std::to_string(::getpid());
    ::mkdir(f.c_str(), 0700);
    return f;
  }();
  const std::string path = folder + "/" + name;
  if (FILE* file = std::fopen(path.c_str(), "wb")) {
    std::fwrite(bytes.data(), 1, bytes.size(), file);
    std::fclose(file);
  }
  return path;
}

}  // namespace twb::fuzz
