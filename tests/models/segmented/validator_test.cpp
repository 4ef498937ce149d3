#include "models/segmented/validator.hpp"
#include "models/segmented/builders.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

SegmentedInstance three_processors() {
  SegmentedInstance in;
  in.p = 3;
  in.segments = {1, 2};
  in.alpha = 1;
  in.beta = 1;
  in.gamma = 1;
  return in;
}

std::string violation(const Schedule& s, const SegmentedInstance& in, SegmentedRules rules = {}) {
  return validate_segmented(s, in, rules).violation;
}

}  // namespace

TEST_CASE("the segmented validator names each broken rule") {
  const auto in = three_processors();
  const Schedule good =
      build_segmented(SegmentedAlgorithm::uni_greedy, in, Ports::unidirectional).schedule;
  REQUIRE(violation(good, in, {Ports::unidirectional, true, false}).empty());

  Schedule s = good;
  s.transfers[0].end += 1;
  s.reductions[0].start += 1;
  s.reductions[0].end += 1;
  CHECK_THAT(violation(s, in), Catch::Contains("but alpha + beta * elements"));

  s = good;
  s.transfers[0].from = 0;
  s.transfers[0].to = 1;
  CHECK_THAT(violation(s, in), Catch::Contains("the root sends"));

  s = good;
  s.reductions[1].end += 1;
  CHECK_THAT(violation(s, in), Catch::Contains("takes gamma"));

  s = good;
  s.transfers.pop_back();
  s.reductions.pop_back();
  CHECK_THAT(violation(s, in), Catch::Contains("fewer than the 4 needed"));
  CHECK(validate_segmented(s, in, {}).rule == "data flow");

  // Two transfers at once on one processor: fine with two ports only if one
  // sends and the other receives.
  s = good;
  for (auto& t : s.transfers) {
    const Time shift = t.start;
    t.start -= shift;
    t.end -= shift;
  }
  for (auto& r : s.reductions) {
    r.start = s.transfers[static_cast<std::size_t>(r.operand)].end;
    r.end = r.start + in.comp(in.segments[static_cast<std::size_t>(
                          s.transfers[static_cast<std::size_t>(r.operand)].segment)]);
  }
  CHECK_FALSE(violation(s, in).empty());
}

TEST_CASE("in order: a processor may not start segment 2 before it is done with segment 1") {
  SegmentedInstance in;
  in.p = 2;
  in.segments = {1, 1};
  in.alpha = 0;
  in.beta = 1;
  in.gamma = 1;
  Schedule s;
  s.machines = 2;
  // Processor 1 sends segment 2 first, then segment 1.
  s.transfers = {{1, 0, 0, 1, 1, 1}, {1, 0, 2, 3, 0, 1}};
  s.reductions = {{0, 0, 1, 2}, {0, 1, 3, 4}};
  CHECK(violation(s, in, {Ports::unidirectional, false, false}).empty());
  CHECK_THAT(violation(s, in, {Ports::unidirectional, true, false}),
             Catch::Contains("in-order rule"));
}

TEST_CASE("a send while the same segment is still arriving is rejected") {
  SegmentedInstance in;
  in.p = 3;
  in.segments = {1};
  in.alpha = 0;
  in.beta = 2;
  in.gamma = 0;
  Schedule s;
  s.machines = 3;
  // 2 -> 1 during [0, 2), but 1 -> 0 starts at 1 with two ports.
  s.transfers = {{2, 1, 0, 2, 0, 1}, {1, 0, 1, 3, 0, 1}};
  s.reductions = {{1, 0, 2, 2}, {0, 1, 3, 3}};
  CHECK_THAT(violation(s, in, {Ports::bidirectional, false, false}),
             Catch::Contains("still arriving"));
}

TEST_CASE("the butterfly needs forwarding: its root sends and blocks travel twice") {
  SegmentedInstance in;
  in.p = 4;
  in.segments = {1, 1, 1, 1};
  in.alpha = 1;
  in.beta = 1;
  in.gamma = 1;
  const auto built = build_segmented(SegmentedAlgorithm::butterfly, in, Ports::bidirectional);
  CHECK(violation(built.schedule, in, built.rules).empty());
  CHECK_THAT(violation(built.schedule, in, {Ports::bidirectional, false, false}),
             Catch::Contains("root sends"));
}
