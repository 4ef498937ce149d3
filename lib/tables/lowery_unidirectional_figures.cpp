#include "tables/lowery_unidirectional_figures.hpp"

#include "concurrency/parallel_for.hpp"
#include "models/segmented/equal_count_search.hpp"
#include "models/segmented/published_formulas.hpp"
#include "output/csv.hpp"
#include "output/grid_plot_svg.hpp"
#include "output/line_plot_svg.hpp"

#include <algorithm>
#include <map>

namespace redcheck {

namespace {

const Time fig_alpha(10), fig_beta(1), fig_gamma(0);
using A = SegmentedAlgorithm;
const std::vector<A> standard_algorithms{A::binomial, A::pipeline, A::binary};
const std::vector<A> figure_algorithms{A::uni_greedy, A::binomial, A::pipeline, A::binary};
const std::map<A, std::string> algorithm_color{{A::binomial, "#4e79a7"},
                                               {A::pipeline, "#f28e2b"},
                                               {A::binary, "#59a14f"},
                                               {A::uni_greedy, "#b07aa1"}};
const std::map<A, std::string> algorithm_short{
    {A::binomial, "Bn"}, {A::pipeline, "Pl"}, {A::binary, "By"}};
constexpr int figure4_p = 64;

std::vector<int> grid_p() {
  std::vector<int> values;
  for (int k = 2; k <= 10; ++k) values.push_back(1 << k);
  return values;
}

std::vector<std::int64_t> grid_m() {
  std::vector<std::int64_t> values;
  for (int k = 2; k <= 16; ++k) values.push_back(std::int64_t{1} << k);
  return values;
}

struct FormulaOptimum {
  Time makespan;
  std::int64_t segments = 1;
};

/// The Table I formula of a standard algorithm at its best q (equal
/// segments by count), as the paper's s_opt does on a continuum. q grows
/// until the formula's latency part alone exceeds the best (round >= alpha).
FormulaOptimum best_table1(A algorithm, int p, std::int64_t m) {
  if (algorithm == A::binomial) return {binomial_formula(p, m, fig_alpha, fig_beta, fig_gamma), 1};
  std::optional<FormulaOptimum> best;
  for (std::int64_t q = 1; q <= m; ++q) {
    const Time rounds_alpha = (algorithm == A::pipeline ? table1_pipeline(p, q, fig_alpha)
                                                        : table1_binary(p, q, fig_alpha));
    if (best && rounds_alpha > best->makespan) break;
    const std::int64_t s = (m + q - 1) / q;
    if ((m + s - 1) / s != q) continue;  // not an equi-segmentation with q segments
    const Time round = formula_round(s, fig_alpha, fig_beta, fig_gamma);
    const Time t =
        algorithm == A::pipeline ? table1_pipeline(p, q, round) : table1_binary(p, q, round);
    if (!best || t < best->makespan) best = FormulaOptimum{t, q};
  }
  return *best;
}

struct Cell {
  int p = 0;
  std::int64_t m = 0;
  std::map<A, EqualCountOptimum> schedule;  ///< the four algorithms
  std::map<A, FormulaOptimum> formula;      ///< the three standard ones
};

/// Names of the least time among the standard algorithms, "a+b" on ties.
template <class TimeOf>
std::string best_standard(TimeOf&& time_of) {
  std::string names;
  std::optional<Time> best;
  for (A name : standard_algorithms) {
    const Time t = time_of(name);
    if (!best || t < *best) {
      best = t;
      names = to_string(name);
    } else if (t == *best) {
      names += "+" + to_string(name);
    }
  }
  return names;
}

/// The least makespan among the standard algorithms of `results` (the
/// schedules' or the formulas' of a cell).
template <class Results>
Time least_standard(const Results& results) {
  Time best = results.at(standard_algorithms.front()).makespan;
  for (A name : standard_algorithms) best = std::min(best, results.at(name).makespan);
  return best;
}

std::vector<Cell> compute_cells() {
  std::vector<Cell> cells;
  for (int p : grid_p()) {
    for (std::int64_t m : grid_m()) cells.push_back({p, m, {}, {}});
  }
  struct Task {
    std::size_t cell;
    A algorithm;
  };
  std::vector<Task> tasks;
  for (std::size_t k = 0; k < cells.size(); ++k) {
    for (A name : figure_algorithms) tasks.push_back({k, name});
  }
  // Largest cells first, so that the two threads finish together.
  std::stable_sort(tasks.begin(), tasks.end(), [&](const Task& a, const Task& b) {
    return cells[a.cell].p * cells[a.cell].m > cells[b.cell].p * cells[b.cell].m;
  });
  std::vector<EqualCountOptimum> results(tasks.size());
  parallel_for(tasks.size(), [&](std::size_t k) {
    const Cell& c = cells[tasks[k].cell];
    results[k] = best_equal_count(tasks[k].algorithm, Ports::unidirectional, c.p, c.m, fig_alpha,
                                  fig_beta, fig_gamma);
  });
  for (std::size_t k = 0; k < tasks.size(); ++k) {
    cells[tasks[k].cell].schedule[tasks[k].algorithm] = results[k];
  }
  for (auto& c : cells) {
    for (A name : standard_algorithms) c.formula[name] = best_table1(name, c.p, c.m);
  }
  return cells;
}

std::string decimal(const Time& value) {
  return to_decimal(value, 4);
}

}  // namespace

TableOutput lowery_unidirectional_figures() {
  const auto cells = compute_cells();
  TableOutput out;
  std::size_t validated = 0, timed = 0;
  for (const auto& c : cells) {
    for (const auto& [name, r] : c.schedule) validated += r.validated, timed += r.timed;
  }

  // Figure 1: best standard algorithm per (p, m), by the formulas and by the schedules.
  std::string fig1 =
      csv_row({"p", "m", "binomial_formula", "pipeline_formula", "pipeline_formula_q",
               "binary_formula", "binary_formula_q", "best_by_formula", "binomial_schedule",
               "binomial_q", "pipeline_schedule", "pipeline_q", "binary_schedule", "binary_q",
               "best_by_schedule", "agree"});
  std::size_t disagreements = 0;
  std::map<std::string, std::size_t> winners_schedule, winners_formula;
  GridPlot fig1_plot{
      "Figure 1: best standard algorithm at its best equal segmentation "
      "(alpha = 10, beta = 1, gamma = 0)",
      "message size m (elements)",
      "processors p",
      {},
      {},
      {},
      {}};
  for (std::int64_t m : grid_m()) fig1_plot.columns.push_back(std::to_string(m));
  for (int p : grid_p()) {
    fig1_plot.rows.push_back(std::to_string(p));
    fig1_plot.cells.emplace_back();
  }
  for (std::size_t k = 0; k < cells.size(); ++k) {
    const Cell& c = cells[k];
    const std::string by_formula =
        best_standard([&](A name) { return c.formula.at(name).makespan; });
    const std::string by_schedule =
        best_standard([&](A name) { return c.schedule.at(name).makespan; });
    const bool agree = by_formula == by_schedule;
    disagreements += !agree;
    ++winners_schedule[by_schedule];
    ++winners_formula[by_formula];
    fig1 += csv_row(
        {std::to_string(c.p), std::to_string(c.m), to_string(c.formula.at(A::binomial).makespan),
         to_string(c.formula.at(A::pipeline).makespan),
         std::to_string(c.formula.at(A::pipeline).segments),
         to_string(c.formula.at(A::binary).makespan),
         std::to_string(c.formula.at(A::binary).segments), by_formula,
         to_string(c.schedule.at(A::binomial).makespan),
         std::to_string(c.schedule.at(A::binomial).segments),
         to_string(c.schedule.at(A::pipeline).makespan),
         std::to_string(c.schedule.at(A::pipeline).segments),
         to_string(c.schedule.at(A::binary).makespan),
         std::to_string(c.schedule.at(A::binary).segments), by_schedule, agree ? "yes" : "no"});
    const std::size_t row = k / grid_m().size();
    const auto named = segmented_algorithm_named(by_schedule);  // empty on ties ("a+b")
    const auto color = named ? algorithm_color.at(*named) : std::string("#bab0ab");
    std::string label;
    if (!agree) {
      label = "f:";
      for (A name : standard_algorithms) {
        if (by_formula.find(to_string(name)) != std::string::npos)
          label += algorithm_short.at(name);
      }
    }
    fig1_plot.cells[row].push_back({color, label});
  }
  for (A name : standard_algorithms) {
    fig1_plot.legend.push_back({algorithm_color.at(name), to_string(name) + " (schedules)"});
  }
  fig1_plot.legend.push_back({"#bab0ab", "tie"});
  fig1_plot.legend.push_back(
      {"white", "f:Bn/Pl/By = Table I formulas pick binomial/pipeline/binary"});
  out.files.push_back({"lowery2013_figure1.csv", fig1});
  out.files.push_back({"lowery2013_figure1.svg", grid_plot_svg(fig1_plot)});

  // Figure 4: p = 64, each algorithm / uni-greedy.
  std::string fig4 =
      csv_row({"m", "uni_greedy", "uni_greedy_q", "binomial", "binomial_q", "binomial_ratio",
               "pipeline", "pipeline_q", "pipeline_ratio", "binary", "binary_q", "binary_ratio",
               "best_standard_ratio", "best_standard_ratio_decimal"});
  std::vector<PlotSeries> ratio_series, time_series;
  for (A name : figure_algorithms) {
    ratio_series.push_back({to_string(name), algorithm_color.at(name), name == A::uni_greedy, {}});
    time_series.push_back({to_string(name), algorithm_color.at(name), name == A::uni_greedy, {}});
  }
  std::int64_t binomial_equal_up_to = 0;
  bool binomial_equal_so_far = true;
  Time fig4_max_ratio = 1;
  std::int64_t fig4_max_ratio_m = 0;
  Time pipeline_ratio_at_largest = 1;
  Time fig4_max_formula_ratio = 1;
  std::int64_t fig4_max_formula_ratio_m = 0;
  for (const auto& c : cells) {
    if (c.p != figure4_p) continue;
    const Time greedy = c.schedule.at(A::uni_greedy).makespan;
    std::vector<std::string> row{std::to_string(c.m), to_string(greedy),
                                 std::to_string(c.schedule.at(A::uni_greedy).segments)};
    std::size_t series = 0;
    for (A name : figure_algorithms) {
      const Time t = c.schedule.at(name).makespan;
      if (name != A::uni_greedy) {
        row.insert(row.end(), {to_string(t), std::to_string(c.schedule.at(name).segments),
                               decimal(t / greedy)});
      }
      ratio_series[series].points.push_back(
          {static_cast<double>(c.m), (t / greedy).convert_to<double>()});
      time_series[series].points.push_back({static_cast<double>(c.m), t.convert_to<double>()});
      ++series;
    }
    const Time ratio = least_standard(c.schedule) / greedy;
    const Time formula_ratio = least_standard(c.formula) / greedy;
    row.insert(row.end(), {to_string(ratio), decimal(ratio), to_string(formula_ratio),
                           decimal(formula_ratio)});
    if (formula_ratio > fig4_max_formula_ratio) {
      fig4_max_formula_ratio = formula_ratio, fig4_max_formula_ratio_m = c.m;
    }
    fig4 += csv_row(row);
    binomial_equal_so_far = binomial_equal_so_far && c.schedule.at(A::binomial).makespan == greedy;
    if (binomial_equal_so_far) binomial_equal_up_to = c.m;
    if (ratio > fig4_max_ratio) fig4_max_ratio = ratio, fig4_max_ratio_m = c.m;
    pipeline_ratio_at_largest = c.schedule.at(A::pipeline).makespan / greedy;
  }
  out.files.push_back({"lowery2013_figure4.csv", fig4});
  out.files.push_back(
      {"lowery2013_figure4a.svg",
       step_plot_svg({"Figure 4a: time / uni-greedy time, p = 64, alpha = 10, beta = 1, gamma = 0",
                      "message size m (elements)", "ratio", true, false},
                     ratio_series)});
  out.files.push_back({"lowery2013_figure4b.svg",
                       step_plot_svg({"Figure 4b: time at the best equal segmentation, p = 64",
                                      "message size m (elements)", "time", true, true},
                                     time_series)});

  // Figure 5: best standard / uni-greedy over the grid.
  std::string fig5 = csv_row({"p", "m", "uni_greedy", "uni_greedy_q", "best_standard",
                              "best_standard_time", "ratio", "ratio_decimal", "best_formula_time",
                              "formula_ratio", "formula_ratio_decimal"});
  GridPlot fig5_plot{
      "Figure 5: best standard algorithm / uni-greedy (alpha = 10, beta = 1, "
      "gamma = 0)",
      "message size m (elements)",
      "processors p",
      fig1_plot.columns,
      fig1_plot.rows,
      std::vector<std::vector<GridCell>>(grid_p().size()),
      {{heat_color(1, 1, 1.6), "1 (white)"}, {heat_color(1.6, 1, 1.6), "1.6"}}};
  GridPlot fig5_formula_plot = fig5_plot;
  fig5_formula_plot.title =
      "Figure 5 as the paper computed it: best Table I formula / uni-greedy (alpha = 10, beta = 1, "
      "gamma = 0)";
  Time fig5_formula_max = 1;
  int fig5_formula_max_p = 0;
  std::int64_t fig5_formula_max_m = 0;
  Time fig5_max = 1;
  int fig5_max_p = 0;
  std::int64_t fig5_max_m = 0;
  for (std::size_t k = 0; k < cells.size(); ++k) {
    const Cell& c = cells[k];
    const Time greedy = c.schedule.at(A::uni_greedy).makespan;
    const Time best = least_standard(c.schedule);
    const Time ratio = best / greedy;
    const Time formula_ratio = least_standard(c.formula) / greedy;
    const std::string names = best_standard([&](A name) { return c.schedule.at(name).makespan; });
    fig5 += csv_row({std::to_string(c.p), std::to_string(c.m), to_string(greedy),
                     std::to_string(c.schedule.at(A::uni_greedy).segments), names, to_string(best),
                     to_string(ratio), decimal(ratio), to_string(least_standard(c.formula)),
                     to_string(formula_ratio), decimal(formula_ratio)});
    fig5_formula_plot.cells[k / grid_m().size()].push_back(
        {heat_color(formula_ratio.convert_to<double>(), 1, 1.6), to_decimal(formula_ratio, 2)});
    if (formula_ratio > fig5_formula_max) {
      fig5_formula_max = formula_ratio, fig5_formula_max_p = c.p, fig5_formula_max_m = c.m;
    }
    const double r = ratio.convert_to<double>();
    fig5_plot.cells[k / grid_m().size()].push_back({heat_color(r, 1, 1.6), to_decimal(ratio, 2)});
    if (ratio > fig5_max) fig5_max = ratio, fig5_max_p = c.p, fig5_max_m = c.m;
  }
  out.files.push_back({"lowery2013_figure5.csv", fig5});
  out.files.push_back({"lowery2013_figure5.svg", grid_plot_svg(fig5_plot)});
  out.files.push_back({"lowery2013_figure5_formulas.svg", grid_plot_svg(fig5_formula_plot)});

  nlohmann::json winners_s, winners_f;
  for (const auto& [name, count] : winners_schedule) winners_s[name] = count;
  for (const auto& [name, count] : winners_formula) winners_f[name] = count;
  out.summary = {
      {"cells", cells.size()},
      {"segmentations_timed", timed},
      {"winning_schedules_validated", validated},
      {"figure1",
       {{"formula_and_schedule_disagree", disagreements},
        {"best_by_schedule", winners_s},
        {"best_by_formula", winners_f}}},
      {"figure4",
       {{"uni_greedy_equals_binomial_up_to_m", binomial_equal_up_to},
        {"paper",
         "uni-greedy and binomial have the same time for m < 64; up to about 50% "
         "faster than the standard algorithms in the middle"},
        {"max_best_standard_ratio", to_string(fig4_max_ratio)},
        {"max_best_standard_ratio_decimal", decimal(fig4_max_ratio)},
        {"max_at_m", fig4_max_ratio_m},
        {"max_formula_ratio_decimal", decimal(fig4_max_formula_ratio)},
        {"max_formula_ratio_at_m", fig4_max_formula_ratio_m},
        {"pipeline_ratio_at_largest_m", decimal(pipeline_ratio_at_largest)}}},
      {"figure5",
       {{"max_ratio", to_string(fig5_max)},
        {"max_ratio_decimal", decimal(fig5_max)},
        {"at_p", fig5_max_p},
        {"at_m", fig5_max_m},
        {"max_formula_ratio_decimal", decimal(fig5_formula_max)},
        {"max_formula_ratio_at_p", fig5_formula_max_p},
        {"max_formula_ratio_at_m", fig5_formula_max_m}}},
  };
  return out;
}

}  // namespace redcheck
