#include "process/helper_process.hpp"

#include "concurrency/cancellation.hpp"
#include "errors.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

extern char** environ;

namespace redcheck {

namespace {

// The file's text, at most `max_bytes` of it when > 0 (`*cut` set when there
// was more).
std::string read_helper_file(const std::string& path, std::size_t max_bytes = 0,
                             bool* cut = nullptr) {
  std::ifstream in(path, std::ios::binary);
  if (max_bytes == 0) {
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }
  // Read in pieces: a buffer of max_bytes filled with zeros first (64 MiB for
  // an SMT solver's model) cost two page-faulted 64 MiB zero fills a solver
  // call, most of `verifier fuzz --model overlap`'s time (in the kernel).
  std::string text;
  char piece[1 << 16];
  while (text.size() <= max_bytes && in) {
    in.read(piece, static_cast<std::streamsize>(
                       std::min<std::size_t>(sizeof piece, max_bytes + 1 - text.size())));
    text.append(piece, static_cast<std::size_t>(in.gcount()));
  }
  if (text.size() > max_bytes) {
    text.resize(max_bytes);
    if (cut) *cut = true;
  }
  return text;
}

}  // namespace

TemporaryFile::TemporaryFile(const char* stem) {
  std::string pattern = (std::filesystem::temp_directory_path() / stem).string() + "-XXXXXX";
  const int fd = mkstemp(pattern.data());
  if (fd < 0) throw InternalError("cannot create a temporary file " + pattern);
  close(fd);
  path_ = pattern;
}

TemporaryFile::~TemporaryFile() {
  std::remove(path_.c_str());
}

void TemporaryFile::write(const std::string& text) const {
  std::ofstream file(path_);
  file << text;
  if (!file.flush()) throw InternalError("cannot write the temporary file " + path_);
}

std::string helper_path(const std::string& name, const char* environment_variable,
                        const std::string& installed) {
  if (const char* set = std::getenv(environment_variable); set != nullptr && *set != 0) return set;
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    const auto beside = self.parent_path() / name;
    if (std::filesystem::exists(beside, error)) return beside.string();
  }
  return installed;
}

pid_t start_helper_process(const std::string& path, const std::vector<std::string>& words,
                           int in_fd, int out_fd, int err_fd, bool outlives_thread,
                           bool own_process_group,
                           const std::vector<std::string>& environment_defaults) {
  if (::access(path.c_str(), X_OK) != 0) throw InternalError("cannot run " + path);
  std::vector<std::string> copies = words;
  std::vector<char*> argv;
  for (auto& w : copies) argv.push_back(w.data());
  argv.push_back(nullptr);
  // The child's environment, made here: between vfork and exec only system
  // calls are safe.
  std::vector<std::string> added;
  for (const std::string& setting : environment_defaults) {
    const std::string name = setting.substr(0, setting.find('='));
    if (std::getenv(name.c_str()) == nullptr) added.push_back(setting);
  }
  std::vector<char*> envp;
  for (char** e = environ; *e != nullptr; ++e) envp.push_back(*e);
  for (auto& a : added) envp.push_back(a.data());
  envp.push_back(nullptr);
  // vfork, as posix_spawn does (no copy of a large process's page tables),
  // with prctl between it and exec.
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);  // no handler of ours runs in the child
  const pid_t parent = getpid();
  const pid_t child = vfork();
  if (child == 0) {
    // The child shares our memory until exec: system calls only.
    for (int s : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGPIPE}) signal(s, SIG_DFL);
    if (own_process_group) setpgid(0, 0);
    if (!outlives_thread) {
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      if (getppid() != parent) _exit(127);  // the parent is already gone
    }
    if (in_fd >= 0) dup2(in_fd, 0);
    if (out_fd >= 0) dup2(out_fd, 1);
    if (err_fd >= 0) dup2(err_fd, 2);
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    execve(path.c_str(), argv.data(), envp.data());
    _exit(127);
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  if (child < 0) throw InternalError("cannot run " + path + ": no process could be made");
  if (own_process_group) setpgid(child, child);  // also here: no race with a kill of the group
  return child;
}

int wait_for_helper_process(pid_t child, const std::string& path, double kill_after_seconds,
                            bool* killed, bool whole_group) {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double>(kill_after_seconds);
  const auto kill_it = [&] {
    if (whole_group) kill(-child, SIGKILL);
    kill(child, SIGKILL);
  };
  const int pidfd = static_cast<int>(syscall(SYS_pidfd_open, child, 0));
  if (pidfd >= 0) {
    pollfd ready{pidfd, POLLIN, 0};
    while (::poll(&ready, 1, 20) <= 0) {
      if (must_stop()) {
        kill_it();
        break;
      }
      if (kill_after_seconds > 0 && std::chrono::steady_clock::now() > deadline) {
        kill_it();
        if (killed) *killed = true;
        break;
      }
    }
    close(pidfd);
  }
  // The child has ended (or was killed) and is not reaped yet, so its group
  // id is still its own: what it left running in its group goes with it.
  if (whole_group && pidfd >= 0) kill(-child, SIGKILL);
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) throw InternalError("lost the process of " + path);
  }
  check_cancelled();
  return status;
}

HelperRun run_helper(const std::string& path, const std::vector<std::string>& arguments,
                     const std::string& input, bool capture_errors, double kill_after_seconds,
                     std::size_t max_output_bytes,
                     const std::vector<std::string>& environment_defaults) {
  const TemporaryFile in("redcheck-in"), out("redcheck-out"), err("redcheck-err");
  {
    std::ofstream file(in.path());
    file << input;
    if (!file.flush())
      throw InternalError("cannot write the input of " + path + " to " + in.path());
  }
  const int in_fd = ::open(in.path().c_str(), O_RDONLY | O_CLOEXEC);
  const int out_fd = ::open(out.path().c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  const int err_fd =
      capture_errors ? ::open(err.path().c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC) : -1;
  std::vector<std::string> words{std::filesystem::path(path).filename().string()};
  words.insert(words.end(), arguments.begin(), arguments.end());
  const auto close_all = [&] {
    for (int fd : {in_fd, out_fd, err_fd}) {
      if (fd >= 0) ::close(fd);
    }
  };
  if (in_fd < 0 || out_fd < 0 || (capture_errors && err_fd < 0)) {
    close_all();
    throw InternalError("cannot open the temporary files of " + path);
  }
  pid_t child = -1;
  try {
    child =
        start_helper_process(path, words, in_fd, out_fd, err_fd, false, true, environment_defaults);
  } catch (...) {
    close_all();
    throw;
  }
  close_all();
  HelperRun run;
  const int status =
      wait_for_helper_process(child, path, kill_after_seconds, &run.killed_at_deadline, true);
  run.exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.output = read_helper_file(out.path(), max_output_bytes, &run.output_cut);
  if (capture_errors) run.errors = read_helper_file(err.path(), max_output_bytes);
  return run;
}

}  // namespace redcheck
