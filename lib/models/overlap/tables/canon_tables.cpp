#include "models/overlap/tables/canon_tables.hpp"

#include "models/overlap/bounds.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/optimum_recurrence.hpp"
#include "models/overlap/prefix_timing.hpp"
#include "models/overlap/special_trees.hpp"
#include "models/overlap/strategies.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"
#include "output/line_plot_svg.hpp"
#include "time/fast_path.hpp"

#include <set>

namespace redcheck {

// ---- canon-optimum ------------------------------------------------------------

namespace {

constexpr std::size_t optimum_table_keep = 200000;

struct OptimumRow {
  int n = 0;
  OverlapModel costs;
  ExhaustiveResult result;
  std::size_t classes = 0;  // isomorphism classes among the kept optimal trees
};

std::string grid_point(int n, const OverlapModel& m) {
  return "n = " + std::to_string(n) + ", d = " + to_string(m.d) + ", c = " + to_string(m.c);
}

// Every optimum of the grid, each cross-checked with Algorithm 1 (both
// tie-breaks), the recurrence and the validator.
std::vector<OptimumRow> optimum_rows() {
  const std::vector<Time> grid{Time(0), Time(1, 2), Time(1), Time(2), Time(3)};
  constexpr int n_max = 16;
  std::vector<OptimumRow> rows;
  for (const Time& d : grid) {
    for (const Time& c : grid) {
      const OverlapModel m = make_overlap_model(d, c);
      const RecurrenceResult recurrence = recurrence_optimum(n_max, m);
      for (int n = 1; n <= n_max; ++n) {
        ExhaustiveOptions options;
        options.keep_trees = optimum_table_keep;
        OptimumRow row{n, m, exhaustive_optimum(n, m, options), 0};
        const Time& opt = row.result.optimum;
        for (TieBreak rule : all_tie_breaks) {
          checked("the optimum", grid_point(n, m), "the enumeration", opt,
                  "Algorithm 1 (tie-break " + to_string(rule) + ")", algorithm1(n, m, rule).length);
        }
        checked("the optimum", grid_point(n, m), "the enumeration", opt, "the recurrence",
                recurrence.optimum_by_size[n]);
        checked("the optimum", grid_point(n, m), "the enumeration", opt,
                "the validator on an optimal tree",
                validated_makespan(earliest_schedule(row.result.optimal_trees.front(), m,
                                                     ArrivalOrder::as_in_tree),
                                   m, grid_point(n, m)));
        std::set<std::string> classes;
        for (const auto& t : row.result.optimal_trees) classes.insert(t.canonical());
        row.classes = classes.size();
        rows.push_back(std::move(row));
      }
    }
  }
  return rows;
}

TableDescription<OptimumRow> optimum_columns() {
  using R = const OptimumRow&;
  return TableDescription<OptimumRow>()
      .column("n", [](R r) { return std::to_string(r.n); })
      .column("d", [](R r) { return to_string(r.costs.d); })
      .column("c", [](R r) { return to_string(r.costs.c); })
      .column("optimum", [](R r) { return to_string(r.result.optimum); })
      .column("optimum_decimal", [](R r) { return to_decimal(r.result.optimum, 6); })
      .column("ordered_trees", [](R r) { return std::to_string(r.result.shapes); })
      .column("optimal_ordered_trees", [](R r) { return std::to_string(r.result.optimal_shapes); })
      .column("optimal_classes",
              [](R r) {
                if (r.result.optimal_shapes <= optimum_table_keep) return std::to_string(r.classes);
                return ">=" + std::to_string(r.classes) + " (first " +
                       std::to_string(optimum_table_keep) + " optimal trees)";
              })
      .column("example_optimal_tree", [](R r) { return r.result.optimal_trees.front().brackets(); })
      .column("lemma5_lower_bound", [](R r) { return to_string(lemma5_lower_bound(r.n, r.costs)); })
      .column("proposition6_upper_bound",
              [](R r) { return to_string(proposition6_upper_bound(r.n, r.costs)); });
}

}  // namespace

TableOutput canon_optimum_table() {
  const auto rows = optimum_rows();
  std::uint64_t trees = 0;
  for (const auto& r : rows) trees += r.result.shapes;
  TableOutput out;
  out.files.push_back(csv_file("canon2012_optimum.csv", optimum_columns().render(rows)));
  out.summary = {{"rows", rows.size()},
                 {"ordered_trees_evaluated", trees},
                 {"cross_checks",
                  "every optimum equals Algorithm 1 (both tie-breaks), the recurrence, and the "
                  "validated schedule of an optimal tree"}};
  return out;
}

// ---- canon-figure2 ----------------------------------------------------------------

namespace {

constexpr int figure2_total = 10000;

// Closed forms the optimum must match: Theorem 17 with monotony at d = c = 1
// (smallest k >= 1 with F_{k+2} >= n gives k + 1), Theorem 14 at (1, 0).
std::int64_t fibonacci_optimum(int n) {
  if (n <= 1) return 0;
  int k = 1;
  while (fibonacci_number(k + 2) < static_cast<std::uint64_t>(n)) ++k;
  return k + 1;
}

// Rows whose fast-path lengths are checked against explicit schedules.
bool validated_row(int n) {
  if (n <= 200 || n % 1000 == 0) return true;
  if ((n & (n - 1)) == 0) return true;
  for (int k = 1; fibonacci_number(k) <= static_cast<std::uint64_t>(n); ++k) {
    if (fibonacci_number(k) == static_cast<std::uint64_t>(n)) return true;
  }
  return false;
}

struct Series {
  Strategy strategy;
  TieBreak rule;
  OverlapModel truth;        // the costs the strategy is timed with
  std::vector<Time> length;  // [n]
  std::string name() const {
    return (strategy == Strategy::binomial ? "binomial_" : "fibonacci_") + to_string(rule);
  }
};

struct Figure2 {
  std::vector<Time> optimum_equal, optimum_zero;  // [n] at d = c and at min(d, c) = 0
  std::vector<Series> series;  // binomial lowest, highest, Fibonacci lowest, highest
  int validated_rows = 0;
};

Figure2 compute_figure2() {
  const OverlapModel equal = make_overlap_model(1, 1);  // d = c
  const OverlapModel zero = make_overlap_model(1, 0);   // min(d, c) = 0 (symmetric in d, c)
  Figure2 f;
  f.optimum_equal = algorithm1_prefix_lengths(figure2_total, equal);
  f.optimum_zero = algorithm1_prefix_lengths(figure2_total, zero);
  for (int n = 1; n <= figure2_total; ++n) {
    const std::string at = "n = " + std::to_string(n);
    checked("the optimum at d = c", at, "Algorithm 1", f.optimum_equal[n],
            "the closed form of Theorem 17", Time(fibonacci_optimum(n)));
    checked("the optimum at min(d, c) = 0", at, "Algorithm 1", f.optimum_zero[n],
            "the closed form of Theorem 14", Time(ceil_log2(static_cast<std::uint64_t>(n))));
  }
  for (Strategy strategy : {Strategy::binomial, Strategy::fibonacci}) {
    const OverlapModel& truth = strategy == Strategy::binomial ? equal : zero;
    for (TieBreak rule : all_tie_breaks) {
      f.series.push_back(
          {strategy, rule, truth, strategy_prefix_lengths(strategy, rule, figure2_total, truth)});
    }
  }
  // Independent check of the fast path: explicit exact schedules and the validator.
  for (int n = 1; n <= figure2_total; ++n) {
    if (!validated_row(n)) continue;
    for (const Series& s : f.series) {
      checked("the " + to_string(s.strategy) + "'s length", "n = " + std::to_string(n),
              "the prefix fast path", s.length[n], "the validator",
              validated_makespan(strategy_schedule(s.strategy, n, s.truth, s.rule), s.truth,
                                 to_string(s.strategy)));
    }
    ++f.validated_rows;
  }
  return f;
}

TableDescription<int> figure2_columns(const Figure2& f) {
  TableDescription<int> t;
  t.column("n", [](int n) { return std::to_string(n); });
  t.column("optimum_d_eq_c", [&f](int n) { return to_string(f.optimum_equal[n]); });
  for (std::size_t k = 0; k < f.series.size(); ++k) {
    if (k == 2) t.column("optimum_min_zero", [&f](int n) { return to_string(f.optimum_zero[n]); });
    const auto ratio = [&f, k](int n) {
      return f.series[k].length[n] / (k < 2 ? f.optimum_equal[n] : f.optimum_zero[n]);
    };
    const std::string name = f.series[k].name();
    t.column(name, [&f, k](int n) { return to_string(f.series[k].length[n]); });
    t.column(name + "_ratio", [ratio](int n) { return to_string(ratio(n)); });
    t.column(name + "_ratio_decimal", [ratio](int n) { return to_decimal(ratio(n), 6); });
  }
  t.column("validated", [](int n) { return validated_row(n) ? "yes" : "no"; });
  return t;
}

}  // namespace

TableOutput canon_figure2_table() {
  const Figure2 f = compute_figure2();
  std::vector<int> rows;
  for (int n = 2; n <= figure2_total; ++n) rows.push_back(n);

  std::vector<PlotSeries> plot;
  const char* colors[4] = {"#1f5fae", "#1f5fae", "#d2691e", "#d2691e"};
  nlohmann::json maxima = nlohmann::json::array();
  for (std::size_t k = 0; k < f.series.size(); ++k) {
    const Series& s = f.series[k];
    const auto& optimum = k < 2 ? f.optimum_equal : f.optimum_zero;
    PlotSeries line{std::string(k < 2 ? "binomial, d = c" : "Fibonacci, min(d,c) = 0") + ", tie " +
                        to_string(s.rule),
                    colors[k],
                    s.rule == TieBreak::highest_index,
                    {},
                    {},
                    false};
    Time worst = 0;
    int worst_n = 0;
    for (int n : rows) {
      const Time ratio = s.length[n] / optimum[n];
      line.points.emplace_back(n, to_double(ratio));
      if (ratio > worst) worst = ratio, worst_n = n;
    }
    maxima.push_back({{"series", line.label},
                      {"max_ratio", to_string(worst)},
                      {"max_ratio_decimal", to_decimal(worst, 6)},
                      {"first_n_at_max", worst_n}});
    plot.push_back(std::move(line));
  }
  int tie_rows_differ[2] = {0, 0};
  for (int n : rows) {
    for (int s = 0; s < 2; ++s) {
      if (f.series[2 * s].length[n] != f.series[2 * s + 1].length[n]) ++tie_rows_differ[s];
    }
  }
  TableOutput out;
  out.files.push_back(csv_file("canon2012_figure2.csv", figure2_columns(f).render(rows)));
  out.files.push_back(
      {"canon2012_figure2.svg",
       step_plot_svg({"Figure 2 (Canon & Antoniu 2012): strategy length / optimal length",
                      "number of elements n (log scale)", "ratio", true},
                     plot)});
  out.summary = {{"rows", rows.size()},
                 {"maxima", maxima},
                 {"rows_where_tie_break_changes_binomial", tie_rows_differ[0]},
                 {"rows_where_tie_break_changes_fibonacci", tie_rows_differ[1]},
                 {"rows_validated_with_explicit_schedules", f.validated_rows},
                 {"cross_checks",
                  "optima equal the closed forms of Theorems 14 and 17; fast-path lengths equal "
                  "the validator on explicit exact schedules for every row marked validated"}};
  return out;
}

}  // namespace redcheck
