#pragma once
// Work that several claims share (e.g. Figure 4's Monte Carlo runs), split in
// independent items and done once. Every caller takes items nobody has
// started, so a claim that asks while the work is under way helps with it
// instead of waiting: a thread blocked in std::call_once stays idle, since
// a thread waiting for a job runs only that job's items (concurrency/thread_pool.hpp), and two
// claims sharing 7 s of runs on 2 cores took 7 s instead of 3.5 s. A caller returns when every item
// is done; the first caller to see that runs `finish`, once.
//
// An item that throws: its exception (the first by item index) is rethrown
// to every caller, and the work is not done again.

#include "concurrency/parallel_for.hpp"

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <vector>

namespace redcheck {

class SharedWork {
 public:
  explicit SharedWork(std::size_t items) : items_(items), errors_(items) {}
  SharedWork(const SharedWork&) = delete;
  SharedWork& operator=(const SharedWork&) = delete;

  /// Runs item(k) for the items nobody has taken (on this thread and idle
  /// ones), waits for the others, then finish() once. Every caller must pass
  /// the same item and finish.
  template <class Item, class Finish>
  void run(Item&& item, Finish&& finish) {
    // Shared by several claims: only the end of the whole run's time budget
    // cuts it, never one claim's draw (a cut item's error stays for all).
    const TimeBudget* whole = current_time_budget();
    while (whole && whole->outer) whole = whole->outer;
    const TimeScope under(whole);
    parallel_for(static_cast<std::size_t>(thread_count()), [&](std::size_t) {
      for (std::size_t k = next_++; k < items_; k = next_++) {
        try {
          item(k);
        } catch (...) {
          errors_[k] = std::current_exception();
        }
        if (++done_ == items_) {
          const std::lock_guard<std::mutex> lock(mutex_);
          all_done_.notify_all();
        }
      }
    });
    {
      std::unique_lock<std::mutex> lock(mutex_);
      all_done_.wait(lock, [&] { return done_.load() >= items_; });
    }
    for (const auto& error : errors_) {
      if (error) std::rethrow_exception(error);
    }
    std::call_once(finished_, finish);
  }

 private:
  const std::size_t items_;
  std::atomic<std::size_t> next_{0}, done_{0};
  std::vector<std::exception_ptr> errors_;
  std::mutex mutex_;
  std::condition_variable all_done_;
  std::once_flag finished_;
};

}  // namespace redcheck
