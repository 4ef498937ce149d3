#include "cli/input_file.hpp"

#include "errors.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace redcheck {

namespace {

std::string type_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

}  // namespace

std::string read_input_file(const std::string& path, const std::string& option,
                            const std::string& kind, std::size_t max_bytes) {
  const auto refuse = [&](const std::string& why) {
    return InputError(option + " '" + path + "' " + why + "; give " + kind);
  };
  // Non-blocking: opening a FIFO with no writer returns at once instead of
  // waiting; its type is then refused.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) throw refuse(std::string("cannot be read: ") + std::strerror(errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat info {};
  if (::fstat(fd, &info) != 0) throw refuse(std::string("cannot be read: ") + std::strerror(errno));
  if (!S_ISREG(info.st_mode)) throw refuse("is " + type_of(info.st_mode) + ", not a regular file");
  const auto too_large = [&] {
    return TooBig(option + " '" + path + "' has more than " + std::to_string(max_bytes) +
                  " bytes; files of at most " + std::to_string(max_bytes) + " bytes are read");
  };
  if (static_cast<std::size_t>(info.st_size) > max_bytes) throw too_large();
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  // Read until the end, never past max_bytes + 1: a file that grows, or
  // whose size the file system does not tell, is still bounded.
  std::string text;
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0) {
      if (errno == EINTR) continue;
      throw refuse(std::string("cannot be read: ") + std::strerror(errno));
    }
    if (got == 0) break;
    text.append(buffer, static_cast<std::size_t>(got));
    if (text.size() > max_bytes) throw too_large();
  }
  return text;
}

}  // namespace redcheck
