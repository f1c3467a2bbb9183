// The checks every command makes before it touches a file a user named: that an input is a
// regular file (a FIFO or a device would block or never end; a directory is not a dataset), that
// an output is not one of the inputs (a command never writes over what it reads), that an output's
// folder exists, and a text file written to a temporary name and renamed into place.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace twb::files {

// Throws twb::Error unless `path` is an existing regular file (symbolic links are followed):
// "<what> PATH does not exist", "... is a directory", "... is a FIFO (named pipe), not a file".
// It only asks the file system (stat): nothing is opened, so a FIFO cannot block it.
void require_regular_file(const std::string& path, const std::string& what);

// Where the program's bundled `what` (datasets, lessons) are: the first existing directory of
// $environment_variable, `installed` (a path such as "share/transformer-workbench/datasets") beside
// the running program's folder and under the configured install prefix, and `source` (the source tree's). Throws twb::Error naming the
// places it looked and the variable to set when none exists.
std::string bundled_directory(const char* environment_variable, const std::string& installed, const std::string& source,
                              const std::string& what, const std::string& source_folder);

// True when both name the same existing file (the same device and inode), whatever the spelling.
bool same_file(const std::string& a, const std::string& b);

// An output a command is about to write: throws twb::Error when it is a directory or a special
// file, when its folder does not exist, or when it is the same file as one of `inputs` (each a
// {what, path} pair, e.g. {"--checkpoint", "c.safetensors"}; a folder stands for its files).
// Empty input paths are skipped.
struct NamedPath {
  std::string what, path;
};
void check_output(const std::string& path, const std::string& what, const std::vector<NamedPath>& inputs);

// A file written to a temporary name beside it, PATH.tmp-XXXXXX, and renamed into place by
// commit(): a reader never sees half a file, and a failure (or an exception before commit())
// leaves the old file as it was and removes the temporary. While it is being written the
// temporary is listed for remove_temporaries_before_exit(), so that a process told to end at
// once (a second Ctrl-C) leaves no half-written file behind either. Every error is a twb::Error
// that begins "cannot write PATH: ".
class AtomicFile {
 public:
  // Removes what an interrupted save of `path` left behind, then creates the temporary.
  explicit AtomicFile(std::string path);
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  ~AtomicFile();  // unless committed: closes and removes the temporary

  // All `size` bytes, after as many short writes and EINTRs as it takes.
  void write(const void* data, size_t size);
  // fsync, close, rename into place, then fsync the folder (best effort) so the rename lasts.
  void commit();
  const std::string& temporary_path() const { return temp_path_; }

 private:
  std::string path_, temp_path_;
  int fd_ = -1;
  bool committed_ = false;
  bool written_ = false;
};

// Writes `contents` through an AtomicFile.
void write_file_atomically(const std::string& path, const std::string& contents);

// For a process about to end without waiting for its writers (a second Ctrl-C): removes every
// AtomicFile's temporary now being written and keeps any of them from being renamed into place
// afterwards. Returns how many it removed. Callable from any thread (not a signal handler).
int remove_temporaries_before_exit();

// Removes temporaries PATH.tmp-XXXXXX (six letters or digits) that an interrupted save of `path`
// left behind; called by every atomic writer before it makes its own. Returns how many it removed.
int remove_stale_temporaries(const std::string& path);

}  // namespace twb::files
