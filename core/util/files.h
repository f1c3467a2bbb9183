// The checks every command makes before it touches a file a user named: that an input is a
// regular file (a FIFO or a device would block or never end; a directory is not a dataset), that
// an output is not one of the inputs (a command never writes over what it reads), that an output's
// folder exists, and a text file written to a temporary name and renamed into place.
#pragma once

#include <string>
#include <vector>

namespace twb::files {

// Throws twb::Error unless `path` is an existing regular file (symbolic links are followed):
// "<what> PATH does not exist", "... is a directory", "... is a FIFO (named pipe), not a file".
// It only asks the file system (stat): nothing is opened, so a FIFO cannot block it.
void require_regular_file(const std::string& path, const std::string& what);

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

// Writes `contents` to PATH.tmp-XXXXXX beside `path`, then renames it into place, so that a
// reader never sees half a file and a failure leaves the old file as it was.
void write_file_atomically(const std::string& path, const std::string& contents);

// Removes temporaries PATH.tmp-XXXXXX (six letters or digits) that an interrupted save of `path`
// left behind; called by every atomic writer before it makes its own. Returns how many it removed.
int remove_stale_temporaries(const std::string& path);

}  // namespace twb::files
