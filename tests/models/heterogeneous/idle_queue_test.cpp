// The wake-ups of the Monte Carlo runs (a sorted array, a heap once many
// wait) give the same instants, with the same processors in the same order,
// as the exact queue: ties, wake-ups at the instant just taken, and -0
// included.

#include "models/heterogeneous/idle_queue.hpp"
#include "models/heterogeneous/random_costs.hpp"
#include "time/exact_time.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

using namespace redcheck;

namespace {

// Pushes wake-ups at or after the last instant taken (a few distinct delays,
// so that many tie) and takes instants, `pushes` pushes per take on average.
void check_same_instants(std::uint64_t seed, int pushes) {
  SplitMix g(seed);
  const double delays[] = {0.0, -0.0, 0x1p-52, 0.25, 1.0 / 3, 1.0, 7.5, 1e6};
  IdleQueue<double> fast;
  IdleQueue<Time> exact;
  double now = 0;
  std::vector<int> fast_out, exact_out;
  const auto take_both = [&] {
    fast_out.clear();
    exact_out.clear();
    now = fast.take_instant(fast_out);
    REQUIRE(Time(now) == exact.take_instant(exact_out));
    REQUIRE(fast_out == exact_out);
  };
  for (int step = 0; step < 4000; ++step) {
    if (fast.empty() || static_cast<int>(g.next() % static_cast<std::uint64_t>(pushes + 1)) != 0) {
      const double delay = delays[g.next() % 8];
      const double time = now == 0 && delay == 0 ? delay : now + delay;  // -0 at time 0
      const int processor = static_cast<int>(g.next() % 64);
      fast.push(time, processor);
      exact.push(Time(time), processor);
    } else {
      take_both();
    }
    REQUIRE(fast.empty() == exact.empty());
  }
  while (!exact.empty()) take_both();
  CHECK(fast.empty());
}

}  // namespace

TEST_CASE("the double wake-ups take the exact queue's instants in its order", "[heterogeneous]") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    INFO("seed " << seed);
    check_same_instants(seed, 1);  // few wait: the sorted array
    check_same_instants(seed, 3);  // thousands wait: the heap
  }
}

TEST_CASE("the double wake-ups pass from the sorted array to the heap and back after clear()",
          "[heterogeneous]") {
  IdleQueue<double> queue;
  std::vector<int> out;
  const int many = static_cast<int>(IdleQueue<double>::sorted_limit) + 10;
  for (int p = 0; p < many; ++p) queue.push(many - p, p);
  for (int k = 1; k <= many; ++k) {
    out.clear();
    REQUIRE(queue.take_instant(out) == k);
    REQUIRE(out == std::vector<int>{many - k});
  }
  CHECK(queue.empty());
  for (int p = 0; p < 40; ++p) queue.push(40 - p, p);
  queue.clear();
  CHECK(queue.empty());
  out.clear();
  queue.push(2, 1);
  queue.push(1, 5);
  queue.push(1, 3);
  CHECK(queue.take_instant(out) == 1);
  CHECK(out == std::vector<int>{3, 5});
  out.clear();
  CHECK(queue.take_instant(out) == 2);
  CHECK(out == std::vector<int>{1});
  CHECK(queue.empty());
}
