// The dominance table: a state's bound comes from stored states of the same
// shape that are nowhere busier, and only from those.

#include "models/segmented/dominance_table.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <map>
#include <random>
#include <utility>
#include <vector>

using namespace redcheck;

TEST_CASE("the dominance table answers the largest bound of a state nowhere busier") {
  DominanceTable table(3, 2);
  const std::array<std::uint32_t, 3> shape{0, 1, 1}, other_shape{0, 1, 3};
  const std::array<std::uint32_t, 3> early{0, 2, 5}, late{1, 2, 6}, mixed{0, 3, 4};
  CHECK(table.bound_of(shape.data(), late.data()) == -1);
  table.put(shape.data(), early.data(), 10);
  CHECK(table.bound_of(shape.data(), early.data()) == 10);
  CHECK(table.bound_of(shape.data(), late.data()) == 10);   // busier everywhere
  CHECK(table.bound_of(shape.data(), mixed.data()) == -1);  // less busy somewhere
  CHECK(table.bound_of(other_shape.data(), late.data()) == -1);
  table.put(shape.data(), late.data(), 12);
  CHECK(table.bound_of(shape.data(), late.data()) == 12);
  CHECK(table.bound_of(shape.data(), early.data()) == 10);
  // A bound no larger than one already implied is not kept.
  table.put(shape.data(), late.data(), 9);
  CHECK(table.bound_of(shape.data(), late.data()) == 12);
  CHECK_THROWS(table.put(shape.data(), late.data(), -1));
}

TEST_CASE("the dominance table drops the states a new one answers for, and looks above a floor") {
  DominanceTable table(2, 8);
  const std::array<std::uint32_t, 2> shape{1, 2};
  const std::array<std::uint32_t, 2> a{2, 3}, b{1, 1}, c{0, 4}, d{5, 5};
  table.put(shape.data(), a.data(), 10);
  table.put(shape.data(), c.data(), 7);
  // b is nowhere busier than a, with a larger bound: a is dropped, and a's
  // answer is now b's.
  table.put(shape.data(), b.data(), 12);
  CHECK(table.bound_of(shape.data(), a.data()) == 12);
  CHECK(table.bound_of(shape.data(), c.data()) == 7);
  // d dominates b and c: the largest is answered first; a floor at or above
  // a bound hides it.
  CHECK(table.bound_of(shape.data(), d.data()) == 12);
  CHECK(table.bound_of(shape.data(), d.data(), 11) == 12);
  CHECK(table.bound_of(shape.data(), d.data(), 12) == -1);
  CHECK(table.bound_of(shape.data(), c.data(), 7) == -1);
  CHECK(table.bound_of(shape.data(), c.data(), 6) == 7);
  // A smaller bound for b is implied already: nothing changes.
  table.put(shape.data(), b.data(), 5);
  CHECK(table.bound_of(shape.data(), b.data()) == 12);
}

TEST_CASE("a full list of the dominance table drops its smallest bound, never the new state") {
  DominanceTable table(1, 2);
  const std::array<std::uint32_t, 1> shape{0};
  const std::array<std::uint32_t, 1> at3{3}, at5{5}, at1{1}, at9{9};
  // States none of which answers for another (less busy, smaller bound).
  table.put(shape.data(), at3.data(), 30);
  table.put(shape.data(), at5.data(), 50);
  table.put(shape.data(), at1.data(), 10);  // full: 30 goes, 10 is kept
  CHECK(table.bound_of(shape.data(), at1.data()) == 10);
  CHECK(table.bound_of(shape.data(), at3.data()) == 10);
  CHECK(table.bound_of(shape.data(), at5.data()) == 50);
  table.put(shape.data(), at9.data(), 90);  // 10 goes
  CHECK(table.bound_of(shape.data(), at1.data()) == -1);
  CHECK(table.bound_of(shape.data(), at9.data()) == 90);
}

TEST_CASE(
    "the dominance table agrees with a list of every state put, through growth and replacement") {
  // Two states kept per shape: the answer is at most the list's (replaced
  // states are forgotten) and, for the last state put of each shape, at
  // least its own bound.
  DominanceTable table(2, 2);
  // Every state put, by shape: its busy times and bound.
  std::map<std::pair<std::uint32_t, std::uint32_t>,
           std::vector<std::pair<std::array<std::uint32_t, 2>, std::int64_t>>>
      every;
  std::mt19937 draw(7);
  std::uniform_int_distribution<std::uint32_t> small(0, 3);
  for (int step = 0; step < 20000; ++step) {
    const std::array<std::uint32_t, 2> shape{small(draw), small(draw) + 100 * (step % 700)};
    const std::array<std::uint32_t, 2> busy{small(draw), small(draw)};
    const std::int64_t bound = small(draw) * 5;
    table.put(shape.data(), busy.data(), bound);
    auto& kept = every[{shape[0], shape[1]}];
    kept.push_back({busy, bound});
    const std::int64_t answer = table.bound_of(shape.data(), busy.data());
    CHECK(answer >= bound);
    // Above a floor: the same answer when it is larger, else none.
    const std::int64_t floor = small(draw) * 5;
    CHECK(table.bound_of(shape.data(), busy.data(), floor) == (answer > floor ? answer : -1));
    std::int64_t most = -1;
    for (const auto& [kept_busy, kept_bound] : kept) {
      if (kept_busy[0] <= busy[0] && kept_busy[1] <= busy[1]) most = std::max(most, kept_bound);
    }
    CHECK(answer <= most);
  }
  CHECK(table.shapes() > 2000);
}

TEST_CASE(
    "the dominance table's summaries reject only states that are busier somewhere, at every "
    "width") {
  // Busy times spread over the summaries' levels (largest_busy small), for
  // widths whose fields are 8, 5, 4 and 2 bits and one whose last words are
  // not summarised: the table's answer is the largest bound of a state put
  // that the query dominates (per_shape large enough that none is dropped).
  for (const int words : {3, 12, 16, 32, 40}) {
    INFO(words << " words");
    DominanceTable table(words, 4096, 64, 9);
    std::vector<std::pair<std::vector<std::uint32_t>, std::int64_t>> every;
    const std::vector<std::uint32_t> shape(static_cast<std::size_t>(words), 1);
    std::mt19937 draw(static_cast<std::uint32_t>(words));
    // Mostly small times, a few beyond largest_busy (the top level).
    std::uniform_int_distribution<std::uint32_t> time(0, 11), bound(0, 40);
    const auto drawn = [&] {
      std::vector<std::uint32_t> busy(static_cast<std::size_t>(words));
      for (auto& b : busy) b = time(draw) / 2;
      busy[static_cast<std::size_t>(draw() % busy.size())] = time(draw);
      return busy;
    };
    const auto dominates = [](const std::vector<std::uint32_t>& query,
                              const std::vector<std::uint32_t>& kept) {
      for (std::size_t w = 0; w < query.size(); ++w)
        if (kept[w] > query[w]) return false;
      return true;
    };
    int answered = 0;
    for (int step = 0; step < 1500; ++step) {
      const std::vector<std::uint32_t> busy = drawn();
      const std::int64_t b = bound(draw);
      table.put(shape.data(), busy.data(), b);
      every.push_back({busy, b});
      // A state put, one time later and one earlier by a level or so: about
      // as often dominated as not.
      std::vector<std::uint32_t> query = every[draw() % every.size()].first;
      const auto by = static_cast<std::uint32_t>(1 + draw() % 3);
      query[draw() % query.size()] += by;
      std::uint32_t& earlier = query[draw() % query.size()];
      earlier -= std::min(earlier, by);
      std::int64_t most = -1;
      for (const auto& [kept, kept_bound] : every)
        if (dominates(query, kept)) most = std::max(most, kept_bound);
      CHECK(table.bound_of(shape.data(), query.data()) == most);
      if (most >= 0) ++answered;
    }
    // Times far beyond largest_busy share its level: a state busy almost
    // 2^31 everywhere dominates every state put.
    const std::vector<std::uint32_t> latest(static_cast<std::size_t>(words), 0x7fffffffu);
    std::int64_t largest_bound = -1;
    for (const auto& kept : every) largest_bound = std::max(largest_bound, kept.second);
    CHECK(table.bound_of(shape.data(), latest.data()) == largest_bound);
    // Not vacuous: many queries are dominated; from 12 words on, many are
    // not (with 3, nearly every query dominates one of the states put).
    CHECK(answered > 200);
    if (words >= 12) CHECK(answered < 1300);
  }
}
