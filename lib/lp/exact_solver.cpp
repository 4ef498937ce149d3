#include "lp/exact_solver.hpp"

#include "concurrency/cancellation.hpp"
#include "errors.hpp"
#include "lp/lp_text.hpp"
#include "process/helper_process.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <mutex>
#include <sstream>
#include <thread>
#include <vector>

namespace redcheck {

// A named namespace: unity builds put this file beside others whose
// anonymous namespaces have a pool() or a stop() of their own.
namespace exact_solver_detail {

std::atomic<std::uint64_t> processes_started{0};

// A redcheck-lp-solve --serve process and our end of its socket. It lives as
// long as the socket: closing it ends the process.
struct SolverProcess {
  pid_t pid = -1;
  int fd = -1;
};

void stop(SolverProcess& p) {
  if (p.fd >= 0) ::close(p.fd);
  if (p.pid > 0) {
    ::kill(p.pid, SIGKILL);
    while (::waitpid(p.pid, nullptr, 0) < 0 && errno == EINTR) {
    }
  }
  p = {};
}

SolverProcess start_solver(const std::string& path) {
  int ends[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) {
    throw InternalError("cannot make a socket for the exact LP solver");
  }
  SolverProcess p;
  try {
    p.pid =
        start_helper_process(path, {"redcheck-lp-solve", "--serve"}, ends[1], ends[1], -1, true);
  } catch (...) {
    ::close(ends[0]);
    ::close(ends[1]);
    throw;
  }
  ::close(ends[1]);
  p.fd = ends[0];
  ++processes_started;
  return p;
}

// Idle solver processes, kept between programs: starting one costs more than
// solving a small program. At most one per hardware thread stays idle.
class SolverPool {
 public:
  ~SolverPool() {
    for (SolverProcess& p : idle_) {
      ::close(p.fd);  // it reads the end of its input and exits
      ::waitpid(p.pid, nullptr, WNOHANG);
    }
  }
  SolverProcess take(const std::string& path) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (!idle_.empty()) {
        const SolverProcess p = idle_.back();
        idle_.pop_back();
        return p;
      }
    }
    return start_solver(path);
  }
  /// Stops every idle process (after one was found dead: the others may be too).
  void clear() {
    const std::lock_guard<std::mutex> lock(mutex_);
    for (SolverProcess& p : idle_) stop(p);
    idle_.clear();
  }
  void give_back(SolverProcess p) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (idle_.size() < std::max(2u, std::thread::hardware_concurrency())) {
      idle_.push_back(p);
      return;
    }
    stop(p);
  }

 private:
  std::mutex mutex_;
  std::vector<SolverProcess> idle_;
};

SolverPool& solver_pool() {
  static SolverPool instance;
  return instance;
}

// Writes all of `text`; false when the process is gone.
bool send_all(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::send(fd, text.data() + done, text.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// Reads until `out` holds `bytes` bytes, seeing a stop request (or the end
// of the time budget) within 20 ms;
// false when the process is gone.
bool receive(int fd, std::string& out, std::size_t bytes) {
  char buffer[65536];
  while (out.size() < bytes) {
    pollfd ready{fd, POLLIN, 0};
    const int r = ::poll(&ready, 1, 20);
    if (r == 0 || (r < 0 && errno == EINTR)) {
      check_cancelled();
      continue;
    }
    const ssize_t n = ::recv(fd, buffer, std::min(sizeof buffer, bytes - out.size()), 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    out.append(buffer, static_cast<std::size_t>(n));
  }
  return true;
}

// Reads one line (the reply's header); false when the process is gone.
bool receive_line(int fd, std::string& line) {
  line.clear();
  std::string c;
  while (true) {
    c.clear();
    if (!receive(fd, c, 1)) return false;
    if (c[0] == '\n') return true;
    line += c;
  }
}

struct Reply {
  bool delivered = false;  ///< false: the process died before answering
  bool ok = false;
  std::string text;
};

Reply ask(SolverProcess& p, const std::string& program) {
  Reply reply;
  if (!send_all(p.fd, std::to_string(program.size()) + "\n" + program)) return reply;
  std::string header;
  if (!receive_line(p.fd, header)) return reply;
  std::istringstream words(header);
  std::string kind;
  std::size_t bytes = 0;
  if (!(words >> kind >> bytes) || (kind != "ok" && kind != "error")) {
    throw InternalError("the exact LP solver answered '" + header + "'");
  }
  if (!receive(p.fd, reply.text, bytes)) return reply;
  reply.delivered = true;
  reply.ok = kind == "ok";
  return reply;
}

// The solver's answer to `program`, from a kept process; when one is found
// dead (killed), the idle ones are dropped too and a new process answers.
std::string answer_of(const std::string& program) {
  const std::string solver = lp_solver_path();
  for (int attempt = 0; attempt < 2; ++attempt) {
    SolverProcess p;
    try {
      p = solver_pool().take(solver);
    } catch (const InternalError& e) {
      throw InternalError(std::string(e.what()) +
                          ": the exact LP solver (set REDCHECK_LP_SOLVER to its path)");
    }
    Reply reply;
    try {
      reply = ask(p, program);
    } catch (...) {
      stop(p);  // a stop request or a garbled reply: the process is not reused
      throw;
    }
    if (!reply.delivered) {
      stop(p);
      solver_pool().clear();
      continue;
    }
    solver_pool().give_back(p);
    if (!reply.ok) throw InternalError("the exact LP solver " + solver + " failed: " + reply.text);
    return reply.text;
  }
  throw InternalError("the exact LP solver " + solver + " ended without answering, twice");
}

}  // namespace exact_solver_detail

using exact_solver_detail::answer_of;
using exact_solver_detail::processes_started;

std::string lp_solver_path() {
  return helper_path("redcheck-lp-solve", "REDCHECK_LP_SOLVER", REDCHECK_INSTALLED_LP_SOLVER);
}

std::uint64_t lp_solver_processes_started() {
  return processes_started.load();
}

CertifiedSolution solve_exactly(const LinearProgram& program) {
  std::ostringstream text;
  write_program(text, program);
  const std::string answer = answer_of(text.str());
  CertifiedSolution out;
  {
    std::istringstream in(answer);
    out.solution = read_answer(in, program.columns(), program.rows());
  }
  if (out.solution.status != LpSolution::Status::optimal) return out;
  out.certificate = certify(program, out.solution);
  if (!out.certificate.verified) {
    throw InternalError("QSopt_ex's optimum fails the exact certificate: " +
                        out.certificate.problem);
  }
  return out;
}

}  // namespace redcheck
