// SharedWork: claims that share one computation (Figure 4's Monte Carlo
// runs) each run the items nobody has started instead of waiting idle.

#include "concurrency/shared_work.hpp"

#include <catch2/catch.hpp>

#include "concurrency/thread_pool.hpp"

#include <array>
#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

using namespace redcheck;

namespace {

// Each caller on its own thread with a team of one, so that only the
// callers themselves can run items.
template <class Caller>
std::thread caller_thread(Caller caller) {
  return std::thread([caller] {
    set_thread_count_of_this_thread(1);
    caller();
  });
}

}  // namespace

TEST_CASE("SharedWork: a second caller runs items while the first is busy") {
  SharedWork work(3);
  std::array<std::atomic<int>, 3> runs{};
  std::atomic<int> finishes{0};
  std::atomic<bool> second_ran_one{false}, first_timed_out{false};
  const auto finish = [&] { ++finishes; };
  std::thread first = caller_thread([&] {
    work.run(
        [&](std::size_t k) {
          ++runs[k];
          if (k != 0) return;
          // Item 0 holds the first caller until the second has run an item:
          // a second caller that waited idle would never release it.
          const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(20);
          while (!second_ran_one && std::chrono::steady_clock::now() < give_up) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
          }
          if (!second_ran_one) first_timed_out = true;
        },
        finish);
  });
  while (runs[0] == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  std::thread second = caller_thread([&] {
    work.run(
        [&](std::size_t k) {
          ++runs[k];
          second_ran_one = true;
        },
        finish);
  });
  first.join();
  second.join();
  CHECK_FALSE(first_timed_out);
  for (const auto& r : runs) CHECK(r == 1);
  CHECK(finishes == 1);
}

TEST_CASE("SharedWork rethrows an item's error to every caller") {
  SharedWork work(8);
  std::atomic<int> errors{0}, finishes{0};
  const auto caller = [&] {
    try {
      work.run(
          [](std::size_t k) {
            if (k == 5) throw std::runtime_error("item 5");
          },
          [&] { ++finishes; });
    } catch (const std::runtime_error&) {
      ++errors;
    }
  };
  std::thread callers[2] = {caller_thread(caller), caller_thread(caller)};
  for (auto& c : callers) c.join();
  CHECK(errors == 2);
  CHECK(finishes == 0);
}
