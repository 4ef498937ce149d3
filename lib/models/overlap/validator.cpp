#include "models/overlap/validator.hpp"

#include "errors.hpp"
#include "rules/checkers.hpp"

namespace redcheck {

namespace {

const Vocabulary overlap_words{"machine", false};

}  // namespace

ResourcePolicy overlap_resources(const OverlapModel& model) {
  return ResourcePolicy{true, !model.overlap, model.max_transfers};
}

namespace {

// The rules, in order; `shape` carries what the tree rule finds to the later ones.
RuleList overlap_rules(const Schedule& s, const OverlapModel& model, SendTree& shape) {
  return RuleList()
      .add("indices", [&] { return check_indices(s, overlap_words); })
      .add("durations",
           [&] {
             const auto d = [&](std::size_t) -> const Time& { return model.d; };
             const auto c = [&](std::size_t) -> const Time& { return model.c; };
             if (auto broken = check_durations(s, ActivityKind::transfer, overlap_words, d,
                                               "a transfer lasts d")) {
               return broken;
             }
             return check_durations(s, ActivityKind::computation, overlap_words, c,
                                    "a reduction lasts c");
           })
      .add("reduction tree", [&] { return check_reduction_tree(s, overlap_words, shape); })
      .add("reduced once", [&] { return check_reduced_once(s, overlap_words); })
      .add("precedence",
           [&] { return check_precedence(s, tree_dependencies(s, shape), overlap_words); })
      .add("resources",
           [&] {
             // The machines' own resources; the platform-wide pool is the next rule.
             ResourcePolicy machines_only = overlap_resources(model);
             machines_only.transfer_pool.reset();
             return check_capacity(s, machines_only, overlap_words);
           })
      .add("operand order", [&]() -> std::optional<std::string> {
        if (model.commutative) return std::nullopt;
        return check_operand_order(s, shape, overlap_words);
      });
}

// The rules of the Section 6 variants, after the others.
void add_limit_rules(RuleList& rules, const Schedule& s, const OverlapModel& model) {
  if (model.max_transfers) {
    rules.add("transfer limit",
              [&s, k = *model.max_transfers] { return check_transfer_limit(s, k, overlap_words); });
  }
  if (model.max_reducers) {
    rules.add("reducer limit",
              [&s, k = *model.max_reducers] { return check_reducer_limit(s, k, overlap_words); });
  }
}

}  // namespace

Validation validate(const Schedule& s, const OverlapModel& model) {
  SendTree shape;
  RuleList rules = overlap_rules(s, model, shape);
  add_limit_rules(rules, s, model);
  return rules.run(s);
}

Time validated_makespan(const Schedule& schedule, const OverlapModel& model,
                        const std::string& builder) {
  const Validation v = validate(schedule, model);
  checked_valid(
      builder,
      [&] {
        std::string limits;
        if (model.max_transfers)
          limits += ", at most " + std::to_string(*model.max_transfers) + " transfers";
        if (model.max_reducers)
          limits += ", at most " + std::to_string(*model.max_reducers) + " reducers";
        return "n = " + std::to_string(schedule.machines) + ", d = " + to_string(model.d) +
               ", c = " + to_string(model.c) + limits;
      },
      v.violation);
  return v.makespan;
}

std::vector<std::string> overlap_rule_names(const OverlapModel& model) {
  const Schedule none;
  SendTree shape;
  RuleList rules = overlap_rules(none, model, shape);
  add_limit_rules(rules, none, model);
  return rules.names();
}

std::vector<Dependency> overlap_dependencies(const Schedule& s) {
  SendTree shape;
  if (check_indices(s, overlap_words) || check_reduction_tree(s, overlap_words, shape)) return {};
  return tree_dependencies(s, shape);
}

}  // namespace redcheck
