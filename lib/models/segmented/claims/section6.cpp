// Lowery & Langou 2013, Section VI-B: the conjectured time of bi-greedy.

#include "models/segmented/claims/sections.hpp"

#include "claims/fast_then_exact.hpp"
#include "gen/covering.hpp"
#include "gen/values.hpp"
#include "models/segmented/bi_greedy.hpp"
#include "models/segmented/published_formulas.hpp"

#include <rapidcheck/gen/Transform.h>
#include <rapidcheck/gen/Tuple.h>

namespace redcheck {

namespace {

Claim bi_greedy_conjecture() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.sec6b.bi-greedy", lowery_paper + "Section VI-B (conjecture)",
      "From experiments we conjecture that for all p and q the bi-greedy algorithm has the same "
      "time complexity as a reverse optimal broadcast algorithm: (ceil(log2 p)+q-1)(alpha+beta "
      "s+gamma s).",
      "Algorithm 2 (read as in bi_greedy.hpp) measured by the validator, equal segments",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        const SegmentedSettings& s = ctx.settings();
        const int p_last = s.p_last(64), q_last = s.q_last(32);
        const auto alphas = s.alphas({Time(0), Time(1), Time(3)});
        const auto gammas = s.gammas({Time(0), Time(1)});
        std::vector<SegmentedInstance> pool;
        for (const Time& alpha : alphas) {
          for (const Time& gamma : gammas) {
            for (int p = 2; p <= p_last; ++p) {
              for (int q = 1; q <= q_last; ++q) {
                pool.push_back({p, std::vector<std::int64_t>(static_cast<std::size_t>(q), 1), alpha,
                                1, gamma});
              }
            }
          }
        }
        auto domain =
            listed_domain("p = 2.." + std::to_string(p_last) + ", q = 1.." +
                              std::to_string(q_last) + ", unit segments, alpha in " +
                              times_text(alphas) + ", beta = 1, gamma in " + times_text(gammas),
                          std::move(pool));
        if (s.fuzz_p_max > 0) {
          // Fuzzing: p = 2..fuzz_p_max, q = 1..q_last unit segments, random
          // exact alpha, gamma.
          domain = domain.fuzzed_by(
              rc::gen::map(rc::gen::tuple(gen::covering_int(2, std::max(s.fuzz_p_max, 2)),
                                          gen::covering_int(1, q_last), gen::cost(), gen::cost()),
                           [](const std::tuple<int, int, Time, Time>& x) {
                             const auto& [p, q, alpha, gamma] = x;
                             return SegmentedInstance{
                                 p, std::vector<std::int64_t>(static_cast<std::size_t>(q), 1),
                                 alpha, 1, gamma};
                           }),
              "p = 2.." + std::to_string(std::max(s.fuzz_p_max, 2)) + ", q = 1.." +
                  std::to_string(q_last) + ", unit segments, alpha, gamma " + gen::cost_words +
                  ", beta = 1");
        }
        // Each instance decided by bi-greedy's makespan in ticks first, and on
        // its validated schedule for failures and a sample
        // (claims/fast_then_exact.hpp).
        const auto fast = [](const SegmentedInstance& in) -> std::optional<FastVerdict> {
          const BiGreedyTicks ticks = bi_greedy_makespan_ticks(in);
          const std::uint64_t key = static_cast<std::uint64_t>(in.p) * 1'000'003 +
                                    static_cast<std::uint64_t>(in.q()) * 7919 +
                                    static_cast<std::uint64_t>(ticks.makespan);
          return FastVerdict{ticks.tick * Time(ticks.makespan) ==
                                 table3_optimal_broadcast(in.p, in.q(), in.comm(1) + in.comp(1)),
                             in_exact_sample(key)};
        };
        // Independent instances: checked in parallel, reported in order.
        return search_in_parallel<SegmentedInstance>(
            domain,
            fast_then_exact<SegmentedInstance>(
                fast,
                [](const SegmentedInstance& in, bool) -> std::optional<Counterexample> {
                  const Time expected =
                      table3_optimal_broadcast(in.p, in.q(), in.comm(1) + in.comp(1));
                  const Time got = validated_segmented_makespan(SegmentedAlgorithm::bi_greedy, in,
                                                                Ports::bidirectional);
                  if (got == expected) return std::nullopt;
                  return Counterexample{
                      "bi-greedy takes " + to_string(got) +
                          " where (ceil(log2 p) + q - 1)(alpha + beta s + gamma s) = " +
                          to_string(expected),
                      {{"instance", instance_json(in)},
                       {"bi_greedy", to_string(got)},
                       {"formula", to_string(expected)}},
                      segmented_replay(SegmentedAlgorithm::bi_greedy, in, Ports::bidirectional)};
                },
                [](const SegmentedInstance& in) {
                  return segmented_instance_text(in, Ports::bidirectional);
                },
                "whether bi-greedy takes the broadcast's time"));
      });
}

}  // namespace

std::vector<Claim> section6_claims() {
  return {bi_greedy_conjecture()};
}

}  // namespace redcheck
