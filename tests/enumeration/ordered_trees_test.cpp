#include "enumeration/ordered_trees.hpp"
#include "enumeration/catalan.hpp"

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
