#pragma once
// A computation made once and shared by every thread, as std::call_once,
// except that a thread that finds it under way helps with it instead of
// sleeping: it runs the items of the jobs the computation submits
// (concurrency/thread_pool.hpp). With std::call_once the waiting thread sat
// idle: two claims needing one Monte Carlo figure ran it on one core of two.
//
// A computation that throws leaves the flag unset: the exception goes to its
// caller, and the next caller (a waiting one included) computes again.

#include "concurrency/thread_pool.hpp"

#include <atomic>
#include <exception>

namespace redcheck {

class SharedOnce {
 public:
  SharedOnce() = default;
  SharedOnce(const SharedOnce&) = delete;
  SharedOnce& operator=(const SharedOnce&) = delete;

  /// Runs compute() if no call has completed it, on this thread; returns
  /// once it has been computed (by this call or another).
  template <class Compute>
  void call(Compute&& compute) {
    for (;;) {
      int expected = idle;
      if (state_.load(std::memory_order_acquire) == done) return;
      if (state_.compare_exchange_strong(expected, running, std::memory_order_acq_rel)) {
        try {
          const detail::ScopeGuard inside(scope_);
          compute();
        } catch (...) {
          finish(idle);
          throw;
        }
        finish(done);
        return;
      }
      // Under way on another thread: help until it ends, then look again
      // (it may have thrown).
      detail::help_within_until(
          scope_,
          [](const void* self) {
            return static_cast<const SharedOnce*>(self)->state_.load(std::memory_order_acquire) !=
                   running;
          },
          this);
    }
  }

 private:
  enum : int { idle, running, done };

  void finish(int state) {
    state_.store(state, std::memory_order_release);
    detail::wake_helpers();
  }

  std::atomic<int> state_{idle};
  detail::PoolScope scope_;
};

}  // namespace redcheck
