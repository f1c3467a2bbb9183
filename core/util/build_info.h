// What this build of the engine is and where it runs: its version, the commit it was built from,
// the instruction set it was compiled for and the one the processor has. `twb --version`, the
// About box, `twb bench`'s JSON and every checkpoint say it, so a figure or a file can be traced
// to the program that made it.
#pragma once

#include <string>

namespace twb {

struct BuildInfo {
  std::string version;       // the project's version, e.g. "0.1.0"
  std::string commit;        // git describe of the source, e.g. "0a1b2c3d4e5f" or "…-dirty"; "unknown"
  std::string compiled_for;  // the vector instructions the build may use, e.g. "AVX-512, AVX2, FMA, AVX, …"
  std::string processor;     // this processor: its name and its widest vector instructions
};

const BuildInfo& build_info();

// "Transformer Workbench 0.1.0 (commit 0a1b2c3d4e5f)": what a checkpoint records as its writer.
std::string build_name();

}  // namespace twb
