#include "output/atomic_file.hpp"

#include "concurrency/cancellation.hpp"
#include "distributed/rank_group.hpp"

#include "errors.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <exception>
#include <filesystem>
#include <iostream>
#include <string>
#include <utility>

namespace redcheck {
namespace {

// The temporary being written, if any (one at a time in this toolkit).
char in_progress[4096];
std::atomic<bool> writing{false};
// Threads of one process (Python's) may write beside one another: each
// temporary and probe name is this process's and this call's.
std::atomic<unsigned long> next_name{0};

std::string unique_suffix() {
  return std::to_string(getpid()) + "." + std::to_string(next_name++);
}

extern "C" void remove_in_progress(int signal_number) {
  if (writing.load()) unlink(in_progress);  // async-signal-safe
  _exit(128 + (signal_number == SIGALRM ? SIGINT : signal_number));
}

// The first Ctrl-C asks the long loops to stop (concurrency/cancellation.hpp),
// so that the program ends as on an error, files complete or absent; one
// that does not stop within 2 s, or a second Ctrl-C, ends it at once.
extern "C" void stop_on_interrupt(int signal_number) {
  if (signal_number == SIGINT && !cancellation_requested()) {
    request_cancellation();
    alarm(2);
    return;
  }
  remove_in_progress(signal_number);
}

// The reason of the last failed system call, read before anything else can
// change errno.
[[noreturn]] void fail(const std::string& what, const std::string& path, int error) {
  throw InputError("cannot " + what + " '" + path + "': " + std::strerror(error));
}

// Writes all of `content` to `fd`; returns 0 or the errno of the failure.
int write_all(int fd, const std::string& content) {
  std::size_t done = 0;
  while (done < content.size()) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    done += static_cast<std::size_t>(n);
  }
  return 0;
}

// The file a write to `path` must replace: symbolic links are followed.
std::filesystem::path resolved(const std::string& path) {
  std::error_code ec;
  const auto target = std::filesystem::path(path);
  if (std::filesystem::is_symlink(std::filesystem::symlink_status(target, ec))) {
    const auto real = std::filesystem::weakly_canonical(target, ec);
    if (!ec) return real;
  }
  return target;
}

// The highest directory that creating `directory` would make ("" when it
// exists).
std::string outermost_missing(const std::filesystem::path& directory) {
  std::error_code ec;
  std::filesystem::path missing;
  for (std::filesystem::path d = directory; !d.empty() && !std::filesystem::exists(d, ec);
       d = d.parent_path()) {
    missing = d;
    if (d == d.parent_path()) break;
  }
  return missing.string();
}

// Creates the missing directories of `path`, and says so on stderr (a typo
// in a directory name would otherwise go unseen).
CreatedDirectories make_parent(const std::filesystem::path& target, const std::string& path) {
  if (!target.has_parent_path()) return {};
  const std::filesystem::path parent = target.parent_path();
  const std::string outermost = outermost_missing(parent);
  if (outermost.empty()) return {};
  std::error_code ec;
  std::filesystem::create_directories(parent, ec);
  if (ec) throw InputError("cannot create the directory of '" + path + "': " + ec.message());
  if (is_first_rank()) {
    std::cerr << "note: created the directory '" << parent.string() << "' for '" << path << "'\n";
  }
  return {parent.string(), outermost};
}

// A file cannot be created next to `path` (its directory is /proc, or
// read-only): the reason, naming the directory.
[[noreturn]] void fail_to_create(const std::filesystem::path& target, const std::string& path,
                                 int error) {
  const std::string directory =
      target.has_parent_path() ? target.parent_path().string() : std::string(".");
  throw InputError("cannot write '" + path + "': files cannot be created in its directory '" +
                   directory + "' (" + std::strerror(error) +
                   "); the toolkit writes a temporary file there and renames it");
}

}  // namespace

void install_interrupt_cleanup() {
  for (int s : {SIGINT, SIGALRM}) std::signal(s, stop_on_interrupt);
  for (int s : {SIGTERM, SIGHUP, SIGQUIT}) std::signal(s, remove_in_progress);
}

void write_file_atomically(const std::string& path, const std::string& content) {
  // Under MPI every rank holds the same content; rank 0 writes it.
  if (!is_first_rank()) return;
  const std::filesystem::path target = resolved(path);
  struct stat info {};
  if (::stat(target.c_str(), &info) == 0 && !S_ISREG(info.st_mode)) {
    if (S_ISDIR(info.st_mode)) throw InputError("cannot write '" + path + "': it is a directory");
    // A device or a pipe: write into it, there is nothing to replace.
    const int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) fail("open", path, errno);
    const int error = write_all(fd, content);
    ::close(fd);
    if (error) fail("write", path, error);
    return;
  }
  make_parent(target, path);
  const std::string temporary = target.string() + ".tmp." + unique_suffix();
  if (temporary.size() >= sizeof in_progress) throw InputError("output path too long: " + path);
  std::memcpy(in_progress, temporary.c_str(), temporary.size() + 1);
  writing = true;
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    const int error = errno;
    writing = false;
    fail_to_create(target, path, error);
  }
  int error = write_all(fd, content);
  if (!error && ::fsync(fd) != 0) error = errno;
  if (::close(fd) != 0 && !error) error = errno;
  if (!error && ::rename(temporary.c_str(), target.c_str()) != 0) error = errno;
  if (error) {
    ::unlink(temporary.c_str());
    writing = false;
    fail("write", path, error);
  }
  writing = false;
  // The rename itself reaches the disk with the directory.
  const std::string directory =
      target.has_parent_path() ? target.parent_path().string() : std::string(".");
  const int dir = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
}

CreatedDirectories check_output_file(const std::string& path) {
  if (path.empty()) throw InputError("an output path is empty; give a file name");
  const std::filesystem::path target = resolved(path);
  struct stat info {};
  if (::stat(target.c_str(), &info) == 0) {
    if (S_ISDIR(info.st_mode)) throw InputError("cannot write '" + path + "': it is a directory");
    if (!S_ISREG(info.st_mode)) {
      if (::access(target.c_str(), W_OK) != 0) fail("write", path, errno);
      return {};
    }
  }
  const CreatedDirectories made = make_parent(target, path);
  const std::string probe = target.string() + ".probe." + unique_suffix();
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) fail_to_create(target, path, errno);
  ::close(fd);
  ::unlink(probe.c_str());
  return made;
}

CreatedDirectories check_output_directory(const std::string& directory, const std::string& option) {
  if (directory.empty()) throw InputError(option + " is empty; give a directory");
  std::error_code ec;
  const std::filesystem::path dir(directory);
  if (std::filesystem::exists(dir, ec) && !std::filesystem::is_directory(dir, ec)) {
    throw InputError(option + " '" + directory + "' is not a directory");
  }
  CreatedDirectories made;
  if (const std::string outermost = outermost_missing(dir); !outermost.empty()) {
    std::filesystem::create_directories(dir, ec);
    if (ec) throw InputError("cannot create " + option + " '" + directory + "': " + ec.message());
    if (is_first_rank())
      std::cerr << "note: created the directory '" << directory << "' (" << option << ")\n";
    made = {directory, outermost};
  }
  (void)check_output_file((dir / "MANIFEST.csv").string());  // in it: nothing more made
  return made;
}

bool remove_if_empty(const CreatedDirectories& made) {
  if (!made.any()) return false;
  // rmdir removes only an empty directory: whatever was written keeps it,
  // and those above it. Never above the outermost made (both paths come
  // from the same chain of parent_path()).
  std::error_code ec;
  const std::filesystem::path outermost(made.outermost);
  for (std::filesystem::path d(made.innermost);
       !d.empty() && d.native().size() >= outermost.native().size(); d = d.parent_path()) {
    std::filesystem::remove(d, ec);  // false without an error when already gone
    if (ec || d == outermost || d == d.parent_path()) break;
  }
  return !std::filesystem::exists(made.innermost, ec) && !ec;
}

CreatedDirectoryGuard::CreatedDirectoryGuard(CreatedDirectories made,
                                             std::string what_was_not_written)
    : made_(std::move(made)),
      what_was_not_written_(std::move(what_was_not_written)),
      exceptions_at_start_(std::uncaught_exceptions()) {}

CreatedDirectoryGuard::CreatedDirectoryGuard(CreatedDirectoryGuard&& other) noexcept
    : made_(std::exchange(other.made_, {})),
      what_was_not_written_(std::move(other.what_was_not_written_)),
      exceptions_at_start_(other.exceptions_at_start_) {}

CreatedDirectoryGuard::~CreatedDirectoryGuard() {
  if (!made_.any() || std::uncaught_exceptions() <= exceptions_at_start_) return;
  // Under MPI every rank tries; one succeeds, the first rank says so.
  if (remove_if_empty(made_) && is_first_rank()) {
    std::error_code ec;
    std::cerr << "note: removed the directory '" << made_.innermost << "' it had created";
    if (made_.outermost != made_.innermost && !std::filesystem::exists(made_.outermost, ec))
      std::cerr << ", and '" << made_.outermost << "' above it";
    std::cerr << " (" << what_was_not_written_ << ")\n";
  }
}

CreatedDirectoryGuard check_optional_output_file(const std::string& path) {
  return {path.empty() ? CreatedDirectories{} : check_output_file(path), "nothing was written"};
}

}  // namespace redcheck
