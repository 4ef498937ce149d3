// enumerator: explicit schedules, exact optima by exhaustive enumeration, and
// the tables of data/. Exit status: 0 success, 1 an internal cross-check
// failed, 2 bad input.

#include "cli/command_line.hpp"
#include "errors.hpp"
#include "enumerator/commands.hpp"
#include "output/atomic_file.hpp"

#include <CLI/CLI.hpp>

#include <iostream>

using namespace redcheck;

namespace {

void add_cost_options(CLI::App* app, CostOptions& o) {
  app->add_option("--model", o.model,
                  "Model: overlap (default), no-overlap (Section 3.1 variant) or segmented "
                  "(Lowery & Langou, schedule only)");
  app->add_option("--d", o.d, "Transfer cost, exact: 2, 3/2 or 1.5");
  app->add_option("--c", o.c, "Reduction cost, exact");
}

void add_segmented_options(CLI::App* app, SegmentedOptions& o) {
  app->add_option("--p", o.p, "Segmented model: number of processors (root 0)");
  app->add_option("--alpha", o.alpha, "Segmented model: latency per transfer, exact");
  app->add_option("--beta", o.beta, "Segmented model: transfer time per element, exact");
  app->add_option("--gamma", o.gamma, "Segmented model: reduction time per element, exact");
}

}  // namespace

int main(int argc, char** argv) {
  install_interrupt_cleanup();
  CLI::App app{"enumerator: exact schedules and optima for reduction scheduling"};
  app.name("enumerator");
  app.require_subcommand(1);

  OptimumOptions opt;
  auto* optimum = app.add_subcommand(
      "optimum", "The exact optimal makespan over every schedule (every ordered tree)");
  add_cost_options(optimum, opt.costs);
  optimum->add_option("--n", opt.n, "Number of machines (exhaustive: 1..20)");
  optimum->add_option("--method", opt.method,
                      "exhaustive (every ordered tree, n <= 20) or recurrence (proven Pareto "
                      "recurrence, n <= 20000)");
  optimum->add_option("--keep", opt.keep,
                      "Optimal ordered trees decoded for the isomorphism classes (default 100000)");
  optimum->add_option("--within", opt.within,
                      "Also list the ordered trees whose makespan is <= this bound");
  optimum->add_option("--svg", opt.svg, "Write a Gantt chart of an optimal schedule to this file");
  optimum->add_flag("--json", opt.json, "JSON on stdout");

  ScheduleOptions sch;
  auto* schedule = app.add_subcommand("schedule", "One builder's schedule, validated");
  add_cost_options(schedule, sch.costs);
  add_segmented_options(schedule, sch.segmented);
  schedule->add_option("--segments", sch.segmented.segments,
                       "Segmented model: segment sizes, e.g. 4,4,2 (sum = m)");
  schedule->add_option("--m", sch.segmented.m,
                       "Segmented model: message size the segments must sum to (optional)");
  schedule->add_flag("--bidirectional", sch.segmented.bidirectional,
                     "Segmented model: bidirectional ports (default unidirectional)");
  schedule->add_option("--algorithm", sch.algorithm,
                       "overlap model: greedy, binomial-strategy, fibonacci-strategy, "
                       "binomial-tree, fibonacci-tree, star, chain, tree; segmented model: "
                       "uni-greedy, bi-greedy, pipeline, binomial, binary, butterfly");
  schedule->add_option("--n", sch.n, "Number of machines");
  schedule->add_option("--order", sch.order,
                       "Order k of binomial-tree (2^k machines) or fibonacci-tree (F_{k+2})");
  schedule->add_option("--tie-break", sch.tie_break,
                       "Argmin tie-break of Algorithm 1: lowest (default) or highest");
  schedule->add_option(
      "--tree", sch.tree,
      "For algorithm tree: nested parentheses, senders in arrival order, e.g. '(()(()))'");
  schedule->add_option(
      "--receivers", sch.receivers,
      "For algorithm tree: receiver of each machine, -1 for the sink, e.g. -1,0,0,2");
  schedule->add_option("--arrival", sch.arrival, "ready (Proposition 3, default) or as-in-tree");
  schedule->add_flag(
      "--non-commutative", sch.non_commutative,
      "Renumber machines in preorder (Section 4.1) and validate a non-commutative reduction");
  schedule->add_flag("--no-timeline", sch.no_timeline, "Omit the list of activities from the JSON");
  schedule->add_option("--svg", sch.svg, "Write a Gantt chart to this file");
  schedule->add_flag("--json", sch.json, "JSON on stdout");

  SegmentationsOptions seg;
  auto* segmentations = app.add_subcommand(
      "segmentations",
      "Segmented model: every segmentation of m with the exact makespan of an algorithm");
  add_segmented_options(segmentations, seg.segmented);
  segmentations->add_option("--m", seg.segmented.m, "Message size (1..30: 2^(m-1) segmentations)");
  segmentations->add_option("--algorithm", seg.algorithm,
                            "uni-greedy (default) or pipeline, unidirectional");
  segmentations->add_flag("--no-list", seg.no_list, "Only the best ones, not every segmentation");
  segmentations->add_flag("--json", seg.json, "JSON on stdout");

  TableOptions tab;
  auto* table =
      app.add_subcommand("table", "Regenerate a table of data/ (canon-optimum, canon-figure2)");
  table->add_option("name", tab.name, "Table name")->required();
  table->add_option("--out", tab.out, "Output directory (default data)");
  table->add_flag("--json", tab.json, "JSON summary on stdout");

  if (const auto status = parse_command_line(app, argc, argv)) return *status;
  try {
    if (*optimum) return run_optimum(opt);
    if (*schedule) return sch.costs.model == "segmented" ? run_segmented_schedule(sch)
                                                         : run_schedule(sch);
    if (*segmentations) return run_segmentations(seg);
    return run_table(tab);
  } catch (const InputError& e) {
    std::cerr << "enumerator: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "enumerator: internal error: " << e.what() << "\n";
    return 1;
  }
}
