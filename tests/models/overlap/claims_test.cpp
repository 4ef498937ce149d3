// Each registered claim of Canon & Antoniu 2012, checked on a small domain
// (n <= 10, every ordered tree up to 6 machines, family trees up to 64
// machines, the default cost grid {0, 1/3, 1/2, 1, 2, 3}^2 and both tie-breaks).

#include "claims/run_claims.hpp"
#include "models/overlap/claims/context.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/registry.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace redcheck;

namespace {

OverlapSettings small() {
  OverlapSettings d;
  d.n_max = 10;
  d.tree_n_max = 6;
  d.family_n_max = 64;
  return d;
}

ClaimReport check(const std::string& id, OverlapSettings settings = small()) {
  OverlapClaimContext context(std::move(settings));
  const auto runs = run_claims(builtin_models().select_claims({id}), {{"overlap", &context}});
  return runs.front().report;
}

Outcome expected(const std::string& id) {
  return builtin_models().select_claims({id}).front()->expected;
}

}  // namespace

TEST_CASE("claim ids are unique and every claim has a source and a statement") {
  std::set<std::string> ids;
  for (const auto& c : builtin_models().claims()) {
    CHECK(ids.insert(c.id).second);
    CHECK_FALSE(c.source.empty());
    CHECK_FALSE(c.statement.empty());
    if (c.expected != Outcome::holds) CHECK_FALSE(c.expected_why.empty());
  }
  CHECK_THROWS_WITH(builtin_models().select_claims({"canon2012.nope"}),
                    Catch::Contains("'canon2012.nope' is unknown"));
}

TEST_CASE("canon2012.sec3.1.single-machine") {
  // Claim: one machine processes k elements in d + (k - 1) max(d, c) + c (Section 3.1).
  // Assumptions: k received elements, star tree. Expected: holds.
  CHECK(check("canon2012.sec3.1.single-machine").outcome == Outcome::holds);
}

TEST_CASE("canon2012.sec3.1.no-overlap and no-overlap-subcase") {
  // Claim: without overlap k elements take k(d + c), a sub-case of the overlap model
  // with transfer costs folded into computation costs (Section 3.1). Expected: holds.
  CHECK(check("canon2012.sec3.1.no-overlap").outcome == Outcome::holds);
  CHECK(check("canon2012.sec3.1.no-overlap-subcase").outcome == Outcome::holds);
}

TEST_CASE("canon2012.prop2 as printed is refuted by a star of two senders") {
  // Claim: Proposition 2 with t_i^j the jth largest transfer time (as printed).
  // Assumptions: every ordered tree, earliest schedules. Expected: refuted, smallest
  // counterexample n = 3 (a sink with two senders); the earliest-first reading holds.
  const ClaimReport r = check("canon2012.prop2");
  REQUIRE(r.outcome == Outcome::refuted);
  CHECK(r.counterexample->instance["n"] == 3);
  CHECK(r.counterexample->instance["tree"] == "(()())");
  CHECK(check("canon2012.prop2.earliest-first").outcome == Outcome::holds);
}

TEST_CASE("canon2012.prop3") {
  // Claim: transfer times can be set to the Proposition 2 formula without increasing the
  // length (Proposition 3). Expected: holds.
  CHECK(check("canon2012.prop3").outcome == Outcome::holds);
}

TEST_CASE("canon2012.sec4.1.non-commutative") {
  // Claim: machines of an optimal schedule can be permuted to respect a non-commutative
  // operation (Section 4.1). Assumptions: preorder renumbering. Expected: holds.
  CHECK(check("canon2012.sec4.1.non-commutative").outcome == Outcome::holds);
}

TEST_CASE("canon2012.thm4") {
  // Claim: Algorithm 1 is optimal (Theorem 4). Assumptions: both tie-breaks, exhaustive
  // optimum. Expected: holds.
  CHECK(check("canon2012.thm4").outcome == Outcome::holds);
}

TEST_CASE("canon2012.lemma5, lemma5.monotone, prop6 and sec5.structural-bounds") {
  // Claims: ceil(log2 n) max(d, c) <= optimum <= ceil(log2 n)(d + c), the optimum does not
  // decrease with n, and the degree and depth lower bounds (Section 5). Expected: hold.
  for (const char* id : {"canon2012.lemma5", "canon2012.lemma5.monotone", "canon2012.prop6",
                         "canon2012.sec5.structural-bounds"}) {
    INFO(id);
    CHECK(check(id).outcome == Outcome::holds);
  }
}

TEST_CASE("canon2012.prop13 and canon2012.prop16") {
  // Claims: lengths and sizes of binomial and Fibonacci trees. Expected: hold.
  CHECK(check("canon2012.prop13").outcome == Outcome::holds);
  CHECK(check("canon2012.prop16").outcome == Outcome::holds);
}

TEST_CASE("canon2012.thm14 fails only at d = c = 0") {
  // Claim: with min(d, c) = 0 at most 2^k elements in k(c + d), binomial tree unique
  // (Theorem 14). Expected: refuted at d = c = 0 (two elements in zero time); with
  // max(d, c) > 0 it holds, uniqueness included.
  const ClaimReport r = check("canon2012.thm14");
  REQUIRE(r.outcome == Outcome::refuted);
  CHECK(r.counterexample->instance["n"] == 2);
  CHECK(r.counterexample->instance["costs"]["d"] == "0");
  CHECK(r.counterexample->instance["costs"]["c"] == "0");
  CHECK(check("canon2012.thm14.positive-costs").outcome == Outcome::holds);
  CHECK(check("canon2012.thm14.corollary").outcome == expected("canon2012.thm14.corollary"));
  CHECK(check("canon2012.thm14.corollary.positive-costs").outcome == Outcome::holds);
}

TEST_CASE("canon2012.thm17 fails only at d = c = 0") {
  // Claim: with d = c at most F_{k+2} elements in d + (k - 1) max(d, c) + c, Fibonacci
  // tree unique (Theorem 17). Expected: refuted at d = c = 0; holds with d = c > 0.
  const ClaimReport r = check("canon2012.thm17");
  REQUIRE(r.outcome == Outcome::refuted);
  CHECK(r.counterexample->instance["costs"]["d"] == "0");
  CHECK(check("canon2012.thm17.positive-costs").outcome == Outcome::holds);
  CHECK(check("canon2012.sec7.3.greedy-fibonacci").outcome == Outcome::holds);
}

TEST_CASE(
    "uniqueness is really checked: a smaller grid point changes nothing, a wrong family fails") {
  // With d = 1, c = 0 and n = 4 the only tree within 2(d + c) is the binomial tree; the
  // Fibonacci claim restricted to d = c = 1 holds; both checks enumerate every ordered tree.
  OverlapSettings d = small();
  d.d_values = {Time(1)};
  d.c_values = {Time(0)};
  CHECK(check("canon2012.thm14.positive-costs", d).outcome == Outcome::holds);
  d.c_values = {Time(1)};
  CHECK(check("canon2012.thm17.positive-costs", d).outcome == Outcome::holds);
  // No pair of this grid satisfies min(d, c) = 0: nothing to check, so undecided.
  CHECK(check("canon2012.thm14.positive-costs", d).outcome == Outcome::undecided);
}

TEST_CASE("canon2012.thm18, thm18.proof-bound and thm19") {
  // Claims: the binomial strategy is a (1 + min/max)-approximation within
  // ceil(log2 n)(d + c), the Fibonacci strategy a 2-approximation (Theorems 18, 19).
  // Assumptions: both tie-breaks. Expected: hold.
  for (const char* id : {"canon2012.thm18", "canon2012.thm18.proof-bound", "canon2012.thm19"}) {
    INFO(id);
    CHECK(check(id).outcome == Outcome::holds);
  }
}

TEST_CASE("canon2012.sec7.3.conjecture: refuted per n at n = 9 with tie-break highest") {
  // Claim: d = c (resp. min(d, c) = 0) gives the binomial (resp. Fibonacci) strategy its
  // worst ratio (Section 7.3). Assumptions: per n, both tie-breaks. Expected: refuted at
  // n = 9 with tie-break highest; the weaker reading over all n holds on this domain.
  for (const char* id :
       {"canon2012.sec7.3.conjecture.binomial", "canon2012.sec7.3.conjecture.fibonacci"}) {
    const ClaimReport r = check(id);
    REQUIRE(r.outcome == Outcome::refuted);
    CHECK(r.counterexample->instance["n"] == 9);
    CHECK(r.counterexample->instance["tie_break"] == "highest");
  }
  OverlapSettings lowest = small();
  lowest.tie_breaks = {TieBreak::lowest_index};
  CHECK(check("canon2012.sec7.3.conjecture.binomial", lowest).outcome == Outcome::holds);
  CHECK(check("canon2012.sec7.3.conjecture.binomial.overall").outcome == Outcome::holds);
  CHECK(check("canon2012.sec7.3.conjecture.fibonacci.overall").outcome == Outcome::holds);
}

TEST_CASE("tie-breaking: Algorithm 1's length never depends on it, the strategies' do") {
  // Reading of Algorithm 1 line 6 and Section 7.3. Expected: the first holds, the second
  // is refuted at n = 3 (binomial strategy, d = c).
  CHECK(check("canon2012.alg1.tie-breaking").outcome == Outcome::holds);
  const ClaimReport r = check("canon2012.sec7.3.strategies.tie-breaking");
  REQUIRE(r.outcome == Outcome::refuted);
  CHECK(r.counterexample->instance["n"] == 3);
}

TEST_CASE("every claim gives its expected outcome on the small domain") {
  OverlapClaimContext context(small());
  std::vector<const Claim*> canon;
  for (const Claim* c : builtin_models().select_claims({})) {
    if (c->model == "overlap") canon.push_back(c);
  }
  for (const auto& run : run_claims(canon, {{"overlap", &context}})) {
    INFO(run.claim->id << ": " << to_string(run.report.outcome) << ", " << run.report.covered);
    CHECK(run.as_expected());
  }
}

TEST_CASE("the claims' optima, one enumeration per cost ratio scaled back, are each pair's own") {
  // The context enumerates (d, c) / max(d, c) and scales the optima: check
  // them against an enumeration of the pair itself, with and without overlap.
  OverlapSettings settings = small();
  settings.n_max = 9;
  OverlapClaimContext context(settings);
  for (const auto& [d, c] : std::vector<std::pair<Time, Time>>{{Time(2), Time(3)},
                                                               {Time(1, 3), Time(1, 2)},
                                                               {Time(3), Time(0)},
                                                               {Time(0), Time(1, 2)},
                                                               {Time(0), Time(0)},
                                                               {Time(2), Time(2)}}) {
    for (bool overlap : {true, false}) {
      const OverlapModel model = make_overlap_model(d, c, overlap);
      const ExhaustiveResult own = exhaustive_optimum(9, model, ExhaustiveOptions{0});
      for (int k = 1; k <= 9; ++k) {
        INFO("d = " << to_string(d) << ", c = " << to_string(c) << ", overlap " << overlap
                    << ", k = " << k);
        CHECK(context.optimum(k, model) == own.optimum_by_size[static_cast<std::size_t>(k)]);
      }
    }
  }
}
