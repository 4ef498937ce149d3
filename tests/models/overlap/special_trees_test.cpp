#include "models/overlap/special_trees.hpp"
#include "models/overlap/bounds.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("binomial trees follow Definition 12 and Proposition 13") {
  // Claim: canon2012.prop13 (Canon & Antoniu 2012, Proposition 13): a binomial tree of
  // order k reduces 2^k elements in k(d + c). Assumptions: overlap model. Expected: holds.
  CHECK(binomial_tree(0).brackets() == "()");
  CHECK(binomial_tree(1).brackets() == "(())");
  CHECK(binomial_tree(2).brackets() == "(()(()))");
  for (const auto& m : {make_overlap_model(1, 1), make_overlap_model(2, Time(1, 3)),
                        make_overlap_model(0, 5), make_overlap_model(Time(3, 2), 0)}) {
    for (int k = 0; k <= 6; ++k) {
      const auto tree = binomial_tree(k);
      CHECK(tree.size() == (1 << k));
      const Validation v = validate(earliest_schedule(tree, m, ArrivalOrder::as_in_tree), m);
      REQUIRE(v.valid());
      CHECK(v.makespan == binomial_tree_length(k, m));
    }
  }
}

TEST_CASE("Fibonacci trees follow Definition 15 and Proposition 16") {
  // Claim: canon2012.prop16 (Canon & Antoniu 2012, Proposition 16): order k > 0 reduces
  // F_{k+2} elements in d + (k - 1) max(d, c) + c; orders -1 and 0 reduce nothing.
  // Assumptions: overlap model. Expected: holds.
  CHECK(fibonacci_tree(-1).brackets() == "()");
  CHECK(fibonacci_tree(0).brackets() == "()");
  CHECK(fibonacci_tree(1).brackets() == "(())");
  CHECK(fibonacci_tree(2).brackets() == "(()())");
  CHECK(fibonacci_tree(3).brackets() == "(()()(()))");
  for (const auto& m : {make_overlap_model(1, 1), make_overlap_model(2, Time(1, 3)),
                        make_overlap_model(0, 5), make_overlap_model(Time(3, 2), 0)}) {
    for (int k = -1; k <= 9; ++k) {
      const auto tree = fibonacci_tree(k);
      CHECK(static_cast<std::uint64_t>(tree.size()) == fibonacci_number(k + 2));
      const Validation v = validate(earliest_schedule(tree, m, ArrivalOrder::as_in_tree), m);
      REQUIRE(v.valid());
      CHECK(v.makespan == fibonacci_tree_length(k, m));
    }
  }
}

TEST_CASE("Fibonacci numbers start F_1 = F_2 = 1") {
  CHECK(fibonacci_number(0) == 0);
  CHECK(fibonacci_number(1) == 1);
  CHECK(fibonacci_number(2) == 1);
  CHECK(fibonacci_number(7) == 13);
  CHECK(fibonacci_number(92) == 7540113804746346429ULL);
}

TEST_CASE("tree orders out of range are bad input") {
  CHECK_THROWS(binomial_tree(-1));
  CHECK_THROWS(binomial_tree(25));
  CHECK_THROWS(fibonacci_tree(-2));
}
