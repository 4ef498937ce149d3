#include "models/segmented/builders.hpp"
#include "models/segmented/published_formulas.hpp"
#include "models/segmented/tables/lowery_bidirectional_figures.hpp"

#include <rapidcheck/catch.h>
#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

// alpha = gamma = 1, beta = r (the scale of Figure 7).
Time broadcast_envelope(int p, const Time& r, const Time& m, std::int64_t q_max) {
  Time best = table3_optimal_broadcast(p, 1, 1 + (r + 1) * m);
  for (std::int64_t q = 2; q <= q_max; ++q) {
    best = std::min(best, table3_optimal_broadcast(p, q, 1 + (r + 1) * m / Time(q)));
  }
  return best;
}

}  // namespace

TEST_CASE("Figure 7: the butterfly's largest lead is where the exact analysis says",
          "[property][slow]") {
  rc::prop("witness genuine, and no sampled m beats the broadcast when there is none", [] {
    const int p = *rc::gen::inRange(4, 300);
    const Time r(*rc::gen::inRange(1, 80), 8);
    // Table III's formula, or the schedule's line for p not a power of two.
    const ButterflyLine line =
        *rc::gen::arbitrary<bool>()
            ? table3_butterfly_line(p)
            : schedule_butterfly_line(
                  p, *rc::gen::arbitrary<bool>() ? Elimination::halves : Elimination::whole);
    const auto butterfly = [&](const Time& m) {
      return line.latency + (line.bandwidth * r + line.computation) * m;
    };
    const auto lead = butterfly_advantage(p, r, line);
    if (lead && !lead->unbounded) {
      RC_ASSERT(lead->butterfly == butterfly(lead->m));
      RC_ASSERT(lead->butterfly < broadcast_envelope(p, r, lead->m, 400));
    }
    // Sampled message sizes: the butterfly wins at one of them only if the
    // analysis says it can, and its lead there is at most the lead found.
    for (int k = 1; k <= 400; ++k) {
      const Time m(k * k, 16);
      const Time gap = broadcast_envelope(p, r, m, 400) - butterfly(m);
      if (gap > 0) RC_ASSERT(lead.has_value());
      if (lead && !lead->unbounded) RC_ASSERT(gap <= lead->broadcast - lead->butterfly);
    }
  });
}

TEST_CASE("Figure 7's butterfly lines are the schedules' times on equal blocks") {
  for (int p = 2; p <= 40; ++p) {
    for (auto elimination : {Elimination::halves, Elimination::whole}) {
      const int blocks = butterfly_block_count(p);
      const SegmentedInstance in{p, std::vector<std::int64_t>(static_cast<std::size_t>(blocks), 2),
                                 Time(7, 3), Time(2), Time(5, 4)};
      const ButterflyLine line = schedule_butterfly_line(p, elimination);
      const Time m = 2 * blocks;
      INFO("p = " << p << ", " << to_string(elimination));
      CHECK(validated_segmented_makespan(SegmentedAlgorithm::butterfly, in, Ports::bidirectional,
                                         elimination) ==
            line.latency * in.alpha + (line.bandwidth * in.beta + line.computation * in.gamma) * m);
      if ((p & (p - 1)) == 0)
        CHECK(table3_butterfly(p, m, in.alpha, in.beta, in.gamma) ==
              line.latency * in.alpha +
                  (line.bandwidth * in.beta + line.computation * in.gamma) * m);
    }
  }
}
