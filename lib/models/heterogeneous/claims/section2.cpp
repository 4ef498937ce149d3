// Benoit, Canon & Marchal 2013, Section 2 and Table 1: the approximation
// ratios of Binomial-stat, Tree-dyn and Fibonacci-stat against the exact
// optimum, with identical reduction costs c_i = c and Delta = D / d (d and D
// the smallest and largest d_ij). Bounds with log2 n or log2 phi are
// compared through rational enclosures (time/real_bounds.hpp).

#include "models/heterogeneous/claims/sections.hpp"

#include "gen/covering.hpp"
#include "gen/values.hpp"
#include "models/heterogeneous/generators.hpp"
#include "models/heterogeneous/instances.hpp"
#include "models/heterogeneous/optimum.hpp"
#include "models/heterogeneous/validator.hpp"
#include "time/real_bounds.hpp"

#include <functional>

namespace redcheck {

namespace {

enum class CostCase { no_reduction, any, reduction_equals_d };

bool in_case(const RatioPoint& p, CostCase which) {
  if (which == CostCase::no_reduction) return p.c == 0;
  if (which == CostCase::reduction_equals_d) return p.c == p.smallest;
  return true;
}

std::string case_words(CostCase which) {
  if (which == CostCase::no_reduction) return "; c = 0";
  if (which == CostCase::reduction_equals_d) return "; c = d (the smallest d_ij)";
  return "; every c of the grid";
}

using Bound = std::function<Enclosure(int n, const Time& delta)>;

std::string bound_text(const Enclosure& e) {
  return "[" + to_decimal(e.low, 9) + ", " + to_decimal(e.high, 9) + "]";
}

Counterexample ratio_above_bound(const HeterogeneousInstance& instance, HeterogeneousBuilder b,
                                 const Time& makespan, const Time& optimum, const Time& delta,
                                 const Enclosure& limit) {
  const Time ratio = makespan / optimum;
  return Counterexample{
      to_string(b) + " takes " + to_string(makespan) + ", the optimum " + to_string(optimum) +
          ": ratio " + to_string(ratio) + " (" + to_decimal(ratio, 6) + ") above the bound " +
          bound_text(limit) + " with Delta = " + to_string(delta) +
          ", n = " + std::to_string(instance.n),
      {{"instance", heterogeneous_instance_json(instance)},
       {"algorithm", to_string(b)},
       {"makespan", to_string(makespan)},
       {"optimum", to_string(optimum)},
       {"ratio", to_string(ratio)},
       {"bound_low", to_string(limit.low)},
       {"bound_high", to_string(limit.high)}},
      heterogeneous_schedule_replay(b, instance) + "; " + heterogeneous_optimum_replay(instance)};
}

// verifier fuzz: instances beyond Table 1's grid: n = 2..n_max, every d_ij
// an independent positive cost (Delta is then any ratio), c_i = c as the
// case says.
rc::Gen<HeterogeneousInstance> ratio_instances(int n_max, CostCase which) {
  return rc::gen::mapcat(gen::covering_int(2, n_max), [which](int n) {
    return rc::gen::map(rc::gen::pair(gen::cost_matrix(n, gen::positive_cost()), gen::cost()),
                        [which, n](std::pair<std::vector<std::vector<Time>>, Time> dc) {
                          Time c = which == CostCase::any ? dc.second : Time(0);
                          if (which == CostCase::reduction_equals_d) {
                            c = dc.first[0][1];
                            for (int i = 0; i < n; ++i) {
                              for (int j = 0; j < n; ++j) {
                                if (i != j) c = std::min(c, dc.first[i][j]);
                              }
                            }
                          }
                          return make_heterogeneous_instance(
                              std::move(dc.first),
                              std::vector<Time>(static_cast<std::size_t>(n), c));
                        });
  });
}

ClaimReport fuzz_ratio(const HeterogeneousClaimContext& ctx, CostCase which,
                       const std::vector<HeterogeneousBuilder>& builders, const Bound& bound) {
  const int n_max = ctx.settings().fuzz_n_max;
  const std::string words =
      "n = 2.." + std::to_string(n_max) + ", every d_ij (i != j) " + gen::cost_words +
      " but positive, c_i = c" +
      (which == CostCase::any ? "; c drawn as the costs, 0 allowed" : case_words(which));
  const auto domain = listed_domain<HeterogeneousInstance>(words, {}).fuzzed_by(
      ratio_instances(n_max, which), words);
  return search<HeterogeneousInstance>(
      domain,
      [&](const HeterogeneousInstance& in) -> std::optional<Counterexample> {
        const Time optimum = optimum_length_by_subsets(in);
        const Time delta = largest_transfer(in) / smallest_transfer(in);
        const Enclosure limit = bound(in.n, delta);
        for (HeterogeneousBuilder b : builders) {
          const Time makespan =
              validated_makespan(build_heterogeneous(b, in).schedule, in, to_string(b));
          if (makespan / optimum > limit.high) {
            return ratio_above_bound(in, b, makespan, optimum, delta, limit);
          }
        }
        return std::nullopt;
      },
      "; optimum by the dynamic program over subsets (a ratio inside the enclosure of an "
      "irrational bound is not counted against it)");
}

// Every builder's ratio makespan / optimum is at most bound(n, Delta) on the
// points of `which`. Reports the largest ratio found per builder. Fuzzing:
// random instances instead (fuzz_ratio).
ClaimReport check_ratio(HeterogeneousClaimContext& ctx, CostCase which,
                        const std::vector<HeterogeneousBuilder>& builders, const Bound& bound,
                        const std::vector<HeterogeneousBuilder>& also_noted = {}) {
  if (FuzzScope::active() && ctx.settings().fuzz_n_max > 0) {
    return fuzz_ratio(ctx, which, builders, bound);
  }
  const std::string covered = ctx.ratio_words() + case_words(which);
  std::uint64_t count = 0, undecided = 0;
  std::map<HeterogeneousBuilder, std::pair<Time, const RatioPoint*>> worst;
  std::map<HeterogeneousBuilder, std::uint64_t> exceeded;
  for (const RatioPoint& p : ctx.ratio_points()) {
    if (!in_case(p, which)) continue;
    ++count;
    const Time& delta = p.delta;
    const Enclosure limit = bound(p.instance.n, delta);
    const auto ratio_of = [&](HeterogeneousBuilder b) { return p.makespan.at(b) / p.optimum; };
    for (HeterogeneousBuilder b : also_noted) {
      if (ratio_of(b) > limit.high) ++exceeded[b];
    }
    for (HeterogeneousBuilder b : builders) {
      const Time ratio = ratio_of(b);
      auto& w = worst[b];
      if (!w.second || ratio > w.first) w = {ratio, &p};
      if (ratio <= limit.low) continue;
      if (ratio <= limit.high) {
        ++undecided;
        continue;
      }
      return refuted_by(
          covered, ratio_above_bound(p.instance, b, p.makespan.at(b), p.optimum, delta, limit));
    }
  }
  std::vector<std::string> notes;
  for (const auto& [b, w] : worst) {
    notes.push_back("largest ratio of " + to_string(b) + ": " + to_string(w.first) + " (" +
                    to_decimal(w.first, 6) + ") at n = " + std::to_string(w.second->instance.n) +
                    ", c = " + to_string(w.second->c) + ", Delta = " + to_string(w.second->delta));
  }
  for (HeterogeneousBuilder b : also_noted) {
    notes.push_back("variant " + to_string(b) + ": above the bound on " +
                    std::to_string(exceeded[b]) + " of " + std::to_string(count) + " points");
  }
  if (undecided > 0) {
    ClaimReport r = holds_on(count, covered, notes);
    r.outcome = Outcome::undecided;
    r.covered +=
        "; " + std::to_string(undecided) + " ratios fell inside the enclosure of the bound";
    return r;
  }
  return holds_on(count, covered, notes);
}

const std::vector<HeterogeneousBuilder> binomial_and_tree_dyn{HeterogeneousBuilder::binomial_stat,
                                                              HeterogeneousBuilder::tree_dyn};
const std::vector<HeterogeneousBuilder> fibonacci{HeterogeneousBuilder::fibonacci_stat};
const std::vector<HeterogeneousBuilder> binomial_fcfs{HeterogeneousBuilder::binomial_stat_fcfs};
const std::vector<HeterogeneousBuilder> fibonacci_fcfs{HeterogeneousBuilder::fibonacci_stat_fcfs};

const std::string reading_common =
    "ratio = the validated makespan of the algorithm (event-driven simulation, simulation.hpp) / "
    "the exact commutative optimum; Delta = max d_ij / min d_ij over i != j; the fcfs variant's "
    "count above the bound is noted";

Claim ratio_claim(std::string id, std::string source, std::string statement, CostCase which,
                  std::vector<HeterogeneousBuilder> builders, Bound bound,
                  std::vector<HeterogeneousBuilder> noted, std::string bound_words,
                  Outcome expected = Outcome::holds, std::string why = "") {
  return claim_in<HeterogeneousClaimContext>(
      std::move(id), benoit_paper + std::move(source), std::move(statement),
      reading_common + "; bound: " + std::move(bound_words), expected, std::move(why),
      [which, builders, bound, noted](HeterogeneousClaimContext& ctx) {
        return check_ratio(ctx, which, builders, bound, noted);
      });
}

Enclosure ceil_log2_n(int n) {
  return exactly(Time(ceil_log2(static_cast<std::uint64_t>(n))));
}

// Theorem 1's instance reaches the ratio Delta: n = 2, 4, 8 (Tree-dyn, whose
// pairing follows the indices, only at powers of 2) and every n <= 12 for
// Binomial-stat.
Claim theorem1_reached() {
  return claim_in<HeterogeneousClaimContext>(
      "benoit2013.thm1.tight", benoit_paper + "Theorem 1 (Section 2), the instance of its proof",
      "[T]his ratio can be achieved. ... Let d_{i,j} = d for 1 <= i < j <= n and d_{i,j} = D for "
      "all remaining 1 <= j < i <= n. With both Binomial-stat and Tree-dyn, ... any processor P_i "
      "sends its element to a processor P_j such that i > j, which takes a time D ceil(log2(n)). "
      "The optimal solution, however, consists in avoiding any communication of size D (with "
      "total time of d ceil(log2(n))).",
      "on theorem1_instance (c = 0), (d, D) in {(1, 2), (1, 3), (2, 5)}: Binomial-stat's makespan "
      "= D ceil(log2 n) for n = 2..12, Tree-dyn's for n = 2, 4, 8, and the exact optimum = d "
      "ceil(log2 n), so the ratio is exactly Delta",
      Outcome::holds, "", [](HeterogeneousClaimContext&) {
        std::vector<std::pair<int, std::pair<Time, Time>>> pool;
        for (const auto& costs : {std::pair{Time(1), Time(2)}, std::pair{Time(1), Time(3)},
                                  std::pair{Time(2), Time(5)}}) {
          for (int n = 2; n <= 12; ++n) pool.push_back({n, costs});
        }
        const auto domain = listed_domain(
            "n = 2..12, (d, D) in {(1, 2), (1, 3), (2, 5)}, Theorem 1's instance", std::move(pool));
        return search_in_parallel<std::pair<int, std::pair<Time, Time>>>(
            domain, [](const auto& point) -> std::optional<Counterexample> {
              const int n = point.first;
              const auto& [d, big_d] = point.second;
              const HeterogeneousInstance in = theorem1_instance(n, d, big_d);
              const Time rounds(ceil_log2(static_cast<std::uint64_t>(n)));
              const Time optimum = optimum_length_by_subsets(in);
              std::vector<std::pair<HeterogeneousBuilder, Time>> got{
                  {HeterogeneousBuilder::binomial_stat,
                   validated_makespan(
                       build_heterogeneous(HeterogeneousBuilder::binomial_stat, in).schedule, in,
                       "binomial-stat")}};
              if ((n & (n - 1)) == 0) {
                got.push_back({HeterogeneousBuilder::tree_dyn,
                               validated_makespan(
                                   build_heterogeneous(HeterogeneousBuilder::tree_dyn, in).schedule,
                                   in, "tree-dyn")});
              }
              for (const auto& [b, length] : got) {
                if (length == big_d * rounds && optimum == d * rounds) continue;
                return Counterexample{
                    to_string(b) + " takes " + to_string(length) +
                        " (D ceil(log2 n) = " + to_string(big_d * rounds) + "), the optimum " +
                        to_string(optimum) + " (d ceil(log2 n) = " + to_string(d * rounds) + ")",
                    {{"instance", heterogeneous_instance_json(in)},
                     {"algorithm", to_string(b)},
                     {"makespan", to_string(length)},
                     {"optimum", to_string(optimum)}},
                    heterogeneous_schedule_replay(b, in) + "; " + heterogeneous_optimum_replay(in)};
              }
              return std::nullopt;
            });
      });
}

}  // namespace

std::vector<Claim> benoit_section2_claims() {
  std::vector<Claim> claims;
  claims.push_back(ratio_claim(
      "benoit2013.thm1", "Theorem 1 and Table 1 (Section 2), c = 0",
      "Without computation cost, Binomial-stat and Tree-dyn are Delta-approximation algorithms",
      CostCase::no_reduction, binomial_and_tree_dyn,
      [](int, const Time& delta) { return exactly(delta); }, binomial_fcfs, "Delta"));
  claims.push_back(theorem1_reached());
  claims.push_back(ratio_claim(
      "benoit2013.thm2", "Theorem 2 and Table 1 (Section 2), c = 0",
      "Without computation cost, Fibonacci-stat is a (Delta / log2 phi + Delta / ceil(log2 n))-"
      "approximation algorithm, where phi = (1 + sqrt 5) / 2 is the golden ratio",
      CostCase::no_reduction, fibonacci,
      [](int n, const Time& delta) {
        return exactly(delta) / log2_golden_ratio() + exactly(delta) / ceil_log2_n(n);
      },
      fibonacci_fcfs, "Delta / log2 phi + Delta / ceil(log2 n)"));
  claims.push_back(ratio_claim(
      "benoit2013.thm3", "Theorem 3 via Table 1 (Section 2), any c",
      "Table 1, column 'any c': Binomial-stat and Tree-dyn: Delta + 1 (Th. 3)", CostCase::any,
      binomial_and_tree_dyn, [](int, const Time& delta) { return exactly(delta + 1); },
      binomial_fcfs, "Delta + 1"));
  claims.push_back(ratio_claim(
      "benoit2013.thm4", "Theorem 4 via Table 1 (Section 2), c = d",
      "Table 1, column 'c = d': Binomial-stat and Tree-dyn: (Delta + 1)(1 + 1/log2 n) log2 phi "
      "(Th. 4)",
      CostCase::reduction_equals_d, binomial_and_tree_dyn,
      [](int n, const Time& delta) {
        return exactly(delta + 1) *
               (exactly(Time(1)) + exactly(Time(1)) / log2_enclosure(Time(n))) *
               log2_golden_ratio();
      },
      binomial_fcfs,
      "(Delta + 1)(1 + 1 / log2 n) log2 phi, with log2 n (not its ceiling) as printed"));
  claims.push_back(ratio_claim(
      "benoit2013.thm5.any-c", "Theorem 5 via Table 1 (Section 2), any c",
      "Table 1, column 'any c': Fibonacci-stat: Delta / log2 phi + 2 Delta / ceil(log2 n) (Th. 5)",
      CostCase::any, fibonacci,
      [](int n, const Time& delta) {
        return exactly(delta) / log2_golden_ratio() + exactly(2 * delta) / ceil_log2_n(n);
      },
      fibonacci_fcfs, "Delta / log2 phi + 2 Delta / ceil(log2 n)"));
  claims.push_back(ratio_claim(
      "benoit2013.thm5.c-equals-d", "Theorem 5 via Table 1 (Section 2), c = d",
      "Table 1, column 'c = d': Fibonacci-stat: Delta (Th. 5)", CostCase::reduction_equals_d,
      fibonacci, [](int, const Time& delta) { return exactly(delta); }, fibonacci_fcfs, "Delta"));
  return claims;
}

}  // namespace redcheck
