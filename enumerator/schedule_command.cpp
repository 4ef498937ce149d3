// enumerator schedule: one builder's explicit schedule, its makespan from the
// validator, and the builder's own bookkeeping where it has one.

#include "cli/arguments.hpp"
#include "errors.hpp"
#include "enumerator/commands.hpp"
#include "enumerator/model_options.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/validator.hpp"
#include "output/atomic_file.hpp"
#include "output/gantt_svg.hpp"
#include "output/schedule_json.hpp"
#include "schedule/relabel.hpp"

#include <nlohmann/json.hpp>

#include <iostream>

namespace redcheck {

int run_schedule(const ScheduleOptions& o) {
  OverlapModel model = overlap_model_from(o.costs);
  BuildRequest request;
  request.algorithm = o.algorithm;
  if (o.algorithm.empty())
    throw InputError("--algorithm is required (greedy, binomial-strategy, ...)");
  if (!o.n.empty()) request.n = static_cast<int>(parse_integer(o.n, "--n", 1, 10'000'000));
  if (!o.order.empty()) request.order = static_cast<int>(parse_integer(o.order, "--order", -1, 30));
  request.tie_break = parse_tie_break(o.tie_break);
  if (!o.tree.empty() && !o.receivers.empty()) {
    throw InputError("give either --tree or --receivers, not both");
  }
  if (!o.tree.empty()) request.tree = ReductionTree::from_brackets(o.tree);
  if (!o.receivers.empty()) {
    std::vector<int> receivers;
    for (const auto& item : split_list(o.receivers, "--receivers")) {
      receivers.push_back(
          static_cast<int>(parse_integer(item, "--receivers item", -1, 10'000'000)));
    }
    request.tree = ReductionTree::from_receivers(receivers);
  }
  if (o.arrival == "ready") {
    request.arrival = ArrivalOrder::by_ready_time;
  } else if (o.arrival == "as-in-tree") {
    request.arrival = ArrivalOrder::as_in_tree;
  } else {
    throw InputError("--arrival '" + o.arrival + "' is unknown; accepted: ready, as-in-tree");
  }

  Built built = build_schedule(request, model);
  if (o.non_commutative) {
    // Section 4.1: renumber the machines so that each reduction joins adjacent ranges.
    built.schedule = relabel_in_preorder(built.schedule);
    model.commutative = false;
  }
  const Validation v = validate(built.schedule, model);
  const int n = built.schedule.machines;
  nlohmann::json j = {
      {"model", o.costs.model},          {"algorithm", o.algorithm}, {"n", n},
      {"d", to_string(model.d)},         {"c", to_string(model.c)},  {"valid", v.valid()},
      {"commutative", model.commutative}};
  if (o.algorithm == "greedy" || o.algorithm.find("strategy") != std::string::npos) {
    j["tie_break"] = to_string(request.tie_break);
  }
  if (v.valid()) {
    j["makespan"] = to_string(v.makespan);
    j["makespan_decimal"] = to_decimal(v.makespan, 6);
  } else {
    j["violation"] = v.violation;
  }
  if (built.own_length) j["algorithm_own_length"] = to_string(*built.own_length);
  j["lemma5_lower_bound"] = to_string(lemma5_lower_bound(n, model));
  j["proposition6_upper_bound"] = to_string(proposition6_upper_bound(n, model));
  j["tree"] = tree_json(implied_tree(built.schedule));
  if (!o.no_timeline) j["timeline"] = timeline_json(built.schedule);
  if (!o.svg.empty()) {
    write_file_atomically(
        o.svg, gantt_svg(built.schedule, o.algorithm + ", n = " + std::to_string(n) + ", d = " +
                                             to_string(model.d) + ", c = " + to_string(model.c)));
  }
  const bool agrees = v.valid() && (!built.own_length || *built.own_length == v.makespan);

  if (o.json) {
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << o.algorithm << " on " << n << " machines, " << o.costs.model
              << " model, d = " << to_string(model.d) << ", c = " << to_string(model.c) << "\n";
    if (v.valid()) {
      std::cout << "makespan (validator): " << to_string(v.makespan) << " ("
                << to_decimal(v.makespan, 6) << ")\n";
    } else {
      std::cout << "INVALID schedule: " << v.violation << "\n";
    }
    if (built.own_length)
      std::cout << "algorithm's own length: " << to_string(*built.own_length) << "\n";
    if (n <= 64) std::cout << "tree: " << j["tree"]["brackets"].get<std::string>() << "\n";
    if (!o.no_timeline && n <= 64) {
      for (const auto& t : j["timeline"]["transfers"]) {
        std::cout << "  transfer " << t["from"] << " -> " << t["to"] << "  ["
                  << t["start"].get<std::string>() << ", " << t["end"].get<std::string>() << ")\n";
      }
      for (const auto& r : j["timeline"]["reductions"]) {
        std::cout << "  reduction on " << r["machine"] << " of " << r["from"] << "  ["
                  << r["start"].get<std::string>() << ", " << r["end"].get<std::string>() << ")\n";
      }
    }
  }
  if (!agrees) {
    std::cerr << "enumerator: the builder's schedule "
              << (v.valid() ? "does not match its own length" : "is invalid: " + v.violation)
              << "\n";
    return 1;
  }
  return 0;
}

}  // namespace redcheck
