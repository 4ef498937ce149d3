#pragma once
// When the busy processors of a dynamic algorithm (Tree-dyn,
// Non-Commut-Tree-dyn) become idle again, taken instant by instant: all the
// processors idle at the earliest time at once, in increasing index.
//
// IdleQueue<T> for exact times is InstantQueue's heap. IdleQueue<double>
// (Monte Carlo runs, millions of simulations) keeps its wake-ups as 128-bit
// keys (the time's bits, which order as non-negative doubles do, then the
// processor) in an array sorted in decreasing order while they are few: a new
// wake-up is usually among the latest, so its insertion moves a few keys, and
// the next instant is at the end. The dynamic algorithms of n processors have
// at most n / 2 wake-ups waiting; at n = 64 this took 10% off the Monte Carlo
// runs against a binary heap, whose pop compares keys down all its levels.
// Beyond `sorted_limit` waiting, insertions would move too many keys and the
// array becomes a heap until clear().

#include "models/heterogeneous/instant_queue.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <vector>

namespace redcheck {

template <class T>
class IdleQueue {
 public:
  void clear() { events_.clear(); }
  bool empty() const { return events_.empty(); }
  /// `processor` becomes idle at `time`.
  void push(const T& time, int processor) { events_.push(time, processor, 0); }
  /// Removes the processors idle at the earliest time, appends them to `out`
  /// in increasing index, and returns that time. Not empty().
  T take_instant(std::vector<int>& out) {
    const T now = events_.next_time();
    while (!events_.empty() && !(now < events_.next_time())) out.push_back(events_.pop().processor);
    return now;
  }

 private:
  InstantQueue<T> events_;
};

template <>
class IdleQueue<double> {
 public:
  static constexpr std::size_t sorted_limit = 64;

  void clear() {
    keys_.clear();
    heap_ = false;
  }
  bool empty() const { return keys_.empty(); }
  void push(double time, int processor) {
    if (time == 0) time = 0;  // -0 as +0
    std::uint64_t bits;
    std::memcpy(&bits, &time, sizeof bits);
    const Key key = Key(bits) << 64 | static_cast<std::uint32_t>(processor);
    if (!heap_ && keys_.size() == sorted_limit) {
      std::reverse(keys_.begin(), keys_.end());  // increasing: a heap, least first
      heap_ = true;
    }
    keys_.push_back(key);
    if (heap_) {
      std::push_heap(keys_.begin(), keys_.end(), std::greater<>());
      return;
    }
    std::size_t k = keys_.size() - 1;
    for (; k > 0 && keys_[k - 1] < key; --k) keys_[k] = keys_[k - 1];
    keys_[k] = key;
  }
  double take_instant(std::vector<int>& out) {
    const std::uint64_t bits = time_bits(heap_ ? keys_.front() : keys_.back());
    do {
      if (heap_) std::pop_heap(keys_.begin(), keys_.end(), std::greater<>());
      out.push_back(static_cast<int>(static_cast<std::uint32_t>(keys_.back())));
      keys_.pop_back();
    } while (!keys_.empty() && time_bits(heap_ ? keys_.front() : keys_.back()) == bits);
    double time;
    std::memcpy(&time, &bits, sizeof time);
    return time;
  }

 private:
  using Key = unsigned __int128;
  static std::uint64_t time_bits(Key key) { return static_cast<std::uint64_t>(key >> 64); }
  std::vector<Key> keys_;  // decreasing, or a heap (least first) once heap_
  bool heap_ = false;
};

}  // namespace redcheck
