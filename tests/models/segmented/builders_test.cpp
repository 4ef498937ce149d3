#include "models/segmented/builders.hpp"
#include "models/segmented/bi_greedy.hpp"
#include "models/segmented/butterfly.hpp"
#include "models/segmented/list_timing.hpp"
#include "models/segmented/segmentation_sweep.hpp"
#include "models/segmented/standard_trees.hpp"
#include "models/segmented/tree_segment.hpp"
#include "models/segmented/uni_greedy.hpp"
#include "models/segmented/validator.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

Time makespan(SegmentedAlgorithm algorithm, const SegmentedInstance& in, Ports ports) {
  const SegmentedBuilt built = build_segmented(algorithm, in, ports);
  const Validation v = validate_segmented(built.schedule, in, built.rules);
  INFO(to_string(algorithm) << " p=" << in.p << " segments " << segments_text(in.segments) << ": "
                            << v.violation);
  REQUIRE(v.valid());
  return v.makespan;
}

// Random instance: p, segments, small rational costs.
rc::Gen<SegmentedInstance> small_instances(int p_max, int q_max) {
  return rc::gen::apply(
      [](int p, std::vector<int> sizes, int a, int b, int g, int den) {
        std::vector<std::int64_t> segments(sizes.begin(), sizes.end());
        return SegmentedInstance{p, segments, Time(a, den), Time(b, den), Time(g, den)};
      },
      rc::gen::inRange(1, p_max + 1),
      rc::gen::resize(
          q_max, rc::gen::nonEmpty(rc::gen::container<std::vector<int>>(rc::gen::inRange(1, 5)))),
      rc::gen::inRange(0, 4), rc::gen::inRange(0, 4), rc::gen::inRange(0, 4),
      rc::gen::inRange(1, 4));
}

}  // namespace

TEST_CASE("q = 1: binomial takes ceil(log2 p) rounds, the chain p - 1") {
  for (int p = 1; p <= 40; ++p) {
    const auto in = SegmentedInstance{p, {3}, 2, 1, 1};
    const Time round = 2 + 3 + 3;
    CHECK(makespan(SegmentedAlgorithm::binomial, in, Ports::unidirectional) ==
          round * ceil_log2(p));
    CHECK(makespan(SegmentedAlgorithm::uni_greedy, in, Ports::unidirectional) ==
          round * ceil_log2(p));
    CHECK(makespan(SegmentedAlgorithm::pipeline, in, Ports::unidirectional) == round * (p - 1));
  }
}

TEST_CASE("every builder's schedule is valid", "[property]") {
  rc::prop("valid on random instances", [] {
    const auto in = *small_instances(12, 5);
    for (SegmentedAlgorithm algorithm :
         {SegmentedAlgorithm::uni_greedy, SegmentedAlgorithm::pipeline,
          SegmentedAlgorithm::binomial, SegmentedAlgorithm::binary}) {
      for (Ports ports : {Ports::unidirectional, Ports::bidirectional}) {
        if (required_ports(algorithm).value_or(ports) != ports) continue;
        const auto built = build_segmented(algorithm, in, ports);
        const auto v = validate_segmented(built.schedule, in, built.rules);
        RC_ASSERT(v.violation == "");
      }
    }
    if (in.alpha + in.beta > 0) {
      const auto built = build_segmented(SegmentedAlgorithm::bi_greedy, in, Ports::bidirectional);
      const auto v = validate_segmented(built.schedule, in, built.rules);
      RC_ASSERT(v.violation == "");
    }
  });
}

TEST_CASE("the butterfly is valid and meets Table III on powers of two") {
  for (int p : {1, 2, 4, 8, 16}) {
    std::vector<std::int64_t> blocks(static_cast<std::size_t>(p), 3);
    const auto in = SegmentedInstance{p, blocks, 5, 2, 1};
    const Time m = 3 * p;
    const Time expected =
        Time(2 * ceil_log2(p)) * 5 + Time(2 * (p - 1), p) * 2 * m + Time(p - 1, p) * 1 * m;
    CHECK(makespan(SegmentedAlgorithm::butterfly, in, Ports::bidirectional) == expected);
  }
}

TEST_CASE("the butterfly for p not a power of two: the elimination step, then p' = 2^k") {
  // Equal blocks, m = 3 p': halves costs 2 alpha + beta m + gamma m / 2 before
  // the power-of-two butterfly, whole alpha + beta m + gamma m.
  for (int p : {3, 5, 6, 7, 12}) {
    const int blocks = butterfly_block_count(p), levels = ceil_log2(blocks);
    const auto in = SegmentedInstance{p, std::vector<std::int64_t>(blocks, 3), 5, 2, 1};
    const Time m = 3 * blocks, a = in.alpha, b = in.beta, g = in.gamma;
    const Time power = Time(2 * levels) * a + Time(2 * (blocks - 1), blocks) * b * m +
                       Time(blocks - 1, blocks) * g * m;
    INFO("p = " << p);
    for (auto [elimination, before] : {std::pair{Elimination::halves, 2 * a + b * m + g * m / 2},
                                       std::pair{Elimination::whole, a + b * m + g * m}}) {
      const SegmentedBuilt built =
          build_segmented(SegmentedAlgorithm::butterfly, in, Ports::bidirectional, elimination);
      const Validation v = validate_segmented(built.schedule, in, built.rules);
      REQUIRE(v.valid());
      CHECK(v.makespan == before + power);
    }
  }
  CHECK_THROWS_WITH(build_segmented(SegmentedAlgorithm::butterfly,
                                    SegmentedInstance{6, std::vector<std::int64_t>(6, 1), 1, 1, 1},
                                    Ports::bidirectional),
                    Catch::Contains("q = 4 blocks"));
}

TEST_CASE("bi-greedy: jumping to events gives the step-by-one schedule", "[property]") {
  rc::prop("same transfers", [] {
    auto in = *small_instances(10, 4);
    in.alpha += 1;
    const Schedule fast = bi_greedy_schedule(in);
    const Schedule slow = bi_greedy_schedule(in, true);
    RC_ASSERT(fast.transfers.size() == slow.transfers.size());
    for (std::size_t k = 0; k < fast.transfers.size(); ++k) {
      RC_ASSERT(fast.transfers[k].from == slow.transfers[k].from);
      RC_ASSERT(fast.transfers[k].to == slow.transfers[k].to);
      RC_ASSERT(fast.transfers[k].start == slow.transfers[k].start);
      RC_ASSERT(fast.transfers[k].segment == slow.transfers[k].segment);
    }
  });
}

TEST_CASE("the batched uni-greedy and the pipeline recurrence equal the explicit schedules",
          "[property]") {
  rc::prop("same makespan", [] {
    const auto in = *small_instances(40, 6);
    const Time greedy = sweep_makespan<Time>(SweepAlgorithm::uni_greedy, in.p, in.segments,
                                             in.alpha, in.beta, in.gamma);
    RC_ASSERT(greedy == makespan(SegmentedAlgorithm::uni_greedy, in, Ports::unidirectional));
    const Time chain = sweep_makespan<Time>(SweepAlgorithm::pipeline, in.p, in.segments, in.alpha,
                                            in.beta, in.gamma);
    RC_ASSERT(chain == makespan(SegmentedAlgorithm::pipeline, in, Ports::unidirectional));
  });
}

TEST_CASE("the per-segment tree timing equals the validated tree schedules", "[property]") {
  rc::prop("same clocks on every processor, both port models", [] {
    const auto in = *small_instances(40, 6);
    const auto ports = *rc::gen::element(Ports::unidirectional, Ports::bidirectional);
    for (SegmentedAlgorithm name :
         {SegmentedAlgorithm::pipeline, SegmentedAlgorithm::binomial, SegmentedAlgorithm::binary}) {
      const TreeShape tree(name == SegmentedAlgorithm::pipeline   ? chain_children(in.p)
                           : name == SegmentedAlgorithm::binomial ? binomial_children(in.p)
                                                                  : binary_children(in.p));
      TreeClocks<Time> clocks(in.p);
      for (auto s : in.segments) {
        tree_segment(tree, ports, clocks, in.comm(s), in.comp(s));
      }
      // The explicit schedule's last send and last combining per processor.
      const SegmentedBuilt built = build_segmented(name, in, ports);
      std::vector<Time> last_send(in.p, Time(0)), last_combining(in.p, Time(0));
      for (const auto& t : built.schedule.transfers) {
        last_send[t.from] = std::max(last_send[t.from], t.end);
      }
      for (const auto& r : built.schedule.reductions) {
        last_combining[r.machine] = std::max(last_combining[r.machine], r.end);
      }
      for (int x = 0; x < in.p; ++x) {
        if (ports == Ports::unidirectional) {
          RC_ASSERT(clocks.busy[x] == std::max(last_send[x], last_combining[x]));
        } else {
          RC_ASSERT(clocks.busy[x] == last_combining[x]);
          RC_ASSERT(clocks.send[x] == last_send[x]);
        }
      }
      RC_ASSERT(clocks.makespan() == makespan(name, in, ports));
    }
  });
}
