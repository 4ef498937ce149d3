#include "models/segmented/tables/lowery_bidirectional_figures.hpp"

#include "concurrency/parallel_for.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/equal_count_search.hpp"
#include "models/segmented/published_formulas.hpp"
#include "output/line_plot_svg.hpp"

#include <map>
#include "errors.hpp"

namespace redcheck {

namespace {

constexpr int figure6_p = 64;
const Time fig6_alpha(50000), fig6_beta(6), fig6_gamma(1);
using A = SegmentedAlgorithm;
const std::vector<A> fig6_algorithms{A::bi_greedy, A::binomial, A::pipeline, A::binary};
const std::map<std::string, std::string> bidirectional_color{
    {"bi-greedy", "#b07aa1"}, {"binomial", "#4e79a7"},  {"pipeline", "#f28e2b"},
    {"binary", "#59a14f"},    {"butterfly", "#e15759"}, {"reference", "#555555"}};
constexpr int figure7_p_max = 1024;
constexpr int bisection_steps = 24;

BigInt ceil_of(const Time& x) {  // x > 0
  const BigInt n = numerator(x), d = denominator(x);
  return (n + d - 1) / d;
}

}  // namespace

std::vector<Figure6Row> compute_figure6() {
  std::vector<Figure6Row> rows;
  for (int k = 0; k <= 20; ++k) rows.push_back({std::int64_t{1} << k, {}, {}, {}});
  struct Task {
    std::size_t row;
    A algorithm;
  };
  std::vector<Task> tasks;
  for (std::size_t k = rows.size(); k-- > 0;) {
    for (const auto& name : fig6_algorithms) tasks.push_back({k, name});
    tasks.push_back({k, A::butterfly});
  }
  std::vector<std::optional<EqualCountOptimum>> searched(tasks.size());
  std::vector<std::optional<Time>> butterfly(tasks.size());
  parallel_for(tasks.size(), [&](std::size_t k) {
    const std::int64_t m = rows[tasks[k].row].m;
    if (tasks[k].algorithm != A::butterfly) {
      searched[k] = best_equal_count(tasks[k].algorithm, Ports::bidirectional, figure6_p, m,
                                     fig6_alpha, fig6_beta, fig6_gamma);
    } else if (m >= figure6_p) {
      butterfly[k] =
          validated_segmented_makespan(A::butterfly,
                                       SegmentedInstance{figure6_p, butterfly_blocks(figure6_p, m),
                                                         fig6_alpha, fig6_beta, fig6_gamma},
                                       Ports::bidirectional);
    }
  });
  for (std::size_t k = 0; k < tasks.size(); ++k) {
    auto& row = rows[tasks[k].row];
    if (searched[k]) row.searched[tasks[k].algorithm] = *searched[k];
    if (butterfly[k]) row.butterfly = butterfly[k];
  }
  for (auto& row : rows) {
    const Time m(row.m);
    row.reference = Time(ceil_log2(figure6_p)) * fig6_alpha + m * fig6_beta +
                    Time(figure6_p - 1, figure6_p) * m * fig6_gamma;
  }
  return rows;
}

ButterflyThreshold butterfly_threshold(int p, const ButterflyLine& line) {
  ButterflyThreshold t{Time(0), Time(64)};
  if (butterfly_advantage(p, t.above, line)) {
    throw InternalError("Figure 7: the butterfly still wins at beta/gamma = 64 for p = " +
                        std::to_string(p));
  }
  for (int step = 0; step < bisection_steps; ++step) {
    const Time middle = (t.below + t.above) / 2;
    (butterfly_advantage(p, middle, line) ? t.below : t.above) = middle;
  }
  // The bracket assumes one crossing; a grid of ratios checks it.
  for (int k = 1; k <= 160; ++k) {
    const Time r(k, 8);
    if (r > t.below && r < t.above) continue;
    ++t.grid_points;
    if (butterfly_advantage(p, r, line).has_value() != (r <= t.below)) ++t.grid_contradictions;
  }
  return t;
}

ButterflyLine table3_butterfly_line(int p) {
  const Time share(p - 1, p);
  return {Time(2 * ceil_log2(static_cast<std::uint64_t>(p))), 2 * share, share};
}

ButterflyLine schedule_butterfly_line(int p, Elimination elimination) {
  const int blocks = butterfly_block_count(p);
  ButterflyLine line = table3_butterfly_line(blocks);
  if (blocks == p) return line;
  const bool halves = elimination == Elimination::halves;
  line.latency += halves ? 2 : 1;
  line.bandwidth += 1;
  line.computation += halves ? Time(1, 2) : Time(1);
  return line;
}

std::optional<ButterflyAdvantage> butterfly_advantage(int p, const Time& r,
                                                      const ButterflyLine& line) {
  const int levels = ceil_log2(static_cast<std::uint64_t>(p));
  if (levels < 2) return std::nullopt;  // p <= 2: no breakpoints, butterfly = broadcast
  const Time butterfly_slope = line.bandwidth * r + line.computation, broadcast_rate = r + 1;
  const auto butterfly = [&](const Time& m) { return line.latency + butterfly_slope * m; };
  const auto broadcast = [&](std::int64_t q, const Time& m) {
    return Time(levels + q - 1) * (1 + broadcast_rate * m / Time(q));
  };
  // The lead broadcast - butterfly rises on the pieces where the envelope's
  // slope (L + q - 1)(r + 1)/q exceeds the butterfly's; its limit is r + 1.
  const Time limit_gap = butterfly_slope - broadcast_rate;
  if (limit_gap <= 0) return ButterflyAdvantage{true, 0, 0, 0, 0};
  const BigInt last_rising = ceil_of(Time(levels - 1) * broadcast_rate / limit_gap) - 1;
  if (last_rising < 1) return std::nullopt;  // the lead only falls from m = 0
  const auto q = last_rising.convert_to<std::int64_t>();
  const Time m = Time(q) * Time(q + 1) / (Time(levels - 1) * broadcast_rate);
  const Time b = butterfly(m), g = broadcast(q, m);
  if (b >= g) return std::nullopt;
  return ButterflyAdvantage{false, m, q, b, g};
}

namespace {

// ---- Figure 6 --------------------------------------------------------------------

Time bi_greedy_time(const Figure6Row& row) {
  return row.searched.at(A::bi_greedy).makespan;
}

TableDescription<Figure6Row> figure6_columns() {
  using R = const Figure6Row&;
  TableDescription<Figure6Row> t;
  t.column("m", [](R r) { return std::to_string(r.m); })
      .column("bi_greedy", [](R r) { return to_string(bi_greedy_time(r)); })
      .column("bi_greedy_q",
              [](R r) { return std::to_string(r.searched.at(A::bi_greedy).segments); });
  for (std::size_t k = 1; k < fig6_algorithms.size(); ++k) {
    const A name = fig6_algorithms[k];
    const std::string n = to_string(name);
    t.column(n, [name](R r) { return to_string(r.searched.at(name).makespan); })
        .column(n + "_q", [name](R r) { return std::to_string(r.searched.at(name).segments); })
        .column(n + "_ratio", [name](R r) {
          return to_decimal(r.searched.at(name).makespan / bi_greedy_time(r), 4);
        });
  }
  t.column("butterfly", [](R r) { return r.butterfly ? to_string(*r.butterfly) : ""; })
      .column(
          "butterfly_ratio",
          [](R r) { return r.butterfly ? to_decimal(*r.butterfly / bi_greedy_time(r), 4) : ""; })
      .column("reference", [](R r) { return to_string(r.reference); })
      .column("reference_ratio",
              [](R r) { return to_decimal(r.reference / bi_greedy_time(r), 4); });
  return t;
}

std::vector<TableFile> figure6_plots(const std::vector<Figure6Row>& rows) {
  std::vector<PlotSeries> ratio_series, time_series;
  for (const std::string& name :
       {to_string(A::bi_greedy), to_string(A::binomial), to_string(A::pipeline),
        to_string(A::binary), to_string(A::butterfly), std::string("reference")}) {
    const std::string label = name == "reference" ? "reference line (lower bounds)" : name;
    ratio_series.push_back(
        {label, bidirectional_color.at(name), name == "reference", {}, {}, false});
    time_series.push_back(
        {label, bidirectional_color.at(name), name == "reference", {}, {}, false});
  }
  for (const auto& row : rows) {
    const Time greedy = bi_greedy_time(row);
    const double x = static_cast<double>(row.m);
    const auto add = [&](std::size_t series, const Time& t) {
      ratio_series[series].points.push_back({x, to_double(t / greedy)});
      time_series[series].points.push_back({x, to_double(t)});
    };
    for (std::size_t k = 0; k < fig6_algorithms.size(); ++k) {
      add(k, row.searched.at(fig6_algorithms[k]).makespan);
    }
    if (row.butterfly) add(4, *row.butterfly);
    add(5, row.reference);
  }
  return {{"lowery2013_figure6a.svg",
           step_plot_svg({"Figure 6a: time / bi-greedy time, p = 64, alpha = 50000, beta = 6, "
                          "gamma = 1, bidirectional",
                          "message size m (elements)", "ratio", true, false},
                         ratio_series)},
          {"lowery2013_figure6b.svg",
           step_plot_svg({"Figure 6b: time at the best equal segmentation, p = 64",
                          "message size m (elements)", "time", true, true},
                         time_series)}};
}

nlohmann::json figure6_summary(const std::vector<Figure6Row>& rows) {
  std::int64_t binomial_equal_up_to = 0, best_other_max_m = 0, butterfly_min_m = 0;
  bool binomial_equal_so_far = true;
  Time best_other_max = 1, butterfly_min_ratio = -1;
  std::size_t validated = 0;
  for (const auto& row : rows) {
    const Time greedy = bi_greedy_time(row);
    std::optional<Time> best_other;
    for (std::size_t k = 1; k < fig6_algorithms.size(); ++k) {
      const Time& t = row.searched.at(fig6_algorithms[k]).makespan;
      if (!best_other || t < *best_other) best_other = t;
    }
    for (const auto& [name, r] : row.searched) validated += r.validated;
    if (row.butterfly) {
      const Time ratio = *row.butterfly / greedy;
      if (butterfly_min_ratio < 0 || ratio < butterfly_min_ratio) {
        butterfly_min_ratio = ratio, butterfly_min_m = row.m;
      }
      if (*row.butterfly < *best_other) best_other = *row.butterfly;
      ++validated;
    }
    binomial_equal_so_far =
        binomial_equal_so_far && row.searched.at(A::binomial).makespan == greedy;
    if (binomial_equal_so_far) binomial_equal_up_to = row.m;
    if (*best_other / greedy > best_other_max) {
      best_other_max = *best_other / greedy, best_other_max_m = row.m;
    }
  }
  return {
      {"bi_greedy_equals_binomial_up_to_m", binomial_equal_up_to},
      {"max_best_other_ratio", to_decimal(best_other_max, 4)},
      {"max_best_other_ratio_at_m", best_other_max_m},
      {"butterfly_min_ratio", butterfly_min_ratio < 0 ? "" : to_decimal(butterfly_min_ratio, 4)},
      {"butterfly_min_ratio_at_m", butterfly_min_m},
      {"butterfly_never_faster_as_figure7_predicts",
       butterfly_min_ratio > 1 &&
           fig6_beta / fig6_gamma >
               butterfly_threshold(figure6_p, table3_butterfly_line(figure6_p)).above},
      {"validated_schedules", validated},
      {"paper",
       "bi-greedy = binomial for small m, about 50% faster than the others for "
       "medium m, pipeline close for large m, butterfly best near m = 300 KB"}};
}

// ---- Figure 7 --------------------------------------------------------------------

struct Figure7Row {
  int p = 0;
  ButterflyThreshold threshold;               // Table III's formula, as the paper drew it
  std::optional<ButterflyAdvantage> witness;  // at the threshold's lower end (bounded only)
  ButterflyThreshold scheduled;               // the schedule's line (halves), where p is not 2^k
};

std::vector<Figure7Row> compute_figure7() {
  std::vector<Figure7Row> rows;
  for (int p = 4; p <= figure7_p_max; ++p) {
    const ButterflyLine formula = table3_butterfly_line(p);
    Figure7Row row{p, butterfly_threshold(p, formula), std::nullopt, {}};
    row.scheduled = (p & (p - 1)) == 0
                        ? row.threshold
                        : butterfly_threshold(p, schedule_butterfly_line(p, Elimination::halves));
    const auto witness = butterfly_advantage(p, row.threshold.below, formula);
    if (witness && !witness->unbounded) row.witness = witness;
    rows.push_back(std::move(row));
  }
  return rows;
}

TableDescription<Figure7Row> figure7_columns() {
  using R = const Figure7Row&;
  const auto witness = [](std::function<std::string(const Figure7Row&)> cell) {
    return [cell](R r) { return r.witness ? cell(r) : std::string(); };
  };
  return TableDescription<Figure7Row>()
      .column("p", [](R r) { return std::to_string(r.p); })
      .column("threshold_below", [](R r) { return to_string(r.threshold.below); })
      .column("threshold_above", [](R r) { return to_string(r.threshold.above); })
      .column("threshold_decimal", [](R r) { return to_decimal(r.threshold.below, 4); })
      .column("witness_ratio", witness([](R r) { return to_string(r.threshold.below); }))
      .column("witness_m", witness([](R r) { return to_string(r.witness->m); }))
      .column("witness_broadcast_q",
              witness([](R r) { return std::to_string(r.witness->segments); }))
      .column("witness_butterfly", witness([](R r) { return to_string(r.witness->butterfly); }))
      .column("witness_broadcast", witness([](R r) { return to_string(r.witness->broadcast); }))
      .column("schedule_threshold_below", [](R r) { return to_string(r.scheduled.below); })
      .column("schedule_threshold_above", [](R r) { return to_string(r.scheduled.above); })
      .column("schedule_threshold_decimal", [](R r) { return to_decimal(r.scheduled.below, 4); })
      .column("grid_points", [](R r) { return std::to_string(r.threshold.grid_points); })
      .column("grid_contradictions",
              [](R r) { return std::to_string(r.threshold.grid_contradictions); });
}

nlohmann::json figure7_summary(const std::vector<Figure7Row>& rows) {
  std::size_t contradictions = 0;
  Time max_threshold_to_1000 = 0, max_threshold_powers_of_two = 0, threshold_64 = 0;
  int max_threshold_p = 0;
  for (const auto& row : rows) {
    const ButterflyThreshold& t = row.threshold;
    contradictions += t.grid_contradictions;
    if (row.p <= 1000 && t.above > max_threshold_to_1000) {
      max_threshold_to_1000 = t.above, max_threshold_p = row.p;
    }
    if ((row.p & (row.p - 1)) == 0) {
      max_threshold_powers_of_two = std::max(max_threshold_powers_of_two, t.above);
    }
    if (row.p == figure6_p) threshold_64 = t.above;
  }
  return {{"p", "4.." + std::to_string(figure7_p_max)},
          {"max_threshold_up_to_p_1000", to_decimal(max_threshold_to_1000, 4)},
          {"max_threshold_at_p", max_threshold_p},
          {"max_threshold_powers_of_two", to_decimal(max_threshold_powers_of_two, 4)},
          {"note", "for p not a power of two the butterfly formula is only a lower bound"},
          {"threshold_at_p_64", to_decimal(threshold_64, 4)},
          {"grid_contradictions", contradictions},
          {"paper", "for up to 1000 processors the ratio would have to be less than 5"}};
}

}  // namespace

TableOutput lowery_bidirectional_figures() {
  const auto figure6 = compute_figure6();
  const auto figure7 = compute_figure7();
  PlotSeries threshold_line{"Table III's butterfly formula", "#4e79a7", false, {}, {}, false};
  PlotSeries schedule_line{
      "the butterfly's schedule (p not 2^k: halves)", "#e15759", true, {}, {}, false};
  for (const auto& row : figure7) {
    threshold_line.points.push_back({static_cast<double>(row.p), to_double(row.threshold.below)});
    schedule_line.points.push_back({static_cast<double>(row.p), to_double(row.scheduled.below)});
  }
  TableOutput out;
  out.files.push_back(csv_file("lowery2013_figure6.csv", figure6_columns().render(figure6)));
  for (auto& file : figure6_plots(figure6)) out.files.push_back(std::move(file));
  out.files.push_back(csv_file("lowery2013_figure7.csv", figure7_columns().render(figure7)));
  out.files.push_back(
      {"lowery2013_figure7.svg",
       step_plot_svg({"Figure 7: below the line some m makes the butterfly beat a reverse optimal "
                      "broadcast",
                      "processors p", "beta / gamma", true, false},
                     {threshold_line, schedule_line})});
  out.summary = {{"figure6", figure6_summary(figure6)}, {"figure7", figure7_summary(figure7)}};
  return out;
}

}  // namespace redcheck
