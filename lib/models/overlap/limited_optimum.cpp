#include "models/overlap/limited_optimum.hpp"

#include "concurrency/cancellation.hpp"
#include "errors.hpp"
#include "models/overlap/receive_step.hpp"
#include "models/overlap/validator.hpp"
#include "time/fast_path.hpp"

#include <algorithm>
#include <limits>
#include <vector>

namespace redcheck {

namespace {

// Every value the searches form is at most (n + 1)(d + c) ticks: a schedule
// no longer than the star's n (d + c) is always found first or given.
template <class Body>
auto in_fastest_exact_for_limited_search(int n, const OverlapModel& model, Body&& body) {
  const auto largest = [n](const std::vector<BigInt>& t) {
    return BigInt(n + 1) * (t[0] + t[1]) + 1;
  };
  return with_fastest_exact<NumberTypes::int64_or_exact>({model.d, model.c}, largest, body);
}

// ---- at most K reducers: ordered trees by levels ------------------------------

// An ordered tree on k machines is a prefix tree on k - a machines whose sink
// receives, last, from the sink of a tree on a machines (tree_levels.hpp).
template <class T>
struct LevelEntry {
  T port;
  T finish;
  int internal;
  std::uint32_t prefix;  // index in level k - last_size
  std::uint32_t last;    // index in level last_size
  int last_size;
};

template <class T>
class ReducerLevels {
 public:
  ReducerLevels(int n, int k, T d, T c, bool overlap) : k_(k), d_(d), c_(c), overlap_(overlap) {
    levels_.resize(static_cast<std::size_t>(n) + 1);
    levels_[1].push_back({T(0), T(0), 0, 0, 0, 0});
    for (int size = 2; size <= n; ++size) build(size);
  }

  const std::vector<LevelEntry<T>>& level(int size) const {
    return levels_[static_cast<std::size_t>(size)];
  }

  std::string brackets(int size, std::uint32_t index) const {
    if (size == 1) return "()";
    const LevelEntry<T>& e = level(size)[index];
    std::string prefix = brackets(size - e.last_size, e.prefix);
    prefix.pop_back();
    return prefix + brackets(e.last_size, e.last) + ")";
  }

 private:
  void build(int size) {
    auto& out = levels_[static_cast<std::size_t>(size)];
    for (int last = 1; last < size; ++last) {
      const auto& prefixes = level(size - last);
      const auto& lasts = level(last);
      const int becomes_internal = size - last == 1 ? 1 : 0;
      for (std::uint32_t p = 0; p < prefixes.size(); ++p) {
        if ((p & 0xff) == 0) check_cancelled();
        const LevelEntry<T>& pre = prefixes[p];
        if (pre.internal + becomes_internal > k_) continue;
        for (std::uint32_t l = 0; l < lasts.size(); ++l) {
          const LevelEntry<T>& sub = lasts[l];
          const int internal = pre.internal + becomes_internal + sub.internal;
          if (internal > k_) continue;
          ReceiverState<T> state{pre.port, pre.finish};
          receive_one(state, sub.finish, d_, c_, overlap_);
          out.push_back({state.port_free, state.finish, internal, p, l, last});
        }
      }
      if (out.size() > std::numeric_limits<std::uint32_t>::max()) {
        throw InternalError("too many trees for 32-bit indices");
      }
    }
  }

  int k_;
  T d_, c_;
  bool overlap_;
  std::vector<std::vector<LevelEntry<T>>> levels_;
};

BigInt binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  BigInt out = 1;
  for (int i = 1; i <= k; ++i) out = out * (n - k + i) / i;
  return out;
}

// ---- at most K transfers: the search over transfer sequences --------------------

template <class T>
struct MachineState {
  T ready = T(0);      // end of its last reduction: its data is ready
  T port_free = T(0);  // end of its last reception
  bool received = false;
  bool sent = false;

  bool same(const MachineState& o) const {
    return ready == o.ready && port_free == o.port_free && received == o.received;
  }
};

struct Step {
  int from;
  int to;
};

template <class T>
class TransferSearch {
 public:
  TransferSearch(int n, std::optional<int> k, std::optional<int> r, T d, T c, bool prune)
      : n_(n),
        k_(k.value_or(n)),
        r_(r.value_or(n)),
        d_(d),
        c_(c),
        prune_(prune),
        machines_(static_cast<std::size_t>(n)) {}

  /// A validated length to beat (only shorter sequences are then kept).
  void set_bound(T bound) {
    best_ = bound;
    bounded_ = true;
  }

  /// Runs the search; returns whether a sequence shorter than the bound was found.
  bool run() {
    unsent_ = n_ - 1;
    if (n_ == 1) {
      ++sequences_;
      accept(T(0));
      return true;
    }
    search();
    return found_;
  }

  const T& best() const { return best_; }
  const std::vector<Step>& best_steps() const { return best_steps_; }
  std::uint64_t sequences() const { return sequences_; }
  std::uint64_t nodes() const { return nodes_; }

 private:
  T lower_bound() const {
    T bound = machines_[0].ready;
    T latest(0);
    for (int m = 1; m < n_; ++m) {
      const auto& s = machines_[static_cast<std::size_t>(m)];
      if (!s.sent && latest < s.ready) latest = s.ready;
    }
    if (latest < previous_) latest = previous_;
    bound = std::max(bound, latest + d_ + c_);
    // The r transfers left start after the one placed K earlier ended (ends
    // are non-decreasing), at most K at a time.
    const int rounds = (unsent_ + k_ - 1) / k_;
    T first = previous_;
    if (static_cast<int>(ends_.size()) >= k_) {
      first = std::max(first, ends_[ends_.size() - static_cast<std::size_t>(k_)]);
    }
    bound = std::max(bound, first + T(rounds) * d_ + c_);
    const auto& sink = machines_[0];
    T arrival = std::max(previous_, sink.port_free) + d_;
    bound = std::max(bound, std::max(arrival, sink.ready) + c_);
    return bound;
  }

  // The first machine < m in the same state (symmetry), among those allowed.
  template <class Allowed>
  bool has_twin_before(int m, Allowed&& allowed) const {
    for (int o = 1; o < m; ++o) {
      if (allowed(o) &&
          machines_[static_cast<std::size_t>(o)].same(machines_[static_cast<std::size_t>(m)])) {
        return true;
      }
    }
    return false;
  }

  void search() {
    if ((nodes_ & 0xfff) == 0) check_cancelled();
    if (unsent_ == 0) {
      ++sequences_;
      const T& length = machines_[0].ready;
      if ((!found_ && !bounded_) || length < best_) accept(length);
      return;
    }
    if (prune_ && found_or_bounded() && !(lower_bound() < best_)) return;
    const bool pool_full = static_cast<int>(ends_.size()) >= k_;
    const T pool_free = pool_full ? ends_[ends_.size() - static_cast<std::size_t>(k_)] : T(0);
    for (int from = 1; from < n_; ++from) {
      MachineState<T>& sender = machines_[static_cast<std::size_t>(from)];
      if (sender.sent) continue;
      if (prune_ && has_twin_before(from, [&](int o) {
            return !machines_[static_cast<std::size_t>(o)].sent;
          })) {
        continue;
      }
      for (int to = 0; to < n_; ++to) {
        if (to == from) continue;
        MachineState<T>& receiver = machines_[static_cast<std::size_t>(to)];
        if (receiver.sent) continue;
        if (!receiver.received && reducers_ == r_) continue;
        if (prune_ && to != 0 && has_twin_before(to, [&](int o) {
              return o != from && !machines_[static_cast<std::size_t>(o)].sent;
            })) {
          continue;
        }
        T start = std::max(sender.ready, receiver.port_free);
        if (start < pool_free) start = pool_free;
        if (start < previous_) {
          if (prune_) continue;  // not a fixed point of the scheme (header)
          start = previous_;
        }
        ++nodes_;
        place(from, to, start);
        search();
        undo(from, to);
      }
    }
  }

  bool found_or_bounded() const { return found_ || bounded_; }

  void accept(const T& length) {
    best_ = length;
    found_ = true;
    best_steps_ = steps_;
  }

  struct Saved {
    MachineState<T> receiver;
    T previous;
  };

  void place(int from, int to, const T& start) {
    MachineState<T>& receiver = machines_[static_cast<std::size_t>(to)];
    saved_.push_back({receiver, previous_});
    machines_[static_cast<std::size_t>(from)].sent = true;
    --unsent_;
    const T arrival = start + d_;
    receiver.port_free = arrival;
    receiver.ready = std::max(receiver.ready, arrival) + c_;
    if (!receiver.received) {
      receiver.received = true;
      ++reducers_;
    }
    ends_.push_back(arrival);
    previous_ = start;
    steps_.push_back({from, to});
  }

  void undo(int from, int to) {
    const Saved saved = saved_.back();
    saved_.pop_back();
    MachineState<T>& receiver = machines_[static_cast<std::size_t>(to)];
    if (!saved.receiver.received) --reducers_;
    receiver = saved.receiver;
    machines_[static_cast<std::size_t>(from)].sent = false;
    ++unsent_;
    ends_.pop_back();
    previous_ = saved.previous;
    steps_.pop_back();
  }

  int n_;
  int k_;
  int r_;
  T d_, c_;
  bool prune_;
  std::vector<MachineState<T>> machines_;
  std::vector<T> ends_;
  std::vector<Saved> saved_;
  std::vector<Step> steps_, best_steps_;
  T previous_ = T(0);
  T best_ = T(0);
  bool found_ = false;
  bool bounded_ = false;
  int unsent_ = 0;
  int reducers_ = 0;
  std::uint64_t sequences_ = 0;
  std::uint64_t nodes_ = 0;
};

// The schedule of a sequence of steps, placed by the same scheme in exact
// rationals (the validator then checks it independently).
Schedule replay(int n, const OverlapModel& model, const std::vector<Step>& steps) {
  const auto size = static_cast<std::size_t>(n);
  std::vector<Time> ready(size, Time(0)), port_free(size, Time(0));
  std::vector<Time> ends;
  const int k = model.max_transfers.value_or(n);
  Schedule s;
  s.machines = n;
  s.sink = 0;
  Time previous(0);
  for (const Step& step : steps) {
    const auto from = static_cast<std::size_t>(step.from), to = static_cast<std::size_t>(step.to);
    Time start = std::max({previous, ready[from], port_free[to]});
    if (static_cast<int>(ends.size()) >= k) {
      start = std::max(start, ends[ends.size() - static_cast<std::size_t>(k)]);
    }
    const Time arrival = start + model.d;
    const Time reduction = std::max(arrival, ready[to]);
    ready[to] = reduction + model.c;
    port_free[to] = arrival;
    ends.push_back(arrival);
    previous = start;
    const int operand = static_cast<int>(s.transfers.size());
    s.transfers.push_back({step.from, step.to, start, arrival});
    s.reductions.push_back({step.to, operand, reduction, ready[to]});
  }
  // Reductions must be listed in execution order per machine: they are, in
  // arrival order, as placed.
  return s;
}

}  // namespace

std::string ordered_trees_with_internal_at_most(int n, int k) {
  if (n == 1) return "1";
  BigInt total = 0;
  const int edges = n - 1;
  for (int leaves = std::max(1, n - k); leaves <= edges; ++leaves) {
    // Narayana N(edges, leaves) = C(e, l) C(e, l - 1) / e.
    total += binomial(edges, leaves) * binomial(edges, leaves - 1) / edges;
  }
  return total.str();
}

ReducerLimitedResult reducer_limited_optimum(int n, const OverlapModel& model, int k) {
  if (n < 1) throw InputError("n = " + std::to_string(n) + " machines; n must be at least 1");
  if (k < 1) throw InputError("K = " + std::to_string(k) + " reducers; K must be at least 1");
  if (n > reducer_limited_max_n) {
    throw TooBig("n = " + std::to_string(n) +
                 " is too large to enumerate every ordered tree under a reducer limit; "
                 "accepted: n <= " +
                 std::to_string(reducer_limited_max_n));
  }
  return in_fastest_exact_for_limited_search(n, model, [&](const auto& arithmetic) {
    using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
    const ReducerLevels<T> levels(n, k, arithmetic.costs[0], arithmetic.costs[1], model.overlap);
    const auto& top = levels.level(n);
    std::uint32_t best = 0;
    for (std::uint32_t i = 1; i < top.size(); ++i) {
      if (top[i].finish < top[best].finish) best = i;
    }
    ReducerLimitedResult out;
    out.optimum = arithmetic.to_time(top[best].finish);
    out.shapes = top.size();
    out.expected_shapes = ordered_trees_with_internal_at_most(n, k);
    out.tree = ReductionTree::from_brackets(levels.brackets(n, best));
    out.arithmetic = arithmetic.name();
    return out;
  });
}

TransferLimitedResult transfer_limited_optimum(int n, const OverlapModel& model,
                                               const TransferSearchOptions& options) {
  if (n < 1) throw InputError("n = " + std::to_string(n) + " machines; n must be at least 1");
  const int max_n = options.prune ? transfer_limited_max_n : 8;
  if (n > max_n) {
    throw TooBig("n = " + std::to_string(n) +
                 " is too large for the search over every tree and transfer order; "
                 "accepted: n <= " +
                 std::to_string(max_n));
  }
  if (!model.overlap) {
    throw InputError(
        "the exact optimum under --max-transfers is searched for the overlap model only: "
        "without overlap a machine may receive several elements before it reduces them, "
        "which the search does not enumerate; drop --no-overlap");
  }
  for (const auto& [limit, name] :
       {std::pair{model.max_transfers, "transfers"}, std::pair{model.max_reducers, "reducers"}}) {
    if (limit && *limit < 1) {
      throw InputError("K = " + std::to_string(*limit) + " " + name + "; K must be at least 1");
    }
  }
  return in_fastest_exact_for_limited_search(n, model, [&](const auto& arithmetic) {
    using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
    TransferSearch<T> search(n, model.max_transfers, model.max_reducers, arithmetic.costs[0],
                             arithmetic.costs[1], options.prune);
    std::optional<Time> bound;
    if (options.prune && options.upper_bound) {
      bound = validated_makespan(*options.upper_bound, model, "the search's upper bound");
      // The bound as ticks: every valid schedule's makespan is a whole number
      // of ticks when T is an integer type.
      if constexpr (std::is_same_v<T, Time>) {
        search.set_bound(*bound);
      } else {
        const Time ticks = *bound / arithmetic.tick;
        if (boost::multiprecision::denominator(ticks) != 1) {
          throw InternalError("an upper bound that is not a whole number of ticks");
        }
        search.set_bound(static_cast<T>(
            boost::multiprecision::numerator(ticks).template convert_to<long long>()));
      }
    }
    const bool found = search.run();
    TransferLimitedResult out;
    out.sequences = search.sequences();
    out.search_nodes = search.nodes();
    out.arithmetic = arithmetic.name();
    if (found) {
      out.example = replay(n, model, search.best_steps());
      out.optimum = validated_makespan(out.example, model, "the transfer-limited search");
      checked("the optimum under a limit", "n = " + std::to_string(n), "the search",
              arithmetic.to_time(search.best()), "the validator on its replayed schedule",
              out.optimum);
    } else {
      if (!bound) throw InternalError("the transfer-limited search found no schedule");
      out.example = *options.upper_bound;
      out.optimum = *bound;
    }
    return out;
  });
}

}  // namespace redcheck
