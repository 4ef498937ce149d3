#include "enumeration/ordered_trees.hpp"
#include "enumeration/catalan.hpp"
#include "errors.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace redcheck;

TEST_CASE("explicit generation yields each of the Catalan(n - 1) ordered trees once") {
  for (int n = 1; n <= 10; ++n) {
    std::set<std::string> seen;
    std::uint64_t count = 0;
    for_each_ordered_tree(n, [&](const ReductionTree& t) {
      CHECK(t.size() == n);
      seen.insert(t.brackets());
      ++count;
    });
    CHECK(BigInt(count) == catalan(n - 1));
    CHECK(seen.size() == count);
  }
}

TEST_CASE("the kept ordered trees are the generated ones, in order") {
  for (int n = 1; n <= 9; ++n) {
    std::vector<std::string> generated;
    for_each_ordered_tree(n, [&](const ReductionTree& t) { generated.push_back(t.brackets()); });
    std::vector<std::string> kept;
    for (const ReductionTree& t : ordered_trees(n)) kept.push_back(t.brackets());
    CHECK(kept == generated);
    CHECK(&ordered_trees(n) == &ordered_trees(n));  // built once
  }
  CHECK_THROWS_AS(ordered_trees(0), InputError);
  CHECK_THROWS_AS(ordered_trees(13), InputError);
}
