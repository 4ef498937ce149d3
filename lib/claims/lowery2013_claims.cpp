#include "claims/lowery2013_claims.hpp"

#include "claims/check_helpers.hpp"
#include "concurrency/parallel_for.hpp"
#include "enumeration/exhaustive_segmented.hpp"
#include "errors.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/published_formulas.hpp"
#include "models/segmented/validator.hpp"
#include "tables/lowery_table_iv.hpp"

#include <functional>

namespace redcheck {

namespace {

const std::string paper = "Lowery & Langou 2013, ";

nlohmann::json instance_json(const SegmentedInstance& in) {
  return {{"p", in.p},
          {"segments", in.segments},
          {"alpha", to_string(in.alpha)},
          {"beta", to_string(in.beta)},
          {"gamma", to_string(in.gamma)}};
}

std::string segmented_command(SegmentedAlgorithm algorithm, const SegmentedInstance& in,
                              Ports ports) {
  return "enumerator schedule --model segmented --algorithm " + to_string(algorithm) + " --p " +
         std::to_string(in.p) + " --segments " + segments_text(in.segments) + " --alpha " +
         to_string(in.alpha) + " --beta " + to_string(in.beta) + " --gamma " + to_string(in.gamma) +
         (ports == Ports::bidirectional ? " --bidirectional" : "");
}

// ---- Tables I and III: closed forms against the builders' schedules -------

struct FormulaCase {
  int p;
  std::int64_t s, m;  // segment size, message size (q = ceil(m / s), last smaller)
  Time alpha, gamma;  // beta = 1
};

// p from 4 (formulae valid for p > 3) to 40, s in 1..3, m in s..4s+2, the
// cost grid alpha in {0, 1, 5}, gamma in {0, 1}.
std::vector<FormulaCase> formula_cases(bool divisible_only) {
  std::vector<FormulaCase> cases;
  for (int p = 4; p <= 40; ++p) {
    for (std::int64_t s = 1; s <= 3; ++s) {
      for (std::int64_t m = s; m <= 4 * s + 2; ++m) {
        if (divisible_only && m % s) continue;
        for (int alpha : {0, 1, 5}) {
          for (int gamma : {0, 1}) cases.push_back({p, s, m, alpha, gamma});
        }
      }
    }
  }
  return cases;
}

using Formula = std::function<Time(const FormulaCase&, int q, const Time& round)>;

ClaimReport check_formula(SegmentedAlgorithm algorithm, Ports ports, bool divisible_only,
                          bool upper_bound_only, const Formula& formula) {
  std::uint64_t count = 0;
  for (const auto& c : formula_cases(divisible_only)) {
    const auto segments = equal_segmentation(c.m, c.s);
    const int q = static_cast<int>(segments.size());
    const auto in = SegmentedInstance{c.p, segments, c.alpha, 1, c.gamma};
    const Time round = in.comm(c.s) + in.comp(c.s);  // alpha + beta s + gamma s
    const Time expected = formula(c, q, round);
    const Time got = validated_segmented_makespan(algorithm, in, ports);
    ++count;
    if (upper_bound_only ? got > expected : got != expected) {
      return refuted_by("p = 4..40, s = 1..3, m = s..4s+2" +
                            std::string(divisible_only ? " (s divides m)" : "") +
                            ", alpha in {0, 1, 5}, beta = 1, gamma in {0, 1}",
                        to_string(algorithm) + " takes " + to_string(got) +
                            " where the formula gives " + to_string(expected),
                        {{"instance", instance_json(in)},
                         {"makespan", to_string(got)},
                         {"formula", to_string(expected)}},
                        segmented_command(algorithm, in, ports));
    }
  }
  return holds_on(count, "p = 4..40, s = 1..3, m = s..4s+2" +
                             std::string(divisible_only ? " (s divides m)" : "") +
                             ", alpha in {0, 1, 5}, beta = 1, gamma in {0, 1}, builder's schedule "
                             "measured by the validator");
}

// ---- Theorem 5 and the remark under Figure 3: exhaustive search ----------

std::vector<std::vector<std::int64_t>> small_segmentations(int q) {
  std::vector<std::vector<std::int64_t>> all{{}};
  for (int k = 0; k < q; ++k) {
    std::vector<std::vector<std::int64_t>> next;
    for (const auto& prefix : all) {
      for (std::int64_t s : {1, 2}) {
        auto v = prefix;
        v.push_back(s);
        next.push_back(v);
      }
    }
    all = std::move(next);
  }
  return all;
}

ClaimReport theorem5(ClaimContext&) {
  std::uint64_t count = 0, nodes = 0;
  const std::string covered =
      "p = 2..6, q = 1..3 with segment sizes in {1, 2}, alpha in {0, 1/2, 1, 3}, beta = 1, "
      "gamma in {0, 1/2, 1, 2}; every unidirectional in-order schedule (exhaustive search)";
  for (int p = 2; p <= 6; ++p) {
    for (int q = 1; q <= 3; ++q) {
      for (const auto& segments : small_segmentations(q)) {
        for (const Time& alpha : {Time(0), Time(1, 2), Time(1), Time(3)}) {
          for (const Time& gamma : {Time(0), Time(1, 2), Time(1), Time(2)}) {
            const auto in = SegmentedInstance{p, segments, alpha, 1, gamma};
            const Time greedy = validated_segmented_makespan(SegmentedAlgorithm::uni_greedy, in,
                                                             Ports::unidirectional);
            const auto search = search_unidirectional_schedules(in, true, greedy);
            nodes += search.nodes;
            if (!search.complete) throw InternalError("search budget exhausted");
            ++count;
            if (search.best) {
              return refuted_by(
                  covered,
                  "an in-order schedule takes " + to_string(*search.best) + " < uni-greedy's " +
                      to_string(greedy),
                  {{"instance", instance_json(in)},
                   {"uni_greedy", to_string(greedy)},
                   {"better", to_string(*search.best)}},
                  segmented_command(SegmentedAlgorithm::uni_greedy, in, Ports::unidirectional));
            }
          }
        }
      }
    }
  }
  return holds_on(count, covered, {std::to_string(nodes) + " search states expanded"});
}

ClaimReport out_of_order_beats_greedy(ClaimContext&) {
  // Smallest p, then q, then t_comm + t_comp, with unit segments.
  std::uint64_t count = 0;
  for (int p = 2; p <= 6; ++p) {
    for (int q = 1; q <= 3; ++q) {
      for (int total = 1; total <= 6; ++total) {
        for (int comm = 1; comm <= total; ++comm) {
          const auto in =
              SegmentedInstance{p, std::vector<std::int64_t>(q, 1), comm - 1, 1, total - comm};
          const Time greedy = validated_segmented_makespan(SegmentedAlgorithm::uni_greedy, in,
                                                           Ports::unidirectional);
          const auto search = search_unidirectional_schedules(in, false, greedy);
          ++count;
          if (!search.best) continue;
          SegmentedRules any_order;
          const auto v = validate_segmented(search.schedule, in, any_order);
          checked_valid("the exhaustive search", segmented_instance_text(in, Ports::unidirectional),
                        v.violation);
          checked("the best out-of-order makespan",
                  segmented_instance_text(in, Ports::unidirectional), "the exhaustive search",
                  *search.best, "the validator", v.makespan);
          std::string timeline;
          for (const auto& t : search.schedule.transfers) {
            timeline += (timeline.empty() ? "" : ", ") + std::to_string(t.from) + "->" +
                        std::to_string(t.to) + " seg " + std::to_string(t.segment + 1) + " at " +
                        to_string(t.start);
          }
          ClaimReport report = holds_on(
              count,
              "smallest instance first: p = 2.., q = 1.., unit segments, t_comm = alpha + 1 "
              "and t_comp = gamma with t_comm + t_comp = 1..6");
          report.notes.push_back(
              "smallest instance: p = " + std::to_string(p) + ", q = " + std::to_string(q) +
              ", t_comm = " + std::to_string(comm) + ", t_comp = " + std::to_string(total - comm) +
              ": uni-greedy " + to_string(greedy) + ", best out-of-order schedule " +
              to_string(*search.best) + " (validated): " + timeline);
          return report;
        }
      }
    }
  }
  ClaimReport none;
  none.outcome = Outcome::refuted;
  none.covered = "no out-of-order schedule beat uni-greedy for p <= 6, q <= 3";
  return none;
}

// ---- Section VI-B: the bi-greedy conjecture -------------------------------

ClaimReport bi_greedy_conjecture(ClaimContext&) {
  const std::string covered =
      "p = 2..128, q = 1..32, unit segments, alpha in {0, 1, 3}, beta = 1, gamma in {0, 1}";
  struct Case {
    SegmentedInstance in;
    Time expected, got;
  };
  std::vector<Case> cases;
  for (int alpha : {0, 1, 3}) {
    for (int gamma : {0, 1}) {
      for (int p = 2; p <= 128; ++p) {
        for (int q = 1; q <= 32; ++q) {
          Case c{SegmentedInstance{p, std::vector<std::int64_t>(q, 1), alpha, 1, gamma}, 0, 0};
          c.expected = table3_optimal_broadcast(p, q, c.in.comm(1) + c.in.comp(1));
          cases.push_back(std::move(c));
        }
      }
    }
  }
  // Independent instances: in parallel, then read in order.
  parallel_for(cases.size(), [&](std::size_t k) {
    cases[k].got = validated_segmented_makespan(SegmentedAlgorithm::bi_greedy, cases[k].in,
                                                Ports::bidirectional);
  });
  for (const auto& c : cases) {
    if (c.got != c.expected) {
      return refuted_by(
          covered,
          "bi-greedy takes " + to_string(c.got) +
              " where (ceil(log2 p) + q - 1)(alpha + beta s + gamma s) = " + to_string(c.expected),
          {{"instance", instance_json(c.in)},
           {"bi_greedy", to_string(c.got)},
           {"formula", to_string(c.expected)}},
          segmented_command(SegmentedAlgorithm::bi_greedy, c.in, Ports::bidirectional));
    }
  }
  return holds_on(cases.size(), covered);
}

// ---- Section VIII ---------------------------------------------------------

ClaimReport pipeline_equal_segmentation(ClaimContext&) {
  const auto& grid = table_iv_grids()[1];  // the one that reproduces Table IV's count
  const auto configs = compute_table_iv(grid.p_values, SweepAlgorithm::pipeline);
  const TableIvReading by_size{EqualReading::by_size, EqualReading::by_size};
  const std::string covered =
      "Table IV's configurations (m = 10, p <= 1024, 986 configurations, all 512 "
      "segmentations each), pipeline, equi-segmentation by size";
  for (const auto& c : configs) {
    if (c.unequal_better(by_size)) {
      const auto& best = c.result.best.segmentations.front();
      const auto in = SegmentedInstance{c.p, best, c.alpha, 1, c.gamma};
      return refuted_by(covered,
                        "segmentation " + segments_text(best, true) + " takes " +
                            to_string(c.result.best.makespan) + ", the best equi-segmentation " +
                            to_string(c.result.best_equal.makespan),
                        {{"instance", instance_json(in)}},
                        segmented_command(SegmentedAlgorithm::pipeline, in, Ports::unidirectional));
    }
  }
  return holds_on(configs.size(), covered);
}

ClaimReport table_iv_counts(ClaimContext&) {
  const auto& grid = table_iv_grids()[1];
  const auto configs = compute_table_iv(table_iv_grids()[0].p_values, SweepAlgorithm::uni_greedy);
  const TableIvReading reading{EqualReading::by_size, EqualReading::by_count};
  const auto counts = count_table_iv(configs, grid.p_values, reading);
  const auto printed = count_table_iv(configs, table_iv_grids()[0].p_values, reading);
  const bool agrees = counts.configurations == 986 && counts.unequal_better == 61 &&
                      to_decimal((counts.max_ratio - 1) * 100, 1) == "7.3" &&
                      to_decimal(counts.average_gain * 100, 1) == "2.0";
  ClaimReport report;
  report.outcome = agrees ? Outcome::holds : Outcome::refuted;
  report.covered = std::to_string(counts.configurations) +
                   " configurations (p <= 1024), every segmentation, exact";
  report.notes = {
      std::to_string(counts.unequal_better) +
          " optimized by an unequal segmentation; largest "
          "gain " +
          to_decimal((counts.max_ratio - 1) * 100, 2) + "%, average " +
          to_decimal(counts.average_gain * 100, 2) + "%",
      "with the text's p grid (p = 1536 included): " + std::to_string(printed.unequal_better) +
          " of " + std::to_string(printed.configurations)};
  if (!agrees) {
    report.counterexample =
        Counterexample{report.notes.front(), {}, "enumerator table lowery-iv --json"};
  }
  return report;
}

}  // namespace

std::vector<Claim> lowery2013_claims() {
  // A claim of this file, before its model is set by the registry.
  struct LoweryClaim {
    std::string id, source, statement, reading;
    Outcome expected = Outcome::holds;
    std::string expected_why;
    std::function<ClaimReport(ClaimContext&)> check;
  };
  std::vector<LoweryClaim> claims;
  const auto pipeline_uni = [](const FormulaCase& c, int q, const Time& round) {
    return table1_pipeline(c.p, q, round);
  };
  const auto binary_uni = [](const FormulaCase& c, int q, const Time& round) {
    return table1_binary(c.p, q, round);
  };
  const auto pipeline_bi = [](const FormulaCase& c, int q, const Time& round) {
    return table3_pipeline(c.p, q, round);
  };
  const auto binary_bi = [](const FormulaCase& c, int q, const Time& round) {
    return table3_binary(c.p, q, round);
  };
  const std::string table1 = paper + "Table I (Section IV-A)";
  const std::string table3 = paper + "Table III (Section VI-A)";
  claims.push_back(
      {"lowery2013.table1.pipeline", table1,
       "Pipeline Time (p-1)(alpha+beta s+gamma s)+2(q-1)(alpha+beta s+gamma s), p > 3.",
       "equality with the pipeline's earliest schedule (unidirectional, each processor receives "
       "segment k then sends it), equal segments, s divides m",
       Outcome::refuted,
       "the receiver's combining is not on the sender's path: an interior processor needs "
       "2 t_comm + t_comp per segment, not 2 (t_comm + t_comp), so gamma > 0 is faster",
       [=](ClaimContext&) {
         return check_formula(SegmentedAlgorithm::pipeline, Ports::unidirectional, true, false,
                              pipeline_uni);
       }});
  claims.push_back(
      {"lowery2013.table1.pipeline.upper-bound", table1 + " and the text below it",
       "The formulae for time are upper bounds in the case when m is not divisible by s.",
       "pipeline schedule <= the formula with q = ceil(m / s), every m", Outcome::holds, "",
       [=](ClaimContext&) {
         return check_formula(SegmentedAlgorithm::pipeline, Ports::unidirectional, false, true,
                              pipeline_uni);
       }});
  claims.push_back(
      {"lowery2013.table1.binary", table1,
       "Binary Time 2(ceil(log2(p+1))-1)(alpha+beta s+gamma s)+4(q-1)(alpha+beta s+gamma s).",
       "equality with the binary (heap) tree's earliest schedule, unidirectional, s divides m",
       Outcome::refuted,
       "the heap tree's earliest schedule beats the formula (p = 4, q = 1: 3 rounds, not "
       "2(N - 1) = 4); the formula holds as an upper bound",
       [=](ClaimContext&) {
         return check_formula(SegmentedAlgorithm::binary, Ports::unidirectional, true, false,
                              binary_uni);
       }});
  claims.push_back(
      {"lowery2013.table1.binary.upper-bound", table1 + " and the text below it",
       "The formulae for time are upper bounds in the case when m is not divisible by s.",
       "binary schedule <= the formula with q = ceil(m / s), every m", Outcome::holds, "",
       [=](ClaimContext&) {
         return check_formula(SegmentedAlgorithm::binary, Ports::unidirectional, false, true,
                              binary_uni);
       }});
  claims.push_back(
      {"lowery2013.table1.binomial", table1, "Binomial Time ceil(log2 p)(alpha+beta m+gamma m).",
       "equality with the binomial tree's schedule, one segment (q = 1, s = m)", Outcome::holds, "",
       [](ClaimContext&) {
         std::uint64_t count = 0;
         for (int p = 1; p <= 64; ++p) {
           for (std::int64_t m = 1; m <= 8; ++m) {
             for (int alpha : {0, 1, 5}) {
               for (int gamma : {0, 1}) {
                 const auto in = SegmentedInstance{p, {m}, alpha, 1, gamma};
                 const Time expected = binomial_formula(p, m, in.alpha, in.beta, in.gamma);
                 for (Ports ports : {Ports::unidirectional, Ports::bidirectional}) {
                   const Time got =
                       validated_segmented_makespan(SegmentedAlgorithm::binomial, in, ports);
                   ++count;
                   if (got != expected) {
                     return refuted_by("p = 1..64, m = 1..8", "binomial takes " + to_string(got),
                                       {{"instance", instance_json(in)}},
                                       segmented_command(SegmentedAlgorithm::binomial, in, ports));
                   }
                 }
               }
             }
           }
         }
         return holds_on(count,
                         "p = 1..64, m = 1..8, alpha in {0, 1, 5}, beta = 1, gamma in "
                         "{0, 1}, both port models");
       }});
  claims.push_back({"lowery2013.table3.pipeline", table3,
                    "Pipeline Time (p+q-2)(alpha+beta s+gamma s).",
                    "equality with the pipeline's earliest bidirectional schedule, s divides m",
                    Outcome::holds, "", [=](ClaimContext&) {
                      return check_formula(SegmentedAlgorithm::pipeline, Ports::bidirectional, true,
                                           false, pipeline_bi);
                    }});
  claims.push_back({"lowery2013.table3.binary", table3,
                    "Binary Time 2(ceil(log2(p+1))+q-1)(alpha+beta s+gamma s).",
                    "equality with the binary tree's earliest bidirectional schedule, s divides m",
                    Outcome::refuted,
                    "the printed formula exceeds the schedule (it charges 2 more rounds)",
                    [=](ClaimContext&) {
                      return check_formula(SegmentedAlgorithm::binary, Ports::bidirectional, true,
                                           false, binary_bi);
                    }});
  claims.push_back(
      {"lowery2013.table3.butterfly", table3,
       "Butterfly Time 2 ceil(log2 p) alpha + 2 (p-1)/p beta m + (p-1)/p gamma m; only a lower "
       "bound when p is not a power of two.",
       "equality with the reduce-scatter/gather schedule for p = 2^k and m a multiple of p "
       "(q = p equal blocks)",
       Outcome::holds, "", [](ClaimContext&) {
         std::uint64_t count = 0;
         for (int p = 1; p <= 256; p *= 2) {
           for (std::int64_t block = 1; block <= 3; ++block) {
             for (int alpha : {0, 1, 5}) {
               for (int gamma : {0, 1, 3}) {
                 const auto in = SegmentedInstance{
                     p, std::vector<std::int64_t>(static_cast<std::size_t>(p), block), alpha, 1,
                     gamma};
                 const Time m(in.m());
                 const Time expected = table3_butterfly(p, m, in.alpha, in.beta, in.gamma);
                 const Time got = validated_segmented_makespan(SegmentedAlgorithm::butterfly, in,
                                                               Ports::bidirectional);
                 ++count;
                 if (got != expected) {
                   return refuted_by(
                       "p = 1..256 powers of two", "butterfly takes " + to_string(got),
                       {{"instance", instance_json(in)}},
                       segmented_command(SegmentedAlgorithm::butterfly, in, Ports::bidirectional));
                 }
               }
             }
           }
         }
         return holds_on(count,
                         "p = 1, 2, 4, ..., 256, blocks of 1..3 elements, alpha in {0, 1, "
                         "5}, beta = 1, gamma in {0, 1, 3}");
       }});
  claims.push_back(
      {"lowery2013.thm5", paper + "Theorem 5 (Section V-A)",
       "In a unidirectional, fully connected, homogeneous system the time complexity of the "
       "uni-greedy algorithm [is] minimal among all reduction algorithms that reduce segments in "
       "order.",
       "no in-order schedule (exhaustive search, any segmentation) beats uni-greedy",
       Outcome::holds, "", theorem5});
  claims.push_back(
      {"lowery2013.fig3.out-of-order", paper + "remark under Figure 3 (Section V)",
       "if we allowed segments to be reduced out of order then the uni-greedy algorithm would "
       "not be optimal.",
       "some schedule that does not reduce segments in order beats uni-greedy; the smallest "
       "instance found by exhaustive search is reported",
       Outcome::holds, "", out_of_order_beats_greedy});
  claims.push_back(
      {"lowery2013.sec6b.bi-greedy", paper + "Section VI-B (conjecture)",
       "From experiments we conjecture that for all p and q the bi-greedy algorithm has the same "
       "time complexity as a reverse optimal broadcast algorithm: (ceil(log2 p)+q-1)(alpha+beta "
       "s+gamma s).",
       "Algorithm 2 (read as in bi_greedy.hpp) measured by the validator, equal segments",
       Outcome::holds, "", bi_greedy_conjecture});
  claims.push_back(
      {"lowery2013.sec8.pipeline-equal", paper + "Section VIII",
       "For the pipeline algorithm, all experiments where optimized by equi-segmentation.",
       "on Table IV's configurations, an equi-segmentation is among the pipeline's optimal "
       "segmentations",
       Outcome::holds, "", pipeline_equal_segmentation});
  claims.push_back(
      {"lowery2013.sec8.table-iv", paper + "Section VIII, Table IV",
       "For the greedy algorithm, 61 out of 986 experiments where optimized by an unequal "
       "segmentation. The maximum improvement over equi-segmentation was 7.3%. Of the 61 [...] "
       "the average improvement was 2.0%.",
       "grid p <= 1024 (the text also lists p = 1536, which makes 1044 configurations); "
       "'optimized by an equi-segmentation' with equi = any size s, last smaller; the ratio's "
       "'best time for equi-segmentations' with equi = any count q, s = ceil(m/q) (the reading "
       "that reproduces every printed row, see enumerator table lowery-iv)",
       Outcome::holds, "", table_iv_counts});
  std::vector<Claim> out;
  for (auto& c : claims) {
    out.push_back(
        {c.id, c.source, c.statement, c.reading, c.expected, c.expected_why, c.check, ""});
  }
  return out;
}

}  // namespace redcheck
