// Canon & Antoniu 2012, Section 3.1: one machine receiving k elements, and
// the variant without overlap.

#include "models/overlap/claims/sections.hpp"

#include "models/overlap/bounds.hpp"
#include "models/overlap/builders.hpp"
#include "models/overlap/tree_timing.hpp"

namespace redcheck {

namespace {

Domain<SizeCosts> senders_to_one_sink(const OverlapSettings& s) {
  return sizes_and_costs(s, 1, s.n_max - 1, "k").described(" (a sink with k senders)");
}

Claim single_machine() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec3.1.single-machine", canon_paper + "Section 3.1",
      "the time required to process k elements on a single machine is d + (k - 1) "
      "max(d, c) + c ... If d < c, this simplifies as d + kc, otherwise, it is kd + c.",
      "k counts the elements the machine receives (the text's 'followed by k "
      "reductions'): a sink with k senders; the validator times its earliest schedule",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        return search<SizeCosts>(
            senders_to_one_sink(ctx.settings()),
            [](const SizeCosts& x) -> std::optional<Counterexample> {
              const auto& [k, m] = x;
              const Time measured = validated_makespan(
                  earliest_schedule(ReductionTree::star(k + 1), m, ArrivalOrder::as_in_tree), m,
                  "a star schedule");
              const Time formula = single_machine_time(k, m);
              const Time simplified = m.d < m.c ? m.d + Time(k) * m.c : Time(k) * m.d + m.c;
              if (measured == formula && measured == simplified) return std::nullopt;
              return Counterexample{"one machine receiving k = " + std::to_string(k) +
                                        " elements finishes at " + to_string(measured) +
                                        ", the formula gives " + to_string(formula) +
                                        " and its simplification " + to_string(simplified),
                                    {{"k", k},
                                     {"costs", costs_json(m)},
                                     {"validated", to_string(measured)},
                                     {"formula", to_string(formula)},
                                     {"simplified", to_string(simplified)}},
                                    schedule_replay(to_string(OverlapBuilder::star), k + 1, m)};
            });
      });
}

Claim no_overlap_star() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec3.1.no-overlap", canon_paper + "Section 3.1",
      "When transfers and computations do not overlap, the cost to sequentially reduce "
      "k elements is k(d + c).",
      "a sink with k senders under the no-overlap variant of the validator", Outcome::holds, "",
      [](OverlapClaimContext& ctx) {
        return search<SizeCosts>(
            senders_to_one_sink(ctx.settings()).described(", no-overlap variant"),
            [](const SizeCosts& x) -> std::optional<Counterexample> {
              const int k = x.n;
              OverlapModel m = x.costs;
              m.overlap = false;
              const Time measured = validated_makespan(
                  earliest_schedule(ReductionTree::star(k + 1), m, ArrivalOrder::as_in_tree), m,
                  "a star schedule");
              if (measured == Time(k) * (m.d + m.c)) return std::nullopt;
              return Counterexample{
                  "without overlap, k = " + std::to_string(k) + " elements take " +
                      to_string(measured) + ", not k(d + c) = " + to_string(Time(k) * (m.d + m.c)),
                  {{"k", k}, {"costs", costs_json(m)}, {"validated", to_string(measured)}},
                  schedule_replay(to_string(OverlapBuilder::star), k + 1, m)};
            });
      });
}

Claim no_overlap_subcase() {
  return claim_in<OverlapClaimContext>(
      "canon2012.sec3.1.no-overlap-subcase", canon_paper + "Section 3.1",
      "This is a sub-case of the previous model where transfer costs are incorporated "
      "into computation costs.",
      "the optimum without overlap for (d, c) equals the optimum with overlap for "
      "(0, d + c), both by exhaustive enumeration",
      Outcome::holds, "", [](OverlapClaimContext& ctx) {
        const OverlapSettings& s = ctx.settings();
        return search<SizeCosts>(
            sizes_and_costs(s, 1, s.n_max),
            [&](const SizeCosts& x) -> std::optional<Counterexample> {
              const auto& [n, m] = x;
              OverlapModel without = m;
              without.overlap = false;
              const OverlapModel folded = make_overlap_model(0, m.d + m.c);
              const Time& a = ctx.optimum(n, without);
              const Time& b = ctx.optimum(n, folded);
              if (a == b) return std::nullopt;
              return Counterexample{
                  "n = " + std::to_string(n) + ": optimum without overlap " + to_string(a) +
                      " differs from the overlap optimum with d = 0, c = d + c: " + to_string(b),
                  {{"n", n},
                   {"costs", costs_json(m)},
                   {"no_overlap", to_string(a)},
                   {"overlap_folded", to_string(b)}},
                  optimum_replay(n, without)};
            },
            ", optima by " + ctx.optimum_method(s.n_max));
      });
}

}  // namespace

std::vector<Claim> section3_claims() {
  return {single_machine(), no_overlap_star(), no_overlap_subcase()};
}

}  // namespace redcheck
