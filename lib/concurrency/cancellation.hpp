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
//
// A time budget (fuzzing's --time-budget) stops the same loops at a point in
// time: a TimeScope on a thread makes check_cancelled() there throw
// BudgetSpent once its end has passed (one clock read, only under a budget).
// parallel_for carries the scope into its tasks on other threads, so a
// claim's own parallel loops stop with it; scopes nest (a draw's end inside
// the whole run's) and the nearest end that has passed stops the work.

#include <atomic>
#include <chrono>
#include <stdexcept>

namespace redcheck {

/// A computation stopped because a stop was requested (not an error of the
/// input or of the toolkit). The programs exit with 130 on it.
class Cancelled : public std::runtime_error {
 public:
  Cancelled() : std::runtime_error("interrupted") {}

 protected:
  explicit Cancelled(const char* why) : std::runtime_error(why) {}
};

/// A computation stopped at the end of its time budget (TimeScope). A
/// Cancelled, so code that lets a stop request through lets it through too;
/// whoever set the budget catches it and reports what was not finished.
class BudgetSpent : public Cancelled {
 public:
  BudgetSpent() : Cancelled("the time budget ended") {}
};

/// An end in time for the work under it, and the end of the work around it.
struct TimeBudget {
  std::chrono::steady_clock::time_point end;
  const TimeBudget* outer = nullptr;
  /// Set once the end has passed, so other threads need no clock.
  mutable std::atomic<bool> passed{false};

  bool spent() const {
    for (const TimeBudget* b = this; b; b = b->outer) {
      if (b->passed.load(std::memory_order_relaxed)) return true;
      if (std::chrono::steady_clock::now() >= b->end) {
        b->passed.store(true, std::memory_order_relaxed);
        return true;
      }
    }
    return false;
  }
};

namespace detail {
/// One word for the checks' fast path: bit 0, a stop was requested; the rest,
/// twice the TimeScopes with a budget alive on any thread. While it is 0
/// (verifier check, every run but a budgeted fuzz) a check is one relaxed
/// load, as before budgets: a second load and the thread's budget read in
/// every loop cost verifier check about 10 %.
inline std::atomic<int> stop_state{0};
inline constexpr int stop_requested_bit = 1;
inline constexpr int one_budget_scope = 2;
inline thread_local const TimeBudget* time_budget = nullptr;
}  // namespace detail

/// The budget of the work on this thread, or nullptr.
inline const TimeBudget* current_time_budget() noexcept {
  if (detail::stop_state.load(std::memory_order_relaxed) < detail::one_budget_scope) {
    return nullptr;
  }
  return detail::time_budget;
}

/// Runs the work on this thread under `budget` (nullptr: none) until destroyed.
class TimeScope {
 public:
  explicit TimeScope(const TimeBudget* budget) noexcept
      : outer_(detail::time_budget), counted_(budget != nullptr) {
    detail::time_budget = budget;
    if (counted_) {
      detail::stop_state.fetch_add(detail::one_budget_scope, std::memory_order_relaxed);
    }
  }
  ~TimeScope() {
    detail::time_budget = outer_;
    if (counted_) {
      detail::stop_state.fetch_sub(detail::one_budget_scope, std::memory_order_relaxed);
    }
  }
  TimeScope(const TimeScope&) = delete;
  TimeScope& operator=(const TimeScope&) = delete;

 private:
  const TimeBudget* outer_;
  bool counted_;
};

/// Whether the budget of the work on this thread has ended.
inline bool time_budget_spent() {
  const TimeBudget* budget = current_time_budget();
  return budget && budget->spent();
}

/// Asks every running computation to stop. Async-signal-safe.
inline void request_cancellation() noexcept {
  detail::stop_state.fetch_or(detail::stop_requested_bit, std::memory_order_relaxed);
}

/// Whether a stop was requested and not cleared since.
inline bool cancellation_requested() noexcept {
  return (detail::stop_state.load(std::memory_order_relaxed) & detail::stop_requested_bit) != 0;
}

/// Forgets a request (before the next computation). Async-signal-safe.
inline void clear_cancellation() noexcept {
  detail::stop_state.fetch_and(~detail::stop_requested_bit, std::memory_order_relaxed);
}

/// Whether the work on this thread must stop: a stop request or its budget.
inline bool must_stop() {
  if (detail::stop_state.load(std::memory_order_relaxed) == 0) return false;
  return cancellation_requested() || time_budget_spent();
}

namespace detail {
/// check_cancelled() once the fast path saw a request or a budget: out of
/// the callers' loops.
[[gnu::noinline, gnu::cold]] inline void check_cancelled_slowly() {
  if (cancellation_requested()) throw Cancelled();
  if (time_budget_spent()) throw BudgetSpent();
}
}  // namespace detail

/// Throws Cancelled when a stop was requested, BudgetSpent when the budget of
/// the work on this thread has ended. One relaxed load when neither can be.
inline void check_cancelled() {
  if (detail::stop_state.load(std::memory_order_relaxed) != 0) [[unlikely]] {
    detail::check_cancelled_slowly();
  }
}

}  // namespace redcheck
