// A thread that waits (for a computation another thread makes, or for the
// items of its own job that others took) runs the items of the jobs nested
// in what it waits for, instead of sleeping beside an idle core.

#include "concurrency/parallel_for.hpp"
#include "concurrency/shared_once.hpp"
#include "concurrency/thread_pool.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

using namespace redcheck;

namespace {

// Items that hold their thread until `helper` has run one of them (or 5 s
// have passed): only a helping `helper` lets them go at once.
struct HeldItems {
  std::thread::id helper;
  std::mutex mutex;
  std::condition_variable helped;
  bool helper_ran_one = false;

  void run_one() {
    std::unique_lock<std::mutex> lock(mutex);
    if (std::this_thread::get_id() == helper) {
      helper_ran_one = true;
      helped.notify_all();
      return;
    }
    helped.wait_for(lock, std::chrono::seconds(5), [&] { return helper_ran_one; });
  }
};

}  // namespace

TEST_CASE("a thread that finds a shared computation under way runs the items of its jobs") {
  SharedOnce once;
  HeldItems items;
  std::atomic<int> computed{0};
  std::mutex started_mutex;
  std::condition_variable started;
  bool under_way = false;
  std::thread computing([&] {
    set_thread_count_of_this_thread(2);
    once.call([&] {
      ++computed;
      {
        const std::lock_guard<std::mutex> lock(started_mutex);
        under_way = true;
      }
      started.notify_all();
      parallel_for(32, [&](std::size_t) { items.run_one(); });
    });
  });
  items.helper = std::this_thread::get_id();
  {
    std::unique_lock<std::mutex> lock(started_mutex);
    started.wait(lock, [&] { return under_way; });
  }
  once.call([&] { ++computed; });
  computing.join();
  CHECK(computed == 1);
  CHECK(items.helper_ran_one);
}

TEST_CASE("a shared computation that throws is made again by the next caller") {
  SharedOnce once;
  int calls = 0;
  CHECK_THROWS_AS(once.call([&] {
    ++calls;
    throw std::runtime_error("first");
  }),
                  std::runtime_error);
  once.call([&] { ++calls; });
  once.call([&] { ++calls; });
  CHECK(calls == 2);
}

TEST_CASE("a caller waiting for its job runs the items of jobs nested in it") {
  set_thread_count_of_this_thread(2);
  HeldItems nested;
  nested.helper = std::this_thread::get_id();
  std::atomic<bool> other_started{false};
  std::atomic<int> nested_jobs{0};
  parallel_for(2, [&](std::size_t) {
    if (std::this_thread::get_id() == nested.helper) {
      // Let another thread take the second item before this one returns.
      const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
      while (!other_started && std::chrono::steady_clock::now() < until) std::this_thread::yield();
      return;
    }
    other_started = true;
    ++nested_jobs;
    parallel_for(32, [&](std::size_t) { nested.run_one(); });
  });
  set_thread_count_of_this_thread(0);
  REQUIRE(nested_jobs == 1);
  CHECK(nested.helper_ran_one);
}
