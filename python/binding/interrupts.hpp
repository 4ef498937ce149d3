#pragma once
// Ctrl-C during a computation in the interpreter's process. While the core
// computes, the GIL is released and, on Python's main thread, SIGINT is
// handled by a C handler that asks the core to stop
// (concurrency/cancellation.hpp): the core's long loops see it and end with
// Cancelled, which becomes KeyboardInterrupt (or whatever Python's own
// SIGINT handler does: it runs as if the signal arrived then). The core
// never calls into Python for this, as dlinear's core asks an interrupt
// check its binding implements.
//
// On another thread nothing is installed (Python delivers SIGINT to its main
// thread): the GIL is released and the computation goes on.

#include <pybind11/pybind11.h>

#include <exception>
#include <optional>
#include <type_traits>
#include <utility>

namespace redcheck::python {

namespace py = pybind11;

/// While alive: the GIL released and SIGINT asking the core to stop (on the
/// main thread). Its end restores Python's handler and hands Python a
/// SIGINT that arrived meanwhile.
class InterruptibleCall {
 public:
  InterruptibleCall();
  ~InterruptibleCall();
  InterruptibleCall(const InterruptibleCall&) = delete;
  InterruptibleCall& operator=(const InterruptibleCall&) = delete;

 private:
  bool installed_ = false;
  struct Saved;
  Saved* saved_ = nullptr;
  py::gil_scoped_release* release_ = nullptr;
};

/// Runs `body` (no Python calls inside) as an InterruptibleCall and returns
/// its result. A stop it ended with (Cancelled) raises Python's answer to
/// the SIGINT: KeyboardInterrupt under the default handler.
template <class Body>
auto interruptible(Body&& body) {
  std::exception_ptr error;
  using Result = decltype(body());
  if constexpr (std::is_void_v<Result>) {
    {
      InterruptibleCall call;
      try {
        body();
      } catch (...) {
        error = std::current_exception();
      }
    }
    if (error) std::rethrow_exception(error);
  } else {
    std::optional<Result> result;
    {
      InterruptibleCall call;
      try {
        result.emplace(body());
      } catch (...) {
        error = std::current_exception();
      }
    }
    if (error) std::rethrow_exception(error);
    return std::move(*result);
  }
}

/// Raises the Python answer to a SIGINT that stopped the core: runs
/// Python's SIGINT handler now; KeyboardInterrupt when it raises nothing.
[[noreturn]] void raise_interrupt();

}  // namespace redcheck::python
