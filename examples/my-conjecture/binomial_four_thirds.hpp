#pragma once
// A conjecture of our own on the overlap model of Canon & Antoniu 2012.
//
// Theorem 18 proves that the binomial strategy (Algorithm 1 run with
// min(d, c) set to 0, its tree timed with the true costs) is a
// (1 + min(d, c) / max(d, c))-approximation: a factor 2 when d = c. Its worst
// ratio that the toolkit finds on small instances is 4/3 (n = 3, d = c), so
// we conjecture:
//
//   for every n >= 2, every d, c >= 0 with max(d, c) > 0 and either
//   tie-break of Algorithm 1: binomial strategy <= 4/3 * optimum.
//
// The bound is reached (ratio exactly 4/3 at n = 3, d = c = 1/3), so it
// cannot be lowered; the property and the claim below check it exactly.

#include <redcheck/claims/claim.hpp>
#include <redcheck/models/overlap/greedy.hpp>
#include <redcheck/models/overlap/model.hpp>
#include <redcheck/time/exact_time.hpp>

#include <optional>
#include <string>

namespace my_conjecture {

/// The binomial strategy's makespan on n machines, as the overlap model's
/// validator measures its schedule.
redcheck::Time binomial_strategy_length(int n, const redcheck::OverlapModel& costs,
                                        redcheck::TieBreak rule);

/// What breaks the conjecture at (n, costs, rule) given the exact optimum,
/// in words; nothing when it holds there.
std::optional<std::string> four_thirds_broken(int n, const redcheck::OverlapModel& costs,
                                              redcheck::TieBreak rule,
                                              const redcheck::Time& optimum);

/// The conjecture as a claim of the overlap model ("my.binomial-four-thirds"):
/// it searches the model's claim domain (n, (d, c), tie-break), and verifier
/// fuzz draws from it.
redcheck::Claim binomial_four_thirds_claim();

}  // namespace my_conjecture
