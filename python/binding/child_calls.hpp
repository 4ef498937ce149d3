#pragma once
// redcheck.isolated(): every call in a child process, as the package did
// before it called the core in the interpreter's process, for those who
// want a fault of the core to end a child and never the interpreter. The
// programs run as they are (started by start_helper_process:
// killed if the interpreter dies), from the arguments an instance prints;
// what has no program (an instance, a validation) runs in a forked child.
// The tests compare every answer with the in-process one.

#include <pybind11/pybind11.h>

#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace redcheck::python {

namespace py = pybind11;

/// What a child sends back: exit status (as the programs': 0, 1 or 2),
/// stdout and stderr.
using Answer = std::tuple<int, std::string, std::string>;

/// Runs `body` (returning an exit status, writing to std::cout and
/// std::cerr) in a forked child process and returns what it wrote. The GIL
/// is released while it runs; Ctrl-C kills it and raises KeyboardInterrupt;
/// a child ended by a signal is a RuntimeError, never the interpreter's end.
Answer in_child(const std::function<int()>& body);

/// The program at `path` on `arguments`, spawned as a child.
Answer exec_program(const std::string& path, const std::vector<std::string>& arguments);

/// enumerator or verifier on `arguments`, run by this module in a forked
/// child (when the programs are not beside the package).
Answer run_program(const std::string& program, const std::vector<std::string>& arguments);

/// In a forked child: {"model", "instance", "arguments", "text"} of the
/// instance the options give (flag -> text), as JSON text.
Answer instance_in_child(const std::string& model,
                         const std::map<std::string, std::string>& options);

/// In a forked child: the validation of {"model", "instance", "timeline"}
/// (JSON text) as {"valid", "measure", the measure or "rule", "violation"}.
Answer validate_in_child(const std::string& schedule_text);

}  // namespace redcheck::python
