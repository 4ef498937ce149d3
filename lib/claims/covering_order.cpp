#include "claims/covering_order.hpp"

#include "errors.hpp"
#include "gen/mix.hpp"

#include <algorithm>
#include <functional>

namespace redcheck {

namespace {

constexpr int rounds = 4;

}  // namespace

std::optional<std::uint64_t> CoveringOrder::product(const std::vector<std::uint64_t>& radices) {
  std::uint64_t out = 1;
  for (std::uint64_t r : radices) {
    if (r == 0) return 0;
    if (out > max_points / r) return std::nullopt;
    out *= r;
  }
  return out;
}

CoveringOrder::CoveringOrder(std::vector<std::uint64_t> radices,
                             std::vector<std::vector<std::uint64_t>> edges, std::uint64_t seed)
    : radices_(std::move(radices)), seed_(splitmix(seed)) {
  const auto size = product(radices_);
  if (!size || *size == 0 || edges.size() != radices_.size()) {
    throw InternalError("a covering order of an empty, too large or malformed domain");
  }
  size_ = *size;
  while ((std::uint64_t{1} << (2 * half_bits_)) < size_) ++half_bits_;
  // Edge points by the sum of their variables' edge ranks (all first values,
  // then one variable at another edge, ...), in digit order within a sum.
  std::vector<std::size_t> rank(radices_.size(), 0);
  const std::size_t k_max = radices_.size();
  std::size_t most_rank = 0;
  for (auto& e : edges) {
    e.erase(std::remove_if(e.begin(), e.end(),
                           [&](std::uint64_t d) { return d >= radices_[&e - edges.data()]; }),
            e.end());
    if (e.empty()) e.push_back(0);
    most_rank += e.size() - 1;
  }
  for (std::size_t sum = 0; sum <= most_rank && edge_points_.size() < max_edge_points; ++sum) {
    // Every rank vector of this sum, the first variable's rank slowest.
    const std::function<void(std::size_t, std::size_t)> place = [&](std::size_t k,
                                                                    std::size_t left) {
      if (edge_points_.size() >= max_edge_points) return;
      if (k == k_max) {
        if (left != 0) return;
        std::uint64_t index = 0;
        for (std::size_t v = 0; v < k_max; ++v) index = index * radices_[v] + edges[v][rank[v]];
        if (std::find(edge_points_.begin(), edge_points_.end(), index) == edge_points_.end()) {
          edge_points_.push_back(index);
        }
        return;
      }
      for (std::size_t r = 0; r < edges[k].size() && r <= left; ++r) {
        rank[k] = r;
        place(k + 1, left - r);
      }
    };
    place(0, sum);
  }
  for (std::uint64_t index : edge_points_) edge_positions_.push_back(unpermuted(index));
  std::sort(edge_positions_.begin(), edge_positions_.end());
}

std::vector<std::uint64_t> CoveringOrder::digits(std::uint64_t draw) const {
  if (draw >= size_) throw InternalError("a draw beyond the covering order");
  if (draw < edge_points_.size()) return decoded(edge_points_[draw]);
  // The (draw - edges)-th position of the shuffle that is not an edge point's.
  std::uint64_t position = draw - edge_points_.size();
  for (std::uint64_t taken : edge_positions_) {
    if (taken <= position) ++position;
  }
  return decoded(permuted(position));
}

std::uint64_t CoveringOrder::feistel(std::uint64_t x, bool inverse) const {
  const std::uint64_t mask = (std::uint64_t{1} << half_bits_) - 1;
  std::uint64_t left = x >> half_bits_, right = x & mask;
  for (int r = 0; r < rounds; ++r) {
    const int round = inverse ? rounds - 1 - r : r;
    const std::uint64_t key = seed_ ^ (static_cast<std::uint64_t>(round) << 58);
    if (!inverse) {
      const std::uint64_t next = left ^ (splitmix(key ^ right) & mask);
      left = right;
      right = next;
    } else {
      const std::uint64_t previous = right ^ (splitmix(key ^ left) & mask);
      right = left;
      left = previous;
    }
  }
  return (left << half_bits_) | right;
}

// Cycle walking: the block permutation applied until the value is in range
// gives a permutation of 0..size-1 (and its inverse, walked backwards).
std::uint64_t CoveringOrder::permuted(std::uint64_t position) const {
  std::uint64_t x = feistel(position, false);
  while (x >= size_) x = feistel(x, false);
  return x;
}

std::uint64_t CoveringOrder::unpermuted(std::uint64_t index) const {
  std::uint64_t x = feistel(index, true);
  while (x >= size_) x = feistel(x, true);
  return x;
}

std::vector<std::uint64_t> CoveringOrder::decoded(std::uint64_t index) const {
  std::vector<std::uint64_t> out(radices_.size());
  for (std::size_t v = radices_.size(); v-- > 0;) {
    out[v] = index % radices_[v];
    index /= radices_[v];
  }
  return out;
}

}  // namespace redcheck
