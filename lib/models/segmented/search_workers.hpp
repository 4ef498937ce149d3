#pragma once
// What the workers of one exhaustive search share (exhaustive.hpp): the
// memo and the dominance table, in shards by hash, each behind its lock (two
// workers seldom want the same shard at once; one lock for each table cost
// a tenth of the search's time in waits and wake-ups), and each worker's
// stack of states under way, which the others read: a state another worker
// is expanding is left for later (ABDADA, Weill 1996).
//
// Keys are arrays of `Words` 32-bit words of which the first `words` (given
// at construction) are used.

#include "models/segmented/dominance_table.hpp"
#include "models/segmented/state_table.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace redcheck::segmented_search {

template <std::size_t Words>
class SharedTables {
 public:
  using Key = std::array<std::uint32_t, Words>;

  /// `dominance_per_shape`: states kept per shape (DominanceTable).
  SharedTables(int words, int dominance_per_shape) : words_(static_cast<std::size_t>(words)) {
    for (std::size_t i = 0; i < shards; ++i) {
      memo_.push_back(std::make_unique<MemoShard>(words));
      dominance_.push_back(std::make_unique<DominanceShard>(words, dominance_per_shape));
    }
  }

  std::optional<StateTable::Known> find(const Key& key) const {
    MemoShard& shard = *memo_[shard_of(key)];
    const std::lock_guard<std::mutex> lock(shard.mutex);
    return shard.table.find(key.data());
  }
  void keep_stronger(const Key& key, StateTable::Known known) {
    MemoShard& shard = *memo_[shard_of(key)];
    const std::lock_guard<std::mutex> lock(shard.mutex);
    shard.table.keep_stronger(key.data(), known);
  }
  std::int64_t dominance_bound(const Key& shape, const Key& busy, std::int64_t floor) const {
    DominanceShard& shard = *dominance_[shard_of(shape)];
    const std::lock_guard<std::mutex> lock(shard.mutex);
    return shard.table.bound_of(shape.data(), busy.data(), floor);
  }
  void dominance_put(const Key& shape, const Key& busy, std::int64_t bound) {
    DominanceShard& shard = *dominance_[shard_of(shape)];
    const std::lock_guard<std::mutex> lock(shard.mutex);
    shard.table.put(shape.data(), busy.data(), bound);
  }

 private:
  static constexpr int shard_bits = 6;
  static constexpr std::size_t shards = std::size_t{1} << shard_bits;
  static constexpr std::size_t initial_slots = 64;  // small searches are most of them

  struct MemoShard {
    std::mutex mutex;
    StateTable table;
    explicit MemoShard(int words) : table(words, initial_slots) {}
  };
  struct DominanceShard {
    std::mutex mutex;
    DominanceTable table;
    DominanceShard(int words, int per_shape) : table(words, per_shape, initial_slots) {}
  };

  std::size_t words_;
  std::vector<std::unique_ptr<MemoShard>> memo_;
  std::vector<std::unique_ptr<DominanceShard>> dominance_;

  // By the high bits of the hash whose low bits the tables take their slots from.
  std::size_t shard_of(const Key& words) const {
    return static_cast<std::size_t>(hash_of_words(words.data(), words_) >> (64 - shard_bits));
  }
};

/// Each worker's stack of states under way.
template <std::size_t Words>
class WorkerStacks {
 public:
  using Key = std::array<std::uint32_t, Words>;

  struct Worker {
    std::mutex mutex;
    std::vector<Key> stack;
  };

  /// Keeps `key` on the worker's stack while it lives; nothing when `shared`
  /// is false (a worker alone: nobody reads its stack).
  class OnStack {
   public:
    OnStack(Worker& worker, const Key& key, bool shared) : worker_(shared ? &worker : nullptr) {
      if (!worker_) return;
      const std::lock_guard<std::mutex> lock(worker_->mutex);
      worker_->stack.push_back(key);
    }
    ~OnStack() {
      if (!worker_) return;
      const std::lock_guard<std::mutex> lock(worker_->mutex);
      worker_->stack.pop_back();
    }
    OnStack(const OnStack&) = delete;
    OnStack& operator=(const OnStack&) = delete;

   private:
    Worker* worker_;
  };

  explicit WorkerStacks(int words) : words_(static_cast<std::size_t>(words)) {}

  /// Makes `count` workers with empty stacks (none before).
  void start(int count) {
    workers_.clear();
    for (int w = 0; w < count; ++w) workers_.push_back(std::make_unique<Worker>());
  }
  void stop() { workers_.clear(); }
  std::size_t size() const { return workers_.size(); }
  Worker& operator[](std::size_t w) { return *workers_[w]; }

  /// Whether a worker other than `self` has `key` on its stack.
  bool searched_elsewhere(const Worker& self, const Key& key) const {
    const auto used = static_cast<std::ptrdiff_t>(words_);
    for (const auto& other : workers_) {
      if (other.get() == &self) continue;
      const std::lock_guard<std::mutex> lock(other->mutex);
      for (const Key& under_way : other->stack) {
        if (std::equal(key.begin(), key.begin() + used, under_way.begin())) return true;
      }
    }
    return false;
  }

 private:
  std::size_t words_;
  std::vector<std::unique_ptr<Worker>> workers_;
};

}  // namespace redcheck::segmented_search
