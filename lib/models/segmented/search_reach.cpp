#include "models/segmented/search_reach.hpp"

#include "errors.hpp"
#include "models/segmented/bidirectional_search.hpp"
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/search_budget.hpp"
#include "models/segmented/search_limits.hpp"

#include <algorithm>
#include <array>
#include <string>

namespace redcheck {

namespace {

// Index p - 1: the most q answered within 60 s (bench/segmented_reach.py
// and the cells beyond it measured on 2026-11-28, docs/segmented.md; two
// ports at p = 8 measured again on 2026-12-01, once the root's receives were
// counted: q = 4 one draw of four in 39 s, q = 3 three in 11 s at most; one port at
// p = 6..8, q = 3, 4 every draw within 42 s on 2026-12-03, with bound (6);
// two ports with it the same day: p = 8, q = 3 every draw within 14 s, q = 4
// three of four within 30 s, p = 7, q = 4 three of four within 9 s).
// One entry per p the search takes, none beyond its q.
constexpr std::array<int, unidirectional_search_max_p> one_port_reach = {8, 8, 8, 8, 6, 4,
                                                                         4, 4, 3, 2, 2, 2};
constexpr std::array<int, bidirectional_search_max_p> two_port_reach = {6, 6, 6, 6, 6, 4, 4, 4};
static_assert(std::ranges::max(one_port_reach) <= unidirectional_search_max_q);
static_assert(std::ranges::max(two_port_reach) <= bidirectional_search_max_q);

}  // namespace

int search_reach_max_q(int p, Ports ports) {
  if (p < 1) return 0;
  const auto index = static_cast<std::size_t>(p - 1);
  if (ports == Ports::unidirectional) {
    return index < one_port_reach.size() ? one_port_reach[index] : 0;
  }
  return index < two_port_reach.size() ? two_port_reach[index] : 0;
}

void refuse_beyond_search_reach(const SegmentedInstance& in, Ports ports, bool in_order) {
  if (in_order) return;
  // No transfer holds a port: the one-port search answers both.
  if (in.alpha == 0 && in.beta == 0) ports = Ports::unidirectional;
  const int most = search_reach_max_q(in.p, ports);
  if (in.q() <= most) return;
  const std::string search =
      ports == Ports::unidirectional ? "the one-port search" : "the two-port search";
  throw TooBig(search + " over schedules in any order answers within about a minute q <= " +
               std::to_string(most) + " at p = " + std::to_string(in.p) +
               ", not q = " + std::to_string(in.q()) +
               " (docs/segmented.md, reach); accepted: fewer segments or processors, " +
               in_order_suggestion + ", or " + max_states_flag +
               " N (the search goes on, up to N states of " + bytes_per_state_text + ")");
}

}  // namespace redcheck
