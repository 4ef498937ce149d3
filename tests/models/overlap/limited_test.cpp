// Section 6 of Canon & Antoniu: the two limits, Algorithms 2 and 3, the
// retiming under a transfer limit and the exact optima under a limit.

#include "models/overlap/bounds.hpp"
#include "models/overlap/exhaustive.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/limited_greedy.hpp"
#include "models/overlap/limited_optimum.hpp"
#include "models/overlap/limited_timing.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"
#include "support/generators.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("the validator names the transfer limit and the reducer limit") {
  const OverlapModel plain = make_overlap_model(1, 1);
  const Schedule pairs = earliest_schedule(ReductionTree::from_brackets("((())(())(()))"), plain,
                                           ArrivalOrder::by_ready_time);
  REQUIRE(validate(pairs, plain).valid());
  CHECK(most_concurrent_transfers(pairs) == 3);
  CHECK(reducer_count(pairs) == 4);
  const Validation two = validate(pairs, plain.with_limits(2, std::nullopt));
  CHECK(two.rule == "transfer limit");
  CHECK(two.violation.find("3 transfers are in progress at time 0") != std::string::npos);
  CHECK(validate(pairs, plain.with_limits(3, std::nullopt)).valid());
  const Validation reducers = validate(pairs, plain.with_limits(std::nullopt, 2));
  CHECK(reducers.rule == "reducer limit");
  CHECK(reducers.violation.find("4 machines reduce (0, 1, 3, 5)") != std::string::npos);
  CHECK(overlap_rule_names(plain.with_limits(2, 2)).back() == "reducer limit");
}

TEST_CASE("Algorithm 2 with one transfer at a time sends one element per d") {
  // K = 1 and d >= c: the transfers are serial, (n - 1) d + c is a lower bound.
  const OverlapModel m = make_overlap_model(2, 1);
  const LimitedTransfersSchedule a = algorithm2(6, 1, m, TieBreak::lowest_index);
  const Validation v = validate(a.schedule, m.with_limits(1, std::nullopt));
  REQUIRE(v.valid());
  CHECK(v.makespan == 11);
  CHECK(a.last_completion == 11);
}

TEST_CASE("Algorithm 2 with K >= floor(n/2) is Algorithm 1") {
  REQUIRE(rc::check("same length as Algorithm 1, valid under K", [] {
    const int n = *rc::gen::inRange(1, 40);
    const auto m = *testing::gen_costs();
    const int k = *rc::gen::inRange(std::max(1, n / 2), n + 2);
    const LimitedTransfersSchedule a = algorithm2(n, k, m, TieBreak::lowest_index);
    const Validation v = validate(a.schedule, m.with_limits(k, std::nullopt));
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan == a.last_completion);
    RC_ASSERT(v.makespan == algorithm1(n, m, TieBreak::lowest_index).length);
  }));
}

TEST_CASE("Algorithm 2's schedule is valid under its limit and t_n is its length") {
  REQUIRE(rc::check("valid, length t_n, both tie-breaks, with and without overlap", [] {
    const int n = *rc::gen::inRange(1, 60);
    auto m = *testing::gen_costs();
    m.overlap = *rc::gen::arbitrary<bool>();
    const int k = *rc::gen::inRange(1, n + 1);
    for (TieBreak rule : all_tie_breaks) {
      const LimitedTransfersSchedule a = algorithm2(n, k, m, rule);
      const Validation v = validate(a.schedule, m.with_limits(k, std::nullopt));
      RC_ASSERT(v.valid());
      RC_ASSERT(v.makespan == a.last_completion);
      RC_ASSERT(v.makespan == algorithm2_length(n, k, m, rule));
    }
  }));
}

TEST_CASE("Algorithm 3 keeps to K reducers and, with K >= n - 1, is Algorithm 1") {
  REQUIRE(rc::check("reducers <= K; unlimited K gives Algorithm 1's length", [] {
    const int n = *rc::gen::inRange(1, 60);
    const auto m = *testing::gen_costs();
    const int k = *rc::gen::inRange(1, n + 1);
    const GreedyTree g = algorithm1(n, m, TieBreak::lowest_index, k);
    const Validation v = validate(algorithm1_schedule(g, m), m.with_limits(std::nullopt, k));
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan == g.length);
    if (k >= n - 1) RC_ASSERT(g.length == algorithm1(n, m, TieBreak::lowest_index).length);
  }));
}

TEST_CASE("a schedule delayed to a transfer limit is valid and unchanged when the limit is slack") {
  REQUIRE(rc::check("valid under K, no shorter, identical when it never binds", [] {
    int n = *rc::gen::inRange(1, 30);
    auto m = *testing::gen_costs();
    m.overlap = *rc::gen::arbitrary<bool>();
    const ReductionTree tree = *testing::gen_tree(n);
    n = tree.size();
    const Schedule s = earliest_schedule(tree, m, ArrivalOrder::by_ready_time);
    const int k = *rc::gen::inRange(1, n + 1);
    const OverlapModel limited = m.with_limits(k, std::nullopt);
    const Schedule delayed = delayed_to_transfer_limit(s, limited);
    const Validation v = validate(delayed, limited);
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan >= validate(s, m).makespan);
    if (most_concurrent_transfers(s) <= k) RC_ASSERT(v.makespan == validate(s, m).makespan);
  }));
}

TEST_CASE("the transfer search without limits finds the exhaustive optimum") {
  REQUIRE(rc::check("search = every ordered tree", [] {
    const int n = *rc::gen::inRange(1, 9);
    const auto m = *testing::gen_costs();
    RC_ASSERT(transfer_limited_optimum(n, m).optimum == exhaustive_optimum(n, m).optimum);
  }));
}

TEST_CASE("the pruned search equals the unpruned one, which visits ((n-1)!)^2 sequences") {
  REQUIRE(rc::check("pruned = every sequence", [] {
    const int n = *rc::gen::inRange(1, 7);
    const auto base = *testing::gen_costs();
    const std::optional<int> k = *rc::gen::inRange(1, n + 1);
    std::optional<int> r;
    if (*rc::gen::arbitrary<bool>()) r = *rc::gen::inRange(1, n + 1);
    const OverlapModel m = base.with_limits(k, r);
    TransferSearchOptions all;
    all.prune = false;
    const TransferLimitedResult every = transfer_limited_optimum(n, m, all);
    std::uint64_t expected = 1;
    for (int i = 2; i < n; ++i) expected *= static_cast<std::uint64_t>(i) * i;
    if (!r) RC_ASSERT(every.sequences == expected);
    TransferSearchOptions pruned;
    const GreedyTree g = algorithm1(n, base, TieBreak::lowest_index, r.value_or(n));
    pruned.upper_bound = delayed_to_transfer_limit(algorithm1_schedule(g, base), m);
    RC_ASSERT(transfer_limited_optimum(n, m, pruned).optimum == every.optimum);
    RC_ASSERT(transfer_limited_optimum(n, m).optimum == every.optimum);
  }));
}

TEST_CASE("the reducer-limited enumeration agrees with the search and counts Narayana trees") {
  REQUIRE(rc::check("trees with <= K internal machines = search with K reducers", [] {
    const int n = *rc::gen::inRange(1, 8);
    const auto m = *testing::gen_costs();
    const int k = *rc::gen::inRange(1, n + 1);
    const ReducerLimitedResult trees = reducer_limited_optimum(n, m, k);
    RC_ASSERT(std::to_string(trees.shapes) == trees.expected_shapes);
    RC_ASSERT(trees.optimum == transfer_limited_optimum(n, m.with_limits(std::nullopt, k)).optimum);
    const Validation v = validate(earliest_schedule(trees.tree, m, ArrivalOrder::as_in_tree),
                                  m.with_limits(std::nullopt, k));
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan == trees.optimum);
  }));
}

TEST_CASE("the Narayana count of ordered trees by internal machines") {
  CHECK(ordered_trees_with_internal_at_most(5, 4) == "14");  // Catalan(4)
  CHECK(ordered_trees_with_internal_at_most(5, 1) == "1");   // the star
  CHECK(ordered_trees_with_internal_at_most(5, 2) == "7");   // 1 + N(4, 2) = 1 + 6
}

TEST_CASE("the exact optimum under a transfer limit has the serial lower bound at K = 1") {
  const OverlapModel m = make_overlap_model(1, 1).with_limits(1, std::nullopt);
  CHECK(transfer_limited_optimum(9, m).optimum == 9);  // 8 transfers of 1, then c
}

TEST_CASE("Proposition 8's bound as printed") {
  const OverlapModel m = make_overlap_model(1, 1);
  // n = 9, K = 2: (floor(log2 2 + 1) + ceil(9/2 - 2)) (d + c) = (2 + 3) 2.
  CHECK(proposition8_bound(9, 2, m) == 10);
  CHECK(proposition8_bound(9, 4, m) == 8);    // (3 + 1) 2
  CHECK(proposition8_bound(16, 3, m) == 12);  // floor(log2 3 + 1) = 2, ceil(16/3 - 2) = 4
}
