#include "models/steady_state/tables/legrand_examples.hpp"

#include "models/steady_state/figure1_reconstruction.hpp"
#include "models/steady_state/paper_examples.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/random_platforms.hpp"
#include "models/steady_state/single_trees.hpp"
#include "models/steady_state/validator.hpp"
#include "tables/table.hpp"

#include <optional>

namespace redcheck {

namespace {

struct Example {
  std::string name;
  std::string platform;  ///< in words
  SteadyStateProblem problem;
  std::optional<Time> printed;  ///< the throughput the paper prints
};

std::vector<int> range(int from, int to) {
  std::vector<int> out;
  for (int i = from; i < to; ++i) out.push_back(i);
  return out;
}

Platform random_one(PlatformShape shape, int nodes, std::uint64_t seed) {
  Random random(seed);
  return random_platform(shape, nodes, random);
}

std::vector<Example> examples() {
  std::vector<Example> out;
  const auto figure1 = figure1_reconstructions(figure1_cost_grid());
  if (!figure1.empty()) {
    out.push_back(
        {"figure1",
         "Figure 1 reconstructed (the first platform legrand2004.fig1.reconstruction finds): " +
             to_string(figure1.front().costs),
         figure1_problem(figure1.front().costs), Time(1, 2)});
  }
  out.push_back({"figure6", "Figure 6 with unit costs on 1->2, 2->1, 1->0, 2->0; w(0) = 1/2",
                 figure6_problem(figure6_unit_costs()), Time(1)});
  Platform two;
  two.add_node("0", Time(2));
  two.add_node("1", Time(2));
  two.add_edge(0, 1, Time(1));
  two.add_edge(1, 0, Time(1));
  out.push_back({"one-tree-not-enough",
                 "2 nodes, c = 1 both ways, w = 2 (the smallest found by "
                 "legrand2004.sec4.6.one-tree)",
                 reduce_problem(std::move(two), 0, {0, 1}), std::nullopt});
  for (const char* shape : {"layered", "random", "clique"}) {
    out.push_back({std::string("scatter-") + shape, std::string(shape) + ":50:1, 10 targets",
                   scatter_problem(random_one(platform_shape(shape), 50, 1), 0,
                                   {1, 5, 9, 13, 17, 21, 25, 29, 33, 37}),
                   std::nullopt});
  }
  out.push_back(
      {"gossip-layered", "layered:16:1, sources P0..P3, every target",
       gossip_problem(random_one(PlatformShape::layered, 16, 1), range(0, 4), range(0, 16)),
       std::nullopt});
  for (const char* shape : {"layered", "random", "clique"}) {
    out.push_back(
        {std::string("reduce-") + shape,
         std::string(shape) + ":16:1, 8 participants P0, P2, ..., P14 into P0",
         reduce_problem(random_one(platform_shape(shape), 16, 1), 0, {0, 2, 4, 6, 8, 10, 12, 14}),
         std::nullopt});
  }
  return out;
}

struct Row {
  Example example;
  SteadyStateSolution solution;
  PeriodicSchedule split, whole;
  bool valid = false;
  std::optional<std::size_t> trees;
  std::optional<Time> single_tree;
};

Row solve(Example e) {
  Row row{std::move(e), {}, {}, {}, false, std::nullopt, std::nullopt};
  const SteadyStateProblem& p = row.example.problem;
  row.solution = solve_steady_state(p);
  row.split = split_periodic_schedule(p, row.solution);
  row.whole = unsplit_periodic_schedule(p, row.split);
  const auto reaches = [&](const PeriodicSchedule& s, bool whole) {
    const PeriodicValidation v = validate_periodic(s.schedule, p, whole);
    return v.validation.valid() &&
           v.operations_per_period / v.validation.makespan == row.solution.throughput;
  };
  row.valid = reaches(row.split, false) && reaches(row.whole, true);
  if (p.operation == SteadyOperation::reduce) {
    row.trees = reduction_trees(p, row.solution).size();
    if (p.platform.nodes() <= 3) row.single_tree = best_single_tree(p, 1000000).throughput;
  }
  return row;
}

TableOutput legrand_examples() {
  std::vector<Row> rows;
  for (Example& e : examples()) rows.push_back(solve(std::move(e)));
  TableDescription<Row> t;
  t.column("example", [](const Row& r) { return r.example.name; });
  t.column("operation", [](const Row& r) { return problem_text(r.example.problem); });
  t.column("platform", [](const Row& r) { return r.example.platform; });
  t.column("nodes",
           [](const Row& r) { return std::to_string(r.example.problem.platform.nodes()); });
  t.column("edges",
           [](const Row& r) { return std::to_string(r.example.problem.platform.edges().size()); });
  t.column("lp_columns", [](const Row& r) { return std::to_string(r.solution.columns); });
  t.column("lp_rows", [](const Row& r) { return std::to_string(r.solution.rows); });
  t.column("throughput", [](const Row& r) { return to_string(r.solution.throughput); });
  t.column("printed_throughput",
           [](const Row& r) { return r.example.printed ? to_string(*r.example.printed) : ""; });
  t.column("agrees", [](const Row& r) {
    return r.example.printed ? (*r.example.printed == r.solution.throughput ? "yes" : "no") : "";
  });
  t.column("certified",
           [](const Row& r) { return r.solution.certificate.verified ? "yes" : "no"; });
  t.column("period", [](const Row& r) { return r.solution.period.str(); });
  t.column("operations_per_period",
           [](const Row& r) { return r.solution.operations_per_period().str(); });
  t.column("matchings", [](const Row& r) { return std::to_string(r.split.matchings.size()); });
  t.column("period_without_split",
           [](const Row& r) { return to_string(*r.whole.schedule.period); });
  t.column("schedules_valid", [](const Row& r) { return r.valid ? "yes" : "no"; });
  t.column("trees", [](const Row& r) { return r.trees ? std::to_string(*r.trees) : ""; });
  t.column("best_single_tree",
           [](const Row& r) { return r.single_tree ? to_string(*r.single_tree) : ""; });
  TableOutput out;
  out.files.push_back(csv_file("legrand2004_examples.csv", t.render(rows)));
  std::size_t agree = 0, printed = 0;
  for (const Row& r : rows) {
    if (!r.example.printed) continue;
    ++printed;
    if (*r.example.printed == r.solution.throughput) ++agree;
  }
  out.summary = {{"rows", rows.size()}, {"printed_values", printed}, {"agreeing", agree}};
  return out;
}

}  // namespace

std::vector<TableSpec> steady_state_tables() {
  return {{"legrand-examples",
           "Legrand, Marchal & Robert 2004: Figure 1 as reconstructed, Figure 6, the smallest "
           "reduce needing two trees, and "
           "random platforms (scatter on 50 nodes with 10 targets, gossip, reduce of 8 "
           "participants on 16 nodes), each solved exactly and certified",
           "enumerator table legrand-examples --out data",
           {{"legrand2004_examples.csv",
             "per example: LP size, throughput (and the printed one), certificate, period, "
             "matchings, period without split messages, schedules valid, trees, best single "
             "tree"}},
           legrand_examples}};
}

}  // namespace redcheck
