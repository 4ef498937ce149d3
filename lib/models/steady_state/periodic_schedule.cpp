#include "models/steady_state/periodic_schedule.hpp"

#include "errors.hpp"
#include "index.hpp"

namespace redcheck {

namespace {

/// Runs the matchings in order; each matched edge sends the messages still
/// due on it, type after type, for the matching's duration.
void place_transfers(const SteadyStateProblem& p, const std::vector<std::vector<Time>>& due_time,
                     PeriodicSchedule& out) {
  const Platform& g = p.platform;
  std::vector<std::vector<Time>> left = due_time;  // left[e][t]: time still to send
  std::vector<std::size_t> next_type(g.edges().size(), 0);
  Time clock(0);
  for (const WeightedMatching& m : out.matchings) {
    for (const auto& [from, to] : m.pairs) {
      const int e = *g.edge(from, to);
      Time start = clock;
      Time room = m.duration;
      auto& type = next_type[at(e)];
      while (room > 0 && type < p.types.size()) {
        Time& rest = left[at(e)][type];
        if (rest == 0) {
          ++type;
          continue;
        }
        const Time piece = std::min(room, rest);
        out.schedule.transfers.push_back(
            {from, to, start, start + piece, static_cast<int>(type), 1});
        start += piece;
        room -= piece;
        rest -= piece;
      }
      if (room != 0) throw InternalError("a matching gives an edge more time than it needs");
    }
    clock += m.duration;
  }
  for (const auto& edge : left) {
    for (const Time& rest : edge) {
      if (rest != 0) throw InternalError("the matchings leave messages unsent");
    }
  }
}

void place_computations(const SteadyStateProblem& p, const SteadyStateSolution& s,
                        PeriodicSchedule& out) {
  const Time period(s.period);
  for (std::size_t i = 0; i < s.cons.size(); ++i) {
    Time clock(0);
    const Time& w = p.platform.task_time(static_cast<int>(i));
    for (std::size_t task = 0; task < s.cons[i].size(); ++task) {
      if (s.cons[i][task] == 0) continue;
      const Time length = s.cons[i][task] * period * w;
      out.schedule.reductions.push_back(
          {static_cast<int>(i), -1, clock, clock + length, static_cast<int>(task)});
      clock += length;
    }
  }
}

std::vector<std::vector<Time>> transfer_times(const SteadyStateProblem& p,
                                              const SteadyStateSolution& s) {
  const Time period(s.period);
  std::vector<std::vector<Time>> due_time(p.platform.edges().size());
  for (std::size_t e = 0; e < due_time.size(); ++e) {
    for (const Time& rate : s.send[e])
      due_time[e].push_back(rate * period * p.platform.edges()[e].cost);
  }
  return due_time;
}

}  // namespace

std::vector<WeightedMatching> period_matchings(const SteadyStateProblem& p,
                                               const SteadyStateSolution& s) {
  const Platform& g = p.platform;
  const auto n = at(g.nodes());
  std::vector<std::vector<Time>> busy(n, std::vector<Time>(n));
  const auto due_time = transfer_times(p, s);
  for (std::size_t e = 0; e < g.edges().size(); ++e) {
    for (const Time& time : due_time[e]) busy[at(g.edges()[e].from)][at(g.edges()[e].to)] += time;
  }
  return weighted_edge_colouring(busy, Time(s.period));
}

PeriodicSchedule split_periodic_schedule(const SteadyStateProblem& p,
                                         const SteadyStateSolution& s) {
  return split_periodic_schedule(p, s, period_matchings(p, s));
}

PeriodicSchedule split_periodic_schedule(const SteadyStateProblem& p, const SteadyStateSolution& s,
                                         std::vector<WeightedMatching> matchings) {
  PeriodicSchedule out;
  out.schedule.machines = p.platform.nodes();
  out.schedule.sink = p.operation == SteadyOperation::reduce ? p.target() : 0;
  out.schedule.period = Time(s.period);
  out.operations = s.operations_per_period();
  out.matchings = std::move(matchings);
  place_transfers(p, transfer_times(p, s), out);
  place_computations(p, s, out);
  return out;
}

PeriodicSchedule unsplit_periodic_schedule(const SteadyStateProblem& p,
                                           const PeriodicSchedule& split) {
  std::vector<Time> messages;
  for (const Transfer& t : split.schedule.transfers) {
    messages.push_back((t.end - t.start) /
                       p.platform.edges()[at(*p.platform.edge(t.from, t.to))].cost);
  }
  const Time scale(common_denominator(messages));
  PeriodicSchedule out = split;
  out.schedule.period = *split.schedule.period * scale;
  out.operations = split.operations * boost::multiprecision::numerator(scale);
  for (auto& m : out.matchings) m.duration *= scale;
  for (auto& t : out.schedule.transfers) {
    t.start *= scale;
    t.end *= scale;
  }
  for (auto& r : out.schedule.reductions) {
    r.start *= scale;
    r.end *= scale;
  }
  return out;
}

}  // namespace redcheck
