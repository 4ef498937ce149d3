#include "models/segmented/segment_renamings.hpp"

#include <algorithm>
#include <numeric>

namespace redcheck {

SegmentRenamings::SegmentRenamings(const std::vector<std::int64_t>& sizes, bool in_order,
                                   std::size_t most)
    : sizes_(sizes) {
  const auto q = static_cast<int>(sizes.size());
  std::vector<int> to(sizes.size());
  std::iota(to.begin(), to.end(), 0);
  do {
    bool keeps_sizes = true;
    for (std::size_t k = 0; k < to.size() && keeps_sizes; ++k) {
      keeps_sizes = sizes[k] == sizes[static_cast<std::size_t>(to[k])];
    }
    if (keeps_sizes) targets_.push_back(to);
  } while (!in_order && targets_.size() <= most && std::next_permutation(to.begin(), to.end()));
  if (targets_.size() > most) targets_.resize(1);  // the identity: too many to try
  for (const auto& target : targets_) {
    std::array<std::uint8_t, 256> map{};
    for (unsigned segments = 0; segments < (1u << q); ++segments) {
      unsigned renamed = 0;
      for (int k = 0; k < q; ++k) {
        if ((segments >> k) & 1u) renamed |= 1u << target[static_cast<std::size_t>(k)];
      }
      map[segments] = static_cast<std::uint8_t>(renamed);
    }
    masks_.push_back(map);
  }
}

bool SegmentRenamings::orders(std::size_t r, const std::uint64_t* signature) const {
  if (targets_.size() == 1) return true;
  const auto& to = targets_[r];
  for (std::size_t j = 0; j < to.size(); ++j) {
    for (std::size_t k = 0; k < to.size(); ++k) {
      if (sizes_[j] == sizes_[k] && to[j] < to[k] && signature[j] > signature[k]) return false;
    }
  }
  return true;
}

bool SegmentRenamings::starts_first_untouched(unsigned started, unsigned untouched) const {
  for (std::size_t k = 0; k < sizes_.size(); ++k) {
    if (!((started & untouched) >> k & 1u)) continue;
    for (std::size_t j = 0; j < k; ++j) {
      if ((untouched >> j & 1u) && !(started >> j & 1u) && sizes_[j] == sizes_[k]) return false;
    }
  }
  return true;
}

}  // namespace redcheck
