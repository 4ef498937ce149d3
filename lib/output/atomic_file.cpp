#include "output/atomic_file.hpp"

#include "errors.hpp"

#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace redcheck {
namespace {

// The temporary being written, if any (one at a time in this toolkit).
char in_progress[4096];
std::atomic<bool> writing{false};

extern "C" void remove_in_progress(int signal_number) {
  if (writing.load()) unlink(in_progress);  // async-signal-safe
  _exit(128 + signal_number);
}

}  // namespace

void install_interrupt_cleanup() {
  std::signal(SIGINT, remove_in_progress);
  std::signal(SIGTERM, remove_in_progress);
}

void write_file_atomically(const std::string& path, const std::string& content) {
  const std::filesystem::path target(path);
  std::error_code ec;
  if (target.has_parent_path()) std::filesystem::create_directories(target.parent_path(), ec);
  if (ec) throw InputError("cannot create the directory of '" + path + "': " + ec.message());
  const std::string temporary = path + ".tmp." + std::to_string(getpid());
  if (temporary.size() >= sizeof in_progress) throw InputError("output path too long: " + path);
  std::memcpy(in_progress, temporary.c_str(), temporary.size() + 1);
  writing = true;
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << content;
    out.flush();
    if (!out) {
      writing = false;
      unlink(temporary.c_str());
      throw InputError("cannot write '" + path + "': " + std::strerror(errno));
    }
  }
  std::filesystem::rename(temporary, target, ec);
  writing = false;
  if (ec) {
    unlink(temporary.c_str());
    throw InputError("cannot move the new '" + path + "' into place: " + ec.message());
  }
}

}  // namespace redcheck
