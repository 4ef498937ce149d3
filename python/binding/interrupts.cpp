#include "binding/interrupts.hpp"

#include "concurrency/cancellation.hpp"

#include <pythread.h>

#include <csignal>

namespace redcheck::python {

namespace {

extern "C" void ask_core_to_stop(int) {
  request_cancellation();  // async-signal-safe: one atomic store
}

bool on_main_thread() {
  static const unsigned long main_thread = [] {
    return py::module_::import("threading")
        .attr("main_thread")()
        .attr("ident")
        .cast<unsigned long>();
  }();
  return PyThread_get_thread_ident() == main_thread;
}

}  // namespace

struct InterruptibleCall::Saved {
  struct sigaction python_handler {};
};

InterruptibleCall::InterruptibleCall() {
  if (on_main_thread()) {
    saved_ = new Saved;
    sigaction(SIGINT, nullptr, &saved_->python_handler);
    // Ignored or left to the default on purpose: not ours to change.
    const auto current = saved_->python_handler.sa_handler;
    if (current != SIG_IGN && current != SIG_DFL) {
      struct sigaction ours {};
      ours.sa_handler = ask_core_to_stop;
      sigemptyset(&ours.sa_mask);
      clear_cancellation();
      sigaction(SIGINT, &ours, nullptr);
      installed_ = true;
    }
  }
  release_ = new py::gil_scoped_release;
}

InterruptibleCall::~InterruptibleCall() {
  delete release_;
  if (installed_) {
    sigaction(SIGINT, &saved_->python_handler, nullptr);
    if (cancellation_requested()) {
      clear_cancellation();
      PyErr_SetInterrupt();  // Python's handler runs at its next check
    }
  }
  delete saved_;
}

void raise_interrupt() {
  if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  PyErr_SetNone(PyExc_KeyboardInterrupt);
  throw py::error_already_set();
}

}  // namespace redcheck::python
