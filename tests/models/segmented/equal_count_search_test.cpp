#include "models/segmented/equal_count_search.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/repeated_segments.hpp"
#include "models/segmented/standard_trees.hpp"
#include "models/segmented/validator.hpp"

#include "errors.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

Time validated(SegmentedAlgorithm algorithm, Ports ports, const SegmentedInstance& in) {
  const SegmentedBuilt built = build_segmented(algorithm, in, ports);
  const Validation v = validate_segmented(built.schedule, in, built.rules);
  RC_ASSERT(v.valid());
  return v.makespan;
}

}  // namespace

TEST_CASE("the equal-count search finds the least validated makespan over every count",
          "[property]") {
  rc::prop("same optimum and least optimal q as timing every q explicitly", [] {
    const int p = *rc::gen::inRange(1, 12);
    const std::int64_t m = *rc::gen::inRange(1, 41);
    const Time alpha(*rc::gen::inRange(0, 7), *rc::gen::inRange(1, 3));
    const Time beta(*rc::gen::inRange(0, 4));
    const Time gamma(*rc::gen::inRange(0, 3));
    const SegmentedAlgorithm algorithm = *rc::gen::element<SegmentedAlgorithm>(
        SegmentedAlgorithm::uni_greedy, SegmentedAlgorithm::bi_greedy, SegmentedAlgorithm::pipeline,
        SegmentedAlgorithm::binomial, SegmentedAlgorithm::binary);
    const Ports ports = algorithm == SegmentedAlgorithm::uni_greedy ? Ports::unidirectional
                        : algorithm == SegmentedAlgorithm::bi_greedy
                            ? Ports::bidirectional
                            : *rc::gen::element(Ports::unidirectional, Ports::bidirectional);
    if (algorithm == SegmentedAlgorithm::bi_greedy)
      RC_PRE(alpha + beta > Time(0));  // the discrete loop needs it
    const EqualCountOptimum found = best_equal_count(algorithm, ports, p, m, alpha, beta, gamma);
    std::optional<Time> best;
    std::int64_t best_count = 0;
    for (std::int64_t q = 1; q <= m; ++q) {
      const auto segments = equal_segmentation(m, (m + q - 1) / q);
      if (static_cast<std::int64_t>(segments.size()) != q) continue;
      const Time t =
          validated(algorithm, ports, SegmentedInstance{p, segments, alpha, beta, gamma});
      if (!best || t < *best) best = t, best_count = q;
    }
    RC_ASSERT(found.makespan == *best);
    RC_ASSERT(found.segments == best_count);
    RC_ASSERT(found.validated);
  });
}

TEST_CASE("skipping periodic equal segments gives the clocks of timing every one", "[property]") {
  rc::prop("trees and uni-greedy, int64", [] {
    const int p = *rc::gen::inRange(1, 200);
    const std::int64_t comm = *rc::gen::inRange(0, 20), comp = *rc::gen::inRange(0, 20);
    const std::int64_t count = *rc::gen::inRange(0, 400);
    const Ports ports = *rc::gen::element(Ports::unidirectional, Ports::bidirectional);
    const TreeShape tree(
        *rc::gen::element(chain_children(p), binomial_children(p), binary_children(p)));
    TreeClocks<std::int64_t> fast(p), slow(p);
    const auto step = [&](TreeClocks<std::int64_t>& c) {
      tree_segment(tree, ports, c, comm, comp);
    };
    repeat_segment(
        fast, count, step,
        [&](const auto& a, const auto& b) { return uniform_shift(tree, ports, a, b); },
        [&](auto& c, std::int64_t amount) { shift_all(tree, ports, c, amount); });
    for (std::int64_t k = 0; k < count; ++k) step(slow);
    RC_ASSERT(fast.makespan() == slow.makespan());
    for (int x = 0; x < p; ++x) {
      if (ports == Ports::unidirectional || !tree.children[x].empty()) {
        RC_ASSERT(fast.busy[x] == slow.busy[x]);
      }
      if (ports == Ports::bidirectional && x != 0) RC_ASSERT(fast.send[x] == slow.send[x]);
    }

    FreeTimes<std::int64_t> greedy_fast{{0, p}}, greedy_slow{{0, p}};
    UniGreedyScratch<std::int64_t> scratch;
    const auto greedy_step = [&](FreeTimes<std::int64_t>& f) {
      uni_greedy_segment(f, comm, comp, scratch);
    };
    repeat_segment(
        greedy_fast, count, greedy_step,
        [](const auto& a, const auto& b) { return uniform_shift(a, b); },
        [](auto& f, std::int64_t amount) { shift_all(f, amount); });
    for (std::int64_t k = 0; k < count; ++k) greedy_step(greedy_slow);
    RC_ASSERT(greedy_fast == greedy_slow);
  });
}

TEST_CASE("the equal-count search rejects what it cannot search") {
  CHECK_THROWS_AS(
      best_equal_count(SegmentedAlgorithm::butterfly, Ports::bidirectional, 4, 8, 1, 1, 1),
      InputError);
  CHECK_THROWS_AS(
      best_equal_count(SegmentedAlgorithm::uni_greedy, Ports::bidirectional, 4, 8, 1, 1, 1),
      InputError);
  CHECK_THROWS_AS(
      best_equal_count(SegmentedAlgorithm::bi_greedy, Ports::unidirectional, 4, 8, 1, 1, 1),
      InputError);
  CHECK_THROWS_AS(
      best_equal_count(SegmentedAlgorithm::pipeline, Ports::unidirectional, 0, 8, 1, 1, 1),
      InputError);
  CHECK_THROWS_AS(best_equal_count(SegmentedAlgorithm::pipeline, Ports::unidirectional, 4,
                                   max_searched_message + 1, 0, 0, 1),
                  InputError);
  CHECK_THROWS_AS(butterfly_blocks(8, 7), InputError);
  CHECK(butterfly_blocks(4, 10) == std::vector<std::int64_t>{3, 3, 2, 2});
}
