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
// the levels above are evaluated on the fly, from the stored ones: a row of
// a block fixes one part (its state found by descending the decomposition)
// and runs along the other part's level, itself stored or evaluated on the
// fly row by row. Storing one level less divides the memory by about 4 and
// costs about a third more evaluations, which is what lets n = 22 and n = 24
// run (exhaustive.hpp).
//
// The top level's trees are evaluated in tasks of 2^16; under MPI the tasks
// are split over the ranks in groups (distributed/distributed_map.hpp) and
// their results folded in task order, so every rank gets, and rank 0 prints,
// what one process gets.

#include "concurrency/parallel_for.hpp"
#include "distributed/distributed_map.hpp"
#include "distributed/exact_wire.hpp"
#include "enumeration/catalan.hpp"
#include "enumeration/huge_page_allocator.hpp"
#include "models/overlap/receive_step.hpp"
#include "schedule/reduction_tree.hpp"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
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

/// The tree with flat index `index` on a level (its level_blocks) as its two
/// parts: the prefix tree and the last subtree, each by size and flat index
/// on its own level.
struct TreeParts {
  int prefix_size;
  std::uint64_t prefix_index;
  int last_size;
  std::uint64_t last_index;
};

inline TreeParts tree_parts(const std::vector<LevelBlock>& blocks, std::uint64_t index) {
  for (const LevelBlock& b : blocks) {
    if (index >= b.offset + b.size()) continue;
    const std::uint64_t local = index - b.offset;
    const std::uint64_t row = local / b.inner();
    const std::uint64_t col = local % b.inner();
    return {b.prefix_size, b.inner_is_last ? row : col, b.last_size, b.inner_is_last ? col : row};
  }
  throw std::logic_error("tree levels: flat index beyond its level");
}

/// Appends the ordered tree with flat index `index` on level k to `senders`
/// (blocks[j] = level_blocks(j) for 2 <= j <= k); returns the id of its sink.
inline int decode_level_tree(const std::vector<std::vector<LevelBlock>>& blocks, int k,
                             std::uint64_t index, std::vector<std::vector<int>>& senders) {
  if (k == 1) {
    senders.emplace_back();
    return static_cast<int>(senders.size()) - 1;
  }
  const TreeParts parts = tree_parts(blocks[static_cast<std::size_t>(k)], index);
  const int sink = decode_level_tree(blocks, parts.prefix_size, parts.prefix_index, senders);
  const int last_sink = decode_level_tree(blocks, parts.last_size, parts.last_index, senders);
  senders[static_cast<std::size_t>(sink)].push_back(last_sink);
  return sink;
}

/// The ordered tree with flat index `index` on level k (blocks as above).
inline ReductionTree decode_level_tree(const std::vector<std::vector<LevelBlock>>& blocks, int k,
                                       std::uint64_t index) {
  std::vector<std::vector<int>> senders;
  decode_level_tree(blocks, k, index, senders);
  return ReductionTree::from_senders(std::move(senders));
}

template <class T, bool Overlap>
class TreeLevels {
 public:
  /// Stores levels 1..top (top >= 1) and evaluates levels up to `highest`
  /// (>= top + 1) on the fly.
  TreeLevels(int top, T d, T c, int highest) : top_(top), d_(std::move(d)), c_(std::move(c)) {
    blocks_.resize(static_cast<std::size_t>(highest) + 1);
    for (int k = 2; k <= highest; ++k) blocks_[static_cast<std::size_t>(k)] = level_blocks(k);
    port_.resize(static_cast<std::size_t>(top) + 1);
    finish_.resize(static_cast<std::size_t>(top) + 1);
    port_[1] = {T(0)};
    finish_[1] = {T(0)};
    for (int k = 2; k <= top; ++k) build_level(k);
  }

  int top() const { return top_; }

  /// Smallest finish on level k (2 <= k <= highest) and the number of trees evaluated.
  T level_min(int k, std::uint64_t& evaluated) const {
    struct Least {
      T min{};
      std::uint64_t count = 0;
    };
    const Least all = fold_tasks<Least>(
        split(k),
        [&](const Task& task, Scratch& scratch) {
          Least out;
          for_chunks(task, scratch, [&](std::uint64_t, const T* f, std::size_t len) {
            const T m = *std::min_element(f, f + len);
            if (out.count == 0 || m < out.min) out.min = m;
            out.count += len;
          });
          return out;
        },
        [](Least& into, const Least& next) {
          if (next.count == 0) return;
          if (into.count == 0 || next.min < into.min) into.min = next.min;
          into.count += next.count;
        },
        [](const Least& x) {
          return nlohmann::json{exact_to_wire(x.min), x.count};
        },
        [](const nlohmann::json& j) {
          return Least{exact_from_wire<T>(j.at(0)), j.at(1).template get<std::uint64_t>()};
        });
    evaluated = all.count;
    return all.min;
  }

  /// Number of trees on level k whose finish is <= bound, and the flat
  /// indices of the first `keep` of them in flat-index order. Each part of
  /// the level (a task, or a group of tasks under MPI) keeps at most a few
  /// indices while counting; the parts that hold more of the first `keep`
  /// are evaluated again for them, so that memory and the ranks' all-gather
  /// stay small even when every tree is within the bound.
  std::uint64_t count_within(int k, const T& bound, std::size_t keep,
                             std::vector<std::uint64_t>& first) const {
    constexpr std::size_t kept_while_counting = 16;
    struct Within {
      std::uint64_t count = 0;
      std::vector<std::uint64_t> kept;
    };
    const auto within_of = [&](const Task& task, Scratch& scratch, std::size_t most) {
      Within out;
      for_chunks(task, scratch, [&](std::uint64_t at, const T* f, std::size_t len) {
        const auto within = static_cast<std::uint64_t>(
            std::count_if(f, f + len, [&](const T& x) { return !(bound < x); }));
        out.count += within;
        for (std::size_t i = 0; within > 0 && i < len && out.kept.size() < most; ++i) {
          if (!(bound < f[i])) out.kept.push_back(at + i);
        }
      });
      return out;
    };
    const auto combine = [](Within& into, const Within& next, std::size_t most) {
      into.count += next.count;
      for (auto index : next.kept) {
        if (into.kept.size() < most) into.kept.push_back(index);
      }
    };
    const auto encode = [](const Within& x) { return nlohmann::json{x.count, x.kept}; };
    const auto decode = [](const nlohmann::json& j) {
      return Within{j.at(0).template get<std::uint64_t>(),
                    j.at(1).template get<std::vector<std::uint64_t>>()};
    };
    const auto tasks = split(k);
    const auto most = std::min(keep, kept_while_counting);
    std::vector<std::pair<std::size_t, std::size_t>> ranges;
    const std::vector<Within> parts = task_parts<Within>(
        tasks, [&](const Task& task, Scratch& scratch) { return within_of(task, scratch, most); },
        [&](Within& into, const Within& next) { combine(into, next, most); }, encode, decode,
        ranges);
    // The parts that hold the first `keep`, and how many each gives.
    std::uint64_t total = 0;
    std::size_t have = 0;
    std::vector<std::size_t> needed;
    std::vector<std::size_t> take;
    for (std::size_t part = 0; part < parts.size(); ++part) {
      total += parts[part].count;
      if (parts[part].count == 0 || have >= keep) continue;
      needed.push_back(part);
      take.push_back(
          static_cast<std::size_t>(std::min<std::uint64_t>(parts[part].count, keep - have)));
      have += take.back();
    }
    const std::vector<Within> lists = distributed_map<Within>(
        needed.size(),
        [&](std::size_t i) {
          const Within& counted = parts[needed[i]];
          if (counted.kept.size() >= take[i] || counted.kept.size() == counted.count) {
            return Within{take[i],
                          {counted.kept.begin(),
                           counted.kept.begin() + static_cast<std::ptrdiff_t>(take[i])}};
          }
          Within out;
          Scratch scratch;
          for (std::size_t t = ranges[needed[i]].first; t < ranges[needed[i]].second; ++t) {
            combine(out, within_of(tasks[t], scratch, take[i]), take[i]);
          }
          return out;
        },
        encode, [&](const nlohmann::json& j, std::size_t) { return decode(j); });
    first.clear();
    for (const Within& list : lists) first.insert(first.end(), list.kept.begin(), list.kept.end());
    return total;
  }

  /// Calls visit(flat_index, finish) for the trees on level k with finish <=
  /// bound, in flat-index order, until visit returns false.
  template <class Visit>
  void visit_within(int k, const T& bound, Visit&& visit) const {
    Scratch scratch;
    for (const Task& task : split(k)) {
      bool go_on = true;
      for_chunks(task, scratch, [&](std::uint64_t first, const T* f, std::size_t len) {
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

  /// The ordered tree with flat index `index` on level k (k <= highest).
  ReductionTree decode(int k, std::uint64_t index) const {
    return decode_level_tree(blocks_, k, index);
  }

 private:
  struct Task {
    int level = 0;
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
        tasks.push_back({k, b, lo, std::min(b.size(), lo + task_size)});
      }
    }
    return tasks;
  }

  // Buffers of one thread for the levels evaluated on the fly: [depth] holds
  // the states of a piece of a level, while the level below fills [depth + 1].
  // Left uninitialised: every piece is written before it is read (filling
  // and copying them cost more than a small optimum's whole search).
  struct Scratch {
    std::vector<std::unique_ptr<T[]>> port, finish;
    void reserve(std::size_t depth) {
      while (port.size() <= depth) {
        port.push_back(std::make_unique_for_overwrite<T[]>(chunk_size));
        finish.push_back(std::make_unique_for_overwrite<T[]>(chunk_size));
      }
    }
  };

  // body(t) for every task: on the pool, or on this thread when the tasks
  // hold fewer trees than one full task (a job costs more than they do).
  template <class Body>
  static void run_tasks(const std::vector<Task>& tasks, Body&& body) {
    std::uint64_t trees = 0;
    for (const Task& task : tasks) trees += task.hi - task.lo;
    if (trees >= task_size) return parallel_for(tasks.size(), body);
    for (std::size_t t = 0; t < tasks.size(); ++t) {
      check_cancelled();
      body(t);
    }
  }

  // Hands the finishes of the task's trees to `use(first_flat_index, f, len)`,
  // a piece (at most chunk_size) at a time.
  template <class Use>
  void for_chunks(const Task& task, Scratch& scratch, Use&& use) const {
    const std::uint64_t offset = task.block.offset;
    for_states(task.level, offset + task.lo, offset + task.hi, scratch, 0,
               [&](std::uint64_t at, const T*, const T* f, std::size_t len) { use(at, f, len); });
  }

  // use(first_flat_index, port, finish, len); a std::function, since the
  // levels evaluated on the fly call for_states on the level below.
  using UseStates = std::function<void(std::uint64_t, const T*, const T*, std::size_t)>;

  // The states of the trees [lo, hi) of level k, handed to `use` in index
  // order: straight from the store for k <= top, else computed a piece (at
  // most chunk_size) at a time in scratch[depth].
  void for_states(int k, std::uint64_t lo, std::uint64_t hi, Scratch& scratch, std::size_t depth,
                  const UseStates& use) const {
    if (lo >= hi) return;
    if (k <= top_) {
      const auto level = static_cast<std::size_t>(k);
      use(lo, port_[level].data() + lo, finish_[level].data() + lo,
          static_cast<std::size_t>(hi - lo));
      return;
    }
    scratch.reserve(depth);
    for (const LevelBlock& b : blocks_[static_cast<std::size_t>(k)]) {
      const std::uint64_t block_lo = std::max(lo, b.offset);
      const std::uint64_t block_hi = std::min(hi, b.offset + b.size());
      const std::uint64_t inner = b.inner();
      for (std::uint64_t at = block_lo; at < block_hi;) {
        const std::uint64_t row = (at - b.offset) / inner;
        const std::uint64_t i0 = at - b.offset - row * inner;
        const std::uint64_t i1 = std::min(inner, block_hi - b.offset - row * inner);
        // One part fixed by the row, the other running along [i0, i1).
        const ReceiverState<T> fixed = state_of(b.inner_is_last ? b.prefix_size : b.last_size, row);
        const int running = b.inner_is_last ? b.last_size : b.prefix_size;
        std::uint64_t out_at = at;
        for_states(running, i0, i1, scratch, depth + 1,
                   [&](std::uint64_t, const T* port, const T* finish, std::size_t len) {
                     for (std::size_t done = 0; done < len;) {
                       const std::size_t piece = std::min(len - done, chunk_size);
                       T* out_port = scratch.port[depth].get();
                       T* out_finish = scratch.finish[depth].get();
                       for (std::size_t i = 0; i < piece; ++i) {
                         ReceiverState<T> state =
                             b.inner_is_last ? fixed
                                             : ReceiverState<T>{port[done + i], finish[done + i]};
                         const T& last_ready = b.inner_is_last ? finish[done + i] : fixed.finish;
                         receive_one(state, last_ready, d_, c_, Overlap);
                         out_port[i] = state.port_free;
                         out_finish[i] = state.finish;
                       }
                       use(out_at, out_port, out_finish, piece);
                       out_at += piece;
                       done += piece;
                     }
                   });
        at += i1 - i0;
      }
    }
  }

  // The state of the tree `index` of level k.
  ReceiverState<T> state_of(int k, std::uint64_t index) const {
    if (k <= top_) {
      const auto level = static_cast<std::size_t>(k);
      return {port_[level][index], finish_[level][index]};
    }
    const TreeParts parts = tree_parts(blocks_[static_cast<std::size_t>(k)], index);
    ReceiverState<T> state = state_of(parts.prefix_size, parts.prefix_index);
    const ReceiverState<T> last = state_of(parts.last_size, parts.last_index);
    receive_one(state, last.finish, d_, c_, Overlap);
    return state;
  }

  // evaluate(task, scratch) for every task, folded by combine(into, next)
  // into parts of consecutive tasks, in task order: a part per task on this
  // process's cores, or under MPI groups of tasks split over the ranks (each
  // group folded by the rank that evaluates it), every rank getting every
  // part. `ranges` gets each part's tasks [first, last).
  template <class R, class Evaluate, class Combine, class Encode, class Decode>
  static std::vector<R> task_parts(const std::vector<Task>& tasks, Evaluate&& evaluate,
                                   Combine&& combine, Encode&& encode, Decode&& decode,
                                   std::vector<std::pair<std::size_t, std::size_t>>& ranges) {
    ranges.clear();
    if (!distributed_now()) {
      std::vector<R> parts(tasks.size());
      run_tasks(tasks, [&](std::size_t t) {
        Scratch scratch;
        parts[t] = evaluate(tasks[t], scratch);
      });
      for (std::size_t t = 0; t < tasks.size(); ++t) ranges.emplace_back(t, t + 1);
      return parts;
    }
    // Enough groups for every core of every rank, few enough that the
    // all-gather stays small.
    const std::size_t groups =
        std::min(tasks.size(), static_cast<std::size_t>(64 * rank_group().size()) + 4096);
    for (std::size_t g = 0; g < groups; ++g) {
      ranges.emplace_back(g * tasks.size() / groups, (g + 1) * tasks.size() / groups);
    }
    return distributed_map<R>(
        groups,
        [&](std::size_t g) {
          R out{};
          Scratch scratch;
          for (std::size_t t = ranges[g].first; t < ranges[g].second; ++t) {
            combine(out, evaluate(tasks[t], scratch));
          }
          return out;
        },
        encode, [&](const nlohmann::json& j, std::size_t) { return decode(j); });
  }

  // The fold of every task's evaluation in task order (task_parts).
  template <class R, class Evaluate, class Combine, class Encode, class Decode>
  static R fold_tasks(const std::vector<Task>& tasks, Evaluate&& evaluate, Combine&& combine,
                      Encode&& encode, Decode&& decode) {
    std::vector<std::pair<std::size_t, std::size_t>> ranges;
    const std::vector<R> parts = task_parts<R>(tasks, evaluate, combine, encode, decode, ranges);
    R all{};
    for (const R& part : parts) combine(all, part);
    return all;
  }

  // States of the trees (row, i0..i1) of block b, from the stored levels,
  // into out_port and out_finish (building a stored level).
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
      out_port[i] = state.port_free;
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
    run_tasks(tasks, [&](std::size_t t) {
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

  int top_;
  std::vector<std::vector<LevelBlock>> blocks_;  ///< [k], levels 2..highest
  T d_;
  T c_;
  using States = std::vector<T, HugePageAllocator<T>>;
  std::vector<States> port_;    ///< [k][flat index]
  std::vector<States> finish_;  ///< [k][flat index]
};

}  // namespace redcheck::detail
