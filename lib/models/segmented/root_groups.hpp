#pragma once
// A lower bound of when the root is done receiving, for the segmented
// searches (bidirectional_search.cpp): the root's receives of each segment
// with the holders of that segment split into groups.
//
// Why it holds. Take a schedule from a state, and a segment k whose h
// holders other than the root have not sent it yet. Each of them sends k
// once, and what it holds of k then reaches the root through exactly one of
// the root's receives of k (data is not copied, and a contribution combined
// twice is an error). So the root's receives of k split the h holders into
// groups, one per receive. The data of a group of g holders is merged into
// one holder before it is sent to the root: merges two at a time, each
// ending no earlier than c_k + g_k after the later of its two parts is ready,
// so the group is ready no earlier than merged_end of its members' ready
// times (merge_bound.hpp, Golumbic's rule), and no earlier than E_k(g),
// merged_end of the g earliest ready times of all h holders (merged_end
// only grows with each ready time). The root receives one thing at a time,
// its receive port held c_k + g_k by each (the transfer, then its
// combining): jobs with release dates on one machine, which end earliest
// taken by release date. The least, over the ways of splitting each
// segment's h holders into groups (the partitions of the integer h), of
// that end bounds when the root is done. It counts what the bound of
// merge_bound.hpp (one receive, or two) leaves out: that more receives at
// the root are more of its time, and that a second receive is as late as
// the merge of its own group (p = 8, segments 1,3,1,3, alpha 1, beta 1/2,
// gamma 2: 82 ticks at the start, the optimum, against 69).

#include "models/segmented/merge_bound.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace redcheck::segmented_search {

/// Holders other than the root, at most (p <= 16).
inline constexpr std::size_t root_groups_most_holders = 15;

/// The partitions of h (1..15) into parts, the parts of each in
/// nonincreasing order, those of fewer parts first: the ways a segment's h
/// holders other than the root may reach it in groups.
const std::vector<std::vector<std::uint8_t>>& integer_partitions(std::size_t h);

/// One segment's part of the bound: E(g) for g = 1..holders (`ready_by_size`
/// [g - 1], nondecreasing) and the root's receive of one group, `length`.
struct RootGroups {
  std::array<std::int64_t, root_groups_most_holders> ready_by_size;
  std::size_t holders = 0;
  std::int64_t length = 0;
};

/// A segment's RootGroups from its holders' ready times (`others`, sorted
/// ascending, 1..15 of them) and its merge length.
inline RootGroups root_groups_of(const std::int64_t* others, std::size_t count,
                                 std::int64_t length) {
  if (count == 0 || count > root_groups_most_holders) {
    throw std::logic_error("root_groups_of: 1 to 15 holders");
  }
  RootGroups out;
  out.holders = count;
  out.length = length;
  for (std::size_t g = 1; g <= count; ++g) out.ready_by_size[g - 1] = merged_end(others, g, length);
  return out;
}

/// Whether every way of splitting each segment's holders into groups keeps
/// the root busy until `target` or later, the root's receive port free from
/// `free_from` (the bound holds at `target`); false as soon as one way ends
/// earlier. At most 6 segments.
bool root_groups_reach(std::int64_t free_from, const RootGroups* segments, std::size_t count,
                       std::int64_t target);

/// The bound itself: the least end over every way (free_from when there are
/// no segments). Dearer than root_groups_reach, which may stop early.
std::int64_t root_groups_least(std::int64_t free_from, const RootGroups* segments,
                               std::size_t count);

}  // namespace redcheck::segmented_search
