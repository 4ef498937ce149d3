#include "binding/child_calls.hpp"

#include "cli/json_fields.hpp"
#include "enumerator/enumerator.hpp"
#include "errors.hpp"
#include "models/registry.hpp"
#include "models/schedule_document.hpp"
#include "output/schedule_json.hpp"
#include "process/helper_process.hpp"
#include "verifier/verifier.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <iostream>
#include <map>
#include <sstream>

namespace redcheck::python {

namespace {

void write_all(int fd, const std::string& bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

void close_all(std::initializer_list<int> fds) {
  for (int fd : fds) ::close(fd);
}

// What the child `child` writes to `out_fd` and `err_fd` (the parent's ends
// of its pipes, closed here) and its exit status. The GIL is released while
// it runs; Ctrl-C kills it and raises KeyboardInterrupt. A child ended by a
// signal (a fault of `what`) is a RuntimeError, never the interpreter's end.
Answer answer_of(pid_t child, int out_fd, int err_fd, const std::string& what) {
  std::string out, err;
  bool interrupted = false;
  {
    py::gil_scoped_release free_python;
    pollfd fds[2] = {{out_fd, POLLIN, 0}, {err_fd, POLLIN, 0}};
    int open = 2;
    char buffer[65536];
    while (open > 0) {
      if (::poll(fds, 2, 100) > 0) {
        for (int k = 0; k < 2; ++k) {
          if (fds[k].fd < 0 || !(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
          const ssize_t n = ::read(fds[k].fd, buffer, sizeof buffer);
          if (n > 0) {
            (k == 0 ? out : err).append(buffer, static_cast<std::size_t>(n));
          } else if (n == 0 || errno != EINTR) {
            ::close(fds[k].fd);
            fds[k].fd = -1;
            --open;
          }
        }
        continue;
      }
      py::gil_scoped_acquire python;
      if (PyErr_CheckSignals() != 0) {  // Ctrl-C: KeyboardInterrupt is set
        interrupted = true;
        break;
      }
    }
    for (const pollfd& p : fds) {
      if (p.fd >= 0) ::close(p.fd);
    }
  }
  if (interrupted) ::kill(child, SIGKILL);
  int wait_status = 0;
  while (::waitpid(child, &wait_status, 0) < 0 && errno == EINTR) {
  }
  if (interrupted) throw py::error_already_set();
  if (WIFSIGNALED(wait_status)) {
    throw std::runtime_error(what + " ended by signal " + std::to_string(WTERMSIG(wait_status)) +
                             " (" + strsignal(WTERMSIG(wait_status)) +
                             ") before answering: " + err);
  }
  return {WEXITSTATUS(wait_status), out, err};
}

// {"model", "instance", "arguments", "text"} of an instance.
nlohmann::json instance_report(const Model& model, const ModelInstance& in) {
  return {{"model", model.name()},
          {"instance", model.instance_json(in)},
          {"arguments", model.instance_arguments(in)},
          {"text", model.instance_text(in)}};
}

}  // namespace

Answer in_child(const std::function<int()>& body) {
  int out_pipe[2], err_pipe[2];
  if (::pipe(out_pipe) != 0 || ::pipe(err_pipe) != 0) {
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  std::cout.flush();
  std::cerr.flush();
  const pid_t parent = ::getpid();
  const pid_t child = ::fork();
  if (child < 0) {
    close_all({out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]});
    throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  }
  if (child == 0) {
    // Killed with the interpreter, whatever ends it.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(1);
    close_all({out_pipe[0], err_pipe[0]});
    // The parent decides on Ctrl-C; and the interpreter's fault handlers
    // (faulthandler) would print its stack for a fault of the core.
    for (int number : {SIGINT, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL}) ::signal(number, SIG_DFL);
    std::ostringstream out, err;
    std::cout.rdbuf(out.rdbuf());
    std::cerr.rdbuf(err.rdbuf());
    int status = 1;
    try {
      status = body();
    } catch (const TooBig& e) {
      err << "too big: " << e.what() << "\n";
      status = 2;
    } catch (const InputError& e) {
      err << e.what() << "\n";
      status = 2;
    } catch (const CrossCheckFailure& e) {
      err << "cross-check failed: " << e.what() << "\n";
      status = 1;
    } catch (const std::exception& e) {
      err << "internal error: " << e.what() << "\n";
      status = 1;
    }
    write_all(out_pipe[1], out.str());
    write_all(err_pipe[1], err.str());
    ::_exit(status);
  }
  close_all({out_pipe[1], err_pipe[1]});
  return answer_of(child, out_pipe[0], err_pipe[0], "the computation's process");
}

Answer exec_program(const std::string& path, const std::vector<std::string>& arguments) {
  int out_pipe[2], err_pipe[2];
  if (::pipe2(out_pipe, O_CLOEXEC) != 0 || ::pipe2(err_pipe, O_CLOEXEC) != 0) {
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  std::vector<std::string> words{path};
  words.insert(words.end(), arguments.begin(), arguments.end());
  pid_t child = 0;
  try {
    child = start_helper_process(path, words, -1, out_pipe[1], err_pipe[1]);
  } catch (...) {
    close_all({out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]});
    throw;
  }
  close_all({out_pipe[1], err_pipe[1]});
  return answer_of(child, out_pipe[0], err_pipe[0], path);
}

Answer run_program(const std::string& program, const std::vector<std::string>& arguments) {
  if (program != "enumerator" && program != "verifier") {
    throw std::invalid_argument("program '" + program + "': accepted: enumerator, verifier");
  }
  return in_child([&] {
    std::vector<std::string> words{program};
    words.insert(words.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv;
    for (auto& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    const int argc = static_cast<int>(words.size());
    return program == "enumerator" ? enumerator_main(argc, argv.data(), builtin_models())
                                   : verifier_main(argc, argv.data(), builtin_models());
  });
}

// The instance the options give ({"--n": "7", ...}, for optimum: no
// builder), as the programs' instance JSON and the arguments that give it
// again.
Answer instance_in_child(const std::string& model_name,
                         const std::map<std::string, std::string>& options) {
  return in_child([&] {
    const auto choice = builtin_models().find(model_name);
    const Model& model = *choice.model;
    OptionValues values;
    if (choice.implied_switch) values.set(*choice.implied_switch, "");
    std::string accepted;
    for (const OptionSpec& spec : model.instance_options()) {
      accepted += (accepted.empty() ? "" : ", ") + spec.flag;
    }
    for (const auto& [flag, value] : options) {
      bool known = false;
      for (const OptionSpec& spec : model.instance_options()) known = known || spec.flag == flag;
      if (!known) {
        throw InputError(flag + " is not an instance option of the " + model.name() +
                         " model; accepted: " + accepted);
      }
      values.set(flag, value);
    }
    const ModelInstance in = model.instance_from_options(values, nullptr);
    std::cout << instance_report(model, in).dump();
    return 0;
  });
}

Answer validate_in_child(const std::string& schedule_text) {
  return in_child([&] {
    const ScheduleDocument read = read_schedule_document(
        builtin_models(), parse_json_text(schedule_text, "the schedule"), "the schedule");
    const Model& model = *read.model;
    const Validation v = model.validate(read.schedule, read.instance);
    nlohmann::json out{{"valid", v.valid()}, {"measure", model.measure_name()}};
    if (v.valid()) {
      out[model.measure_name()] = to_string(v.makespan);
    } else {
      out["rule"] = v.rule;
      out["violation"] = v.violation;
    }
    std::cout << out.dump();
    return 0;
  });
}

}  // namespace redcheck::python
