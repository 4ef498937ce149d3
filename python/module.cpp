// redcheck's Python module, _redcheck (the package redcheck, python/redcheck/,
// wraps it). The binding is thin: every question is answered by the same C++
// code as the programs' — enumerator_main and verifier_main on an argument
// list, or the registry's models directly — so a model added to the registry
// is in Python with no binding code of its own.
//
// Each call runs in a forked child process, with the GIL released in the
// parent: a crash, an abort or running out of memory ends the child, never
// the interpreter; Ctrl-C reaches the parent within 0.1 s, which kills the
// child and raises KeyboardInterrupt; and the programs' process-wide state
// (signal handlers, OpenMP's thread pool, stdout) stays the child's. The
// child sends back its exit status, its stdout and its stderr.

#include "cli/json_fields.hpp"
#include "enumerator/enumerator.hpp"
#include "errors.hpp"
#include "models/registry.hpp"
#include "output/schedule_json.hpp"
#include "verifier/verifier.hpp"

#include <pybind11/functional.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <iostream>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

namespace py = pybind11;

namespace redcheck::python {

namespace {

// What a call sends back: exit status (as the programs': 0, 1 or 2), stdout
// and stderr.
using Answer = std::tuple<int, std::string, std::string>;

void write_all(int fd, const std::string& bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    done += static_cast<std::size_t>(n);
  }
}

// The argv of `words` (which must outlive it), ending with nullptr.
std::vector<char*> argv_of(std::vector<std::string>& words) {
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  return argv;
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

// Runs `body` (returning an exit status, writing to std::cout and
// std::cerr) in a forked child process and returns what it wrote.
Answer in_child(const std::function<int()>& body) {
  int out_pipe[2], err_pipe[2];
  if (::pipe(out_pipe) != 0 || ::pipe(err_pipe) != 0) {
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  std::cout.flush();
  std::cerr.flush();
  const pid_t child = ::fork();
  if (child < 0) {
    close_all({out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]});
    throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
  }
  if (child == 0) {
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

// The program at `path` on `arguments`, spawned as a child: the very
// program, with its own allocator (mimalloc, which makes GMP's rationals
// about 10 % faster than glibc's malloc does in this process), so that
// Python adds nothing to its time but a spawn.
Answer exec_program(const std::string& path, const std::vector<std::string>& arguments) {
  int out_pipe[2], err_pipe[2];
  if (::pipe(out_pipe) != 0 || ::pipe(err_pipe) != 0) {
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  std::vector<std::string> words{path};
  words.insert(words.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv = argv_of(words);
  // posix_spawn (vfork and exec): no copy of the interpreter's page tables.
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], 2);
  for (int fd : {out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]}) {
    posix_spawn_file_actions_addclose(&actions, fd);
  }
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF);
  pid_t child = 0;
  const int spawned =
      ::posix_spawn(&child, path.c_str(), &actions, &attributes, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (spawned != 0) {
    close_all({out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]});
    throw std::runtime_error("cannot run " + path + ": " + std::strerror(spawned));
  }
  close_all({out_pipe[1], err_pipe[1]});
  return answer_of(child, out_pipe[0], err_pipe[0], path);
}

// One of the two programs on `arguments` (without the program's name).
Answer run(const std::string& program, const std::vector<std::string>& arguments) {
  if (program != "enumerator" && program != "verifier") {
    throw std::invalid_argument("program '" + program + "': accepted: enumerator, verifier");
  }
  return in_child([&] {
    std::vector<std::string> words{program};
    words.insert(words.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv = argv_of(words);
    const int argc = static_cast<int>(words.size());
    return program == "enumerator" ? enumerator_main(argc, argv.data(), builtin_models())
                                   : verifier_main(argc, argv.data(), builtin_models());
  });
}

// What the package's Instance holds: the instance's JSON, the arguments that
// give it again, and its words.
nlohmann::json instance_report(const Model& model, const ModelInstance& in) {
  return {{"model", model.name()},
          {"instance", model.instance_json(in)},
          {"arguments", model.instance_arguments(in)},
          {"text", model.instance_text(in)}};
}

// The instance the options give ({"--n": "7", ...}, for optimum: no
// builder), as the programs' instance JSON and the arguments that give it
// again.
Answer instance(const std::string& model_name, const std::map<std::string, std::string>& options) {
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

// The same from the programs' instance JSON.
Answer instance_from_json(const std::string& model_name, const std::string& json_text) {
  return in_child([&] {
    const Model& model = *builtin_models().find(model_name).model;
    const ModelInstance in = model.instance_from_json(parse_json_text(json_text, "the instance"));
    std::cout << instance_report(model, in).dump();
    return 0;
  });
}

// The validation of a schedule given as {"model", "instance", "timeline"}
// (the JSON of enumerator schedule --json, or one written by hand).
Answer validate(const std::string& schedule_text) {
  return in_child([&] {
    const nlohmann::json j = parse_json_text(schedule_text, "the schedule");
    for (const char* key : {"model", "instance", "timeline"}) {
      if (!j.is_object() || !j.contains(key)) {
        throw InputError(std::string("the schedule has no \"") + key + "\"");
      }
    }
    if (!j["model"].is_string()) throw InputError("the schedule's \"model\" is not a name");
    const auto choice = builtin_models().find(j["model"].get<std::string>());
    const Model& model = *choice.model;
    const ModelInstance in = model.instance_from_json(j["instance"]);
    const Validation v = model.validate(schedule_from_timeline(j["timeline"]), in);
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

// Choices from a Python callable choose(first, last) -> int: in
// redcheck.strategies, Hypothesis's draw(st.integers(first, last)), so that
// Hypothesis shrinks every choice a model makes.
class PythonChooser final : public Chooser {
 public:
  explicit PythonChooser(py::function choose) : choose_(std::move(choose)) {}

 private:
  std::int64_t choose(std::int64_t first, std::int64_t last) override {
    const auto value = choose_(first, last).cast<std::int64_t>();
    if (value < first || value > last) {
      throw InputError("the chooser returned " + std::to_string(value) + " for a choice in " +
                       std::to_string(first) + ".." + std::to_string(last));
    }
    return value;
  }

  py::function choose_;
};

// The options (flag -> text) of a random instance of `model_name` for the
// builder named `builder_name` ("": for the exhaustive optimum), every
// choice made by `choose`. In this process, not a child: the choices are
// Python calls. Exceptions of the callable (Hypothesis's own) pass through.
Answer random_options(const std::string& model_name, const std::string& builder_name,
                      py::function choose, bool small, int max_machines) {
  try {
    const auto choice = builtin_models().find(model_name);
    const Model& model = *choice.model;
    const BuilderSpec* builder =
        builder_name.empty() ? nullptr : &find_builder(model, builder_name);
    PythonChooser chooser(std::move(choose));
    OptionValues options = model.random_options(builder, chooser, RandomSize{small, max_machines});
    if (choice.implied_switch) options.set(*choice.implied_switch, "");
    nlohmann::json out = nlohmann::json::object();
    for (const std::string& flag : options.flags()) out[flag] = *options.find(flag);
    return {0, out.dump(), ""};
  } catch (const InputError& e) {
    return {2, "", e.what()};
  }
}

}  // namespace

}  // namespace redcheck::python

PYBIND11_MODULE(_redcheck, module) {
  module.doc() = "redcheck's C++ core: use the package redcheck";
  module.def("run", &redcheck::python::run, py::arg("program"), py::arg("arguments"),
             "(status, stdout, stderr) of enumerator or verifier on these arguments");
  module.def("exec_program", &redcheck::python::exec_program, py::arg("path"), py::arg("arguments"),
             "(status, stdout, stderr) of the program at path, run in a child process");
  module.def("instance", &redcheck::python::instance, py::arg("model"), py::arg("options"));
  module.def("instance_from_json", &redcheck::python::instance_from_json, py::arg("model"),
             py::arg("json"));
  module.def("validate", &redcheck::python::validate, py::arg("schedule_json"));
  module.def("random_options", &redcheck::python::random_options, py::arg("model"),
             py::arg("builder"), py::arg("choose"), py::arg("small"), py::arg("max_machines"),
             "(status, options as JSON, message): a random instance's options, each choice "
             "choose(first, last)");
  // For the tests: a fault of the core (here an abort) ends its child only.
  module.def("_abort_in_core",
             [] { return redcheck::python::in_child([]() -> int { std::abort(); }); });
}
