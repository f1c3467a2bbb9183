# Writes OUT, a header defining TWB_COMMIT: the commit the build is made from (git describe of
# SOURCE_DIR, "-dirty" when the work tree has changes), or COMMIT when given (a build from a source
# archive), or "unknown". Run at every build; the file is rewritten only when its text changes, so
# an unchanged commit recompiles nothing.
set(commit "${COMMIT}")
if(NOT commit)
  find_package(Git QUIET)
  if(GIT_FOUND)
    execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${SOURCE_DIR}" describe --always --dirty --abbrev=12
                    OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE failed)
    if(failed)
      set(commit "")
    endif()
  endif()
endif()
if(NOT commit)
  set(commit "unknown")
endif()
set(text "#pragma once\n#define TWB_COMMIT \"${commit}\"\n")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUT}" "${text}")
endif()
