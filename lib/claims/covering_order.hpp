#pragma once
// The order in which verifier fuzz visits a finite domain whose points are
// named by digit tuples (variable k's digit below radices[k]): first the
// edge points, where every variable sits at one of its edges (its ends, the
// values next to them, 0 and 1), fewest variables away from their first
// value first; then every other point once, in a pseudo-random order. So a
// domain of at most --runs points is visited whole, a larger one is sampled
// without repeats, and the top of every range comes in the first draws.
//
// The order depends on the seed only, not on --runs: draw i is the same
// point whatever the number of runs, so "--runs i+1" finds a finding again.
// The shuffle is a keyed Feistel permutation of the indices (cycle-walked
// into range), so draw i costs O(edges), with nothing stored per point.

#include <cstdint>
#include <optional>
#include <vector>

namespace redcheck {

class CoveringOrder {
 public:
  /// `edges[k]`: variable k's edge digits, most telling first. Throws
  /// InternalError when a radix is 0 or the product exceeds max_points.
  CoveringOrder(std::vector<std::uint64_t> radices, std::vector<std::vector<std::uint64_t>> edges,
                std::uint64_t seed);

  /// The most points an order is made for.
  static constexpr std::uint64_t max_points = std::uint64_t{1} << 62;
  /// Edge points visited first, at most.
  static constexpr std::size_t max_edge_points = 64;

  /// How many points the domain has: the draws of a whole visit.
  std::uint64_t size() const { return size_; }
  std::size_t edge_points() const { return edge_points_.size(); }
  /// The digits of draw `draw` (< size()).
  std::vector<std::uint64_t> digits(std::uint64_t draw) const;

  /// The product of `radices`, or nullopt above max_points.
  static std::optional<std::uint64_t> product(const std::vector<std::uint64_t>& radices);

 private:
  std::uint64_t permuted(std::uint64_t position) const;
  std::uint64_t unpermuted(std::uint64_t index) const;
  std::uint64_t feistel(std::uint64_t x, bool inverse) const;
  std::vector<std::uint64_t> decoded(std::uint64_t index) const;

  std::vector<std::uint64_t> radices_;
  std::uint64_t size_ = 1;
  std::uint64_t seed_;
  int half_bits_ = 1;                          ///< the permuted block is 2 * half_bits_ wide
  std::vector<std::uint64_t> edge_points_;     ///< their indices, in visiting order
  std::vector<std::uint64_t> edge_positions_;  ///< where the shuffle puts them, sorted
};

}  // namespace redcheck
