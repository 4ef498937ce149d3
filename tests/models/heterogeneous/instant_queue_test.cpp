// The double event queue of the Monte Carlo runs (a heap of 128-bit keys,
// taken without branches) gives its events in the exact queue's order:
// by time, then processor, ties and -0 included.

#include "models/heterogeneous/random_costs.hpp"
#include "models/heterogeneous/simulation.hpp"
#include "time/exact_time.hpp"

#include <catch2/catch.hpp>

#include <cstdint>

using namespace redcheck;

namespace {

template <class T>
struct Popped {
  T time;
  int processor;
  int what;
};

void check_same_order(std::uint64_t seed, int pushes_per_pop) {
  SplitMix g(seed);
  // Few distinct times, so that most events tie with others; -0 among them.
  const double times[] = {0.0, -0.0, 0.25, 1.0 / 3, 1.0, 1.0 + 0x1p-52, 7.5};
  InstantQueue<double> fast;
  InstantQueue<Time> exact;
  const auto pop_both = [&] {
    REQUIRE(fast.next_time() == to_double(exact.next_time()));
    const auto a = fast.pop();
    const auto b = exact.pop();
    CHECK(a.time == to_double(b.time));
    CHECK(a.processor == b.processor);
    CHECK(a.what == b.what);
  };
  for (int step = 0; step < 3000; ++step) {
    if (fast.empty() || static_cast<int>(g.next() % (pushes_per_pop + 1)) != 0) {
      const double t = times[g.next() % 7];
      const int processor = static_cast<int>(g.next() % 50);
      const int what = processor % 2;  // (time, processor) decides the order, as exactly
      fast.push(t, processor, what);
      exact.push(Time(t), processor, what);
    } else {
      pop_both();
    }
    REQUIRE(fast.empty() == exact.empty());
  }
  while (!exact.empty()) pop_both();
  CHECK(fast.empty());
}

}  // namespace

TEST_CASE("the double event queue gives its events in the exact queue's order",
          "[heterogeneous]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    INFO("seed " << seed);
    check_same_order(seed, 1);  // the heap stays small
    check_same_order(seed, 3);  // the heap grows to hundreds of events
  }
}

TEST_CASE("a cleared double event queue starts empty and is reused", "[heterogeneous]") {
  InstantQueue<double> queue;
  for (int p = 0; p < 40; ++p) queue.push(40 - p, p, 0);
  queue.clear();
  CHECK(queue.empty());
  queue.push(2, 1, 0);
  queue.push(1, 5, 0);
  queue.push(1, 3, 0);
  CHECK(queue.pop().processor == 3);
  CHECK(queue.pop().processor == 5);
  CHECK(queue.next_time() == 2);
  CHECK(queue.pop().processor == 1);
  CHECK(queue.empty());
}
