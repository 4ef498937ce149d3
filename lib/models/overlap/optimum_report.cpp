#include "models/overlap/optimum_report.hpp"

#include "certify/smt_optimum.hpp"
#include "models/overlap/smt_encoding.hpp"

#include "enumeration/catalan.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/limited_greedy.hpp"
#include "models/overlap/limited_optimum.hpp"
#include "models/overlap/limited_timing.hpp"
#include "models/overlap/optimum_recurrence.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"
#include "output/schedule_json.hpp"

#include <map>

namespace redcheck {

namespace {

struct ClassSummary {
  std::string example;  // first ordered tree of the class in enumeration order
  std::uint64_t ordered = 0;
};

// The optimal trees by isomorphism class, in canonical order.
nlohmann::json classes_json(const std::vector<ReductionTree>& trees) {
  std::map<std::string, ClassSummary> classes;
  for (const auto& t : trees) {
    auto& cls = classes[t.canonical()];
    if (cls.ordered++ == 0) cls.example = t.brackets();
  }
  nlohmann::json list = nlohmann::json::array();
  for (const auto& [canonical, cls] : classes) {
    list.push_back(
        {{"canonical", canonical}, {"ordered_trees", cls.ordered}, {"example", cls.example}});
  }
  return list;
}

void set_example(OptimumReport& report, const ReductionTree& tree, const OverlapModel& model) {
  report.example = earliest_schedule(tree, model, ArrivalOrder::as_in_tree);
  report.fields["example_tree"] = tree_json(tree);
}

}  // namespace

OptimumReport exhaustive_report(int n, const OverlapModel& model, std::size_t keep,
                                bool by_enumeration) {
  ExhaustiveOptions options;
  options.keep_trees = keep == 0 ? 1 : keep;
  options.by_enumeration = by_enumeration;
  const ExhaustiveResult r = exhaustive_optimum(n, model, options);
  OptimumReport report;
  report.optimum = r.optimum;
  report.method = by_enumeration
                      ? "exhaustive enumeration of every ordered tree"
                      : "counting every ordered tree by the state of its sink (exhaustive)";
  report.arithmetic = r.arithmetic;
  const nlohmann::json classes = classes_json(r.optimal_trees);
  const bool complete = r.optimal_shapes <= options.keep_trees;
  report.fields["shapes"] = r.shapes;
  report.fields["catalan_check"] = catalan(n - 1) == BigInt(r.shapes);
  report.fields["optimal_shapes"] = r.optimal_shapes;
  report.fields["optimal_classes"] = classes;
  report.fields["optimal_classes_complete"] = complete;
  report.lines.push_back(
      std::string(by_enumeration ? "ordered trees examined: " : "ordered trees counted: ") +
      std::to_string(r.shapes) + ", optimal: " + std::to_string(r.optimal_shapes) +
      ", isomorphism classes: " + std::to_string(classes.size()) +
      (complete ? "" : " (among the first kept)"));
  for (std::size_t k = 0; k < classes.size(); ++k) {
    if (k == 20) {
      report.lines.push_back("  ...");
      break;
    }
    const auto& cls = classes[k];
    report.lines.push_back("  " + cls["canonical"].get<std::string>() + "  (" +
                           std::to_string(cls["ordered_trees"].get<std::uint64_t>()) +
                           " arrival orders, e.g. " + cls["example"].get<std::string>() + ")");
  }
  set_example(report, r.optimal_trees.front(), model);
  return report;
}

OptimumReport recurrence_report(int n, const OverlapModel& model) {
  const RecurrenceResult r = recurrence_optimum(n, model);
  OptimumReport report;
  report.optimum = r.optimum_by_size[n];
  report.method = "the Pareto recurrence (optimum_recurrence.hpp)";
  report.arithmetic = r.arithmetic;
  report.fields["shapes"] = catalan(n - 1).str();  // covered by the proof, not visited
  report.fields["pareto_states"] = r.states;
  report.fields["candidates"] = r.candidates;
  report.fields["note"] =
      "the recurrence covers every ordered tree by a proof (optimum_recurrence.hpp) and gives "
      "one optimal tree";
  report.lines.push_back("optimal tree: " + r.tree.brackets());
  set_example(report, r.tree, model);
  return report;
}

void add_bounds_and_algorithm1(OptimumReport& report, int n, const OverlapModel& model,
                               const std::string& input) {
  const Time lower = lemma5_lower_bound(n, model), upper = proposition6_upper_bound(n, model);
  report.fields["lemma5_lower_bound"] = to_string(lower);
  report.fields["proposition6_upper_bound"] = to_string(upper);
  report.lines.push_back("bounds: Lemma 5 >= " + to_string(lower) +
                         ", Proposition 6 <= " + to_string(upper));
  if (!model.overlap) return;
  // Theorem 4 as a cross-check: Algorithm 1 is independent of both methods.
  const Time length = algorithm1(n, model, TieBreak::lowest_index).length;
  checked("the optimum", input, report.method, report.optimum, "Algorithm 1 (Theorem 4)", length);
  report.fields["algorithm1_length"] = to_string(length);
  report.lines.push_back("Algorithm 1: " + to_string(length));
}

void add_trees_within(OptimumReport& report, int n, const OverlapModel& model, const Time& bound,
                      std::size_t keep) {
  // Counted by states; only the first `keep` are visited (n = 26 has 4.9e12
  // trees).
  nlohmann::json trees = nlohmann::json::array();
  std::vector<std::string> shown;
  const std::uint64_t count =
      for_each_tree_within(n, model, bound, [&](const ReductionTree& t, const Time& makespan) {
        if (trees.size() >= keep) return false;
        trees.push_back({{"tree", t.brackets()},
                         {"canonical", t.canonical()},
                         {"makespan", to_string(makespan)}});
        shown.push_back("  " + t.brackets() + "  " + to_string(makespan));
        return trees.size() < keep;
      });
  report.fields["within"] = {
      {"bound", to_string(bound)}, {"ordered_trees", count}, {"first", trees}};
  report.lines.push_back("ordered trees within " + to_string(bound) + ": " + std::to_string(count));
  report.lines.insert(report.lines.end(), shown.begin(), shown.end());
}

std::vector<Time> left_shifted_makespans(int n, const OverlapModel& model) {
  std::vector<Time> values;
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) values.push_back(model.d * a + model.c * b);
  }
  return values;
}

OptimumReport limited_optimum_report(int n, const OverlapModel& model, const std::string& input) {
  OptimumReport report;
  nlohmann::json limits = nlohmann::json::object();
  if (model.max_transfers) limits["max_transfers"] = *model.max_transfers;
  if (model.max_reducers) limits["max_reducers"] = *model.max_reducers;
  report.fields["limits"] = limits;
  // Algorithm 3 with the reducer limit (else the transfer limit: K reducers
  // never have more than K transfers in progress, one-port), delayed to the
  // transfer limit when it binds: valid under both limits.
  const int k3 = model.max_reducers.value_or(model.max_transfers.value_or(n));
  const OverlapModel plain = model.with_limits(std::nullopt, std::nullopt);
  BuildRequest request;
  request.algorithm = OverlapBuilder::greedy_limited_reducers;
  request.n = n;
  request.k = k3;
  Schedule best = delayed_to_transfer_limit(build_schedule(request, plain).schedule, model);
  const Time best_length = validated_makespan(best, model, "Algorithm 3");
  report.fields["algorithm3_length"] = to_string(best_length);
  report.fields["algorithm3_k"] = k3;
  report.lines.push_back("Algorithm 3 (K = " + std::to_string(k3) +
                         " reducers): " + to_string(best_length));
  if (model.max_transfers) {
    const LimitedTransfersSchedule a =
        algorithm2(n, *model.max_transfers, plain, TieBreak::lowest_index);
    const bool fits = !model.max_reducers || reducer_count(a.schedule) <= *model.max_reducers;
    const Time length = validated_makespan(
        a.schedule, model.with_limits(model.max_transfers, std::nullopt), "Algorithm 2");
    report.fields["algorithm2_length"] = to_string(length);
    report.lines.push_back("Algorithm 2 (K = " + std::to_string(*model.max_transfers) +
                           " transfers): " + to_string(length) +
                           (fits ? "" : " (more reducers than allowed)"));
    if (fits && length < best_length) best = a.schedule;
  }
  // Not value_or(*model.max_reducers): its argument is read even when unused,
  // an empty optional's bytes when only the transfer limit is set.
  const int k8 = model.max_transfers ? *model.max_transfers : *model.max_reducers;
  report.fields["proposition8_bound"] = to_string(proposition8_bound(n, k8, model));
  if (model.max_transfers && !model.overlap) {
    // No search of ours enumerates this variant (a machine may receive
    // several elements before it reduces them): the solvers search it. In a
    // schedule shifted left (every activity starts at 0 or when another
    // ends, which keeps it valid and no longer) the makespan is the length
    // of a chain of distinct activities, each ending when the next starts:
    // a d + b c with at most n - 1 transfers and n - 1 reductions.
    if (n > smt_searched_max_n) {
      throw TooBig("n = " + std::to_string(n) +
                   " is beyond the solvers' search of the optimum without overlap under "
                   "--max-transfers: n <= " +
                   std::to_string(smt_searched_max_n) +
                   " (or drop --no-overlap: the overlap model's search reaches n <= " +
                   std::to_string(transfer_limited_max_n) + ")");
    }
    const SmtOptimum r =
        smt_optimum(overlap_smt_encoding(n, model, input), left_shifted_makespans(n, model), best,
                    [&](const Schedule& s) { return validate(s, model); });
    report.optimum = r.optimum;
    report.example = r.example;
    report.arithmetic = "exact rationals (SMT-LIB reals)";
    report.method =
        "search by z3 (first below Algorithms 2 and 3's schedule, then by halves) over the "
        "values a d + b c (0 <= a, b < n) a left-shifted schedule can end at; no schedule below "
        "the least one reached, under " +
        r.solvers + ", and its schedule validated (smt_optimum.hpp)";
    report.fields["solvers"] = r.solvers;
    report.fields["solver_queries"] = r.queries;
    report.lines.push_back("searched by the SMT solvers: " + std::to_string(r.queries) +
                           " queries, the optimum proven under " + r.solvers);
    return report;
  }
  if (model.max_transfers) {
    TransferSearchOptions options;
    options.upper_bound = best;
    const TransferLimitedResult r = transfer_limited_optimum(n, model, options);
    report.optimum = r.optimum;
    report.example = r.example;
    report.arithmetic = r.arithmetic;
    report.method =
        "search over every tree and order of its transfers, decoded by a schedule generation "
        "scheme, with proven pruning (limited_optimum.hpp)";
    // Every (tree, transfer order) sequence is covered, by the proof of
    // limited_optimum.hpp; those reached are the ones pruning left.
    BigInt sequences = 1;
    for (int i = 2; i < n; ++i) sequences *= BigInt(i) * i;
    report.fields["shapes"] = sequences.str();
    report.fields["sequences_reached"] = r.sequences;
    report.fields["search_nodes"] = r.search_nodes;
    report.lines.push_back(
        "complete (tree, transfer order) sequences reached: " + std::to_string(r.sequences) +
        ", steps tried: " + std::to_string(r.search_nodes));
    return report;
  }
  const ReducerLimitedResult r = reducer_limited_optimum(n, model, *model.max_reducers);
  report.optimum = r.optimum;
  report.example = earliest_schedule(r.tree, model, ArrivalOrder::as_in_tree);
  report.arithmetic = r.arithmetic;
  report.method = "exhaustive enumeration of every ordered tree with at most K reducers";
  report.fields["shapes"] = r.shapes;
  report.fields["narayana_check"] = r.expected_shapes == std::to_string(r.shapes);
  report.fields["example_tree"] = tree_json(r.tree);
  checked("the ordered trees with at most K reducers", input, "the enumeration",
          std::to_string(r.shapes), "the Narayana numbers", r.expected_shapes);
  report.lines.push_back("ordered trees with at most " + std::to_string(*model.max_reducers) +
                         " reducers: " + std::to_string(r.shapes));
  return report;
}

}  // namespace redcheck
