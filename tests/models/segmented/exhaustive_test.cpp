#include "models/segmented/exhaustive.hpp"
#include "errors.hpp"
#include "models/segmented/segmentation_search.hpp"
#include "models/segmented/uni_greedy.hpp"
#include "models/segmented/validator.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

#include <numeric>
#include <set>

using namespace redcheck;

TEST_CASE("no in-order schedule beats uni-greedy, the search finds what it reports", "[property]") {
  rc::prop("Theorem 5 on random small instances", [] {
    SegmentedInstance in;
    in.p = *rc::gen::inRange(2, 6);
    const auto sizes =
        *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 4), rc::gen::inRange(1, 4));
    in.segments.assign(sizes.begin(), sizes.end());
    in.alpha = Time(*rc::gen::inRange(0, 4), 2);
    in.beta = 1;
    in.gamma = Time(*rc::gen::inRange(0, 4), 2);
    const auto greedy =
        validate_segmented(uni_greedy_schedule(in), in, {Ports::unidirectional, true, false});
    RC_ASSERT(greedy.valid());
    const auto in_order = search_unidirectional_schedules(in, true, greedy.makespan);
    RC_ASSERT(in_order.complete);
    RC_ASSERT(!in_order.best);
    // Below greedy + 1 the search must find a schedule (greedy itself at least).
    const auto any = search_unidirectional_schedules(in, false, greedy.makespan + 1);
    RC_ASSERT(any.best.has_value());
    const auto v = validate_segmented(any.schedule, in, {});
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan == *any.best);
    RC_ASSERT(*any.best <= greedy.makespan);
  });
}

TEST_CASE("the smallest out-of-order gain: p = 3, two unit segments, t_comm = t_comp = 1") {
  SegmentedInstance in;
  in.p = 3;
  in.segments = {1, 1};
  in.alpha = 0;
  in.beta = 1;
  in.gamma = 1;
  const auto r = search_unidirectional_schedules(in, false, 7);
  REQUIRE(r.best);
  CHECK(*r.best == 6);
  CHECK(validate_segmented(uni_greedy_schedule(in), in, {}).makespan == 7);
}

TEST_CASE("the segmentation sweep visits every composition once, with the direct makespan") {
  for (auto algorithm : {SweepAlgorithm::uni_greedy, SweepAlgorithm::pipeline}) {
    std::uint64_t visits = 0;
    const auto result = search_segmentations(
        algorithm, 7, 9, Time(3, 2), 1, 1,
        [&](const std::vector<std::int64_t>& segments, const Time& makespan) {
          ++visits;
          CHECK(makespan == sweep_makespan<Time>(algorithm, 7, segments, Time(3, 2), 1, 1));
        });
    CHECK(visits == 256);
    CHECK(result.segmentations == 256);
    CHECK(result.best.makespan <= result.best_equal.makespan);
    CHECK(result.best_equal.makespan <= result.best_equal_count.makespan);
  }
}

TEST_CASE("every_segmentation lists the 2^(m-1) compositions of m, one segment first") {
  const auto four = every_segmentation(4);
  REQUIRE(four.size() == 8);
  CHECK(four.front() == std::vector<std::int64_t>{4});
  CHECK(four[1] == std::vector<std::int64_t>{1, 3});
  CHECK(four.back() == std::vector<std::int64_t>{1, 1, 1, 1});
  std::set<std::vector<std::int64_t>> distinct(four.begin(), four.end());
  CHECK(distinct.size() == 8);
  for (const auto& s : every_segmentation(7)) {
    CHECK(std::accumulate(s.begin(), s.end(), std::int64_t{0}) == 7);
  }
  CHECK(every_segmentation(1) == std::vector<std::vector<std::int64_t>>{{1}});
  CHECK_THROWS_AS(every_segmentation(0), InternalError);
}
