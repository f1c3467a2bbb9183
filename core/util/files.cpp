#include "util/files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <random>
#include <thread>

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
  struct stat first {
  }, second{};
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
    for (size_t i = prefix.size(); i < name.size(); ++i)
      ours = ours && std::isalnum(static_cast<unsigned char>(name[i]));
    std::error_code ignored;
    if (ours && it->is_regular_file(ignored) && fs::remove(it->path(), ignored)) ++removed;
  }
  return removed;
}

namespace {
// The temporaries AtomicFiles are writing now. Its mutex is held while one is created, renamed
// into place or removed, so that remove_temporaries_before_exit() sees each either before or after,
// never halfway. Never destroyed: the thread that ends the process may use it during exit.
struct TemporariesInFlight {
  std::mutex mutex;
  std::vector<std::string> paths;
};
TemporariesInFlight& in_flight() {
  static auto* temporaries = new TemporariesInFlight;
  return *temporaries;
}
void forget(std::vector<std::string>& paths, const std::string& path) { std::erase(paths, path); }
}  // namespace

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)) {
  remove_stale_temporaries(path_);
  static constexpr char kAlphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  std::random_device entropy;
  TemporariesInFlight& temporaries = in_flight();
  const std::lock_guard lock(temporaries.mutex);
  for (int attempt = 0; fd_ < 0; ++attempt) {
    temp_path_ = path_ + ".tmp-";
    for (int i = 0; i < 6; ++i) temp_path_ += kAlphabet[entropy() % (sizeof kAlphabet - 1)];
    fd_ = ::open(temp_path_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd_ < 0 && (errno != EEXIST || attempt > 100))
      throw Error("cannot write " + path_ + ": cannot create the temporary file " + temp_path_ + ": " + errno_text());
  }
  temporaries.paths.push_back(temp_path_);
}

AtomicFile::~AtomicFile() {
  if (committed_) return;
  if (fd_ >= 0) ::close(fd_);
  TemporariesInFlight& temporaries = in_flight();
  const std::lock_guard lock(temporaries.mutex);
  ::unlink(temp_path_.c_str());
  forget(temporaries.paths, temp_path_);
}

namespace {
// TWB_TEST_SAVE_PAUSE_MS=N: each AtomicFile waits N ms after its first write, its temporary half
// written, so that a test can send a signal in the middle of a save (tests/cli/interrupted_training.sh).
std::chrono::milliseconds save_pause_for_tests() {
  static const std::chrono::milliseconds pause = [] {
    const char* value = std::getenv("TWB_TEST_SAVE_PAUSE_MS");
    return std::chrono::milliseconds(value ? std::clamp(std::atoi(value), 0, 10000) : 0);
  }();
  return pause;
}
}  // namespace

void AtomicFile::write(const void* data, size_t size) {
  const bool first = !written_;
  written_ = true;
  const auto* bytes = static_cast<const char*>(data);
  while (size > 0) {
    const ssize_t written = ::write(fd_, bytes, std::min<size_t>(size, size_t{1} << 30));
    if (written < 0) {
      if (errno == EINTR) continue;
      throw Error("cannot write " + path_ + ": writing " + temp_path_ + " failed: " + errno_text());
    }
    bytes += written;
    size -= static_cast<size_t>(written);
  }
  if (first && save_pause_for_tests().count() > 0) std::this_thread::sleep_for(save_pause_for_tests());
}

void AtomicFile::commit() {
  const std::string cannot = "cannot write " + path_ + ": ";
  if (::fsync(fd_) != 0) throw Error(cannot + "fsync of " + temp_path_ + " failed: " + errno_text());
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) throw Error(cannot + "closing " + temp_path_ + " failed: " + errno_text());
  {
    TemporariesInFlight& temporaries = in_flight();
    const std::lock_guard lock(temporaries.mutex);
    if (::rename(temp_path_.c_str(), path_.c_str()) != 0)
      throw Error(cannot + "renaming " + temp_path_ + " into place failed: " + errno_text());
    forget(temporaries.paths, temp_path_);
    committed_ = true;
  }
  // Make the rename itself durable (best effort: some file systems refuse fsync on a directory).
  const int folder = ::open(folder_of(path_).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (folder >= 0) {
    ::fsync(folder);
    ::close(folder);
  }
}

void write_file_atomically(const std::string& path, const std::string& contents) {
  AtomicFile file(path);
  file.write(contents.data(), contents.size());
  file.commit();
}

int remove_temporaries_before_exit() {
  TemporariesInFlight& temporaries = in_flight();
  temporaries.mutex.lock();  // for good: no writer may create or rename a temporary from now on
  int removed = 0;
  for (const std::string& path : temporaries.paths) removed += ::unlink(path.c_str()) == 0 ? 1 : 0;
  return removed;
}

std::string bundled_directory(const char* environment_variable, const std::string& installed, const std::string& source,
                              const std::string& what, const std::string& source_folder) {
  std::vector<std::string> candidates;
  if (const char* from_environment = std::getenv(environment_variable); from_environment && *from_environment)
    candidates.emplace_back(from_environment);
  // Installed: beside the running program (PREFIX/bin/twb finds PREFIX/share/...), wherever the
  // package or `cmake --install --prefix` put it; then under the prefix the build was configured for.
  std::error_code error;
  const fs::path program = fs::read_symlink("/proc/self/exe", error);
  if (!error) candidates.push_back((program.parent_path().parent_path() / installed).string());
  candidates.push_back((fs::path(TWB_INSTALL_PREFIX) / installed).string());
  candidates.push_back(source);
  for (const std::string& candidate : candidates)
    if (fs::is_directory(candidate, error)) return candidate;
  std::string looked;
  for (const std::string& candidate : candidates) looked += (looked.empty() ? "" : ", ") + candidate;
  throw Error("cannot find the bundled " + what + "; looked in " + looked + ". Set the environment variable " +
              environment_variable + " to the " + source_folder + " directory of Transformer Workbench.");
}

}  // namespace twb::files
