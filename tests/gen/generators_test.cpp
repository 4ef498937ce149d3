// The installed generators (lib/gen) draw valid instances, and schedules
// that their model's validator accepts, with the makespan the builder's own
// computation gives; a segmentation always sums to its message size.

#include "models/heterogeneous/generators.hpp"
#include "errors.hpp"
#include "gen/values.hpp"
#include "models/heterogeneous/validator.hpp"
#include "models/overlap/generators.hpp"
#include "models/overlap/validator.hpp"
#include "models/segmented/generators.hpp"
#include "models/segmented/validator.hpp"

#include <rapidcheck.h>
#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

#include <numeric>

using namespace redcheck;

TEST_CASE("generated overlap schedules are valid, on at most max_n machines") {
  rc::prop("overlap_schedule", [] {
    const auto drawn = *gen::overlap_schedule(12);
    RC_ASSERT(drawn.instance.n >= 1);
    RC_ASSERT(drawn.instance.n <= 12);
    RC_ASSERT(drawn.tree.size() == drawn.instance.n);
    const Validation v = validate(drawn.schedule, drawn.instance.model);
    RC_ASSERT(v.valid());
  });
}

TEST_CASE("generated segmentations sum to m and respect max_q") {
  rc::prop("segmentation", [] {
    const auto m = *rc::gen::inRange<std::int64_t>(1, 1'000'000);
    const int max_q = *gen::int_in(1, 40);
    const auto s = *gen::segmentation(m, max_q);
    RC_ASSERT(std::accumulate(s.begin(), s.end(), std::int64_t{0}) == m);
    RC_ASSERT(static_cast<int>(s.size()) <= max_q);
    for (auto x : s) RC_ASSERT(x >= 1);
  });
}

TEST_CASE("generated segmented schedules are valid under their rules") {
  rc::prop("segmented_schedule", [] {
    const auto drawn = *gen::segmented_schedule(9, 64, 6);
    const Validation v =
        validate_segmented(drawn.built.schedule, drawn.instance, drawn.built.rules);
    RC_ASSERT(v.valid());
  });
}

TEST_CASE("generated heterogeneous schedules are valid with the simulation's makespan") {
  rc::prop("heterogeneous_schedule", [] {
    const auto drawn = *gen::heterogeneous_schedule(7);
    const Validation v = validate(drawn.built.schedule, drawn.instance);
    RC_ASSERT(v.valid());
    RC_ASSERT(v.makespan == drawn.built.own_makespan);
  });
}

TEST_CASE("cost matrices draw their off-diagonal entries from the given generator") {
  rc::prop("cost_matrix with positive_cost", [] {
    const auto d = *gen::cost_matrix(5, gen::positive_cost());
    RC_ASSERT(d.size() == 5u);
    for (std::size_t i = 0; i < d.size(); ++i) {
      for (std::size_t j = 0; j < d.size(); ++j) {
        const bool as_drawn = i == j ? d[i][j] == 0 : d[i][j] > 0;
        RC_ASSERT(as_drawn);
      }
    }
  });
}

TEST_CASE("generator sizes out of range are bad input") {
  CHECK_THROWS_AS(gen::overlap_instance(0), InputError);
  CHECK_THROWS_AS(gen::segmentation(0, 3), InputError);
  CHECK_THROWS_AS(gen::heterogeneous_instance(0), InputError);
}
