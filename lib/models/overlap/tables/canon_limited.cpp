#include "models/overlap/tables/canon_limited.hpp"

#include "models/overlap/bounds.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/limited_greedy.hpp"
#include "models/overlap/limited_timing.hpp"
#include "models/overlap/optimum_report.hpp"
#include "models/overlap/validator.hpp"
#include "output/line_plot_svg.hpp"

namespace redcheck {

namespace {

constexpr int limited_table_n_max = 12;

struct LimitedRow {
  int n = 0;
  int k = 0;
  OverlapModel costs;
  Time optimum_transfers, optimum_reducers, unlimited;
  Time algorithm2, algorithm3;
  bool algorithm3_within_k_transfers = false;
};

std::string input_text(int n, int k, const OverlapModel& m) {
  return "n = " + std::to_string(n) + ", K = " + std::to_string(k) + ", d = " + to_string(m.d) +
         ", c = " + to_string(m.c);
}

Time optimum_under(int n, const OverlapModel& m) {
  return limited_optimum_report(n, m, "the canon-limited table").optimum;
}

LimitedRow row_of(int n, int k, const OverlapModel& m) {
  LimitedRow row;
  row.n = n;
  row.k = k;
  row.costs = m;
  row.optimum_transfers = optimum_under(n, m.with_limits(k, std::nullopt));
  row.optimum_reducers = optimum_under(n, m.with_limits(std::nullopt, k));
  row.unlimited = exhaustive_optimum(n, m).optimum;
  row.algorithm2 = validated_makespan(algorithm2(n, k, m, TieBreak::lowest_index).schedule,
                                      m.with_limits(k, std::nullopt), "Algorithm 2");
  const Schedule a3 = algorithm1_schedule(algorithm1(n, m, TieBreak::lowest_index, k), m);
  row.algorithm3 = validated_makespan(a3, m.with_limits(std::nullopt, k), "Algorithm 3");
  row.algorithm3_within_k_transfers = validate(a3, m.with_limits(k, std::nullopt)).valid();
  // One-port: K reducers never have more than K transfers in progress.
  checked("Algorithm 3 under K transfers", input_text(n, k, m), "the validator",
          row.algorithm3_within_k_transfers, "one-port with K reducers", true);
  return row;
}

std::string yes_no(bool b) {
  return b ? "yes" : "no";
}

TableDescription<LimitedRow> limited_columns() {
  using R = const LimitedRow&;
  return TableDescription<LimitedRow>()
      .column("n", [](R r) { return std::to_string(r.n); })
      .column("K", [](R r) { return std::to_string(r.k); })
      .column("d", [](R r) { return to_string(r.costs.d); })
      .column("c", [](R r) { return to_string(r.costs.c); })
      .column("optimum_k_transfers", [](R r) { return to_string(r.optimum_transfers); })
      .column("algorithm2", [](R r) { return to_string(r.algorithm2); })
      .column("algorithm2_optimal", [](R r) { return yes_no(r.algorithm2 == r.optimum_transfers); })
      .column("optimum_k_reducers", [](R r) { return to_string(r.optimum_reducers); })
      .column("algorithm3", [](R r) { return to_string(r.algorithm3); })
      .column("algorithm3_optimal_k_reducers",
              [](R r) { return yes_no(r.algorithm3 == r.optimum_reducers); })
      .column("algorithm3_optimal_k_transfers",
              [](R r) { return yes_no(r.algorithm3 == r.optimum_transfers); })
      .column("unlimited_optimum", [](R r) { return to_string(r.unlimited); })
      .column("proposition8_bound",
              [](R r) { return to_string(proposition8_bound(r.n, r.k, r.costs)); })
      .column("proposition8_holds",
              [](R r) { return yes_no(r.algorithm2 <= proposition8_bound(r.n, r.k, r.costs)); })
      .column("proposition8_corrected_bound",
              [](R r) { return to_string(proposition8_corrected_bound(r.n, r.k, r.costs)); });
}

std::vector<OverlapModel> table_costs() {
  return {make_overlap_model(1, 1), make_overlap_model(2, 1), make_overlap_model(1, 2),
          make_overlap_model(1, 0)};
}

// Optima against K = 1..n-1 at n = limited_table_n_max, each cost pair.
std::vector<PlotSeries> plot_series() {
  const std::vector<std::string> colors{"#1f77b4", "#d62728", "#2ca02c", "#9467bd"};
  std::vector<PlotSeries> series;
  const int n = limited_table_n_max;
  const auto costs = table_costs();
  for (std::size_t i = 0; i < costs.size(); ++i) {
    const OverlapModel& m = costs[i];
    const std::string label = "d = " + to_string(m.d) + ", c = " + to_string(m.c);
    PlotSeries transfers{label + ": optimum, K transfers", colors[i], false, {}, {}, true};
    PlotSeries reducers{label + ": optimum, K reducers", colors[i], true, {}, {}, true};
    for (int k = 1; k < n; ++k) {
      transfers.points.emplace_back(k, to_double(optimum_under(n, m.with_limits(k, std::nullopt))));
      reducers.points.emplace_back(k, to_double(optimum_under(n, m.with_limits(std::nullopt, k))));
    }
    series.push_back(std::move(transfers));
    series.push_back(std::move(reducers));
  }
  return series;
}

}  // namespace

TableOutput canon_limited_table() {
  std::vector<LimitedRow> rows;
  for (const OverlapModel& m : table_costs()) {
    for (int n = 2; n <= limited_table_n_max; ++n) {
      for (int k = 1; k <= n / 2; ++k) rows.push_back(row_of(n, k, m));
    }
  }
  int a2_optimal = 0, a3_optimal = 0, a3_transfers_optimal = 0, prop8_holds = 0;
  for (const auto& r : rows) {
    a2_optimal += r.algorithm2 == r.optimum_transfers;
    a3_optimal += r.algorithm3 == r.optimum_reducers;
    a3_transfers_optimal += r.algorithm3 == r.optimum_transfers;
    prop8_holds += r.algorithm2 <= proposition8_bound(r.n, r.k, r.costs);
  }
  TableOutput out;
  out.files.push_back(csv_file("canon2012_limited.csv", limited_columns().render(rows)));
  out.files.push_back(
      {"canon2012_limited.svg",
       step_plot_svg({"Section 6 (Canon & Antoniu 2012): optimal length against the limit K, n = " +
                          std::to_string(limited_table_n_max),
                      "K (concurrent transfers, or reducers)", "optimal length", false, false},
                     plot_series())});
  out.summary = {{"rows", rows.size()},
                 {"algorithm2_optimal_rows", a2_optimal},
                 {"algorithm3_optimal_rows_k_reducers", a3_optimal},
                 {"algorithm3_optimal_rows_k_transfers", a3_transfers_optimal},
                 {"proposition8_as_printed_holds_rows", prop8_holds},
                 {"cross_checks",
                  "every schedule is validated under its limit; Algorithm 3's schedule is also "
                  "valid under K transfers (one-port); optima by limited_optimum.hpp, whose "
                  "upper bounds are Algorithms 2 and 3"}};
  return out;
}

}  // namespace redcheck
