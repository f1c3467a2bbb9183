// Refuses, with a sentence instead of "Illegal instruction", a processor without the vector
// instructions this build was compiled for (a -march=native build copied to an older machine, or
// the package's AVX2 build on a processor without AVX2).
#pragma once

namespace twb {

// Exits with status 1 and a message on standard error when the processor lacks an instruction set
// the build uses. It also runs by itself before any other code of the program (a constructor of
// the first priority, in a file compiled for the baseline x86-64); main() calls it so that the
// linker keeps that file.
void check_processor();

}  // namespace twb
