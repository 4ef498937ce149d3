#include "models/overlap/validator.hpp"
#include "models/overlap/builders.hpp"
#include "schedule/relabel.hpp"
#include "support/generators.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

// Figure 1 of Canon & Antoniu (n = 4, d = c = 1): machines 3, 2, 1 send to the
// sink at t_4 = 0, t_3 = d, t_2 = 2d (paper numbering), written by hand.
Schedule figure1() {
  Schedule s;
  s.machines = 4;
  s.sink = 0;
  s.transfers = {{3, 0, 0, 1}, {2, 0, 1, 2}, {1, 0, 2, 3}};
  s.reductions = {{0, 0, 1, 2}, {0, 1, 2, 3}, {0, 2, 3, 4}};
  return s;
}

std::string violation_of(const Schedule& s, const OverlapModel& m) {
  const Validation v = validate(s, m);
  return v.valid() ? "" : v.violation;
}

}  // namespace

TEST_CASE("the schedule of Figure 1 is valid and takes 4d") {
  const auto m = make_overlap_model(1, 1);
  const Validation v = validate(figure1(), m);
  REQUIRE(v.valid());
  CHECK(v.makespan == 4);
}

TEST_CASE("the validator names each broken rule") {
  const auto m = make_overlap_model(1, 1);
  Schedule s = figure1();

  SECTION("durations") {
    s.transfers[0].end = Time(3, 2);
    CHECK_THAT(violation_of(s, m), Catch::Contains("lasts 3/2 but a transfer lasts d = 1"));
  }
  SECTION("the sink never sends") {
    s.transfers.push_back({0, 1, 5, 6});
    CHECK_THAT(violation_of(s, m), Catch::Contains("the sink (machine 0) sends"));
  }
  SECTION("a machine sends once") {
    s.transfers.push_back({3, 0, 5, 6});
    CHECK_THAT(violation_of(s, m), Catch::Contains("machine 3 sends twice"));
  }
  SECTION("every machine sends") {
    s.transfers.pop_back();
    s.reductions.pop_back();
    CHECK_THAT(violation_of(s, m), Catch::Contains("machine 1 never sends"));
  }
  SECTION("the transfers form a tree") {
    Schedule cyc;
    cyc.machines = 3;
    cyc.transfers = {{1, 2, 0, 1}, {2, 1, 0, 1}};
    cyc.reductions = {{2, 0, 1, 2}, {1, 1, 1, 2}};
    CHECK_THAT(violation_of(cyc, m), Catch::Contains("do not form a tree"));
  }
  SECTION("the receiver reduces") {
    s.reductions[0].machine = 1;
    CHECK_THAT(violation_of(s, m), Catch::Contains("reduces data that was sent to machine 0"));
  }
  SECTION("a transfer is reduced once") {
    s.reductions[2].operand = 1;
    CHECK_THAT(violation_of(s, m), Catch::Contains("is reduced twice"));
  }
  SECTION("every transfer is reduced") {
    s.reductions.pop_back();
    CHECK_THAT(violation_of(s, m), Catch::Contains("is never reduced"));
  }
  SECTION("reductions wait for their operand") {
    s.reductions[0].start = Time(1, 2);
    s.reductions[0].end = Time(3, 2);
    CHECK_THAT(violation_of(s, m), Catch::Contains("starts before its operand arrives at 1"));
  }
  SECTION("one reduction at a time") {
    const auto slow = make_overlap_model(1, 2);
    Schedule t;
    t.machines = 3;
    t.transfers = {{2, 0, 0, 1}, {1, 0, 1, 2}};
    t.reductions = {{0, 0, 1, 3}, {0, 1, 2, 4}};
    CHECK_THAT(violation_of(t, slow), Catch::Contains("runs two reductions at once"));
  }
  SECTION("one-port") {
    s.transfers[1].start = Time(1, 2);
    s.transfers[1].end = Time(3, 2);
    CHECK_THAT(violation_of(s, m), Catch::Contains("two transfers at once (one-port)"));
  }
  SECTION("a machine sends after its last reduction") {
    Schedule chain;
    chain.machines = 3;
    chain.transfers = {{2, 1, 0, 1}, {1, 0, Time(3, 2), Time(5, 2)}};
    chain.reductions = {{1, 0, 1, 2}, {0, 1, Time(5, 2), Time(7, 2)}};
    CHECK_THAT(violation_of(chain, m), Catch::Contains("still arriving or being reduced"));
    CHECK(validate(chain, m).rule == "precedence");
  }
  SECTION("the no-overlap variant forbids receiving while reducing") {
    OverlapModel no_overlap = m;
    no_overlap.overlap = false;
    CHECK_THAT(violation_of(s, no_overlap), Catch::Contains("communicates while it reduces"));
    CHECK(validate(s, no_overlap).rule == "resources");
  }
  SECTION("a non-commutative reduction joins adjacent ranges") {
    OverlapModel ordered = m;
    ordered.commutative = false;
    CHECK_THAT(violation_of(s, ordered), Catch::Contains("not adjacent"));
    const Validation renumbered = validate(relabel_in_preorder(s), ordered);
    CHECK(renumbered.valid());
    CHECK(renumbered.makespan == 4);
  }
}

namespace {

const std::vector<OverlapBuilder> algorithms{
    OverlapBuilder::greedy, OverlapBuilder::binomial_strategy, OverlapBuilder::fibonacci_strategy,
    OverlapBuilder::star, OverlapBuilder::chain};

OverlapBuilt random_build(int n, const OverlapModel& m) {
  BuildRequest r;
  r.algorithm = *rc::gen::elementOf(algorithms);
  r.n = n;
  r.tie_break = *rc::gen::element(TieBreak::lowest_index, TieBreak::highest_index);
  return build_schedule(r, m);
}

}  // namespace

TEST_CASE("the validator accepts every builder's schedule") {
  REQUIRE(rc::check("builders produce valid schedules whose makespan is the last end", [] {
    const int n = *rc::gen::inRange(1, 40);
    OverlapModel m = *testing::gen_costs();
    m.overlap = *rc::gen::arbitrary<bool>();
    const OverlapBuilt b = random_build(n, m);
    const Validation v = validate(b.schedule, m);
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan == last_end(b.schedule));
    if (b.own_length) RC_ASSERT(*b.own_length == v.makespan);
    OverlapModel ordered = m;
    ordered.commutative = false;
    RC_ASSERT(validate(relabel_in_preorder(b.schedule), ordered).valid());
  }));
  REQUIRE(rc::check("every ordered tree's earliest schedule is valid", [] {
    const auto tree = *testing::gen_tree(25);
    const auto m = *testing::gen_costs();
    const auto order = *rc::gen::element(ArrivalOrder::as_in_tree, ArrivalOrder::by_ready_time);
    RC_ASSERT(validate(earliest_schedule(tree, m, order), m).valid());
  }));
}

TEST_CASE("the validator rejects mutated schedules") {
  REQUIRE(rc::check("breaking a duration, an arrival, a send or a reduction is caught", [] {
    const int n = *rc::gen::inRange(2, 30);
    const auto m = *testing::gen_costs();
    Schedule s = random_build(n, m).schedule;
    RC_PRE(!s.transfers.empty());
    const std::size_t k = *rc::gen::inRange<std::size_t>(0, s.transfers.size());
    const int kind = *rc::gen::inRange(0, 6);
    switch (kind) {
      case 0:  // a transfer of the wrong length
        s.transfers[k].end += Time(1, 3);
        break;
      case 1:  // a reduction before its operand arrives (or before time 0)
        for (auto& r : s.reductions) {
          if (r.operand == static_cast<int>(k)) {
            r.start = s.transfers[k].end - Time(1, 7);
            r.end = r.start + m.c;
          }
        }
        break;
      case 2:  // a reduction dropped
        s.reductions.erase(s.reductions.begin() + static_cast<long>(k));
        break;
      case 3:  // a transfer dropped with its reduction: its sender never sends
        s.reductions.erase(
            std::remove_if(s.reductions.begin(), s.reductions.end(),
                           [&](const Reduction& r) { return r.operand == static_cast<int>(k); }),
            s.reductions.end());
        for (auto& r : s.reductions) {
          if (r.operand > static_cast<int>(k)) --r.operand;
        }
        s.transfers.erase(s.transfers.begin() + static_cast<long>(k));
        break;
      case 4:  // the sink sends
        s.transfers.push_back({s.sink, s.transfers[k].from, 0, m.d});
        break;
      default:  // a reduction on the wrong machine
        s.reductions[k].machine = (s.reductions[k].machine + 1) % s.machines;
        break;
    }
    RC_ASSERT(!validate(s, m).valid());
  }));
}
