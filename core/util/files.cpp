#include "util/files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>

#include "util/error.h"

namespace twb::files {
namespace fs = std::filesystem;

namespace {

std::string errno_text() { return std::strerror(errno); }

// What a non-regular file is, in a person's words.
std::string kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

std::string folder_of(const std::string& path) {
  const fs::path parent = fs::path(path).parent_path();
  return parent.empty() ? "." : parent.string();
}

}  // namespace

void require_regular_file(const std::string& path, const std::string& what) {
  const std::string named = (what.empty() ? "" : what + " ") + path;
  if (path.empty()) throw Error((what.empty() ? std::string("a file name") : what) + " is empty: name a file");
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) {
    if (errno == ENOENT) throw Error(named + " does not exist");
    throw Error("cannot read " + named + ": " + errno_text());
  }
  if (!S_ISREG(info.st_mode)) throw Error(named + " is " + kind_of(info.st_mode) + ", not a file");
}

bool same_file(const std::string& a, const std::string& b) {
  if (a.empty() || b.empty()) return false;
  struct stat first {}, second {};
  if (::stat(a.c_str(), &first) != 0 || ::stat(b.c_str(), &second) != 0) return false;
  return first.st_dev == second.st_dev && first.st_ino == second.st_ino;
}

void check_output(const std::string& path, const std::string& what, const std::vector<NamedPath>& inputs) {
  const std::string named = what + " " + path;
  if (path.empty()) throw Error(what + " is empty: name the file to write");
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode))
    throw Error(named + " is " + kind_of(info.st_mode) + ": name a file to write");
  const std::string folder = folder_of(path);
  struct stat folder_info {};
  if (::stat(folder.c_str(), &folder_info) != 0 || !S_ISDIR(folder_info.st_mode))
    throw Error(named + ": the folder " + folder + " does not exist; create it first");
  for (const NamedPath& input : inputs) {
    if (same_file(path, input.path))
      throw Error(named + " is the same file as " + input.what + " " + input.path +
                  ": it would be overwritten; write to another file");
    // A dataset folder: none of its files either.
    std::error_code error;
    if (input.path.empty() || !fs::is_directory(input.path, error)) continue;
    for (fs::directory_iterator it(input.path, error), end; !error && it != end; it.increment(error)) {
      if (same_file(path, it->path().string()))
        throw Error(named + " is " + it->path().string() + ", a file of " + input.what + " " + input.path +
                    ": it would be overwritten; write to another file");
    }
  }
}

int remove_stale_temporaries(const std::string& path) {
  const fs::path target(path);
  const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  const std::string prefix = target.filename().string() + ".tmp-";
  std::error_code error;
  int removed = 0;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (name.size() != prefix.size() + 6 || !name.starts_with(prefix)) continue;
    bool ours = true;  // the six characters write_safetensors and write_file_atomically draw
    for (size_t i = prefix.size(); i < name.size(); ++i) ours = ours && std::isalnum(static_cast<unsigned char>(name[i]));
    std::error_code ignored;
    if (ours && it->is_regular_file(ignored) && fs::remove(it->path(), ignored)) ++removed;
  }
  return removed;
}

void write_file_atomically(const std::string& path, const std::string& contents) {
  remove_stale_temporaries(path);
  const std::string cannot = "cannot write " + path + ": ";
  static constexpr char kAlphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  std::random_device entropy;
  std::string temp_path;
  int fd = -1;
  for (int attempt = 0; fd < 0; ++attempt) {
    temp_path = path + ".tmp-";
    for (int i = 0; i < 6; ++i) temp_path += kAlphabet[entropy() % (sizeof kAlphabet - 1)];
    fd = ::open(temp_path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0 && (errno != EEXIST || attempt > 100))
      throw Error(cannot + "cannot create the temporary file " + temp_path + ": " + errno_text());
  }
  const char* data = contents.data();
  size_t left = contents.size();
  bool ok = true;
  std::string failure;
  while (left > 0) {
    const ssize_t written = ::write(fd, data, left);
    if (written < 0) {
      if (errno == EINTR) continue;
      ok = false;
      failure = errno_text();
      break;
    }
    data += written;
    left -= static_cast<size_t>(written);
  }
  if (ok && ::fsync(fd) != 0) {
    ok = false;
    failure = "fsync: " + errno_text();
  }
  if (::close(fd) != 0 && ok) {
    ok = false;
    failure = "close: " + errno_text();
  }
  if (ok && ::rename(temp_path.c_str(), path.c_str()) != 0) {
    ok = false;
    failure = "renaming " + temp_path + " into place: " + errno_text();
  }
  if (!ok) {
    ::unlink(temp_path.c_str());
    throw Error(cannot + failure);
  }
}

}  // namespace twb::files
