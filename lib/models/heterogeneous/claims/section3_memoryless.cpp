// Benoit, Canon & Marchal 2013, Section 3: "both dynamic approaches may be
// analysed using memoryless stochastic processes [whose states count] the
// concurrent communications and computations".
//
// Tree-dyn: the count chain (markov.hpp) against Monte Carlo runs of the
// model, where each c_i is one exponential value per processor, reused by
// all its reductions (a memoryless chain redraws it at each reduction).
//
// Non-Commut-Tree-dyn, reductions taking no time: which idle processors may
// pair depends on where the idle ranges sit, not only on how many there are.
// Its exact chain is solved here on the ranges themselves: a state is the
// sequence of value ranges, each idle or in a transfer with a neighbour
// (their sizes do not matter when reductions take no time); every transfer
// ends at rate lambda_d = 1; the range it forms is idle at once and sends to
// an idle neighbour, the left one first (the order simulation.hpp uses). At
// time 0 processors decide in increasing index: 0 with 1, 2 with 3, ...

#include "models/heterogeneous/claims/sections.hpp"

#include "models/heterogeneous/claims/statistics.hpp"
#include "models/heterogeneous/markov.hpp"

#include <map>

namespace redcheck {

namespace {

// 'P': two neighbouring ranges in a transfer; 'I': an idle range.
using RangeState = std::string;

class NonCommutChain {
 public:
  /// Expected time to the end from `s`, transfers at rate 1.
  const Time& remaining(const RangeState& s) {
    if (const auto it = memo_.find(s); it != memo_.end()) return it->second;
    Time sum(0);
    int transfers = 0;
    for (std::size_t k = 0; k < s.size(); ++k) {
      if (s[k] != 'P') continue;
      ++transfers;
      sum += remaining(after(s, k));
    }
    const Time value = transfers == 0 ? Time(0) : (1 + sum) / transfers;
    return memo_.emplace(s, value).first->second;
  }

  const std::map<RangeState, Time>& solved() const { return memo_; }

  /// The state at time 0 for n processors.
  static RangeState start(int n) {
    return RangeState(static_cast<std::size_t>(n / 2), 'P') + (n % 2 ? "I" : "");
  }

 private:
  // The transfer at k ends: one idle range, which then sends to an idle
  // neighbour, left first.
  static RangeState after(const RangeState& s, std::size_t k) {
    RangeState out = s;
    if (k > 0 && out[k - 1] == 'I') {
      out.erase(k - 1, 1);  // the left idle range and the new one transfer
      out[k - 1] = 'P';
    } else if (k + 1 < out.size() && out[k + 1] == 'I') {
      out.erase(k + 1, 1);
      out[k] = 'P';
    } else {
      out[k] = 'I';
    }
    return out;
  }

  std::map<RangeState, Time> memo_;
};

Claim non_commutative_counts() {
  return claim_in<HeterogeneousClaimContext>(
      "benoit2013.sec3.memoryless.non-commutative", benoit_paper + "Section 3",
      "With this model, both dynamic approaches, Tree-dyn and Non-Commut-Tree-dyn, may be "
      "analysed using memoryless stochastic processes. Intuitively, each state of those "
      "processes is characterized by the number of concurrent communications and computations.",
      "Non-Commut-Tree-dyn with exponential transfers and reductions taking no time: two states "
      "with the same numbers of transfers and of idle ranges have the same expected time to the "
      "end (else the counts are not the state of a memoryless process); the exact chain on the "
      "ranges, n = 2..8",
      Outcome::refuted,
      "whether an idle range can send depends on its neighbours: n = 6, two transfers and one "
      "idle range, the idle range at the end (IPP: 13/4) or between the transfers (PIP: 3)",
      [](HeterogeneousClaimContext&) {
        std::vector<int> ns;
        for (int n = 2; n <= 8; ++n) ns.push_back(n);
        return search<int>(
            listed_domain("n = 2..8, every state reachable from time 0", std::move(ns)),
            [](const int& n) -> std::optional<Counterexample> {
              NonCommutChain chain;
              chain.remaining(NonCommutChain::start(n));
              std::map<std::pair<long, long>, std::pair<RangeState, Time>> by_counts;
              for (const auto& [s, value] : chain.solved()) {
                const std::pair<long, long> counts{std::count(s.begin(), s.end(), 'P'),
                                                   std::count(s.begin(), s.end(), 'I')};
                const auto [it, fresh] = by_counts.emplace(counts, std::make_pair(s, value));
                if (fresh || it->second.second == value) continue;
                return Counterexample{
                    "n = " + std::to_string(n) + ": " + std::to_string(counts.first) +
                        " transfers and " + std::to_string(counts.second) +
                        " idle ranges, yet the expected time to the end is " +
                        to_string(it->second.second) + " from " + it->second.first + " and " +
                        to_string(value) + " from " + s +
                        " (P: two ranges in a transfer, I: an idle range; lambda_d = 1)",
                    {{"n", n},
                     {"state", it->second.first},
                     {"remaining", to_string(it->second.second)},
                     {"other_state", s},
                     {"other_remaining", to_string(value)}},
                    "verifier check --claim benoit2013.sec3.memoryless.non-commutative"};
              }
              return std::nullopt;
            },
            "; exact expectations");
      });
}

Claim non_commutative_ranges() {
  return claim_in<HeterogeneousClaimContext>(
      "benoit2013.sec3.memoryless.non-commutative.ranges", benoit_paper + "Section 3",
      "With this model, both dynamic approaches, Tree-dyn and Non-Commut-Tree-dyn, may be "
      "analysed using memoryless stochastic processes.",
      "Non-Commut-Tree-dyn with exponential transfers (lambda_d = 1) and reductions taking no "
      "time: the memoryless chain whose states are the sequences of ranges (idle or in a "
      "transfer) gives the model's mean completion time: its exact expectation within the 99% "
      "interval of Monte Carlo runs of the model, n = 2..8",
      Outcome::holds, "", [](HeterogeneousClaimContext& ctx) {
        Tally t;
        for (int n = 2; n <= 8; ++n) {
          MonteCarloSettings s;
          s.n = n;
          s.runs = ctx.settings().monte_carlo_runs;
          s.cv = 1;  // exponential
          s.mu_d = 1;
          s.mu_c = 0;
          s.seed = 2013;
          s.algorithms = {HeterogeneousBuilder::non_commut_tree_dyn};
          const AlgorithmStatistics model = run_monte_carlo(s).front();
          NonCommutChain chain;
          const Time expected = chain.remaining(NonCommutChain::start(n));
          const double gap = model.mean - expected.convert_to<double>();
          t.notes.push_back("n = " + std::to_string(n) + ": the chain " + to_decimal(expected, 4) +
                            ", the model " + four_digits(model.mean) + " +- " +
                            four_digits(z99 * model.standard_error));
          const Decision v =
              std::abs(gap) > z99 * model.standard_error ? Decision::no : Decision::yes;
          t.add(v, [&] {
            return Counterexample{"n = " + std::to_string(n) + ": the chain's mean is " +
                                      to_decimal(expected, 4) + ", the model's " +
                                      four_digits(model.mean) + " (+- " +
                                      four_digits(z99 * model.standard_error) + ")",
                                  {{"n", n}, {"chain", to_string(expected)}, {"model", model.mean}},
                                  montecarlo_replay(s) + " --algorithms non-commut-tree-dyn"};
          });
        }
        return t.report("n = 2..8, lambda_d = 1, reductions taking no time; " +
                        std::to_string(ctx.settings().monte_carlo_runs) +
                        " Monte Carlo runs each, 99% confidence");
      });
}

// Tree-dyn's count chain against the model; `fresh_reductions`: each
// reduction draws its own cost (the chain's memoryless transitions), else
// one c_i per processor for all its reductions (Section 2's c_i).
Claim tree_dyn_counts(bool fresh_reductions) {
  return claim_in<HeterogeneousClaimContext>(
      "benoit2013.sec3.memoryless.tree-dyn" + std::string(fresh_reductions ? ".fresh-c" : ""),
      benoit_paper + "Section 3",
      "(as benoit2013.sec3.memoryless.non-commutative) each d_ij follows an exponential law with "
      "rate lambda_d and each c_i [...] with rate lambda_c.",
      "Tree-dyn on 16 processors, lambda_d = 1: the mean completion time of the chain that "
      "counts transfers, reductions and the slot (markov.hpp, exact) equals that of the model, "
      "Monte Carlo runs with " +
          std::string(fresh_reductions ? "every reduction drawing its own exponential cost"
                                       : "one c_i per processor") +
          " (99%); reductions taking no time, then lambda_c = 2",
      fresh_reductions ? Outcome::holds : Outcome::refuted,
      fresh_reductions
          ? ""
          : "with lambda_c > 0 a processor's c_i is one value its reductions share, which a "
            "memoryless chain cannot hold (lambda_c = 2, n = 16: 7.33 by the model, 7.39 by the "
            "chain; n = 64: 11.53 against 11.05); without reductions the chain is the model",
      [fresh_reductions](HeterogeneousClaimContext& ctx) {
        Tally t;
        for (const std::optional<Time>& rate : {std::optional<Time>(), std::optional<Time>(2)}) {
          MonteCarloSettings s;
          s.n = 16;
          // Ten times the points' runs: one algorithm on 16 processors is
          // cheap, and the chain's mean is exact, so the interval is the model's.
          s.runs = 10 * ctx.settings().monte_carlo_runs;
          s.cv = 1;  // exponential
          s.mu_d = 1;
          s.mu_c = rate ? 1 / rate->convert_to<double>() : 0;
          s.seed = 2013;
          s.algorithms = {HeterogeneousBuilder::tree_dyn};
          s.redraw_reductions = fresh_reductions;
          const AlgorithmStatistics model = run_monte_carlo(s).front();
          const Time chain = tree_dyn_moments(16, Time(1), rate).mean;
          const double gap = model.mean - chain.convert_to<double>();
          const std::string what = rate ? "lambda_c = " + to_string(*rate) : "no reductions";
          t.notes.push_back(what + ": the chain " + to_decimal(chain, 4) + ", the model " +
                            four_digits(model.mean) + " +- " +
                            four_digits(z99 * model.standard_error));
          // Equal means: refuted when the 99% interval of the gap excludes 0.
          const Decision v =
              std::abs(gap) > z99 * model.standard_error ? Decision::no : Decision::yes;
          t.add(v, [&] {
            return Counterexample{what + ": the chain's mean is " + to_decimal(chain, 4) +
                                      ", the model's " + four_digits(model.mean) + " (+- " +
                                      four_digits(z99 * model.standard_error) + ")",
                                  {{"n", 16}, {"chain", to_string(chain)}, {"model", model.mean}},
                                  montecarlo_replay(s) +
                                      " --algorithms tree-dyn; "
                                      "enumerator markov --algorithm "
                                      "tree-dyn --n 16" +
                                      (rate ? " --lambda-c " + to_string(*rate) : "")};
          });
        }
        return t.report("n = 16, lambda_d = 1, no reductions and lambda_c = 2; " +
                        std::to_string(10 * ctx.settings().monte_carlo_runs) +
                        " Monte Carlo runs each, 99% confidence");
      });
}

}  // namespace

std::vector<Claim> benoit_section3_memoryless_claims() {
  return {tree_dyn_counts(false), tree_dyn_counts(true), non_commutative_counts(),
          non_commutative_ranges()};
}

}  // namespace redcheck
