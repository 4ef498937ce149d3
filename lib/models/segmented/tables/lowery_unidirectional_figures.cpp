#include "models/segmented/tables/lowery_unidirectional_figures.hpp"

#include "distributed/distributed_map.hpp"
#include "models/segmented/equal_count_search.hpp"
#include "models/segmented/published_formulas.hpp"
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
const std::map<A, std::string> unidirectional_color{{A::binomial, "#4e79a7"},
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

}  // namespace

// q grows until the formula's latency part alone exceeds the best (round >= alpha).
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

namespace {

using Cell = UnidirectionalFigureCell;

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

}  // namespace

std::vector<int> unidirectional_figures_p() {
  return grid_p();
}

std::vector<std::int64_t> unidirectional_figures_m() {
  return grid_m();
}

Time UnidirectionalFigureCell::best_standard_schedule() const {
  return least_standard(schedule);
}

Time UnidirectionalFigureCell::best_standard_formula() const {
  return least_standard(formula);
}

std::vector<Cell> compute_unidirectional_cells(const std::vector<int>& ps) {
  std::vector<Cell> cells;
  for (int p : ps) {
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
  // Split over the ranks under MPI (distributed/distributed_map.hpp).
  const std::vector<EqualCountOptimum> results = distributed_map<EqualCountOptimum>(
      tasks.size(),
      [&](std::size_t k) {
        const Cell& c = cells[tasks[k].cell];
        return best_equal_count(tasks[k].algorithm, Ports::unidirectional, c.p, c.m, fig_alpha,
                                fig_beta, fig_gamma);
      },
      equal_count_optimum_to_json,
      [](const nlohmann::json& j, std::size_t) { return equal_count_optimum_from_json(j); });
  for (std::size_t k = 0; k < tasks.size(); ++k) {
    cells[tasks[k].cell].schedule[tasks[k].algorithm] = results[k];
  }
  for (auto& c : cells) {
    for (A name : standard_algorithms) c.formula[name] = best_table1(name, c.p, c.m);
  }
  return cells;
}

namespace {

std::string best_by_formula(const Cell& c) {
  return best_standard([&](A name) { return c.formula.at(name).makespan; });
}

std::string best_by_schedule(const Cell& c) {
  return best_standard([&](A name) { return c.schedule.at(name).makespan; });
}

std::vector<std::string> m_labels() {
  std::vector<std::string> out;
  for (std::int64_t m : grid_m()) out.push_back(std::to_string(m));
  return out;
}

std::vector<std::string> p_labels() {
  std::vector<std::string> out;
  for (int p : grid_p()) out.push_back(std::to_string(p));
  return out;
}

// ---- Figure 1: best standard algorithm per (p, m), by formulas and by schedules ----

TableDescription<Cell> figure1_columns() {
  using C = const Cell&;
  TableDescription<Cell> t;
  t.column("p", [](C c) { return std::to_string(c.p); })
      .column("m", [](C c) { return std::to_string(c.m); })
      .column("binomial_formula",
              [](C c) { return to_string(c.formula.at(A::binomial).makespan); });
  for (A name : {A::pipeline, A::binary}) {
    const std::string n = to_string(name);
    t.column(n + "_formula", [name](C c) {
       return to_string(c.formula.at(name).makespan);
     }).column(n + "_formula_q", [name](C c) {
      return std::to_string(c.formula.at(name).segments);
    });
  }
  t.column("best_by_formula", best_by_formula);
  for (A name : standard_algorithms) {
    const std::string n = to_string(name);
    t.column(n + "_schedule", [name](C c) {
       return to_string(c.schedule.at(name).makespan);
     }).column(n + "_q", [name](C c) { return std::to_string(c.schedule.at(name).segments); });
  }
  t.column("best_by_schedule", best_by_schedule).column("agree", [](C c) {
    return best_by_formula(c) == best_by_schedule(c) ? "yes" : "no";
  });
  return t;
}

GridPlot figure1_plot(const std::vector<Cell>& cells) {
  GridPlot plot{
      "Figure 1: best standard algorithm at its best equal segmentation "
      "(alpha = 10, beta = 1, gamma = 0)",
      "message size m (elements)",
      "processors p",
      m_labels(),
      p_labels(),
      std::vector<std::vector<GridCell>>(grid_p().size()),
      {}};
  for (std::size_t k = 0; k < cells.size(); ++k) {
    const Cell& c = cells[k];
    const std::string by_formula = best_by_formula(c), by_schedule = best_by_schedule(c);
    const auto named = segmented_algorithm_named(by_schedule);  // empty on ties ("a+b")
    const auto color = named ? unidirectional_color.at(*named) : std::string("#bab0ab");
    std::string label;
    if (by_formula != by_schedule) {
      label = "f:";
      for (A name : standard_algorithms) {
        if (by_formula.find(to_string(name)) != std::string::npos)
          label += algorithm_short.at(name);
      }
    }
    plot.cells[k / grid_m().size()].push_back({color, label});
  }
  for (A name : standard_algorithms) {
    plot.legend.push_back({unidirectional_color.at(name), to_string(name) + " (schedules)"});
  }
  plot.legend.push_back({"#bab0ab", "tie"});
  plot.legend.push_back({"white", "f:Bn/Pl/By = Table I formulas pick binomial/pipeline/binary"});
  return plot;
}

nlohmann::json figure1_summary(const std::vector<Cell>& cells) {
  std::size_t disagreements = 0;
  std::map<std::string, std::size_t> winners_schedule, winners_formula;
  for (const auto& c : cells) {
    disagreements += best_by_formula(c) != best_by_schedule(c);
    ++winners_schedule[best_by_schedule(c)];
    ++winners_formula[best_by_formula(c)];
  }
  nlohmann::json by_schedule, by_formula;
  for (const auto& [name, count] : winners_schedule) by_schedule[name] = count;
  for (const auto& [name, count] : winners_formula) by_formula[name] = count;
  return {{"formula_and_schedule_disagree", disagreements},
          {"best_by_schedule", by_schedule},
          {"best_by_formula", by_formula}};
}

// ---- Figure 4: p = 64, each algorithm / uni-greedy ---------------------------------

Time uni_greedy_time(const Cell& c) {
  return c.schedule.at(A::uni_greedy).makespan;
}

TableDescription<Cell> figure4_columns() {
  using C = const Cell&;
  TableDescription<Cell> t;
  t.column("m", [](C c) { return std::to_string(c.m); })
      .column("uni_greedy", [](C c) { return to_string(uni_greedy_time(c)); })
      .column("uni_greedy_q",
              [](C c) { return std::to_string(c.schedule.at(A::uni_greedy).segments); });
  for (A name : standard_algorithms) {
    const std::string n = to_string(name);
    t.column(n, [name](C c) { return to_string(c.schedule.at(name).makespan); })
        .column(n + "_q", [name](C c) { return std::to_string(c.schedule.at(name).segments); })
        .column(n + "_ratio", [name](C c) {
          return to_decimal(c.schedule.at(name).makespan / uni_greedy_time(c), 4);
        });
  }
  const auto ratio = [](C c) { return least_standard(c.schedule) / uni_greedy_time(c); };
  const auto formula_ratio = [](C c) { return least_standard(c.formula) / uni_greedy_time(c); };
  t.column("best_standard_ratio", [ratio](C c) { return to_string(ratio(c)); })
      .column("best_standard_ratio_decimal", [ratio](C c) { return to_decimal(ratio(c), 4); })
      .column("best_formula_ratio", [formula_ratio](C c) { return to_string(formula_ratio(c)); })
      .column("best_formula_ratio_decimal",
              [formula_ratio](C c) { return to_decimal(formula_ratio(c), 4); });
  return t;
}

std::vector<TableFile> figure4_plots(const std::vector<Cell>& row) {
  std::vector<PlotSeries> ratio_series, time_series;
  for (A name : figure_algorithms) {
    PlotSeries ratios{
        to_string(name), unidirectional_color.at(name), name == A::uni_greedy, {}, {}, false};
    PlotSeries times = ratios;
    for (const Cell& c : row) {
      const Time t = c.schedule.at(name).makespan;
      ratios.points.push_back({static_cast<double>(c.m), to_double(t / uni_greedy_time(c))});
      times.points.push_back({static_cast<double>(c.m), to_double(t)});
    }
    ratio_series.push_back(std::move(ratios));
    time_series.push_back(std::move(times));
  }
  return {{"lowery2013_figure4a.svg",
           step_plot_svg({"Figure 4a: time / uni-greedy time, p = 64, alpha = 10, beta = 1, "
                          "gamma = 0",
                          "message size m (elements)", "ratio", true, false},
                         ratio_series)},
          {"lowery2013_figure4b.svg",
           step_plot_svg({"Figure 4b: time at the best equal segmentation, p = 64",
                          "message size m (elements)", "time", true, true},
                         time_series)}};
}

nlohmann::json figure4_summary(const std::vector<Cell>& row) {
  std::int64_t binomial_equal_up_to = 0, max_ratio_m = 0, max_formula_ratio_m = 0;
  bool binomial_equal_so_far = true;
  Time max_ratio = 1, max_formula_ratio = 1, pipeline_ratio_at_largest = 1;
  for (const Cell& c : row) {
    const Time greedy = uni_greedy_time(c);
    const Time ratio = least_standard(c.schedule) / greedy;
    const Time formula_ratio = least_standard(c.formula) / greedy;
    if (formula_ratio > max_formula_ratio)
      max_formula_ratio = formula_ratio, max_formula_ratio_m = c.m;
    binomial_equal_so_far = binomial_equal_so_far && c.schedule.at(A::binomial).makespan == greedy;
    if (binomial_equal_so_far) binomial_equal_up_to = c.m;
    if (ratio > max_ratio) max_ratio = ratio, max_ratio_m = c.m;
    pipeline_ratio_at_largest = c.schedule.at(A::pipeline).makespan / greedy;
  }
  return {{"uni_greedy_equals_binomial_up_to_m", binomial_equal_up_to},
          {"paper",
           "uni-greedy and binomial have the same time for m < 64; up to about 50% "
           "faster than the standard algorithms in the middle"},
          {"max_best_standard_ratio", to_string(max_ratio)},
          {"max_best_standard_ratio_decimal", to_decimal(max_ratio, 4)},
          {"max_at_m", max_ratio_m},
          {"max_formula_ratio_decimal", to_decimal(max_formula_ratio, 4)},
          {"max_formula_ratio_at_m", max_formula_ratio_m},
          {"pipeline_ratio_at_largest_m", to_decimal(pipeline_ratio_at_largest, 4)}};
}

// ---- Figure 5: best standard / uni-greedy over the grid -----------------------------

TableDescription<Cell> figure5_columns() {
  using C = const Cell&;
  const auto ratio = [](C c) { return least_standard(c.schedule) / uni_greedy_time(c); };
  const auto formula_ratio = [](C c) { return least_standard(c.formula) / uni_greedy_time(c); };
  return TableDescription<Cell>()
      .column("p", [](C c) { return std::to_string(c.p); })
      .column("m", [](C c) { return std::to_string(c.m); })
      .column("uni_greedy", [](C c) { return to_string(uni_greedy_time(c)); })
      .column("uni_greedy_q",
              [](C c) { return std::to_string(c.schedule.at(A::uni_greedy).segments); })
      .column("best_standard", best_by_schedule)
      .column("best_standard_time", [](C c) { return to_string(least_standard(c.schedule)); })
      .column("ratio", [ratio](C c) { return to_string(ratio(c)); })
      .column("ratio_decimal", [ratio](C c) { return to_decimal(ratio(c), 4); })
      .column("best_formula_time", [](C c) { return to_string(least_standard(c.formula)); })
      .column("formula_ratio", [formula_ratio](C c) { return to_string(formula_ratio(c)); })
      .column("formula_ratio_decimal",
              [formula_ratio](C c) { return to_decimal(formula_ratio(c), 4); });
}

// The heat map of the schedules' ratio, or of the formulas' as the paper drew it.
GridPlot figure5_plot(const std::vector<Cell>& cells, bool formulas) {
  GridPlot plot{formulas ? "Figure 5 as the paper computed it: best Table I formula / uni-greedy "
                           "(alpha = 10, beta = 1, gamma = 0)"
                         : "Figure 5: best standard algorithm / uni-greedy (alpha = 10, beta = 1, "
                           "gamma = 0)",
                "message size m (elements)",
                "processors p",
                m_labels(),
                p_labels(),
                std::vector<std::vector<GridCell>>(grid_p().size()),
                {{heat_color(1, 1, 1.6), "1 (white)"}, {heat_color(1.6, 1, 1.6), "1.6"}}};
  for (std::size_t k = 0; k < cells.size(); ++k) {
    const Cell& c = cells[k];
    const Time ratio =
        (formulas ? least_standard(c.formula) : least_standard(c.schedule)) / uni_greedy_time(c);
    plot.cells[k / grid_m().size()].push_back(
        {heat_color(ratio.convert_to<double>(), 1, 1.6), to_decimal(ratio, 2)});
  }
  return plot;
}

nlohmann::json figure5_summary(const std::vector<Cell>& cells) {
  Time max_ratio = 1, max_formula_ratio = 1;
  int max_p = 0, max_formula_p = 0;
  std::int64_t max_m = 0, max_formula_m = 0;
  for (const Cell& c : cells) {
    const Time ratio = least_standard(c.schedule) / uni_greedy_time(c);
    const Time formula_ratio = least_standard(c.formula) / uni_greedy_time(c);
    if (formula_ratio > max_formula_ratio) {
      max_formula_ratio = formula_ratio, max_formula_p = c.p, max_formula_m = c.m;
    }
    if (ratio > max_ratio) max_ratio = ratio, max_p = c.p, max_m = c.m;
  }
  return {{"max_ratio", to_string(max_ratio)},
          {"max_ratio_decimal", to_decimal(max_ratio, 4)},
          {"at_p", max_p},
          {"at_m", max_m},
          {"max_formula_ratio_decimal", to_decimal(max_formula_ratio, 4)},
          {"max_formula_ratio_at_p", max_formula_p},
          {"max_formula_ratio_at_m", max_formula_m}};
}

}  // namespace

TableOutput lowery_unidirectional_figures() {
  const auto cells = compute_unidirectional_cells(grid_p());
  std::vector<Cell> figure4_row;
  for (const auto& c : cells) {
    if (c.p == figure4_p) figure4_row.push_back(c);
  }
  std::size_t validated = 0, timed = 0;
  for (const auto& c : cells) {
    for (const auto& [name, r] : c.schedule) validated += r.validated, timed += r.timed;
  }
  TableOutput out;
  out.files.push_back(csv_file("lowery2013_figure1.csv", figure1_columns().render(cells)));
  out.files.push_back({"lowery2013_figure1.svg", grid_plot_svg(figure1_plot(cells))});
  out.files.push_back(csv_file("lowery2013_figure4.csv", figure4_columns().render(figure4_row)));
  for (auto& file : figure4_plots(figure4_row)) out.files.push_back(std::move(file));
  out.files.push_back(csv_file("lowery2013_figure5.csv", figure5_columns().render(cells)));
  out.files.push_back({"lowery2013_figure5.svg", grid_plot_svg(figure5_plot(cells, false))});
  out.files.push_back(
      {"lowery2013_figure5_formulas.svg", grid_plot_svg(figure5_plot(cells, true))});
  out.summary = {{"cells", cells.size()},
                 {"segmentations_timed", timed},
                 {"winning_schedules_validated", validated},
                 {"figure1", figure1_summary(cells)},
                 {"figure4", figure4_summary(figure4_row)},
                 {"figure5", figure5_summary(cells)}};
  return out;
}

}  // namespace redcheck
