#include "models/overlap/validator.hpp"

#include "errors.hpp"
#include "rules/checkers.hpp"

namespace redcheck {

namespace {

const Vocabulary words{"machine", false};

}  // namespace

ResourcePolicy overlap_resources(const OverlapModel& model) {
  return ResourcePolicy{true, !model.overlap, std::nullopt};
}

namespace {

// The rules, in order; `shape` carries what the tree rule finds to the later ones.
RuleList overlap_rules(const Schedule& s, const OverlapModel& model, SendTree& shape) {
  return RuleList()
      .add("indices", [&] { return check_indices(s, words); })
      .add("durations",
           [&] {
             const auto d = [&](std::size_t) -> const Time& { return model.d; };
             const auto c = [&](std::size_t) -> const Time& { return model.c; };
             if (auto broken =
                     check_durations(s, ActivityKind::transfer, words, d, "a transfer lasts d")) {
               return broken;
             }
             return check_durations(s, ActivityKind::computation, words, c, "a reduction lasts c");
           })
      .add("reduction tree", [&] { return check_reduction_tree(s, words, shape); })
      .add("reduced once", [&] { return check_reduced_once(s, words); })
      .add("precedence", [&] { return check_precedence(s, tree_dependencies(s, shape), words); })
      .add("resources", [&] { return check_capacity(s, overlap_resources(model), words); })
      .add("operand order", [&]() -> std::optional<std::string> {
        if (model.commutative) return std::nullopt;
        return check_operand_order(s, shape, words);
      });
}

}  // namespace

Validation validate(const Schedule& s, const OverlapModel& model) {
  SendTree shape;
  return overlap_rules(s, model, shape).run(s);
}

Time validated_makespan(const Schedule& schedule, const OverlapModel& model,
                        const std::string& builder) {
  const Validation v = validate(schedule, model);
  checked_valid(builder,
                "n = " + std::to_string(schedule.machines) + ", d = " + to_string(model.d) +
                    ", c = " + to_string(model.c),
                v.violation);
  return v.makespan;
}

std::vector<std::string> overlap_rule_names(const OverlapModel& model) {
  const Schedule none;
  SendTree shape;
  return overlap_rules(none, model, shape).names();
}

std::vector<Dependency> overlap_dependencies(const Schedule& s) {
  SendTree shape;
  if (check_indices(s, words) || check_reduction_tree(s, words, shape)) return {};
  return tree_dependencies(s, shape);
}

}  // namespace redcheck
