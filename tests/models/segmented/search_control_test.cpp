// What a segmented search keeps of the best schedule it found when it stops
// before its answer (search_workers.hpp): the trace that writes that
// schedule down runs within a budget of its own, after the search's budget,
// memory or time ran out, and a trace cut short gives no schedule rather
// than a wrong one.

#include "models/segmented/search_workers.hpp"

#include <catch2/catch.hpp>

#include <optional>
#include <utility>
#include <vector>

using namespace redcheck::segmented_search;

TEST_CASE("a trace after a search out of its budget runs within the trace's own budget") {
  SearchControl control(5);
  for (int i = 0; i < 5; ++i) REQUIRE(control.expand());
  CHECK_FALSE(control.expand());
  CHECK(control.halted());
  control.prepare_trace(3);
  CHECK_FALSE(control.halted());
  for (int i = 0; i < 3; ++i) CHECK(control.expand());
  CHECK_FALSE(control.expand());
  CHECK(control.halted());
  // Without a budget (the trace of a search that answered), none.
  SearchControl answered(5);
  answered.prepare_trace();
  for (int i = 0; i < 100; ++i) REQUIRE(answered.expand());
}

TEST_CASE("the schedule kept when a search stops is traced, or none when its trace is cut short") {
  using Kept = Incumbent<int, int>;
  using Traced = std::pair<SearchControl::Tick, std::vector<int>>;  // makespan, moves
  const auto no_trace = [](const int&, SearchControl::Tick, SearchControl::Tick,
                           std::vector<int>&) { FAIL("no trace expected"); };
  SearchControl control(100);
  Kept nothing;
  CHECK_FALSE(nothing.least());
  CHECK_FALSE(nothing.moves_kept(control, 10, no_trace));

  // Kept at its end: the moves as they were.
  Kept at_leaf;
  at_leaf.found(control, {1, 2, 3}, nullptr, 7, 2);
  CHECK(at_leaf.least() == 9);
  CHECK(at_leaf.moves_kept(control, 10, no_trace) == Traced{9, {1, 2, 3}});
  // A longer one later is not kept.
  at_leaf.found(control, {4}, nullptr, 9, 5);
  CHECK(at_leaf.least() == 9);

  // Kept at a state of the memo (state 42 at date 4, 3 to finish): traced
  // from there, with the rest asked for.
  SearchControl other(100);
  Kept at_state;
  const int state = 42;
  at_state.found(other, {1}, &state, 4, 3);
  CHECK(at_state.least() == 7);
  const auto trace = [](const int& s, SearchControl::Tick now, SearchControl::Tick rest,
                        std::vector<int>& out) {
    CHECK(s == 42);
    CHECK(now == 4);
    CHECK(rest == 3);
    out.push_back(8);
  };
  CHECK(at_state.moves_kept(other, 10, trace) == Traced{7, {1, 8}});
  const auto cut_short = [](const int&, SearchControl::Tick, SearchControl::Tick,
                            std::vector<int>& out) {
    out.push_back(99);
    throw TraceCutShort{};
  };
  CHECK_FALSE(at_state.moves_kept(other, 10, cut_short));
}
