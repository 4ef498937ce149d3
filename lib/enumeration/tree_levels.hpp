#pragma once
// Engine of the exhaustive enumeration of ordered reduction trees (internal).
//
// An ordered tree on k >= 2 machines is, uniquely, a tree on k - a machines
// (the "prefix": the sink with all but its last sender) whose sink receives,
// last, from the sink of a tree on a machines (the "last" subtree),
// 1 <= a <= k - 1. Level k lists every ordered tree on k machines: block a
// holds the Catalan(k-a-1) x Catalan(a-1) pairs (prefix, last), so level k
// has Catalan(k-1) entries and every ordered tree appears exactly once.
//
// The earliest schedule of a tree (tree_timing.hpp) only needs, from each
// subtree, the state of its sink (receive_step.hpp): when its port is free
// again and when its last reduction ended (`finish`, the time its partial
// result is ready). Appending a last sender ready at F to a prefix is one
// receive step; a lone machine has state (0, 0). Levels 1..top are stored;
// the level above is evaluated on the fly. Each tree is evaluated once, in
// O(1), from its two parts.

#include "concurrency/parallel_for.hpp"
#include "enumeration/catalan.hpp"
#include "enumeration/huge_page_allocator.hpp"
#include "models/overlap/receive_step.hpp"
#include "schedule/reduction_tree.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace redcheck::detail {

struct LevelBlock {
  int last_size = 0;
  int prefix_size = 0;
  std::uint64_t offset = 0;        ///< first flat index of the block in its level
  std::uint64_t last_count = 0;    ///< Catalan(last_size - 1)
  std::uint64_t prefix_count = 0;  ///< Catalan(prefix_size - 1)
  bool inner_is_last = false;      ///< which part varies fastest with the flat index

  std::uint64_t inner() const { return inner_is_last ? last_count : prefix_count; }
  std::uint64_t size() const { return last_count * prefix_count; }
};

/// Blocks of level k (k >= 2), in flat-index order.
inline std::vector<LevelBlock> level_blocks(int k) {
  std::vector<LevelBlock> blocks;
  std::uint64_t offset = 0;
  for (int a = 1; a <= k - 1; ++a) {
    LevelBlock b;
    b.last_size = a;
    b.prefix_size = k - a;
    b.offset = offset;
    b.last_count = catalan_u64(a - 1);
    b.prefix_count = catalan_u64(k - a - 1);
    // The longer part goes inside so the inner loops are long and contiguous.
    b.inner_is_last = b.last_count >= b.prefix_count;
    offset += b.size();
    blocks.push_back(b);
  }
  return blocks;
}

template <class T, bool Overlap>
class TreeLevels {
 public:
  /// Stores levels 1..top (top >= 1).
  TreeLevels(int top, T d, T c) : top_(top), d_(std::move(d)), c_(std::move(c)) {
    blocks_.resize(static_cast<std::size_t>(top) + 2);
    for (int k = 2; k <= top + 1; ++k) blocks_[static_cast<std::size_t>(k)] = level_blocks(k);
    port_.resize(static_cast<std::size_t>(top) + 1);
    finish_.resize(static_cast<std::size_t>(top) + 1);
    port_[1] = {T(0)};
    finish_[1] = {T(0)};
    for (int k = 2; k <= top; ++k) build_level(k);
  }

  int top() const { return top_; }

  /// Smallest finish on level k (k <= top + 1) and the number of trees evaluated.
  T level_min(int k, std::uint64_t& evaluated) const {
    const auto tasks = split(k);
    std::vector<T> mins(tasks.size());
    std::vector<std::uint64_t> counts(tasks.size(), 0);
    parallel_for(tasks.size(), [&](std::size_t t) {
      std::vector<T> buffer;
      bool first = true;
      for_chunks(tasks[t], buffer, [&](std::uint64_t, const T* f, std::size_t len) {
        const T m = *std::min_element(f, f + len);
        if (first || m < mins[t]) mins[t] = m;
        first = false;
        counts[t] += len;
      });
    });
    T best = mins.front();
    evaluated = 0;
    for (std::size_t t = 0; t < tasks.size(); ++t) {
      best = std::min(best, mins[t]);
      evaluated += counts[t];
    }
    return best;
  }

  /// Number of trees on level k whose finish is <= bound, and the flat
  /// indices of the first `keep` of them in flat-index order.
  std::uint64_t count_within(int k, const T& bound, std::size_t keep,
                             std::vector<std::uint64_t>& first) const {
    const auto tasks = split(k);
    std::vector<std::uint64_t> counts(tasks.size(), 0);
    std::vector<std::vector<std::uint64_t>> kept(tasks.size());
    parallel_for(tasks.size(), [&](std::size_t t) {
      std::vector<T> buffer;
      for_chunks(tasks[t], buffer, [&](std::uint64_t at, const T* f, std::size_t len) {
        const auto within = static_cast<std::uint64_t>(
            std::count_if(f, f + len, [&](const T& x) { return !(bound < x); }));
        counts[t] += within;
        for (std::size_t i = 0; within > 0 && i < len && kept[t].size() < keep; ++i) {
          if (!(bound < f[i])) kept[t].push_back(at + i);
        }
      });
    });
    std::uint64_t total = 0;
    first.clear();
    for (std::size_t t = 0; t < tasks.size(); ++t) {
      total += counts[t];
      for (auto index : kept[t]) {
        if (first.size() < keep) first.push_back(index);
      }
    }
    return total;
  }

  /// Calls visit(flat_index, finish) for the trees on level k with finish <=
  /// bound, in flat-index order, until visit returns false.
  template <class Visit>
  void visit_within(int k, const T& bound, Visit&& visit) const {
    std::vector<T> buffer;
    for (const Task& task : split(k)) {
      bool go_on = true;
      for_chunks(task, buffer, [&](std::uint64_t first, const T* f, std::size_t len) {
        for (std::size_t i = 0; i < len && go_on; ++i) {
          if (!(bound < f[i])) go_on = visit(first + i, f[i]);
        }
      });
      if (!go_on) return;
    }
  }

  /// Smallest finish among the stored trees of level k <= top.
  T stored_min(int k) const {
    const auto& f = finish_[static_cast<std::size_t>(k)];
    return *std::min_element(f.begin(), f.end());
  }

  /// The ordered tree with flat index `index` on level k (k <= top + 1).
  ReductionTree decode(int k, std::uint64_t index) const {
    std::vector<std::vector<int>> senders;
    decode_into(k, index, senders);
    return ReductionTree::from_senders(std::move(senders));
  }

 private:
  struct Task {
    LevelBlock block;
    std::uint64_t lo;  ///< local index range in the block
    std::uint64_t hi;
  };

  static constexpr std::uint64_t task_size = std::uint64_t{1} << 16;
  static constexpr std::uint64_t chunk_size = 4096;

  std::vector<Task> split(int k) const {
    std::vector<Task> tasks;
    for (const LevelBlock& b : blocks_[static_cast<std::size_t>(k)]) {
      for (std::uint64_t lo = 0; lo < b.size(); lo += task_size) {
        tasks.push_back({b, lo, std::min(b.size(), lo + task_size)});
      }
    }
    return tasks;
  }

  // Evaluates the task's trees row piece by row piece (at most chunk_size at a
  // time) and hands each piece of finishes to `use(first_flat_index, f, len)`.
  template <class Use>
  void for_chunks(const Task& task, std::vector<T>& buffer, Use&& use) const {
    const LevelBlock& b = task.block;
    const std::uint64_t inner = b.inner();
    std::uint64_t lo = task.lo;
    while (lo < task.hi) {
      const std::uint64_t row = lo / inner;
      const std::uint64_t i0 = lo - row * inner;
      const std::uint64_t i1 = std::min({inner, task.hi - row * inner, i0 + chunk_size});
      const std::size_t len = static_cast<std::size_t>(i1 - i0);
      if (buffer.size() < len) buffer.resize(len);
      compute_row(b, row, i0, i1, nullptr, buffer.data());
      use(b.offset + lo, buffer.data(), len);
      lo += len;
    }
  }

  // States of the trees (row, i0..i1) of block b into out_port (may be null)
  // and out_finish.
  void compute_row(const LevelBlock& b, std::uint64_t row, std::uint64_t i0, std::uint64_t i1,
                   T* out_port, T* out_finish) const {
    const auto& prefix_port = port_[static_cast<std::size_t>(b.prefix_size)];
    const auto& prefix_finish = finish_[static_cast<std::size_t>(b.prefix_size)];
    const auto& last_finish = finish_[static_cast<std::size_t>(b.last_size)];
    const std::size_t len = static_cast<std::size_t>(i1 - i0);
    for (std::size_t i = 0; i < len; ++i) {
      const std::size_t p = b.inner_is_last ? static_cast<std::size_t>(row) : i0 + i;
      const std::size_t l = b.inner_is_last ? i0 + i : static_cast<std::size_t>(row);
      ReceiverState<T> state{prefix_port[p], prefix_finish[p]};
      receive_one(state, last_finish[l], d_, c_, Overlap);
      if (out_port) out_port[i] = state.port_free;
      out_finish[i] = state.finish;
    }
  }

  void build_level(int k) {
    const std::uint64_t total = catalan_u64(k - 1);
    auto& s = port_[static_cast<std::size_t>(k)];
    auto& f = finish_[static_cast<std::size_t>(k)];
    s.resize(total);
    f.resize(total);
    const auto tasks = split(k);
    parallel_for(tasks.size(), [&](std::size_t t) {
      const Task& task = tasks[t];
      const std::uint64_t inner = task.block.inner();
      std::uint64_t lo = task.lo;
      while (lo < task.hi) {
        const std::uint64_t row = lo / inner;
        const std::uint64_t i0 = lo - row * inner;
        const std::uint64_t i1 = std::min(inner, task.hi - row * inner);
        const std::uint64_t at = task.block.offset + lo;
        compute_row(task.block, row, i0, i1, s.data() + at, f.data() + at);
        lo += i1 - i0;
      }
    });
  }

  // Appends the tree (k, index) to `senders`; returns the id of its sink.
  int decode_into(int k, std::uint64_t index, std::vector<std::vector<int>>& senders) const {
    if (k == 1) {
      senders.emplace_back();
      return static_cast<int>(senders.size()) - 1;
    }
    for (const LevelBlock& b : blocks_[static_cast<std::size_t>(k)]) {
      if (index >= b.offset + b.size()) continue;
      const std::uint64_t local = index - b.offset;
      const std::uint64_t row = local / b.inner();
      const std::uint64_t col = local % b.inner();
      const std::uint64_t prefix = b.inner_is_last ? row : col;
      const std::uint64_t last = b.inner_is_last ? col : row;
      const int sink = decode_into(b.prefix_size, prefix, senders);
      const int last_sink = decode_into(b.last_size, last, senders);
      senders[static_cast<std::size_t>(sink)].push_back(last_sink);
      return sink;
    }
    return -1;  // unreachable for a valid index
  }

  int top_;
  std::vector<std::vector<LevelBlock>> blocks_;  ///< [k], levels 2..top + 1
  T d_;
  T c_;
  using States = std::vector<T, HugePageAllocator<T>>;
  std::vector<States> port_;    ///< [k][flat index]
  std::vector<States> finish_;  ///< [k][flat index]
};

}  // namespace redcheck::detail
