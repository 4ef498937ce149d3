// The root's bound shared by both segmented searches (merge_bound.hpp):
// receives by release date against every order, root_finish_either against
// every choice of each segment's case (and asked whether it reaches a value,
// root_finish_reaching), and root_receives_of against its
// definition.

#include "models/segmented/merge_bound.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <optional>
#include <random>
#include <vector>

using namespace redcheck::segmented_search;

namespace {

// The receives taken one at a time by release date (the rule
// root_finish_either applies to every case).
std::int64_t root_finish(std::int64_t free_from, RootJob* jobs, std::size_t count) {
  sort_few(jobs, count);
  for (std::size_t j = 0; j < count; ++j)
    free_from = std::max(free_from, jobs[j].release) + jobs[j].length;
  return free_from;
}

// The least end of `jobs` on one machine free from `free_from`, over every
// order.
std::int64_t every_order(std::int64_t free_from, std::vector<RootJob> jobs) {
  std::sort(jobs.begin(), jobs.end());
  std::int64_t least = std::numeric_limits<std::int64_t>::max();
  do {
    std::int64_t t = free_from;
    for (const RootJob& j : jobs) t = std::max(t, j.release) + j.length;
    least = std::min(least, t);
  } while (std::next_permutation(jobs.begin(), jobs.end()));
  return least;
}

// The least over every segment's case (one receive from `single`; two, from
// `first` and `last`, where `may_repeat`), each timed by release date (the
// test above).
std::int64_t every_case(std::int64_t free_from, const std::vector<RootReceives>& segments) {
  std::int64_t least = std::numeric_limits<std::int64_t>::max();
  for (unsigned twice = 0; twice < (1u << segments.size()); ++twice) {
    std::vector<RootJob> jobs;
    bool possible = true;
    for (std::size_t j = 0; j < segments.size(); ++j) {
      const RootReceives& r = segments[j];
      if ((twice >> j) & 1u) {
        possible = possible && r.may_repeat;
        jobs.push_back({r.first, r.length});
        jobs.push_back({r.last, r.length});
      } else {
        jobs.push_back({r.single, r.length});
      }
    }
    if (possible) least = std::min(least, root_finish(free_from, jobs.data(), jobs.size()));
  }
  return least;
}

}  // namespace

TEST_CASE("the root's receives by release date end earliest, against every order") {
  std::mt19937 draw(20261201);
  for (int n = 0; n < 500; ++n) {
    std::vector<RootJob> jobs(std::uniform_int_distribution<std::size_t>(0, 6)(draw));
    for (RootJob& j : jobs)
      j = {std::uniform_int_distribution<std::int64_t>(0, 30)(draw),
           std::uniform_int_distribution<std::int64_t>(0, 10)(draw)};
    const std::int64_t free_from = std::uniform_int_distribution<std::int64_t>(0, 20)(draw);
    std::vector<RootJob> copy = jobs;
    CHECK(root_finish(free_from, copy.data(), copy.size()) == every_order(free_from, jobs));
  }
}

TEST_CASE(
    "the root's bound with its receives counted is the least over every segment's case, and no "
    "less than the last receives' alone") {
  std::mt19937 draw(46);
  const auto uniform = [&](std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>(low, high)(draw);
  };
  std::mt19937 asked(47);
  int above_last_alone = 0, capped = 0, below_asked = 0;
  for (int n = 0; n < 400; ++n) {
    // Up to 4 segments (every case tried), or 5 and 6 (the first 4 tried).
    const auto count = static_cast<std::size_t>(uniform(0, n % 4 == 0 ? 6 : 4));
    const std::int64_t free_from = uniform(0, 20);
    std::vector<RootReceives> segments(count);
    std::vector<RootJob> last_alone;
    for (RootReceives& r : segments) {
      // As the searches make them: first <= last, and a receive once only
      // starts no earlier than max(single, free_from) >= last.
      r.length = uniform(1, 10);
      r.first = uniform(0, 15);
      r.last = r.first + uniform(0, 15);
      r.single = uniform(0, 40);
      if (std::max(r.single, free_from) < r.last) r.single = r.last;
      r.may_repeat = uniform(0, 3) != 0;
      last_alone.push_back({r.last, r.length});
    }
    INFO("case " << n);
    const std::int64_t counted = root_finish_either(free_from, segments.data(), count);
    const std::int64_t least = every_case(free_from, segments);
    std::size_t repeatable = 0;
    for (const RootReceives& r : segments) repeatable += r.may_repeat && r.single > r.last;
    if (repeatable <= 4) {
      CHECK(counted == least);
      // Asked whether it reaches a value: none exactly when some case ends
      // below it, the least otherwise.
      // (Its own draws: the instances stay those drawn before it.)
      const std::int64_t drawn = std::uniform_int_distribution<std::int64_t>(0, 60)(asked);
      for (const std::int64_t at_least : {least - 1, least, least + 1, drawn}) {
        const std::optional<std::int64_t> reaching =
            root_finish_reaching(free_from, segments.data(), count, at_least);
        CHECK(reaching.has_value() == (least >= at_least));
        if (reaching) CHECK(*reaching == least);
        below_asked += !reaching;
      }
    } else {
      ++capped;
      CHECK(counted <= least);  // still a lower bound
    }
    const std::int64_t before = root_finish(free_from, last_alone.data(), last_alone.size());
    CHECK(counted >= before);
    if (counted > before) ++above_last_alone;
  }
  // Not vacuous: the cases raise the bound often, and the cap is reached.
  CHECK(above_last_alone >= 100);
  CHECK(capped >= 1);
  CHECK(below_asked >= 300);
}

TEST_CASE("a segment's receives at the root from its holders' ready times, by their definition") {
  std::mt19937 draw(1201);
  const auto uniform = [&](std::int64_t low, std::int64_t high) {
    return std::uniform_int_distribution<std::int64_t>(low, high)(draw);
  };
  for (int n = 0; n < 300; ++n) {
    std::vector<std::int64_t> others(static_cast<std::size_t>(uniform(1, 7)));
    for (std::int64_t& r : others) r = uniform(0, 20);
    std::sort(others.begin(), others.end());
    const std::int64_t root = uniform(0, 20), length = uniform(1, 10);
    std::vector<std::int64_t> all = others;
    all.push_back(root);
    std::sort(all.begin(), all.end());
    const std::int64_t last = merged_end(all.data(), all.size(), length) - length;
    const RootReceives counted = root_receives_of(others.data(), others.size(), root, length, true);
    CHECK(counted.first == others[0]);
    CHECK(counted.last == last);
    CHECK(counted.single == merged_end(others.data(), others.size(), length));
    CHECK(counted.length == length);
    CHECK(counted.may_repeat == (others.size() >= 2));
    const RootReceives shared = root_receives_of(others.data(), others.size(), root, length, false);
    CHECK(shared.first == last);
    CHECK(shared.last == last);
    CHECK(shared.single == last);
    CHECK(!shared.may_repeat);
  }
}
