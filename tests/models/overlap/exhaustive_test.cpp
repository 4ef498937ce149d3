#include "models/overlap/exhaustive.hpp"
#include "enumeration/catalan.hpp"
#include "enumeration/ordered_trees.hpp"
#include "errors.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"
#include "support/generators.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

#include <set>

using namespace redcheck;

namespace {

// Independent brute force: explicit trees, explicit exact schedules, the validator.
struct Brute {
  Time optimum;
  std::uint64_t trees = 0;
  std::uint64_t optimal = 0;
  std::set<std::string> optimal_brackets;
};

Brute brute_force(int n, const OverlapModel& m) {
  Brute b;
  std::vector<std::pair<std::string, Time>> all;
  for_each_ordered_tree(n, [&](const ReductionTree& t) {
    const Validation v = validate(earliest_schedule(t, m, ArrivalOrder::as_in_tree), m);
    all.emplace_back(t.brackets(), v.makespan);
  });
  b.trees = all.size();
  b.optimum = all.front().second;
  for (const auto& [_, x] : all) b.optimum = std::min(b.optimum, x);
  for (const auto& [text, x] : all) {
    if (x == b.optimum) ++b.optimal, b.optimal_brackets.insert(text);
  }
  return b;
}

}  // namespace

TEST_CASE("the enumeration visits Catalan(n - 1) ordered trees") {
  for (int n = 1; n <= 14; ++n) {
    ExhaustiveOptions options;
    options.keep_trees = 0;
    CHECK(BigInt(exhaustive_optimum(n, make_overlap_model(1, 1), options).shapes) ==
          catalan(n - 1));
  }
  CHECK(catalan(15) == 9694845);
  CHECK(catalan(17) == 129644790);
}

TEST_CASE("the exhaustive optimum matches a brute force over explicit schedules") {
  REQUIRE(rc::check("same optimum, same number of optimal trees, same optimal trees", [] {
    const int n = *rc::gen::inRange(1, 9);
    auto m = *testing::gen_costs();
    m.overlap = *rc::gen::arbitrary<bool>();
    const Brute b = brute_force(n, m);
    ExhaustiveOptions options;
    options.keep_trees = 100000;
    const ExhaustiveResult r = exhaustive_optimum(n, m, options);
    RC_ASSERT(r.optimum == b.optimum);
    RC_ASSERT(r.shapes == b.trees);
    RC_ASSERT(r.optimal_shapes == b.optimal);
    std::set<std::string> found;
    for (const auto& t : r.optimal_trees) found.insert(t.brackets());
    RC_ASSERT(found == b.optimal_brackets);
    for (int k = 1; k <= n; ++k) RC_ASSERT(r.optimum_by_size[k] == brute_force(k, m).optimum);
  }));
}

TEST_CASE("ticks and exact rationals give the same enumeration") {
  REQUIRE(rc::check("int32 / int64 / exact paths agree", [] {
    const int n = *rc::gen::inRange(1, 10);
    const auto m = *testing::gen_costs();
    ExhaustiveOptions fast;
    ExhaustiveOptions exact;
    exact.force_exact = true;
    const auto a = exhaustive_optimum(n, m, fast);
    const auto b = exhaustive_optimum(n, m, exact);
    RC_ASSERT(a.optimum == b.optimum);
    RC_ASSERT(a.optimal_shapes == b.optimal_shapes);
    RC_ASSERT(a.optimum_by_size == b.optimum_by_size);
    RC_ASSERT(b.arithmetic == std::string("exact rationals"));
  }));
}

TEST_CASE("counting the trees by state gives the enumeration's result, levels stored or not") {
  REQUIRE(rc::check("same optimum, optima by size, optimal trees in order and count", [] {
    const int n = *rc::gen::inRange(2, 13);
    auto m = *testing::gen_costs();
    m.overlap = *rc::gen::arbitrary<bool>();
    ExhaustiveOptions stored;
    stored.keep_trees = *rc::gen::element<std::size_t>(1, 50, 5000);
    ExhaustiveOptions on_the_fly = stored;
    on_the_fly.by_enumeration = true;
    on_the_fly.stored_levels_max = *rc::gen::inRange(1, n);
    on_the_fly.force_exact = *rc::gen::arbitrary<bool>();
    const auto a = exhaustive_optimum(n, m, stored);
    const auto b = exhaustive_optimum(n, m, on_the_fly);
    RC_ASSERT(a.optimum == b.optimum);
    RC_ASSERT(a.shapes == b.shapes);
    RC_ASSERT(a.optimal_shapes == b.optimal_shapes);
    RC_ASSERT(a.optimum_by_size == b.optimum_by_size);
    std::vector<std::string> first_a, first_b;
    for (const auto& t : a.optimal_trees) first_a.push_back(t.brackets());
    for (const auto& t : b.optimal_trees) first_b.push_back(t.brackets());
    RC_ASSERT(first_a == first_b);
  }));
}

TEST_CASE("large costs use 64-bit ticks, finer ones exact rationals") {
  const auto big = make_overlap_model(Time(BigInt(1) << 40), 3);
  const auto r = exhaustive_optimum(8, big);
  CHECK(r.arithmetic == "int64 ticks");
  ExhaustiveOptions exact;
  exact.force_exact = true;
  CHECK(r.optimum == exhaustive_optimum(8, big, exact).optimum);
  const auto fine = make_overlap_model(Time(BigInt(1), BigInt("1000000000000000000000")), 1);
  CHECK(exhaustive_optimum(6, fine).arithmetic == "exact rationals");
  CHECK(exhaustive_optimum(6, make_overlap_model(1, 1)).arithmetic == "int32 ticks");
}

TEST_CASE("trees within a bound are listed exactly") {
  const auto m = make_overlap_model(1, 1);
  std::uint64_t count = 0;
  for_each_tree_within(7, m, 5, [&](const ReductionTree& t, const Time& makespan) {
    CHECK(makespan <= 5);
    CHECK(validate(earliest_schedule(t, m, ArrivalOrder::as_in_tree), m).makespan == makespan);
    ++count;
    return true;
  });
  std::uint64_t expected = 0;
  for_each_ordered_tree(7, [&](const ReductionTree& t) {
    if (validate(earliest_schedule(t, m, ArrivalOrder::as_in_tree), m).makespan <= 5) ++expected;
  });
  CHECK(count == expected);
  CHECK(count > 0);
  CHECK(count_trees_within(7, m, 5) == expected);
  // Counted, not visited: every one of the 4.9e12 trees on 26 machines.
  CHECK(BigInt(count_trees_within(26, m, 1000)) == catalan(25));
}

TEST_CASE("every tree within a large bound is listed once, in batches") {
  // 16,796 trees on 11 machines: the listing takes them 4096 at a time.
  const auto m = make_overlap_model(1, 1);
  std::set<std::string> seen;
  std::uint64_t count = 0;
  for_each_tree_within(11, m, 100, [&](const ReductionTree& t, const Time&) {
    seen.insert(t.brackets());
    ++count;
    return true;
  });
  CHECK(count == 16796);
  CHECK(seen.size() == 16796);
  std::uint64_t visited = 0;
  for_each_tree_within(11, m, 100,
                       [&](const ReductionTree&, const Time&) { return ++visited < 5000; });
  CHECK(visited == 5000);
}

TEST_CASE("sizes beyond enumeration are refused with a pointer to the recurrence") {
  CHECK_THROWS_WITH(exhaustive_optimum(27, make_overlap_model(1, 1)),
                    Catch::Contains("use --method recurrence"));
  CHECK_THROWS_AS(exhaustive_optimum(0, make_overlap_model(1, 1)), InputError);
  const auto fine = make_overlap_model(Time(BigInt(1), BigInt("1000000000000000000000")), 1);
  CHECK_THROWS_WITH(exhaustive_optimum(16, fine),
                    Catch::Contains("exact rationals accepts n <= 15"));
}
