#pragma once
// Stopping a long computation on request (Ctrl-C), cleanly: the core's long
// loops (exhaustive searches, claims, fuzzing, tables, Monte Carlo runs,
// waits on a helper process) call check_cancelled() now and then, and it
// throws Cancelled once a stop was requested. Whoever turns a signal into a
// request implements nothing else: the programs' SIGINT handler
// (output/atomic_file.hpp) and the Python binding's (python/module.cpp) call
// request_cancellation(), which is async-signal-safe, as dlinear's core asks
// an interrupt check the binding implements.
//
// A request holds until clear_cancellation(): every thread's loops stop, and
// the whole computation ends with Cancelled. The check is one relaxed atomic
// load, cheap enough for a loop that runs a million times a second.

#include <atomic>
#include <stdexcept>

namespace redcheck {

/// A computation stopped because a stop was requested (not an error of the
/// input or of the toolkit). The programs exit with 130 on it.
class Cancelled : public std::runtime_error {
 public:
  Cancelled() : std::runtime_error("interrupted") {}
};

namespace detail {
inline std::atomic<bool> cancellation_requested{false};
}  // namespace detail

/// Asks every running computation to stop. Async-signal-safe.
inline void request_cancellation() noexcept {
  detail::cancellation_requested.store(true, std::memory_order_relaxed);
}

/// Whether a stop was requested and not cleared since.
inline bool cancellation_requested() noexcept {
  return detail::cancellation_requested.load(std::memory_order_relaxed);
}

/// Forgets a request (before the next computation). Async-signal-safe.
inline void clear_cancellation() noexcept {
  detail::cancellation_requested.store(false, std::memory_order_relaxed);
}

/// Throws Cancelled when a stop was requested.
inline void check_cancelled() {
  if (cancellation_requested()) throw Cancelled();
}

}  // namespace redcheck
