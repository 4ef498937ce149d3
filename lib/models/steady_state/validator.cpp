#include "models/steady_state/validator.hpp"

#include "index.hpp"
#include "rules/checkers.hpp"

#include <algorithm>

namespace redcheck {

namespace {

const Vocabulary steady_state_words{"node", false};

bool is_whole(const Time& v) {
  return boost::multiprecision::denominator(v) == 1;
}

std::optional<std::string> check_period(const Schedule& s) {
  if (!s.period) return std::string("the schedule has no period; a periodic schedule needs one");
  if (*s.period <= 0) return "the period " + to_string(*s.period) + " is not > 0";
  return std::nullopt;
}

std::optional<std::string> check_types(const Schedule& s, const SteadyStateProblem& p) {
  if (s.machines != p.platform.nodes()) {
    return "the schedule has " + std::to_string(s.machines) + " nodes; the platform has " +
           std::to_string(p.platform.nodes());
  }
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Transfer& t = s.transfers[k];
    const std::string what = describe(s, transfer_ref(static_cast<int>(k)), steady_state_words);
    if (t.from < 0 || t.from >= s.machines || t.to < 0 || t.to >= s.machines ||
        !p.platform.edge(t.from, t.to)) {
      return what + " is not along an edge of the platform";
    }
    if (t.segment < 0 || t.segment >= static_cast<int>(p.types.size()) || t.segment_count != 1) {
      return what + " carries message type " + std::to_string(t.segment) + "; the types are 0.." +
             std::to_string(p.types.size() - 1) + ", one per transfer";
    }
  }
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    const std::string what = describe(s, computation_ref(static_cast<int>(k)), steady_state_words);
    if (r.machine < 0 || r.machine >= s.machines) return what + " is on no node of the platform";
    if (r.task < 0 || r.task >= static_cast<int>(p.tasks.size())) {
      return what + " names no task type of the " + problem_text(p);
    }
  }
  return std::nullopt;
}

std::optional<std::string> check_within_period(const Schedule& s) {
  const auto check = [&](ActivityRef a) -> std::optional<std::string> {
    if (start_of(s, a) < 0 || end_of(s, a) <= start_of(s, a) || end_of(s, a) > *s.period) {
      return describe(s, a, steady_state_words) + " does not lie within one period [0, " +
             to_string(*s.period) + ") with a positive length";
    }
    return std::nullopt;
  };
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    if (auto broken = check(transfer_ref(static_cast<int>(k)))) return broken;
  }
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    if (auto broken = check(computation_ref(static_cast<int>(k)))) return broken;
  }
  return std::nullopt;
}

Time messages(const SteadyStateProblem& p, const Transfer& t) {
  return (t.end - t.start) / p.platform.edges()[at(*p.platform.edge(t.from, t.to))].cost;
}

Time tasks(const SteadyStateProblem& p, const Reduction& r) {
  return (r.end - r.start) / p.platform.task_time(r.machine);
}

std::optional<std::string> check_whole_units(const Schedule& s, const SteadyStateProblem& p,
                                             bool whole_messages) {
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Time count = tasks(p, s.reductions[k]);
    if (!is_whole(count)) {
      return describe(s, computation_ref(static_cast<int>(k)), steady_state_words) + " runs " +
             to_string(count) + " tasks; a task is never split";
    }
  }
  if (!whole_messages) return std::nullopt;
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Time count = messages(p, s.transfers[k]);
    if (!is_whole(count)) {
      return describe(s, transfer_ref(static_cast<int>(k)), steady_state_words) + " carries " +
             to_string(count) + " messages; without split messages each transfer carries a " +
             "whole number";
    }
  }
  return std::nullopt;
}

/// balance[i][t]: what node i gains of type t in a period (received + made
/// - sent - used).
std::vector<std::vector<Time>> balances(const Schedule& s, const SteadyStateProblem& p) {
  std::vector<std::vector<Time>> balance(at(s.machines), std::vector<Time>(p.types.size()));
  for (const Transfer& t : s.transfers) {
    const Time count = messages(p, t);
    balance[at(t.to)][at(t.segment)] += count;
    balance[at(t.from)][at(t.segment)] -= count;
  }
  for (const Reduction& r : s.reductions) {
    const ReduceTask& task = p.tasks[at(r.task)];
    const Time count = tasks(p, r);
    auto& node = balance[at(r.machine)];
    node[at(task.result)] += count;
    node[at(task.left)] -= count;
    node[at(task.right)] -= count;
  }
  return balance;
}

std::optional<std::string> check_conservation(const Schedule& s, const SteadyStateProblem& p,
                                              Time& operations) {
  const auto balance = balances(s, p);
  // K: what the first type with a destination keeps there.
  for (std::size_t t = 0; t < p.types.size(); ++t) {
    if (p.types[t].destination < 0) continue;
    operations = std::max(Time(0), balance[at(p.types[t].destination)][t]);
    break;
  }
  for (std::size_t t = 0; t < p.types.size(); ++t) {
    const MessageType& type = p.types[t];
    for (int i = 0; i < s.machines; ++i) {
      Time expected(0);
      if (i == type.origin) expected -= operations;
      if (i == type.destination) expected += operations;
      if (balance[at(i)][t] != expected) {
        return "per period, node " + p.platform.name(i) + " gains " + to_string(balance[at(i)][t]) +
               " of " + type.name + " (received + computed - " + "sent - used) where " +
               to_string(expected) + " is due, with " + to_string(operations) +
               " operations a period";
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::vector<std::string> periodic_rule_names() {
  return {"period", "indices", "within period", "whole units", "one port", "conservation"};
}

PeriodicValidation validate_periodic(const Schedule& s, const SteadyStateProblem& p,
                                     bool whole_messages) {
  Time operations(0);
  const ResourcePolicy policy{false, false, std::nullopt};
  const auto names = periodic_rule_names();
  RuleList rules;
  rules.add(names[0], [&] { return check_period(s); })
      .add(names[1], [&] { return check_types(s, p); })
      .add(names[2], [&] { return check_within_period(s); })
      .add(names[3], [&] { return check_whole_units(s, p, whole_messages); })
      .add(names[4], [&] { return check_capacity(s, policy, steady_state_words); })
      .add(names[5], [&] { return check_conservation(s, p, operations); });
  PeriodicValidation out{rules.run(s), Time(0)};
  if (out.validation.valid()) out.operations_per_period = operations;
  return out;
}

}  // namespace redcheck
