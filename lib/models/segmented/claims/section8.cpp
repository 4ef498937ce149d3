// Lowery & Langou 2013, Section VIII: Table IV (every segmentation of
// m = 10) and what the text says of it.

#include "models/segmented/claims/sections.hpp"

#include "models/segmented/tables/lowery_table_iv.hpp"

namespace redcheck {

namespace {

Claim pipeline_equal_segmentation() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.sec8.pipeline-equal", lowery_paper + "Section VIII",
      "For the pipeline algorithm, all experiments where optimized by equi-segmentation.",
      "on Table IV's configurations, an equi-segmentation is among the pipeline's optimal "
      "segmentations",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        const SegmentedSettings& s = ctx.settings();
        std::vector<int> p_values;  // the grid that reproduces Table IV's count, within --p-max
        for (int p : table_iv_grids()[1].p_values) {
          if (p <= s.p_last(1 << 30)) p_values.push_back(p);
        }
        const auto configs = compute_table_iv(p_values, SweepAlgorithm::pipeline);
        const TableIvReading by_size{EqualReading::by_size, EqualReading::by_size};
        std::vector<const TableIvConfig*> kept;
        for (const auto& c : configs) {
          if (s.keeps_alpha(Time(c.alpha)) && s.keeps_gamma(Time(c.gamma))) kept.push_back(&c);
        }
        const auto domain = listed_domain(
            "Table IV's configurations (m = 10, p <= 1024" +
                (s.p_max ? ", p <= " + std::to_string(*s.p_max) : std::string()) +
                (s.alpha_values || s.gamma_values ? ", alpha and gamma in the given grids"
                                                  : std::string()) +
                ", all 512 segmentations each), pipeline, equi-segmentation by size",
            std::move(kept));
        return search<const TableIvConfig*>(
            domain, [&](const TableIvConfig* const& c) -> std::optional<Counterexample> {
              if (!c->unequal_better(by_size)) return std::nullopt;
              const auto& best = c->result.best.segmentations.front();
              const auto in = SegmentedInstance{c->p, best, c->alpha, 1, c->gamma};
              return Counterexample{
                  "segmentation " + segments_text(best, true) + " takes " +
                      to_string(c->result.best.makespan) + ", the best equi-segmentation " +
                      to_string(c->result.best_equal.makespan),
                  {{"instance", instance_json(in)}},
                  segmented_replay(SegmentedAlgorithm::pipeline, in, Ports::unidirectional)};
            });
      });
}

Claim table_iv_counts() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.sec8.table-iv", lowery_paper + "Section VIII, Table IV",
      "For the greedy algorithm, 61 out of 986 experiments where optimized by an unequal "
      "segmentation. The maximum improvement over equi-segmentation was 7.3%. Of the 61 [...] "
      "the average improvement was 2.0%.",
      "grid p <= 1024 (the text also lists p = 1536, which makes 1044 configurations); "
      "'optimized by an equi-segmentation' with equi = any size s, last smaller; the ratio's "
      "'best time for equi-segmentations' with equi = any count q, s = ceil(m/q) (the reading "
      "that reproduces every printed row, see enumerator table lowery-iv)",
      Outcome::holds, "", [](SegmentedClaimContext&) {
        const auto& grid = table_iv_grids()[1];
        const auto configs =
            compute_table_iv(table_iv_grids()[0].p_values, SweepAlgorithm::uni_greedy);
        const TableIvReading reading{EqualReading::by_size, EqualReading::by_count};
        const auto counts = count_table_iv(configs, grid.p_values, reading);
        const auto printed = count_table_iv(configs, table_iv_grids()[0].p_values, reading);
        const bool agrees = counts.configurations == 986 && counts.unequal_better == 61 &&
                            to_decimal((counts.max_ratio - 1) * 100, 1) == "7.3" &&
                            to_decimal(counts.average_gain * 100, 1) == "2.0";
        ClaimReport report;
        report.outcome = agrees ? Outcome::holds : Outcome::refuted;
        report.covered = std::to_string(counts.configurations) +
                         " configurations (p <= 1024), every segmentation, exact; the "
                         "published table's own configurations, whatever the domain options";
        report.notes = {std::to_string(counts.unequal_better) +
                            " optimized by an unequal segmentation; largest gain " +
                            to_decimal((counts.max_ratio - 1) * 100, 2) + "%, average " +
                            to_decimal(counts.average_gain * 100, 2) + "%",
                        "with the text's p grid (p = 1536 included): " +
                            std::to_string(printed.unequal_better) + " of " +
                            std::to_string(printed.configurations)};
        if (!agrees) {
          report.counterexample =
              Counterexample{report.notes.front(), {}, "enumerator table lowery-iv --json"};
        }
        return report;
      });
}

}  // namespace

std::vector<Claim> section8_claims() {
  return {pipeline_equal_segmentation(), table_iv_counts()};
}

}  // namespace redcheck
