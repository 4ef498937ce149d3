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
    const auto lead = butterfly_advantage(p, r);
    if (lead && !lead->unbounded) {
      RC_ASSERT(lead->butterfly == table3_butterfly(p, lead->m, 1, r, 1));
      RC_ASSERT(lead->butterfly < broadcast_envelope(p, r, lead->m, 400));
    }
    // Sampled message sizes: the butterfly wins at one of them only if the
    // analysis says it can, and its lead there is at most the lead found.
    for (int k = 1; k <= 400; ++k) {
      const Time m(k * k, 16);
      const Time gap = broadcast_envelope(p, r, m, 400) - table3_butterfly(p, m, 1, r, 1);
      if (gap > 0) RC_ASSERT(lead.has_value());
      if (lead && !lead->unbounded) RC_ASSERT(gap <= lead->broadcast - lead->butterfly);
    }
  });
}
