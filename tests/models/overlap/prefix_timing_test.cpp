#include "models/overlap/prefix_timing.hpp"
#include "models/overlap/greedy.hpp"
#include "models/overlap/tree_timing.hpp"
#include "models/overlap/validator.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

TEST_CASE("incremental prefix timing equals the validator on every prefix") {
  REQUIRE(rc::check(
      "prefix_makespans[n] == validated Proposition 3 schedule of the first n machines", [] {
        const int total = *rc::gen::inRange(1, 120);
        const int gd = *rc::gen::inRange(0, 4);
        const int gc = *rc::gen::inRange(0, 4);
        const int d = *rc::gen::inRange(0, 5);
        const int c = *rc::gen::inRange(0, 5);
        const bool overlap = *rc::gen::arbitrary<bool>();
        const auto rule = *rc::gen::element(TieBreak::lowest_index, TieBreak::highest_index);
        const auto run = algorithm1_run<std::int64_t>(total, gd, gc, rule);
        const auto fast = prefix_makespans<std::int64_t>(run.receiver, d, c, overlap);
        OverlapModel m = make_overlap_model(d, c, overlap);
        for (int n = 1; n <= total; ++n) {
          const std::vector<int> prefix(run.receiver.begin(), run.receiver.begin() + n);
          const auto tree = ReductionTree::from_receivers(prefix);
          const Validation v = validate(earliest_schedule(tree, m, ArrivalOrder::by_ready_time), m);
          RC_ASSERT(v.valid());
          RC_ASSERT(Time(fast[n]) == v.makespan);
        }
      }));
}
