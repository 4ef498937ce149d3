#include "models/heterogeneous/validator.hpp"

#include "errors.hpp"
#include "rules/checkers.hpp"

#include <algorithm>
#include <numeric>

namespace redcheck {

namespace {

const Vocabulary heterogeneous_words{"processor", false};

// "It reduces every value it receives into its own, in arrival order" (model.hpp):
// on each processor, in execution order (start, then listing), the values
// reduced arrive no earlier than those reduced before them; arrivals at one
// instant are ordered by their transfers' starts.
std::optional<std::string> check_arrival_order(const Schedule& s) {
  std::vector<int> order(s.reductions.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const Reduction& x = s.reductions[static_cast<std::size_t>(a)];
    const Reduction& y = s.reductions[static_cast<std::size_t>(b)];
    if (x.machine != y.machine) return x.machine < y.machine;
    return x.start < y.start;
  });
  for (std::size_t k = 1; k < order.size(); ++k) {
    const Reduction& before = s.reductions[static_cast<std::size_t>(order[k - 1])];
    const Reduction& after = s.reductions[static_cast<std::size_t>(order[k])];
    if (before.machine != after.machine) continue;
    // Arrival: the transfer's end, then its start (at one instant, a value of
    // zero transfer time arrives after one whose transfer was under way).
    const Transfer& first = s.transfers[static_cast<std::size_t>(before.operand)];
    const Transfer& second = s.transfers[static_cast<std::size_t>(after.operand)];
    const Time& came = first.end;
    const Time& earlier = second.end;
    if (earlier < came || (earlier == came && second.start < first.start)) {
      return describe(s, computation_ref(order[k]), heterogeneous_words) +
             " reduces a value that arrived at " + to_string(earlier) + ", after " +
             describe(s, computation_ref(order[k - 1]), heterogeneous_words) +
             " reduced one that arrived later, at " + to_string(came) +
             "; a processor reduces its values in arrival order";
    }
  }
  return std::nullopt;
}

// The rules, in order; `shape` carries what the tree rule finds to the later ones.
RuleList heterogeneous_rules(const Schedule& s, const HeterogeneousInstance& in, SendTree& shape) {
  return RuleList()
      .add("indices",
           [&]() -> std::optional<std::string> {
             if (s.machines != in.n) {
               return "the schedule has " + std::to_string(s.machines) +
                      " processors, the instance n = " + std::to_string(in.n);
             }
             return check_indices(s, heterogeneous_words);
           })
      .add("durations",
           [&] {
             const auto d = [&](std::size_t k) -> const Time& {
               return in.transfer(s.transfers[k].from, s.transfers[k].to);
             };
             const auto c = [&](std::size_t k) -> const Time& {
               return in.reduction(s.reductions[k].machine);
             };
             if (auto broken = check_durations(s, ActivityKind::transfer, heterogeneous_words, d,
                                               "a transfer P_i -> P_j lasts d_ij")) {
               return broken;
             }
             return check_durations(s, ActivityKind::computation, heterogeneous_words, c,
                                    "a reduction on P_j lasts c_j");
           })
      .add("reduction tree", [&] { return check_reduction_tree(s, heterogeneous_words, shape); })
      .add("root",
           [&]() -> std::optional<std::string> {
             if (!in.rooted() || s.sink == in.root) return std::nullopt;
             return "the result ends on P_" + std::to_string(s.sink) + ", and the instance's " +
                    "root is P_" + std::to_string(in.root) +
                    " (--root): the result must end there, and the root never sends";
           })
      .add("reduced once", [&] { return check_reduced_once(s, heterogeneous_words); })
      .add("precedence",
           [&] { return check_precedence(s, tree_dependencies(s, shape), heterogeneous_words); })
      .add("resources",
           [&] { return check_capacity(s, heterogeneous_resources(), heterogeneous_words); })
      .add("arrival order", [&] { return check_arrival_order(s); })
      .add("operand order", [&]() -> std::optional<std::string> {
        if (in.commutative) return std::nullopt;
        return check_operand_order(s, shape, heterogeneous_words);
      });
}

}  // namespace

ResourcePolicy heterogeneous_resources() {
  // A transfer of zero cost is still one reception (the search times every
  // reception after the previous one): it is not made during another.
  return ResourcePolicy{true, false, std::nullopt, true};
}

Validation validate(const Schedule& s, const HeterogeneousInstance& in) {
  SendTree shape;
  return heterogeneous_rules(s, in, shape).run(s);
}

Time validated_makespan(const Schedule& schedule, const HeterogeneousInstance& in,
                        const std::string& builder) {
  const Validation v = validate(schedule, in);
  checked_valid(
      builder, [&] { return heterogeneous_instance_text(in); }, v.violation);
  return v.makespan;
}

std::vector<std::string> heterogeneous_rule_names(const HeterogeneousInstance& in) {
  const Schedule none;
  SendTree shape;
  return heterogeneous_rules(none, in, shape).names();
}

std::vector<Dependency> heterogeneous_dependencies(const Schedule& s) {
  SendTree shape;
  if (check_indices(s, heterogeneous_words) || check_reduction_tree(s, heterogeneous_words, shape))
    return {};
  return tree_dependencies(s, shape);
}

std::string heterogeneous_instance_text(const HeterogeneousInstance& in) {
  std::string text = "n = " + std::to_string(in.n);
  const std::string rooted = in.rooted() ? ", root P_" + std::to_string(in.root) : "";
  if (in.n > 8) return text + (in.commutative ? "" : ", non-commutative") + rooted;
  const auto list = [](const std::vector<Time>& values) {
    std::string out = "[";
    for (std::size_t k = 0; k < values.size(); ++k) out += (k ? ", " : "") + to_string(values[k]);
    return out + "]";
  };
  text += ", d = [";
  for (std::size_t i = 0; i < in.d.size(); ++i) text += (i ? ", " : "") + list(in.d[i]);
  return text + "], c = " + list(in.c) + (in.commutative ? "" : ", non-commutative") + rooted;
}

}  // namespace redcheck
