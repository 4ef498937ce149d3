#include "models/steady_state/finite_horizon.hpp"

#include "concurrency/cancellation.hpp"
#include "errors.hpp"
#include "index.hpp"

#include <boost/container/small_vector.hpp>

#include <algorithm>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>

namespace redcheck {

namespace {

/// A transfer or task in flight: `type` reaches node `to` at `arrival`.
struct Flight {
  int arrival, to, type;
  friend auto operator<=>(const Flight&, const Flight&) = default;
};

// The search copies a state at every tick of every branch: inline storage
// spares those copies their allocations (tiny platforms fit; larger ones
// spill to the heap).
using Counts = boost::container::small_vector<int, 24>;

struct HorizonState {
  Counts held;       ///< held[node * types + type] (origins: unlimited, not counted)
  Counts delivered;  ///< per type
  Counts send_free, receive_free, compute_free;       ///< absolute ticks
  boost::container::small_vector<Flight, 8> flights;  ///< in order of arrival
};

/// Which nodes receive in the tick being chosen.
using Receivers = boost::container::small_vector<bool, 16>;

/// A memo key, built on the stack.
using Key = boost::container::small_vector<char, 96>;

/// Exact integer ticks: value * ticks_per_unit.
int ticks(const Time& value, const BigInt& ticks_per_unit, const std::string& what) {
  const Time scaled = value * Time(ticks_per_unit);
  if (boost::multiprecision::denominator(scaled) != 1 ||
      boost::multiprecision::numerator(scaled) > 1000000) {
    throw InputError("opt(G, K) is searched for durations of at most 10^6 ticks; " + what + " is " +
                     to_string(scaled) + " ticks of 1/" + ticks_per_unit.str());
  }
  return static_cast<int>(boost::multiprecision::numerator(scaled));
}

/// The memo of the search: state keys (key_of) to their value, in one open-
/// addressing table whose keys lie end to end in one string. The search
/// looks states up far more often than it adds them, and most lookups miss
/// the cache: slots of 16 bytes (a 32-bit hash, offset and length, the value)
/// halve those misses against 8-byte fields.
class StateMemo {
 public:
  StateMemo() : slots_(1024) {}

  std::optional<long long> find(std::string_view key) const {
    const std::uint32_t hash = hash_of(key);
    for (std::size_t k = hash & mask(); slots_[k].length != 0; k = (k + 1) & mask()) {
      const Slot& slot = slots_[k];
      if (slot.hash == hash && key_at(slot) == key) return slot.value;
    }
    return std::nullopt;
  }

  /// Adds a key that find() did not find.
  void add(std::string_view key, long long value) {
    constexpr auto most = std::numeric_limits<std::uint32_t>::max();
    if (keys_.size() + key.size() > most || value > std::numeric_limits<std::int32_t>::max()) {
      throw TooBig("opt(G, K): the memo of the search holds at most 4 GiB of states and " +
                   std::to_string(std::numeric_limits<std::int32_t>::max()) +
                   " operations; give a smaller K or platform");
    }
    if (2 * (size_ + 1) > slots_.size()) grow();
    place({hash_of(key), static_cast<std::uint32_t>(keys_.size()),
           static_cast<std::uint32_t>(key.size()), static_cast<std::int32_t>(value)});
    keys_.append(key);
    ++size_;
  }

  std::uint64_t size() const { return size_; }

 private:
  struct Slot {
    std::uint32_t hash = 0;
    std::uint32_t offset = 0;
    std::uint32_t length = 0;  ///< 0: empty (keys are never empty)
    std::int32_t value = 0;
  };

  static std::uint32_t hash_of(std::string_view key) {
    return static_cast<std::uint32_t>(std::hash<std::string_view>{}(key));
  }
  std::size_t mask() const { return slots_.size() - 1; }
  std::string_view key_at(const Slot& slot) const {
    return std::string_view(keys_).substr(slot.offset, slot.length);
  }
  void place(const Slot& slot) {
    std::size_t k = slot.hash & mask();
    while (slots_[k].length != 0) k = (k + 1) & mask();
    slots_[k] = slot;
  }
  void grow() {
    std::vector<Slot> old(2 * slots_.size());
    old.swap(slots_);
    for (const Slot& slot : old) {
      if (slot.length != 0) place(slot);
    }
  }

  std::vector<Slot> slots_;  ///< a power of 2 (at most 2^32), at most half full
  std::string keys_;
  std::uint64_t size_ = 0;
};

class HorizonSearch {
 public:
  HorizonSearch(const SteadyStateProblem& p, int horizon, std::uint64_t max_states)
      : p_(p), max_states_(max_states), types_(static_cast<int>(p.types.size())) {
    const bool reduce = p.operation == SteadyOperation::reduce;
    std::vector<Time> durations;
    for (const auto& e : p.platform.edges()) durations.push_back(e.cost);
    if (reduce) {
      for (int i = 0; i < p.platform.nodes(); ++i) durations.push_back(p.platform.task_time(i));
    }
    const BigInt per_unit = common_denominator(durations);
    for (const auto& e : p.platform.edges()) {
      cost_.push_back(ticks(e.cost, per_unit,
                            "edge " + p.platform.name(e.from) + " -> " + p.platform.name(e.to)));
    }
    if (reduce) {
      for (int i = 0; i < p.platform.nodes(); ++i) {
        task_time_.push_back(
            ticks(p.platform.task_time(i), per_unit, "the task time of " + p.platform.name(i)));
      }
    }
    per_unit_ = per_unit;
    horizon_ = ticks(Time(horizon), per_unit, "K = " + std::to_string(horizon));
    // What the operation count is: every type's deliveries (scatter,
    // gossip), or v[0,N] at the target (reduce).
    for (int type = 0; type < types_; ++type) {
      if (!reduce || type == p.final_type()) counted_.push_back(type);
    }
  }

  /// opt(G, K) for K <= the search's horizon, from the memo of the longer
  /// searches where it holds them: a schedule within K is one within the
  /// horizon that idles the first horizon - K ticks.
  long long from_start(int horizon) {
    const auto n = at(p_.platform.nodes());
    HorizonState start{Counts(n * p_.types.size(), 0),
                       Counts(p_.types.size(), 0),
                       Counts(n, 0),
                       Counts(n, 0),
                       Counts(n, 0),
                       {}};
    return best(horizon_ - ticks(Time(horizon), per_unit_, "K = " + std::to_string(horizon)),
                std::move(start));
  }

  std::uint64_t states() const { return memo_.size(); }

 private:
  long long best(int t, HorizonState s) {
    land(t, s);
    if (t == horizon_) return operations(s);
    const Key key = key_of(t, s);
    const std::string_view key_view(key.data(), key.size());
    if (const auto known = memo_.find(key_view)) return *known;
    check_cancelled();
    Receivers receiving(at(p_.platform.nodes()), false);
    const long long value = send(t, 0, s, receiving);
    if (memo_.size() >= max_states_) {
      throw TooBig("opt(G, K) for K = " + std::to_string(horizon_) + " ticks needs more than " +
                   std::to_string(max_states_) + " states; give a smaller K or platform");
    }
    memo_.add(key_view, value);
    return value;
  }

  long long operations(const HorizonState& s) const {
    long long fewest = std::numeric_limits<long long>::max();
    for (int type : counted_) fewest = std::min<long long>(fewest, s.delivered[at(type)]);
    return fewest;
  }

  /// Transfers and tasks ending by tick t reach their node (the first ones:
  /// flights are kept in order of arrival).
  void land(int t, HorizonState& s) const {
    const auto first_later = std::find_if(s.flights.begin(), s.flights.end(),
                                          [t](const Flight& f) { return f.arrival > t; });
    for (auto f = s.flights.begin(); f != first_later; ++f) {
      if (p_.types[at(f->type)].destination == f->to) {
        ++s.delivered[at(f->type)];
      } else {
        ++s.held[at(f->to * types_ + f->type)];
      }
    }
    s.flights.erase(s.flights.begin(), first_later);
  }

  /// Takes one `type` at `node` for an action; false when it holds none.
  /// Origins hold an unlimited supply.
  bool take(HorizonState& s, int node, int type) const {
    if (p_.types[at(type)].origin == node) return true;
    int& held = s.held[at(node * types_ + type)];
    if (held == 0) return false;
    --held;
    return true;
  }

  void give_back(HorizonState& s, int node, int type) const {
    if (p_.types[at(type)].origin != node) ++s.held[at(node * types_ + type)];
  }

  /// Chooses what sender `from` starts at tick t, then the next senders,
  /// then the compute units.
  long long send(int t, int from, HorizonState& s, Receivers& receiving) {
    if (from == p_.platform.nodes()) return compute(t, 0, s);
    long long result = send(t, from + 1, s, receiving);  // idle
    if (s.send_free[at(from)] > t) return result;
    for (std::size_t e = 0; e < p_.platform.edges().size(); ++e) {
      const PlatformEdge& edge = p_.platform.edges()[e];
      const int end = t + cost_[e];
      if (edge.from != from || receiving[at(edge.to)] || s.receive_free[at(edge.to)] > t ||
          end > horizon_) {
        continue;
      }
      for (int type = 0; type < types_; ++type) {
        const MessageType& m = p_.types[at(type)];
        if (edge.to == m.origin || edge.from == m.destination || !take(s, from, type)) continue;
        const int send_was = s.send_free[at(from)], receive_was = s.receive_free[at(edge.to)];
        s.send_free[at(from)] = s.receive_free[at(edge.to)] = end;
        s.flights.push_back({end, edge.to, type});
        receiving[at(edge.to)] = true;
        result = std::max(result, send(t, from + 1, s, receiving));
        receiving[at(edge.to)] = false;
        s.flights.pop_back();
        s.send_free[at(from)] = send_was;
        s.receive_free[at(edge.to)] = receive_was;
        give_back(s, from, type);
      }
    }
    return result;
  }

  /// Chooses the task compute unit `node` starts at tick t (reduces).
  long long compute(int t, int node, HorizonState& s) {
    if (node == p_.platform.nodes() || task_time_.empty()) {
      HorizonState next = s;
      std::sort(next.flights.begin(), next.flights.end());
      return best(t + 1, std::move(next));
    }
    long long result = compute(t, node + 1, s);  // idle
    const int end = t + task_time_[at(node)];
    if (s.compute_free[at(node)] > t || end > horizon_) return result;
    for (const ReduceTask& task : p_.tasks) {
      if (!take(s, node, task.left)) continue;
      if (take(s, node, task.right)) {
        const int free_was = s.compute_free[at(node)];
        s.compute_free[at(node)] = end;
        s.flights.push_back({end, node, task.result});
        result = std::max(result, compute(t, node + 1, s));
        s.flights.pop_back();
        s.compute_free[at(node)] = free_was;
        give_back(s, node, task.right);
      }
      give_back(s, node, task.left);
    }
    return result;
  }

  // The state seen from tick t (the ticks left first: the value depends on
  // nothing else of t, so searches of every K <= the horizon share the
  // memo), each number (all >= 0) in LEB128 bytes: 7
  // bits a byte, the high bit set on all but the last, so that the small
  // counts and ticks of tiny platforms take one byte (a quarter of the
  // memo's keys as raw ints, hashed and compared as much faster). Every part
  // has a fixed count of numbers for the problem but the flights, which come
  // last, so keys are unambiguous.
  Key key_of(int t, const HorizonState& s) const {
    Key key;
    key.reserve(1 + s.held.size() + s.delivered.size() + 3 * s.send_free.size() +
                3 * s.flights.size());
    const auto put = [&key](int v) {
      auto u = static_cast<unsigned>(v);
      while (u >= 0x80) {
        key.push_back(static_cast<char>(0x80 | (u & 0x7f)));
        u >>= 7;
      }
      key.push_back(static_cast<char>(u));
    };
    put(horizon_ - t);
    for (int v : s.held) put(v);
    for (int v : s.delivered) put(v);
    for (std::size_t i = 0; i < s.send_free.size(); ++i) {
      put(std::max(0, s.send_free[i] - t));
      put(std::max(0, s.receive_free[i] - t));
      put(std::max(0, s.compute_free[i] - t));
    }
    for (const Flight& f : s.flights) {
      put(f.arrival - t);
      put(f.to);
      put(f.type);
    }
    return key;
  }

  const SteadyStateProblem& p_;
  std::uint64_t max_states_;
  int types_;
  BigInt per_unit_;             ///< ticks per time unit
  int horizon_ = 0;             ///< in ticks
  std::vector<int> cost_;       ///< per edge, in ticks
  std::vector<int> task_time_;  ///< per node, in ticks (reduces only)
  std::vector<int> counted_;    ///< the types whose deliveries count
  StateMemo memo_;
};

}  // namespace

FiniteHorizonOptima exhaustive_operations_up_to(const SteadyStateProblem& p, int largest,
                                                std::uint64_t max_states) {
  if (largest < 0) throw InputError("K = " + std::to_string(largest) + "; K >= 0 is accepted");
  HorizonSearch search(p, largest, max_states);
  FiniteHorizonOptima out;
  out.operations.resize(at(largest + 1));
  // The largest first: its search holds every smaller K's start state.
  for (int k = largest; k >= 0; --k) out.operations[at(k)] = search.from_start(k);
  out.states = search.states();
  return out;
}

FiniteHorizonOptimum exhaustive_operations(const SteadyStateProblem& p, int horizon,
                                           std::uint64_t max_states) {
  if (horizon < 0) throw InputError("K = " + std::to_string(horizon) + "; K >= 0 is accepted");
  HorizonSearch search(p, horizon, max_states);
  return {search.from_start(horizon), search.states()};
}

BigInt periodic_operations(const SteadyStateProblem& p, const PeriodicSchedule& whole,
                           const Time& horizon) {
  const Time period = *whole.schedule.period;
  const auto n = at(p.platform.nodes());
  const std::size_t types = p.types.size();
  std::vector<BigInt> held(n * types, 0), delivered(types, 0);
  for (Time end = period; end <= horizon; end += period) {
    std::vector<BigInt> budget = held;  // what each node held at the start of the period
    std::vector<BigInt> arriving(n * types, 0);
    // Uses up to `wanted` of `type` at `node` from the budget; origins
    // have an unlimited supply.
    const auto use = [&](int node, int type, const BigInt& wanted) {
      if (p.types[at(type)].origin == node) return wanted;
      BigInt& left = budget[at(node) * types + at(type)];
      const BigInt used = std::min(wanted, left);
      left -= used;
      held[at(node) * types + at(type)] -= used;
      return used;
    };
    const auto make = [&](int node, int type, const BigInt& count) {
      if (p.types[at(type)].destination == node) {
        delivered[at(type)] += count;
      } else {
        arriving[at(node) * types + at(type)] += count;
      }
    };
    for (const Transfer& t : whole.schedule.transfers) {
      const Time count =
          (t.end - t.start) / p.platform.edges()[at(*p.platform.edge(t.from, t.to))].cost;
      make(t.to, t.segment, use(t.from, t.segment, boost::multiprecision::numerator(count)));
    }
    for (const Reduction& r : whole.schedule.reductions) {
      const ReduceTask& task = p.tasks[at(r.task)];
      const Time count = (r.end - r.start) / p.platform.task_time(r.machine);
      // Both inputs must be there: take the fewer, give back the excess.
      BigInt tasks = use(r.machine, task.left, boost::multiprecision::numerator(count));
      const BigInt right = use(r.machine, task.right, tasks);
      if (right < tasks) {
        if (p.types[at(task.left)].origin != r.machine) {
          budget[at(r.machine) * types + at(task.left)] += tasks - right;
          held[at(r.machine) * types + at(task.left)] += tasks - right;
        }
        tasks = right;
      }
      make(r.machine, task.result, tasks);
    }
    for (std::size_t k = 0; k < held.size(); ++k) held[k] += arriving[k];
  }
  if (p.operation == SteadyOperation::reduce) return delivered[at(p.final_type())];
  return *std::min_element(delivered.begin(), delivered.end());
}

}  // namespace redcheck
