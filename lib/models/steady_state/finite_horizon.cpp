#include "models/steady_state/finite_horizon.hpp"

#include "errors.hpp"

#include <algorithm>
#include <map>
#include <tuple>

namespace redcheck {

namespace {

std::size_t at(int k) {
  return static_cast<std::size_t>(k);
}

struct Flight {
  int arrival, to, type;
  friend auto operator<=>(const Flight&, const Flight&) = default;
};

struct State {
  std::vector<int> held;       ///< held[node * types + type] (origins: unlimited, not counted)
  std::vector<int> delivered;  ///< per type
  std::vector<int> send_free, receive_free;  ///< absolute times
  std::vector<Flight> flights;
};

class Search {
 public:
  Search(const SteadyStateProblem& p, int horizon, std::uint64_t max_states)
      : p_(p),
        horizon_(horizon),
        max_states_(max_states),
        types_(static_cast<int>(p.types.size())) {
    for (const auto& e : p.platform.edges()) {
      if (boost::multiprecision::denominator(e.cost) != 1) {
        throw InputError("opt(G, K) is searched for integer costs only; edge " +
                         p.platform.name(e.from) + " -> " + p.platform.name(e.to) + " costs " +
                         to_string(e.cost));
      }
      cost_.push_back(static_cast<int>(boost::multiprecision::numerator(e.cost)));
    }
  }

  long long best(int t, State s) {
    land(t, s);
    if (t == horizon_) return *std::min_element(s.delivered.begin(), s.delivered.end());
    const std::string key = key_of(t, s);
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    std::vector<bool> receiving(at(p_.platform.nodes()), false);
    const long long value = choose(t, 0, s, receiving);
    if (memo_.size() >= max_states_) {
      throw InputError("opt(G, K) for K = " + std::to_string(horizon_) + " needs more than " +
                       std::to_string(max_states_) + " states; give a smaller K or platform");
    }
    memo_.emplace(key, value);
    return value;
  }

  std::uint64_t states() const { return memo_.size(); }

 private:
  /// Transfers arriving by time t reach their receiver.
  void land(int t, State& s) const {
    auto first_later = std::stable_partition(s.flights.begin(), s.flights.end(),
                                             [t](const Flight& f) { return f.arrival <= t; });
    for (auto f = s.flights.begin(); f != first_later; ++f) {
      if (p_.types[at(f->type)].destination == f->to) {
        ++s.delivered[at(f->type)];
      } else {
        ++s.held[at(f->to * types_ + f->type)];
      }
    }
    s.flights.erase(s.flights.begin(), first_later);
  }

  /// Chooses what sender `from` starts at time t, then the next senders.
  long long choose(int t, int from, State& s, std::vector<bool>& receiving) {
    if (from == p_.platform.nodes()) {
      State next = s;
      std::sort(next.flights.begin(), next.flights.end());
      return best(t + 1, std::move(next));
    }
    long long result = choose(t, from + 1, s, receiving);  // idle
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
        if (edge.to == m.origin || edge.from == m.destination) continue;
        const bool origin = m.origin == from;
        int& held = s.held[at(from * types_ + type)];
        if (!origin && held == 0) continue;
        if (!origin) --held;
        const int send_was = s.send_free[at(from)], receive_was = s.receive_free[at(edge.to)];
        s.send_free[at(from)] = s.receive_free[at(edge.to)] = end;
        s.flights.push_back({end, edge.to, type});
        receiving[at(edge.to)] = true;
        result = std::max(result, choose(t, from + 1, s, receiving));
        receiving[at(edge.to)] = false;
        s.flights.pop_back();
        s.send_free[at(from)] = send_was;
        s.receive_free[at(edge.to)] = receive_was;
        if (!origin) ++held;
      }
    }
    return result;
  }

  std::string key_of(int t, const State& s) const {
    std::string key = std::to_string(t) + "|";
    for (int v : s.held) key += std::to_string(v) + ",";
    key += "|";
    for (int v : s.delivered) key += std::to_string(v) + ",";
    key += "|";
    for (std::size_t i = 0; i < s.send_free.size(); ++i) {
      key += std::to_string(std::max(0, s.send_free[i] - t)) + "," +
             std::to_string(std::max(0, s.receive_free[i] - t)) + ",";
    }
    key += "|";
    for (const Flight& f : s.flights) {
      key += std::to_string(f.arrival - t) + ":" + std::to_string(f.to) + ":" +
             std::to_string(f.type) + ",";
    }
    return key;
  }

  const SteadyStateProblem& p_;
  int horizon_;
  std::uint64_t max_states_;
  int types_;
  std::vector<int> cost_;
  std::map<std::string, long long> memo_;
};

}  // namespace

FiniteHorizonOptimum exhaustive_operations(const SteadyStateProblem& p, int horizon,
                                           std::uint64_t max_states) {
  if (p.operation == SteadyOperation::reduce) {
    throw InputError("opt(G, K) is searched for scatters and gossips only");
  }
  if (horizon < 0) throw InputError("K = " + std::to_string(horizon) + "; K >= 0 is accepted");
  Search search(p, horizon, max_states);
  const auto n = at(p.platform.nodes());
  State start{std::vector<int>(n * p.types.size(), 0),
              std::vector<int>(p.types.size(), 0),
              std::vector<int>(n, 0),
              std::vector<int>(n, 0),
              {}};
  FiniteHorizonOptimum out;
  out.operations = search.best(0, std::move(start));
  out.states = search.states();
  return out;
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
    for (const Transfer& t : whole.schedule.transfers) {
      const Time count =
          (t.end - t.start) / p.platform.edges()[at(*p.platform.edge(t.from, t.to))].cost;
      BigInt messages = boost::multiprecision::numerator(count);
      const MessageType& type = p.types[at(t.segment)];
      if (type.origin != t.from) {
        BigInt& left = budget[at(t.from) * types + at(t.segment)];
        messages = std::min(messages, left);
        left -= messages;
        held[at(t.from) * types + at(t.segment)] -= messages;
      }
      if (type.destination == t.to) {
        delivered[at(t.segment)] += messages;
      } else {
        arriving[at(t.to) * types + at(t.segment)] += messages;
      }
    }
    for (std::size_t k = 0; k < held.size(); ++k) held[k] += arriving[k];
  }
  return *std::min_element(delivered.begin(), delivered.end());
}

}  // namespace redcheck
