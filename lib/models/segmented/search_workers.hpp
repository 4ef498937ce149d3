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
//
// SearchControl runs the workers: one alone for the first states (a small
// search counts the same states every run and starts no thread), then all of
// them from the start, the tables kept; the first to finish answers (it has
// searched everything: what it read from the others is true of the states
// whoever wrote it, and a makespan found bounds every search since a
// schedule reaches it). A search that tightens a state's bound to the
// ceiling (SearchControl::ceiling() - now) at entry and after each child,
// and decides whether its value is exact by its final bound, stays exact:
// a child's value below the parent's final bound is below the child's own.

#include "concurrency/cancellation.hpp"
#include "concurrency/parallel_for.hpp"
#include "memory/process_memory.hpp"
#include "models/segmented/dominance_table.hpp"
#include "models/segmented/state_table.hpp"
#include "output/progress_report.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

namespace redcheck::segmented_search {

/// The longest transfer and combining of one segment, in ticks: no busy time
/// of a search's state is longer (what SharedTables' `largest_busy` wants).
inline std::uint32_t longest_activity(const std::vector<std::int64_t>& comm,
                                      const std::vector<std::int64_t>& comp) {
  std::int64_t most = 0;
  for (std::size_t k = 0; k < comm.size() && k < comp.size(); ++k)
    most = std::max(most, comm[k] + comp[k]);
  return static_cast<std::uint32_t>(std::clamp<std::int64_t>(most, 0, std::int64_t{1} << 31));
}

template <std::size_t Words>
class SharedTables {
 public:
  using Key = std::array<std::uint32_t, Words>;

  /// `dominance_per_shape`: states kept per shape (DominanceTable); 0: no
  /// dominance table (dominance_bound and dominance_put are not called).
  /// `largest_busy`: the longest busy time a dominance state holds, about
  /// (the table's summaries spread their levels over it).
  SharedTables(int words, int dominance_per_shape,
               std::uint32_t largest_busy = std::uint32_t{1} << 22)
      : words_(static_cast<std::size_t>(words)) {
    for (std::size_t i = 0; i < shards; ++i) {
      memo_.push_back(std::make_unique<MemoShard>(words));
      if (dominance_per_shape > 0)
        dominance_.push_back(
            std::make_unique<DominanceShard>(words, dominance_per_shape, largest_busy));
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
    DominanceShard(int words, int per_shape, std::uint32_t largest_busy)
        : table(words, per_shape, initial_slots, largest_busy) {}
  };

  std::size_t words_;
  std::vector<std::unique_ptr<MemoShard>> memo_;
  std::vector<std::unique_ptr<DominanceShard>> dominance_;

  // By the high bits of the hash whose low bits the tables take their slots from.
  std::size_t shard_of(const Key& words) const {
    return static_cast<std::size_t>(hash_of_words(words.data(), words_) >> (64 - shard_bits));
  }
};

/// Each worker's stack of states under way, and its path: the moves from
/// the start to the state it is at (what Incumbent copies).
template <std::size_t Words, class Move>
class WorkerStacks {
 public:
  using Key = std::array<std::uint32_t, Words>;

  struct Worker {
    std::mutex mutex;
    std::vector<Key> stack;
    std::vector<Move> path;  // its own: nobody else reads it
    /// 0: the lone worker (and the trace's); w + 1: worker w of those
    /// searching at once. What a worker keeps per worker elsewhere (a
    /// sub-search's own worker) is found by it.
    std::size_t index = 0;
  };

  /// Keeps `moves` on the worker's path while it lives.
  class OnPath {
   public:
    OnPath(Worker& worker, const Move& move) : worker_(worker), count_(1) {
      worker_.path.push_back(move);
    }
    /// Each of `steps` made a move by `dated`.
    template <class Steps, class Dated>
    OnPath(Worker& worker, const Steps& steps, Dated dated)
        : worker_(worker), count_(steps.size()) {
      for (const auto& step : steps) worker_.path.push_back(dated(step));
    }
    ~OnPath() { worker_.path.resize(worker_.path.size() - count_); }
    OnPath(const OnPath&) = delete;
    OnPath& operator=(const OnPath&) = delete;

   private:
    Worker& worker_;
    std::size_t count_;
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
    for (int w = 0; w < count; ++w) {
      workers_.push_back(std::make_unique<Worker>());
      workers_.back()->index = static_cast<std::size_t>(w) + 1;
    }
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

/// What every worker of one search reads and writes besides the tables: the
/// states expanded and their budget, whether to stop, the least makespan
/// found so far (absolute ticks).
class SearchControl {
 public:
  using Tick = std::int64_t;

  /// `budget`: states in all, whatever the workers. The search also stops
  /// once its resident memory passes search_memory_limit_bytes() (three
  /// quarters of what the process may fill), looked at every 65,536
  /// states (a few MB of tables): on a machine that overcommits its memory,
  /// the kernel would otherwise end the process when the tables outgrow it.
  explicit SearchControl(std::uint64_t budget)
      : budget_(budget), memory_limit_(search_memory_limit_bytes()) {}

  /// Counts a state about to be expanded: false when the search must stop
  /// instead (its budget spent, the memory it may fill full, or the lone
  /// worker's turn over). Throws Cancelled on a stop request.
  bool expand() {
    if (parent_) return parent_->expand();
    const std::uint64_t expanded = ++expanded_;
    if (expanded > budget_) {
      out_of_budget_.store(true);
      return false;
    }
    // Not while tracing the schedule found: the answer is known by then, and
    // a trace cut short would lose it.
    if ((expanded & memory_check_mask_) == 0 && !tracing_) {
      if (resident_memory_bytes() > memory_limit_) {
        out_of_memory_.store(true);
        out_of_budget_.store(true);  // halts every worker as a spent budget does
        return false;
      }
      // (No budget, a search given only a time, search_budget.hpp's no_state_budget: none shown.)
      report_progress("states", expanded,
                      budget_ == std::numeric_limits<std::uint64_t>::max() ? 0 : budget_);
    }
    if (expanded >= pause_at_) {
      paused_.store(true);
      return false;
    }
    if ((expanded & 0x3ff) == 0) {
      check_cancelled();
      // Not while tracing, as the memory above.
      if (deadline_ && !tracing_ && std::chrono::steady_clock::now() >= *deadline_) {
        out_of_time_.store(true);
        out_of_budget_.store(true);  // halts every worker as a spent budget does
        return false;
      }
    }
    return true;
  }

  /// True once every search under way must return at once (what it returns
  /// then means nothing, and it stores nothing).
  bool halted() const {
    if (parent_) return parent_->halted();
    return out_of_budget_.load(std::memory_order_relaxed) ||
           finished_.load(std::memory_order_relaxed) || paused_.load(std::memory_order_relaxed);
  }

  /// No search needs to look at or above this date: a schedule reaches it
  /// (or it is the ceiling asked for).
  Tick ceiling() const { return ceiling_.load(std::memory_order_relaxed); }

  /// Whether a schedule of this makespan would lower the ceiling (never
  /// while tracing).
  bool improves(Tick makespan) const {
    return !tracing_ && makespan < ceiling_.load(std::memory_order_relaxed);
  }

  /// A schedule of makespan now + rest exists; returns rest.
  Tick found_schedule(Tick now, Tick rest) {
    if (tracing_) return rest;
    const Tick makespan = now + rest;
    Tick known = ceiling_.load(std::memory_order_relaxed);
    while (makespan < known && !ceiling_.compare_exchange_weak(known, makespan)) {
    }
    return rest;
  }

  /// Workers of one search at most (each keeps a stack; the tables are
  /// shared, so memory does not grow with them).
  static constexpr int most_workers = 8;

  /// Whether several workers search (their stacks are then kept).
  bool concurrent() const { return concurrent_; }
  std::uint64_t expanded() const { return expanded_.load(); }
  bool out_of_budget() const { return out_of_budget_.load(); }
  /// Stopped because its resident memory passed the limit (out_of_budget()
  /// is then true too).
  bool out_of_memory() const { return out_of_memory_.load(); }
  /// Another memory limit, looked at every 64 states (tests: a low one, to
  /// see the search stop at once).
  void limit_memory(std::uint64_t bytes) {
    memory_limit_ = bytes;
    memory_check_mask_ = 0x3f;
  }
  /// Stops the search, out of time, at the first look (every 1,024 states,
  /// a tenth of a second at most at p = 8) at or after `deadline`.
  void limit_time(std::chrono::steady_clock::time_point deadline) { deadline_ = deadline; }
  /// Stopped because its deadline passed (out_of_budget() is then true too).
  bool out_of_time() const { return out_of_time_.load(); }

  /// The least time to finish from the start when below `ceiling`, else a
  /// value >= ceiling; none when the budget ran out first. solve(worker)
  /// searches from the start with `ceiling` on that worker. `requested`
  /// workers, 0 for the toolkit's threads (concurrency/thread_pool.hpp); at
  /// most most_workers.
  template <class Stacks, class Solve>
  std::optional<Tick> run(Stacks& stacks, typename Stacks::Worker& lone, Tick ceiling,
                          int requested, std::uint64_t states_alone, Solve&& solve) {
    const int workers = std::clamp(requested > 0 ? requested : thread_count(), 1, most_workers);
    // Run again (a higher ceiling, the tables kept): stopped only by its budget.
    finished_.store(false);
    paused_.store(false);
    ceiling_.store(ceiling);
    if (workers > 1) pause_at_ = states_alone;
    const Tick alone = solve(lone);
    pause_at_ = std::numeric_limits<std::uint64_t>::max();
    if (out_of_budget_.load()) return std::nullopt;
    if (!paused_.load()) return std::min(alone, ceiling_.load());
    paused_.store(false);
    concurrent_ = true;
    stacks.start(workers);
    std::optional<Tick> answer;
    std::mutex answer_mutex;
    parallel_for(stacks.size(), [&](std::size_t w) {
      try {
        const Tick found = solve(stacks[w]);
        if (halted()) return;  // another worker answered, or the budget ran out
        const std::lock_guard<std::mutex> lock(answer_mutex);
        finished_.store(true);
        if (!answer) answer = std::min(found, ceiling_.load());
      } catch (...) {
        finished_.store(true);  // the others stop too
        throw;
      }
    });
    concurrent_ = false;
    stacks.stop();
    return answer;
  }

  /// States in all (those expanded so far included) before the search
  /// stops, from its next run on.
  void set_budget(std::uint64_t budget) {
    budget_ = budget;
    // Memory once full stays full, and a deadline once passed stays passed.
    out_of_budget_.store(out_of_memory_.load() || out_of_time_.load());
  }

  /// The control of a search whose states are bounds of another's (a
  /// projection, exhaustive.cpp's bound (6)): its states count in `parent`'s
  /// budget and expanded() (none in its own), it halts when `parent` does, and it has no ceiling of
  /// its own (tracing: it must answer exactly below the values it is given, whatever the parent has
  /// found). Before its first state.
  void run_within(SearchControl& parent) {
    parent_ = &parent;
    tracing_ = true;
    ceiling_.store(std::numeric_limits<Tick>::max() / 4);
  }

  /// Before a trace of the schedule found: no ceiling (its searches must
  /// answer exactly below the values they are given), and `states` more
  /// states at most (none: no budget), after which halted() is true. The
  /// memory and time limits are not looked at while tracing; whether they
  /// stopped the search stays known (out_of_memory(), out_of_time()).
  void prepare_trace(std::uint64_t states = std::numeric_limits<std::uint64_t>::max()) {
    const std::uint64_t done = expanded_.load();
    const std::uint64_t most = std::numeric_limits<std::uint64_t>::max();
    budget_ = states > most - done ? most : done + states;
    out_of_budget_.store(false);  // a search cut short: its schedule found is traced
    finished_.store(false);
    tracing_ = true;
    ceiling_.store(std::numeric_limits<Tick>::max() / 4);
  }

 private:
  std::uint64_t budget_;
  std::atomic<std::uint64_t> expanded_{0};
  std::atomic<bool> out_of_budget_{false};
  std::uint64_t memory_limit_;
  std::uint64_t memory_check_mask_ = 0xffff;
  std::atomic<bool> out_of_memory_{false};
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  std::atomic<bool> out_of_time_{false};
  std::atomic<bool> finished_{false};  // a worker answered (or failed): the others stop
  std::atomic<bool> paused_{false};    // the lone worker reached pause_at_
  std::uint64_t pause_at_ = std::numeric_limits<std::uint64_t>::max();
  std::atomic<Tick> ceiling_{std::numeric_limits<Tick>::max() / 4};
  bool concurrent_ = false;
  bool tracing_ = false;
  SearchControl* parent_ = nullptr;  // run_within's
};

/// Thrown by a search's trace when its control halted it (the trace's
/// budget spent, SearchControl::prepare_trace) before it reached the end.
struct TraceCutShort {};

/// The best schedule found so far, kept as it is found so that the search
/// need not be run again to say which schedule reaches its optimum: the
/// moves from the start to a state with no transfer left, or to a state
/// whose exact time to finish the memo gave (the rest traced from there
/// afterwards). Tracing from the start instead searches again the states
/// the ceiling cut, whose values are not exact: at p = 7, segments 1,2,1,1,
/// alpha 0, beta 2, gamma 1/3, one port, 47 s of an 88 s search
/// (docs/segmented.md).
template <class Move, class State>
class Incumbent {
 public:
  using Tick = SearchControl::Tick;

  /// A schedule of makespan now + rest, by `path` (the moves from the
  /// start), then from `rest_of` (a state of the memo, at `now`) if given:
  /// kept when shorter than any before, and told to `control`. Returns rest.
  Tick found(SearchControl& control, const std::vector<Move>& path, const State* rest_of, Tick now,
             Tick rest) {
    if (control.improves(now + rest)) offer(now + rest, path, rest_of, now);
    return control.found_schedule(now, rest);
  }

  /// The least makespan kept (none: nothing was found below the ceilings).
  std::optional<Tick> least() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (best_.makespan == std::numeric_limits<Tick>::max()) return std::nullopt;
    return best_.makespan;
  }

  /// The makespan and moves of the schedule kept (least()), when the
  /// search stopped before its answer: `trace` as in moves_reaching, within
  /// `states` states (none when it needs more, TraceCutShort, or nothing
  /// was kept). The trace from a state of the memo follows its exact
  /// entries, a few states; the limit keeps a refusal by time close to its
  /// time.
  template <class Trace>
  std::optional<std::pair<Tick, std::vector<Move>>> moves_kept(SearchControl& control,
                                                               std::uint64_t states,
                                                               Trace&& trace) const {
    const std::optional<Tick> makespan = least();
    if (!makespan) return std::nullopt;
    control.prepare_trace(states);
    std::vector<Move> moves = best_.moves;
    try {
      if (best_.rest_of) trace(*best_.rest_of, best_.rest_at, *makespan - best_.rest_at, moves);
    } catch (const TraceCutShort&) {
      return std::nullopt;
    }
    return std::pair{*makespan, std::move(moves)};
  }

  /// The moves of a schedule of makespan `value` (the search's answer),
  /// with their start ticks: the one kept, completed by `trace(state, now,
  /// rest, moves)` when it was kept at a state of the memo. `trace` from
  /// `start` when none was kept at that makespan: every value a search
  /// answers was offered where it was found (a leaf or an exact memo
  /// entry), and the trace from the start is the way that needs no such
  /// argument. After the search (control.prepare_trace()).
  template <class Trace>
  std::vector<Move> moves_reaching(SearchControl& control, const State& start, Tick value,
                                   Trace&& trace) const {
    control.prepare_trace();
    std::vector<Move> moves;
    if (best_.makespan == value) {
      moves = best_.moves;
      if (best_.rest_of) trace(*best_.rest_of, best_.rest_at, value - best_.rest_at, moves);
    } else {
      trace(start, 0, value, moves);
    }
    return moves;
  }

 private:
  struct Found {
    Tick makespan = std::numeric_limits<Tick>::max();
    std::vector<Move> moves;       // from the start
    std::optional<State> rest_of;  // the state the moves lead to, if not the end
    Tick rest_at = 0;              // its date
  };

  void offer(Tick makespan, const std::vector<Move>& moves, const State* rest_of, Tick rest_at) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (makespan >= best_.makespan) return;
    best_.makespan = makespan;
    best_.moves = moves;
    best_.rest_of = rest_of ? std::optional<State>(*rest_of) : std::nullopt;
    best_.rest_at = rest_at;
  }

  mutable std::mutex mutex_;
  Found best_;
};

}  // namespace redcheck::segmented_search
