// enumerator optimum: the true optimum of the overlap model, by exhaustive
// enumeration of every ordered tree (or the proven recurrence for larger n),
// cross-checked against Algorithm 1 and the validator.

#include "cli/arguments.hpp"
#include "errors.hpp"
#include "enumeration/catalan.hpp"
#include "enumeration/exhaustive_overlap.hpp"
#include "enumeration/optimum_recurrence.hpp"
#include "enumerator/commands.hpp"
#include "enumerator/model_options.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"
#include "output/atomic_file.hpp"
#include "output/gantt_svg.hpp"
#include "output/schedule_json.hpp"

#include <nlohmann/json.hpp>

#include <iostream>
#include <map>

namespace redcheck {
namespace {

struct ClassSummary {
  std::string example;  // first ordered tree of the class in enumeration order
  std::uint64_t ordered = 0;
};

}  // namespace

int run_optimum(const OptimumOptions& o) {
  const OverlapModel model = overlap_model_from(o.costs);
  if (o.n.empty()) throw InputError("--n is required: the number of machines, at least 1");
  const int n = static_cast<int>(parse_integer(o.n, "--n", 1, recurrence_max_n));
  const auto keep = static_cast<std::size_t>(parse_integer(o.keep, "--keep", 0, 10'000'000));
  if (o.method != "exhaustive" && o.method != "recurrence") {
    throw InputError("--method '" + o.method + "' is unknown; accepted: exhaustive, recurrence");
  }

  nlohmann::json j = {{"model", o.costs.model},
                      {"n", n},
                      {"d", to_string(model.d)},
                      {"c", to_string(model.c)},
                      {"method", o.method}};
  ReductionTree example;
  Time optimum;
  if (o.method == "exhaustive") {
    ExhaustiveOptions options;
    options.keep_trees = keep == 0 ? 1 : keep;
    const ExhaustiveResult r = exhaustive_optimum(n, model, options);
    optimum = r.optimum;
    example = r.optimal_trees.front();
    std::map<std::string, ClassSummary> classes;
    for (const auto& t : r.optimal_trees) {
      auto& cls = classes[t.canonical()];
      if (cls.ordered++ == 0) cls.example = t.brackets();
    }
    nlohmann::json list = nlohmann::json::array();
    for (const auto& [canonical, cls] : classes) {
      list.push_back(
          {{"canonical", canonical}, {"ordered_trees", cls.ordered}, {"example", cls.example}});
    }
    j["arithmetic"] = r.arithmetic;
    j["shapes"] = r.shapes;
    j["catalan_check"] = catalan(n - 1) == BigInt(r.shapes);
    j["optimal_shapes"] = r.optimal_shapes;
    j["optimal_classes"] = list;
    j["optimal_classes_complete"] = r.optimal_shapes <= options.keep_trees;
  } else {
    const RecurrenceResult r = recurrence_optimum(n, model);
    optimum = r.optimum_by_size[n];
    example = r.tree;
    j["arithmetic"] = r.arithmetic;
    j["shapes"] = catalan(n - 1).str();  // covered by the argument, not visited one by one
    j["pareto_states"] = r.states;
    j["candidates"] = r.candidates;
    j["note"] =
        "the recurrence covers every ordered tree by a proof (optimum_recurrence.hpp) and "
        "gives one optimal tree";
  }
  // Independent computations of the same number.
  const Validation v = validate(earliest_schedule(example, model, ArrivalOrder::as_in_tree), model);
  j["optimum"] = to_string(optimum);
  j["optimum_decimal"] = to_decimal(optimum, 6);
  j["example_tree"] = tree_json(example);
  j["example_validated_makespan"] = v.valid() ? to_string(v.makespan) : v.violation;
  j["lemma5_lower_bound"] = to_string(lemma5_lower_bound(n, model));
  j["proposition6_upper_bound"] = to_string(proposition6_upper_bound(n, model));
  bool consistent = v.valid() && v.makespan == optimum;
  if (model.overlap) {
    const GreedyTree g = algorithm1(n, model, TieBreak::lowest_index);
    j["algorithm1_length"] = to_string(g.length);
    consistent = consistent && g.length == optimum;
  }
  j["cross_checks_agree"] = consistent;

  if (!o.within.empty()) {
    const Time bound = parse_time(o.within, "--within");
    std::uint64_t count = 0;
    nlohmann::json trees = nlohmann::json::array();
    for_each_tree_within(n, model, bound, [&](const ReductionTree& t, const Time& makespan) {
      if (count++ < keep) {
        trees.push_back({{"tree", t.brackets()},
                         {"canonical", t.canonical()},
                         {"makespan", to_string(makespan)}});
      }
      return true;
    });
    j["within"] = {{"bound", to_string(bound)}, {"ordered_trees", count}, {"first", trees}};
  }
  if (!o.svg.empty()) {
    write_file_atomically(
        o.svg, gantt_svg(earliest_schedule(example, model, ArrivalOrder::as_in_tree),
                         "optimal schedule, n = " + std::to_string(n) +
                             ", d = " + to_string(model.d) + ", c = " + to_string(model.c)));
  }

  if (o.json) {
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << o.costs.model << " model, n = " << n << ", d = " << to_string(model.d)
              << ", c = " << to_string(model.c) << "\n";
    std::cout << "optimum: " << to_string(optimum) << " (" << to_decimal(optimum, 6) << ") by "
              << o.method << ", " << j["arithmetic"].get<std::string>() << "\n";
    if (o.method == "exhaustive") {
      std::cout << "ordered trees examined: " << j["shapes"] << ", optimal: " << j["optimal_shapes"]
                << ", isomorphism classes: " << j["optimal_classes"].size()
                << (j["optimal_classes_complete"].get<bool>() ? "" : " (among the first kept)")
                << "\n";
      std::size_t shown = 0;
      for (const auto& cls : j["optimal_classes"]) {
        if (shown++ == 20) {
          std::cout << "  ...\n";
          break;
        }
        std::cout << "  " << cls["canonical"].get<std::string>() << "  (" << cls["ordered_trees"]
                  << " arrival orders, e.g. " << cls["example"].get<std::string>() << ")\n";
      }
    } else {
      std::cout << "optimal tree: " << example.brackets() << "\n";
    }
    std::cout << "bounds: Lemma 5 >= " << j["lemma5_lower_bound"].get<std::string>()
              << ", Proposition 6 <= " << j["proposition6_upper_bound"].get<std::string>() << "\n";
    if (j.contains("algorithm1_length")) {
      std::cout << "Algorithm 1: " << j["algorithm1_length"].get<std::string>() << "\n";
    }
    if (j.contains("within")) {
      std::cout << "ordered trees within " << j["within"]["bound"].get<std::string>() << ": "
                << j["within"]["ordered_trees"] << "\n";
      for (const auto& t : j["within"]["first"]) {
        std::cout << "  " << t["tree"].get<std::string>() << "  "
                  << t["makespan"].get<std::string>() << "\n";
      }
    }
  }
  if (!consistent) {
    std::cerr << "enumerator: independent computations of the optimum disagree (see "
                 "example_validated_makespan and algorithm1_length)\n";
    return 1;
  }
  return 0;
}

}  // namespace redcheck
