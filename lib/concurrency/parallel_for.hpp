#pragma once
// Independent tasks on every core (concurrency/thread_pool.hpp), with
// exceptions carried out of the worker threads: each task's is kept and the
// first, in task order, is rethrown once every task has run.
//
// Calls nest: claims run as tasks (claims/run_claims.hpp) and a claim's own
// parallel_for adds its tasks to the same pool, where an idle core takes
// them. A single task runs on the calling thread and starts no thread, so
// small work pays nothing for the pool. After a stop request
// (concurrency/cancellation.hpp) the remaining tasks are skipped and
// Cancelled is thrown once every task has run or been skipped; likewise
// BudgetSpent once the caller's time budget has ended, which every task runs
// under, whatever thread takes it.

#include "concurrency/cancellation.hpp"
#include "concurrency/thread_pool.hpp"

#include <atomic>
#include <cstddef>
#include <exception>
#include <optional>
#include <vector>

namespace redcheck {

/// Calls task(k) for k = 0..count-1, in any order and on any thread.
template <class Task>
void parallel_for(std::size_t count, Task&& task) {
  if (count == 0) return;
  std::vector<std::exception_ptr> errors(count);
  // After a stop request the remaining tasks are skipped, not each thrown
  // out of (a throw costs microseconds, and a loop may have 10^5 tasks).
  std::atomic<bool> skipped{false};
  const TimeBudget* const budget = current_time_budget();
  const auto run = [&](std::size_t k) {
    std::optional<TimeScope> under;  // only under a budget: no cost otherwise
    if (budget) under.emplace(budget);
    if (must_stop()) {
      skipped.store(true, std::memory_order_relaxed);
      return;
    }
    try {
      task(k);
    } catch (...) {
      errors[k] = std::current_exception();
    }
  };
  if (count == 1 || thread_count() == 1) {
    for (std::size_t k = 0; k < count; ++k) run(k);
  } else {
    detail::PoolJob job;
    job.count = count;
    job.context = const_cast<void*>(static_cast<const void*>(&run));
    job.run_item = [](void* context, std::size_t k) {
      (*static_cast<const decltype(run)*>(context))(k);
    };
    detail::submit_job(job);
    detail::work_on_and_wait_for(job);
  }
  for (const auto& error : errors) {
    if (error) std::rethrow_exception(error);
  }
  if (skipped.load()) {
    if (cancellation_requested()) throw Cancelled();
    throw BudgetSpent();
  }
}

}  // namespace redcheck
