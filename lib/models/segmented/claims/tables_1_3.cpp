// Lowery & Langou 2013, Tables I (unidirectional) and III (bidirectional):
// the printed time formulas against the builders' validated schedules.

#include "models/segmented/claims/sections.hpp"

#include "claims/fast_then_exact.hpp"
#include "gen/covering.hpp"
#include "gen/values.hpp"
#include "models/segmented/lockstep.hpp"
#include "models/segmented/published_formulas.hpp"
#include "models/segmented/tree_timing.hpp"

#include <rapidcheck/gen/Transform.h>
#include <rapidcheck/gen/Tuple.h>

namespace redcheck {

namespace {

// Equal segments of size s (the last smaller when s does not divide m).
struct FormulaCase {
  int p;
  std::int64_t s, m;
  Time alpha, gamma;  // beta = 1
};

// p = 4..40 (the formulas hold for p > 3), s = 1..3, m = s..4s+2, alpha in
// {0, 1, 5}, gamma in {0, 1}, unless the settings say otherwise.
Domain<FormulaCase> formula_cases(const SegmentedSettings& settings, bool divisible_only) {
  const int p_last = settings.p_last(40);
  const auto alphas = settings.alphas({Time(0), Time(1), Time(5)});
  const auto gammas = settings.gammas({Time(0), Time(1)});
  const std::optional<int> q_max = settings.q_max;
  const auto kept = [=](std::int64_t s, std::int64_t m) {
    if (divisible_only && m % s) return false;
    return !q_max || (m + s - 1) / s <= *q_max;
  };
  std::vector<FormulaCase> all;
  for (int p = 4; p <= p_last; ++p) {
    for (std::int64_t s = 1; s <= 3; ++s) {
      for (std::int64_t m = s; m <= 4 * s + 2; ++m) {
        if (!kept(s, m)) continue;
        for (const Time& alpha : alphas) {
          for (const Time& gamma : gammas) all.push_back({p, s, m, alpha, gamma});
        }
      }
    }
  }
  const std::string words = "p = 4.." + std::to_string(p_last) + ", s = 1..3, m = s..4s+2" +
                            (divisible_only ? " (s divides m)" : "") +
                            (q_max ? ", q <= " + std::to_string(*q_max) : "") + ", alpha in " +
                            times_text(alphas) + ", beta = 1, gamma in " + times_text(gammas);
  const Domain<FormulaCase> grid = listed_domain(words, std::move(all));
  if (settings.fuzz_p_max == 0) return grid;
  // Fuzzing: p = 4..fuzz_p_max, s = 1..8, q = 1..16 segments (m = qs, or
  // m = (q - 1)s + r with a shorter last one), random exact alpha, gamma.
  const int fuzz_p = std::max(settings.fuzz_p_max, 4);
  const int q_top = q_max.value_or(16);
  auto gen = rc::gen::mapcat(
      rc::gen::tuple(gen::covering_int(4, fuzz_p), gen::covering_int(1, 8),
                     gen::covering_int(1, q_top)),
      [divisible_only](const std::tuple<int, int, int>& psq) {
        const auto [p, s, q] = psq;
        return rc::gen::map(
            rc::gen::tuple(gen::covering_int(1, divisible_only ? 1 : s), gen::cost(), gen::cost()),
            [p = p, s = s, q = q, divisible_only](const std::tuple<int, Time, Time>& rest) {
              const auto& [short_by, alpha, gamma] = rest;
              const std::int64_t last = divisible_only ? s : s - (short_by - 1);
              return FormulaCase{p, s, std::int64_t{q - 1} * s + last, alpha, gamma};
            });
      });
  return grid.fuzzed_by(std::move(gen),
                        "p = 4.." + std::to_string(fuzz_p) + ", s = 1..8, q = 1.." +
                            std::to_string(q_top) + " equal segments" +
                            (divisible_only ? "" : " (the last one possibly shorter)") +
                            ", alpha, gamma " + gen::cost_words + ", beta = 1");
}

using Formula = std::function<Time(const FormulaCase&, int q, const Time& round)>;

ClaimReport check_formula(const SegmentedSettings& settings, SegmentedAlgorithm algorithm,
                          Ports ports, bool divisible_only, bool upper_bound_only,
                          const Formula& formula) {
  const auto instance_of = [](const FormulaCase& c) {
    return SegmentedInstance{c.p, equal_segmentation(c.m, c.s), c.alpha, 1, c.gamma};
  };
  const auto expected_of = [&](const FormulaCase& c, const SegmentedInstance& in) {
    const Time round = in.comm(c.s) + in.comp(c.s);  // alpha + beta s + gamma s
    return formula(c, in.q(), round);
  };
  const auto verdict = [upper_bound_only](const Time& got, const Time& expected) {
    return upper_bound_only ? got <= expected : got == expected;
  };
  // The tree timed in ticks first; failures and a sample on the validated
  // schedule (claims/fast_then_exact.hpp).
  const auto fast = [&](const FormulaCase& c) -> std::optional<FastVerdict> {
    const SegmentedInstance in = instance_of(c);
    const std::optional<Time> got = standard_tree_makespan_in_ticks(algorithm, in, ports);
    if (!got) return std::nullopt;
    const std::uint64_t key =
        std::hash<std::string>{}(segmented_instance_text(in, ports) + to_string(algorithm));
    return FastVerdict{verdict(*got, expected_of(c, in)), in_exact_sample(key)};
  };
  const auto exact = [&](const FormulaCase& c, bool) -> std::optional<Counterexample> {
    const SegmentedInstance in = instance_of(c);
    const Time expected = expected_of(c, in);
    const Time got = validated_segmented_makespan(algorithm, in, ports);
    if (verdict(got, expected)) return std::nullopt;
    return Counterexample{to_string(algorithm) + " takes " + to_string(got) +
                              " where the formula gives " + to_string(expected),
                          {{"instance", instance_json(in)},
                           {"makespan", to_string(got)},
                           {"formula", to_string(expected)}},
                          segmented_replay(algorithm, in, ports)};
  };
  return search<FormulaCase>(
      formula_cases(settings, divisible_only),
      fast_then_exact<FormulaCase>(
          fast, exact,
          [&](const FormulaCase& c) { return segmented_instance_text(instance_of(c), ports); },
          "whether " + to_string(algorithm) + "'s schedule meets the formula"),
      ", builder's schedule measured by the validator (timed in ticks first, failures and one "
      "in 16 on the validated schedule)");
}

// The formula against the algorithm's lockstep schedule (lockstep.hpp): the
// paper's own count of rounds and steps, validated. Equal segments, s | m.
// The lockstep schedule takes lockstep_rounds() rounds whatever the costs:
// points are decided on that count first, and the failures and one in 16 on
// the validated schedule (claims/fast_then_exact.hpp).
ClaimReport check_lockstep(const SegmentedSettings& settings, SegmentedAlgorithm algorithm,
                           Ports ports, const Formula& formula) {
  const auto instance_of = [](const FormulaCase& c) {
    return SegmentedInstance{c.p, equal_segmentation(c.m, c.s), c.alpha, 1, c.gamma};
  };
  const auto expected_of = [&](const FormulaCase& c, const SegmentedInstance& in) {
    return formula(c, in.q(), in.comm(c.s) + in.comp(c.s));
  };
  const auto fast = [&](const FormulaCase& c) -> std::optional<FastVerdict> {
    const SegmentedInstance in = instance_of(c);
    const Time round = in.comm(c.s) + in.comp(c.s);
    const Time got = round * Time(lockstep_rounds(algorithm, c.p, in.q(), ports));
    const std::uint64_t key = std::hash<std::string>{}(segmented_instance_text(in, ports) +
                                                       to_string(algorithm) + " lockstep");
    return FastVerdict{got == expected_of(c, in), in_exact_sample(key)};
  };
  const auto exact = [&](const FormulaCase& c, bool) -> std::optional<Counterexample> {
    const SegmentedInstance in = instance_of(c);
    const Time expected = expected_of(c, in);
    const Time got = validated_lockstep_makespan(algorithm, in, ports);
    if (got == expected) return std::nullopt;
    return Counterexample{to_string(algorithm) + " in lockstep takes " + to_string(got) +
                              " where the formula gives " + to_string(expected),
                          {{"instance", instance_json(in)},
                           {"makespan", to_string(got)},
                           {"formula", to_string(expected)}},
                          segmented_replay(algorithm, in, ports) + " --lockstep"};
  };
  return search<FormulaCase>(
      formula_cases(settings, true),
      fast_then_exact<FormulaCase>(
          fast, exact,
          [&](const FormulaCase& c) { return segmented_instance_text(instance_of(c), ports); },
          "whether " + to_string(algorithm) + "'s lockstep schedule meets the formula"),
      ", the builder's lockstep schedule (rounds of alpha + beta s + gamma s" +
          std::string(algorithm == SegmentedAlgorithm::binary ? ", steps of two rounds" : "") +
          ") measured by the validator (its rounds counted first, failures and one in 16 on the "
          "validated schedule)");
}

const std::string lockstep_reading =
    "the paper's count: the algorithm in lockstep (lockstep.hpp; Section VI-A: 'segments are "
    "communicated in rounds, where the time for one round is alpha + beta s + gamma s'";

// Functions, not globals: lowery_paper lives in another file, whose globals
// may be initialized after this one's.
std::string table1() {
  return lowery_paper + "Table I (Section IV-A)";
}
std::string table3() {
  return lowery_paper + "Table III (Section VI-A)";
}

Time pipeline_uni(const FormulaCase& c, int q, const Time& round) {
  return table1_pipeline(c.p, q, round);
}
Time binary_uni(const FormulaCase& c, int q, const Time& round) {
  return table1_binary(c.p, q, round);
}

Claim table1_pipeline_equality() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table1.pipeline", table1(),
      "Pipeline Time (p-1)(alpha+beta s+gamma s)+2(q-1)(alpha+beta s+gamma s), p > 3.",
      "equality with the pipeline's earliest schedule (unidirectional, each processor receives "
      "segment k then sends it), equal segments, s divides m",
      Outcome::refuted,
      "the receiver's combining is not on the sender's path: an interior processor needs "
      "2 t_comm + t_comp per segment, not 2 (t_comm + t_comp), so gamma > 0 is faster",
      [](SegmentedClaimContext& ctx) {
        return check_formula(ctx.settings(), SegmentedAlgorithm::pipeline, Ports::unidirectional,
                             true, false, pipeline_uni);
      });
}

Claim table1_pipeline_upper_bound() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table1.pipeline.upper-bound", table1() + " and the text below it",
      "The formulae for time are upper bounds in the case when m is not divisible by s.",
      "pipeline schedule <= the formula with q = ceil(m / s), every m", Outcome::holds, "",
      [](SegmentedClaimContext& ctx) {
        return check_formula(ctx.settings(), SegmentedAlgorithm::pipeline, Ports::unidirectional,
                             false, true, pipeline_uni);
      });
}

Claim table1_binary_equality() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table1.binary", table1(),
      "Binary Time 2(ceil(log2(p+1))-1)(alpha+beta s+gamma s)+4(q-1)(alpha+beta s+gamma s).",
      "equality with the binary (heap) tree's earliest schedule, unidirectional, s divides m",
      Outcome::refuted,
      "the heap tree's earliest schedule beats the formula (p = 4, q = 1: 3 rounds, not "
      "2(N - 1) = 4); the formula holds as an upper bound",
      [](SegmentedClaimContext& ctx) {
        return check_formula(ctx.settings(), SegmentedAlgorithm::binary, Ports::unidirectional,
                             true, false, binary_uni);
      });
}

Claim table1_binary_upper_bound() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table1.binary.upper-bound", table1() + " and the text below it",
      "The formulae for time are upper bounds in the case when m is not divisible by s.",
      "binary schedule <= the formula with q = ceil(m / s), every m", Outcome::holds, "",
      [](SegmentedClaimContext& ctx) {
        return check_formula(ctx.settings(), SegmentedAlgorithm::binary, Ports::unidirectional,
                             false, true, binary_uni);
      });
}

// One segment of m elements on p processors, both port models.
struct BinomialCase {
  int p;
  std::int64_t m;
  Time alpha, gamma;
  Ports ports;
};

Claim table1_pipeline_lockstep() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table1.pipeline.lockstep", table1() + ", as the paper counts rounds",
      "Pipeline Time (p-1)(alpha+beta s+gamma s)+2(q-1)(alpha+beta s+gamma s), p > 3.",
      lockstep_reading +
          "), unidirectional: equality with its validated schedule, equal "
          "segments, s divides m",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        return check_lockstep(ctx.settings(), SegmentedAlgorithm::pipeline, Ports::unidirectional,
                              pipeline_uni);
      });
}

Claim table1_binary_lockstep() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table1.binary.lockstep", table1() + ", as the paper counts steps",
      "Binary Time 2(ceil(log2(p+1))-1)(alpha+beta s+gamma s)+4(q-1)(alpha+beta s+gamma s).",
      lockstep_reading +
          "; Section IV: 'the time for one step in the binary algorithm is "
          "2(alpha + beta s + gamma s)', the initial step reducing the extra "
          "processors one of them), unidirectional: equality with its validated "
          "schedule, equal segments, s divides m",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        return check_lockstep(ctx.settings(), SegmentedAlgorithm::binary, Ports::unidirectional,
                              binary_uni);
      });
}

Claim table1_binomial() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table1.binomial", table1(), "Binomial Time ceil(log2 p)(alpha+beta m+gamma m).",
      "equality with the binomial tree's schedule, one segment (q = 1, s = m)", Outcome::holds, "",
      [](SegmentedClaimContext& ctx) {
        const SegmentedSettings& s = ctx.settings();
        const int p_last = s.p_last(64);
        const auto alphas = s.alphas({Time(0), Time(1), Time(5)});
        const auto gammas = s.gammas({Time(0), Time(1)});
        std::vector<BinomialCase> cases;
        for (int p = 1; p <= p_last; ++p) {
          for (std::int64_t m = 1; m <= 8; ++m) {
            for (const Time& alpha : alphas) {
              for (const Time& gamma : gammas) {
                for (Ports ports : {Ports::unidirectional, Ports::bidirectional}) {
                  cases.push_back({p, m, alpha, gamma, ports});
                }
              }
            }
          }
        }
        const auto domain = listed_domain(
            "p = 1.." + std::to_string(p_last) + ", m = 1..8, alpha in " + times_text(alphas) +
                ", beta = 1, gamma in " + times_text(gammas) + ", both port models",
            std::move(cases));
        return search<BinomialCase>(
            domain, [](const BinomialCase& c) -> std::optional<Counterexample> {
              const auto in = SegmentedInstance{c.p, {c.m}, c.alpha, 1, c.gamma};
              const Time expected = binomial_formula(c.p, c.m, in.alpha, in.beta, in.gamma);
              const Time got =
                  validated_segmented_makespan(SegmentedAlgorithm::binomial, in, c.ports);
              if (got == expected) return std::nullopt;
              return Counterexample{"binomial takes " + to_string(got) +
                                        " where the formula gives " + to_string(expected),
                                    {{"instance", instance_json(in)}},
                                    segmented_replay(SegmentedAlgorithm::binomial, in, c.ports)};
            });
      });
}

Claim table3_pipeline_claim() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table3.pipeline", table3(), "Pipeline Time (p+q-2)(alpha+beta s+gamma s).",
      "equality with the pipeline's earliest bidirectional schedule, s divides m", Outcome::holds,
      "", [](SegmentedClaimContext& ctx) {
        return check_formula(ctx.settings(), SegmentedAlgorithm::pipeline, Ports::bidirectional,
                             true, false, [](const FormulaCase& c, int q, const Time& round) {
                               return table3_pipeline(c.p, q, round);
                             });
      });
}

Claim table3_binary_claim() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table3.binary", table3(),
      "Binary Time 2(ceil(log2(p+1))+q-1)(alpha+beta s+gamma s).",
      "equality with the binary tree's earliest bidirectional schedule, s divides m",
      Outcome::refuted, "the printed formula exceeds the schedule (it charges 2 more rounds)",
      [](SegmentedClaimContext& ctx) {
        return check_formula(ctx.settings(), SegmentedAlgorithm::binary, Ports::bidirectional, true,
                             false, [](const FormulaCase& c, int q, const Time& round) {
                               return table3_binary(c.p, q, round);
                             });
      });
}

Claim table3_binary_lockstep() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table3.binary.lockstep", table3() + ", as the paper counts steps",
      "Binary Time 2(ceil(log2(p+1))+q-1)(alpha+beta s+gamma s).",
      lockstep_reading +
          "; steps of two rounds), bidirectional: equality with its validated "
          "schedule, equal segments, s divides m",
      Outcome::refuted,
      "the binary tree in steps of two rounds takes 2(N + q - 2) rounds with two ports (a "
      "processor receives segment k + 1 in the step it sends k): the formula charges one step "
      "more (p = 4, q = 1: 4 rounds against 6)",
      [](SegmentedClaimContext& ctx) {
        return check_lockstep(ctx.settings(), SegmentedAlgorithm::binary, Ports::bidirectional,
                              [](const FormulaCase& c, int q, const Time& round) {
                                return table3_binary(c.p, q, round);
                              });
      });
}

Claim table3_binary_lockstep_corrected() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table3.binary.lockstep.corrected", table3() + ", corrected here",
      "Corrected (ours): the binary tree in steps of two rounds takes 2(ceil(log2(p+1)) + q - 2)"
      "(alpha + beta s + gamma s) with two ports.",
      lockstep_reading +
          "; steps of two rounds), bidirectional: equality with its validated "
          "schedule, equal segments, s divides m",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        return check_lockstep(ctx.settings(), SegmentedAlgorithm::binary, Ports::bidirectional,
                              [](const FormulaCase& c, int q, const Time& round) {
                                return Time(2 * (binary_levels(c.p) + q - 2)) * round;
                              });
      });
}

// p = 2^k processors, p equal blocks of `block` elements.
struct ButterflyCase {
  int p;
  std::int64_t block;
  Time alpha, gamma;
};

Claim table3_butterfly_claim() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table3.butterfly", table3(),
      "Butterfly Time 2 ceil(log2 p) alpha + 2 (p-1)/p beta m + (p-1)/p gamma m; only a lower "
      "bound when p is not a power of two.",
      "equality with the reduce-scatter/gather schedule for p = 2^k and m a multiple of p "
      "(q = p equal blocks)",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        const SegmentedSettings& s = ctx.settings();
        // q = p blocks: --q-max bounds p too.
        const int p_last = std::min(s.p_last(256), s.q_max.value_or(1 << 30));
        const auto alphas = s.alphas({Time(0), Time(1), Time(5)});
        const auto gammas = s.gammas({Time(0), Time(1), Time(3)});
        std::vector<int> ps;
        for (int p = 1; p <= p_last; p *= 2) ps.push_back(p);
        std::vector<ButterflyCase> cases;
        for (int p : ps) {
          for (std::int64_t block = 1; block <= 3; ++block) {
            for (const Time& alpha : alphas) {
              for (const Time& gamma : gammas) cases.push_back({p, block, alpha, gamma});
            }
          }
        }
        const auto domain =
            listed_domain("p = 1, 2, 4, ..., " + std::to_string(ps.empty() ? 0 : ps.back()) +
                              ", blocks of 1..3 elements, alpha in " + times_text(alphas) +
                              ", beta = 1, gamma in " + times_text(gammas),
                          std::move(cases));
        return search<ButterflyCase>(
            domain, [](const ButterflyCase& c) -> std::optional<Counterexample> {
              const auto in = SegmentedInstance{
                  c.p, std::vector<std::int64_t>(static_cast<std::size_t>(c.p), c.block), c.alpha,
                  1, c.gamma};
              const Time expected =
                  table3_butterfly(c.p, Time(in.m()), in.alpha, in.beta, in.gamma);
              const Time got = validated_segmented_makespan(SegmentedAlgorithm::butterfly, in,
                                                            Ports::bidirectional);
              if (got == expected) return std::nullopt;
              return Counterexample{
                  "butterfly takes " + to_string(got) + " where the formula gives " +
                      to_string(expected),
                  {{"instance", instance_json(in)}},
                  segmented_replay(SegmentedAlgorithm::butterfly, in, Ports::bidirectional)};
            });
      });
}

}  // namespace

std::vector<Claim> table1_claims() {
  return {table1_pipeline_equality(), table1_pipeline_lockstep(), table1_pipeline_upper_bound(),
          table1_binary_equality(),   table1_binary_lockstep(),   table1_binary_upper_bound(),
          table1_binomial()};
}

std::vector<Claim> table3_claims() {
  return {table3_pipeline_claim(), table3_binary_claim(), table3_binary_lockstep(),
          table3_binary_lockstep_corrected(), table3_butterfly_claim()};
}

}  // namespace redcheck
