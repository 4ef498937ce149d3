// Fuzzing draws that cover: a finite domain is visited whole (each point
// once, in an order fixed by the seed alone), its edges first; a range
// drawn by a generator gives its ends in the first draws, then spreads over
// the whole range; a finding in a small domain comes as soon as check's.

#include "gen/covering.hpp"
#include "claims/claims_file.hpp"
#include "claims/covering_order.hpp"
#include "claims/domain.hpp"
#include "claims/fuzz.hpp"
#include "claims/run_claims.hpp"
#include "support/no_context.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace redcheck;
using redcheck::testing::NoContext;

namespace {

std::uint64_t index_of(const std::vector<std::uint64_t>& digits,
                       const std::vector<std::uint64_t>& radices) {
  std::uint64_t index = 0;
  for (std::size_t k = 0; k < digits.size(); ++k) index = index * radices[k] + digits[k];
  return index;
}

// The claim of a claims file, fuzzed with `runs` draws and `seed`.
ClaimRun fuzzed(const std::string& model, const std::string& domain, const std::string& conjecture,
                std::uint64_t runs, std::uint64_t seed) {
  static std::vector<std::vector<Claim>> kept;  // the run points at its claim
  kept.push_back(parse_claims_file(R"({"claims":[{"id":"t","model":")" + model + R"(","domain":)" +
                                       domain + R"(,"conjecture":")" + conjecture + R"("}]})",
                                   "f.json", false));
  NoContext context;
  ClaimContexts contexts{{model, &context}};
  return run_claim(kept.back()[0], contexts, FuzzPlan{seed, runs, std::nullopt, {}});
}

}  // namespace

TEST_CASE("a covering order visits every point once, its edge points first") {
  for (const std::vector<std::uint64_t>& radices : std::vector<std::vector<std::uint64_t>>{
           {1}, {2}, {7}, {10}, {3, 5}, {2, 2, 2}, {17, 1, 4}, {1000}}) {
    std::vector<std::vector<std::uint64_t>> edges;
    for (std::uint64_t r : radices) edges.push_back(end_digits(r));
    for (std::uint64_t seed : {0u, 1u, 99u}) {
      const CoveringOrder order(radices, edges, seed);
      std::set<std::uint64_t> seen;
      for (std::uint64_t draw = 0; draw < order.size(); ++draw) {
        const auto digits = order.digits(draw);
        for (std::size_t k = 0; k < digits.size(); ++k) REQUIRE(digits[k] < radices[k]);
        REQUIRE(seen.insert(index_of(digits, radices)).second);
      }
      CHECK(seen.size() == *CoveringOrder::product(radices));
      // First all at their first value, then one variable at its last.
      CHECK(index_of(order.digits(0), radices) == 0);
      if (order.size() > 1) {
        const auto second = order.digits(1);
        CHECK(std::count(second.begin(), second.end(), 0u) + 1 >= static_cast<long>(second.size()));
      }
    }
  }
  // The order depends on the seed, not on how many draws are asked for.
  const CoveringOrder a({50, 40}, {end_digits(50), end_digits(40)}, 5);
  const CoveringOrder b({50, 40}, {end_digits(50), end_digits(40)}, 6);
  std::vector<std::uint64_t> da, db;
  for (std::uint64_t draw = 0; draw < 200; ++draw) {
    da.push_back(index_of(a.digits(draw), {50, 40}));
    db.push_back(index_of(b.digits(draw), {50, 40}));
  }
  const auto edges = static_cast<long>(a.edge_points());
  CHECK(edges == 16);  // 4 edge digits each
  CHECK(std::vector<std::uint64_t>(da.begin(), da.begin() + edges) ==
        std::vector<std::uint64_t>(db.begin(), db.begin() + edges));  // the edges
  CHECK(da != db);                                                    // the shuffle
  // The top of each range is among the first draws.
  bool top_first = false, top_second = false;
  for (std::uint64_t draw = 0; draw < a.edge_points(); ++draw) {
    top_first = top_first || a.digits(draw)[0] == 49;
    top_second = top_second || a.digits(draw)[1] == 39;
  }
  CHECK(top_first);
  CHECK(top_second);
  CHECK(a.edge_points() <= CoveringOrder::max_edge_points);
}

TEST_CASE("a covering generator takes the ends first, then the whole range") {
  const auto draw = [](int first, int last, std::uint64_t k) {
    const FuzzDrawScope scope(k);
    return gen::covering_int(first, last)(rc::Random(rc::Random::Key{1, 2, k, 3}), 0).value();
  };
  CHECK(draw(1, 10, 0) == 1);
  CHECK(draw(1, 10, 1) == 10);
  CHECK(draw(1, 10, 2) == 2);
  CHECK(draw(1, 10, 3) == 9);
  CHECK(draw(-3, 5, 4) == 0);
  CHECK(range_edges(-3, 5) == std::vector<std::int64_t>{-3, 5, -2, 4, 0, 1});
  CHECK(range_edges(4, 4) == std::vector<std::int64_t>{4});
  // Past the edges: spread, not near the bottom (inRange at size 0..100 drew
  // the upper half of 1..1000 one time in four).
  int upper = 0;
  for (std::uint64_t k = 16; k < 1016; ++k) upper += draw(1, 1000, k) > 500;
  CHECK(upper > 300);  // log-uniform half the time, uniform the other half
  int top_decade = 0;
  for (std::uint64_t k = 16; k < 1016; ++k) top_decade += draw(1, 1000000, k) > 100000;
  CHECK(top_decade > 300);
  // Shrinks go towards the first value.
  const FuzzDrawScope scope(1);
  const auto shrinkable = gen::covering_int(3, 9)(rc::Random(), 0);
  CHECK(shrinkable.value() == 9);
  CHECK(shrinkable.shrinks().next()->value() == 3);
}

TEST_CASE("fuzzing a domain of at most --runs points finds what check finds") {
  // n < 10 fails at the top of 1..10 only: found in the first draws now,
  // for every seed (RapidCheck's inRange first drew 10 after ~400 runs).
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const ClaimRun run = fuzzed("heterogeneous", R"({"n":"1..10"})", "n < 10", 100, seed);
    REQUIRE(run.report.outcome == Outcome::refuted);
    CHECK(run.report.found_by_fuzzing->draw <= 1);
    CHECK(run.report.counterexample->instance["n"] == "10");
    const ClaimRun pair = fuzzed("overlap", R"({"n":"1..2"})", "n < 2", 100, seed);
    CHECK(pair.report.found_by_fuzzing->draw <= 1);
  }
  // A point in the middle of a 2 x 30-point domain: --runs 60 visits it.
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const ClaimRun run = fuzzed("overlap", R"({"n":"1..30","d":["1","2"]})",
                                "(n - 17) * (n - 17) + (d - 2) * (d - 2) > 0", 60, seed);
    REQUIRE(run.report.outcome == Outcome::refuted);
    CHECK(run.report.counterexample->instance["n"] == "17");
  }
  // Every point visited once when none fails, and the report says so.
  const ClaimRun whole =
      fuzzed("overlap", R"({"n":"1..12","d":["0","1/2","1"]})", "n >= 1", 100, 3);
  CHECK(whole.report.outcome == Outcome::holds);
  CHECK(whole.instances == 36);
  CHECK(whole.report.covered.find("every point of n = 1..12, d in {0, 1/2, 1}") !=
        std::string::npos);
  REQUIRE(whole.coverage);
  CHECK(whole.coverage->distinct_points == 36);
  CHECK(whole.coverage->domain_points == 36u);
  REQUIRE(whole.coverage->variables.size() == 2);
  const VariableCoverage& n = whole.coverage->variables[0];
  CHECK((n.name == "n" && n.lowest == 1 && n.highest == 12 && n.distinct == 12));
  CHECK(n.histogram == std::vector<std::uint64_t>(12, 3));
  // d in {0, 1/2, 1}: not integers, so 20 bins over 0..1.
  const VariableCoverage& d = whole.coverage->variables[1];
  REQUIRE(d.histogram.size() == Coverage::bins);
  CHECK((d.histogram[0] == 12 && d.histogram[10] == 12 && d.histogram[19] == 12));
}

TEST_CASE("a larger domain is sampled without repeats, its ends first, and shrinks") {
  const ClaimRun run = fuzzed("overlap", R"({"n":"1..1000","d":["0","1"]})", "n < 1000", 50, 4);
  REQUIRE(run.report.outcome == Outcome::refuted);
  CHECK(run.report.found_by_fuzzing->draw <= 2);
  CHECK(run.report.counterexample->instance["n"] == "1000");
  CHECK(run.report.counterexample->instance["d"] == "0");  // shrunk to the first d
  const ClaimRun spread = fuzzed("overlap", R"({"n":"1..1000","d":["0","1"]})", "n >= 1", 200, 4);
  REQUIRE(spread.coverage);
  CHECK(spread.coverage->distinct_points == 200);
  CHECK(spread.coverage->variables[0].highest == 1000);
  // An "any" variable is drawn by its generator; ranges beside it cover.
  const ClaimRun any = fuzzed("overlap", R"({"n":"2..10","d":"any"})", "n + 0 * d < 10", 30, 9);
  REQUIRE(any.report.outcome == Outcome::refuted);
  CHECK(any.report.found_by_fuzzing->draw <= 1);
  CHECK(any.report.counterexample->instance["n"] == "10");
  // A list beside an "any" cost is drawn by its generator, every item reached.
  const ClaimRun mixed = fuzzed("overlap", R"({"n":"2..6","d":["0","1/2","1"],"c":"any"})",
                                "optimum(n, d, c) >= 0", 40, 2);
  CHECK_FALSE(mixed.internal_error);
  CHECK(mixed.report.outcome == Outcome::holds);
  REQUIRE(mixed.coverage);
  CHECK(mixed.coverage->variables[1].distinct == 3);
  CHECK(mixed.coverage->variables[0].highest == 6);
}

TEST_CASE("a domain value a quantity refuses is refused at load, lists as ranges") {
  const auto error = [](const std::string& domain, bool enumerate) {
    try {
      parse_claims_file(R"({"claims":[{"id":"t","model":"heterogeneous","domain":)" + domain +
                            R"(,"conjecture":"markov_mean(n, lambda) > 0"}]})",
                        "f.json", enumerate);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  for (bool enumerate : {true, false}) {
    CHECK(error(R"({"n":"1..3","lambda":["0","1"]})", enumerate) ==
          "f.json:1:116: the domain has lambda in {0, 1}, but lambda is an exact cost > 0");
    CHECK(error(R"({"n":"1..3","lambda":["1/2","1"]})", enumerate).empty());
  }
  CHECK(error(R"({"n":"1..3","lambda":"any"})", false).find("lambda is an exact cost > 0") !=
        std::string::npos);
  CHECK(error(R"({"n":"1..3","lambda":"any positive"})", false).empty());
}
