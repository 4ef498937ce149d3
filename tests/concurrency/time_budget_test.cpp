// A time budget stops the work under it (concurrency/cancellation.hpp):
// check_cancelled() throws BudgetSpent once its end has passed, nested ends
// stop at the nearest, parallel_for carries it to its tasks on other threads,
// and shared work is cut only by the end of the whole run.

#include "concurrency/cancellation.hpp"

#include <catch2/catch.hpp>

#include "concurrency/parallel_for.hpp"
#include "concurrency/shared_work.hpp"

#include <atomic>
#include <chrono>

using namespace redcheck;

namespace {

using Clock = std::chrono::steady_clock;

void end_in(TimeBudget& budget, Clock::duration from_now, const TimeBudget* outer = nullptr) {
  budget.end = Clock::now() + from_now;
  budget.outer = outer;
}

}  // namespace

TEST_CASE("a passed budget stops check_cancelled on its thread, and only there") {
  TimeBudget passed;
  end_in(passed, -std::chrono::milliseconds(1));
  {
    const TimeScope under(&passed);
    CHECK_THROWS_AS(check_cancelled(), BudgetSpent);
    CHECK(must_stop());
  }
  CHECK_NOTHROW(check_cancelled());  // the scope is gone
  CHECK_FALSE(must_stop());
  TimeBudget later;
  end_in(later, std::chrono::hours(1));
  const TimeScope under(&later);
  CHECK_NOTHROW(check_cancelled());
}

TEST_CASE("a draw's own end within the whole run's: the nearest passed end stops it") {
  TimeBudget run, draw;
  end_in(run, -std::chrono::milliseconds(1));
  end_in(draw, std::chrono::hours(1), &run);
  const TimeScope under(&draw);
  CHECK_THROWS_AS(check_cancelled(), BudgetSpent);
}

TEST_CASE("parallel_for runs its tasks under the caller's budget, on every thread") {
  TimeBudget later;
  end_in(later, std::chrono::hours(1));
  const TimeScope under(&later);
  std::atomic<int> seen{0};
  parallel_for(64, [&](std::size_t) {
    if (current_time_budget() == &later) ++seen;
  });
  CHECK(seen == 64);
  CHECK(current_time_budget() == &later);  // restored on the caller

  TimeBudget passed;
  end_in(passed, -std::chrono::milliseconds(1));
  const TimeScope then(&passed);
  std::atomic<int> ran{0};
  CHECK_THROWS_AS(parallel_for(16, [&](std::size_t) { ++ran; }), BudgetSpent);
  CHECK(ran == 0);
}

TEST_CASE("shared work is cut by the whole run's end, never by one draw's") {
  TimeBudget run, draw;
  end_in(run, std::chrono::hours(1));
  end_in(draw, -std::chrono::milliseconds(1), &run);
  const TimeScope under(&draw);
  SharedWork work(8);
  std::atomic<int> items{0};
  CHECK_NOTHROW(work.run(
      [&](std::size_t) {
        check_cancelled();
        ++items;
      },
      [] {}));
  CHECK(items == 8);
}
