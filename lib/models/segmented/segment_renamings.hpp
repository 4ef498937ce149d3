#pragma once
// Renamings of a segmented instance's segments that keep every size: they
// map schedules to schedules as long (any order only: in order, segment
// indices carry meaning). The exhaustive searches keep one state of each
// class: the least key over the renamings that put each segment's signature
// (a value every renaming leaves alone: what the processors that hold or sent
// the segment look like) in nondecreasing order. Those renamings reach the
// same set of states from any state of a class, so the least key is the
// class's.

#include <array>
#include <cstdint>
#include <vector>

namespace redcheck {

class SegmentRenamings {
 public:
  /// The renamings of segments of equal `sizes`; the identity alone when
  /// `in_order` or when there are more than `most`.
  SegmentRenamings(const std::vector<std::int64_t>& sizes, bool in_order, std::size_t most = 24);

  std::size_t size() const { return targets_.size(); }
  /// Segment k's new index under renaming r.
  int segment(std::size_t r, int k) const { return targets_[r][static_cast<std::size_t>(k)]; }
  /// A set of segments (bit k: segment k) under renaming r.
  unsigned mask(std::size_t r, unsigned segments) const { return masks_[r][segments]; }
  /// Whether renaming r puts the segments' signatures in nondecreasing
  /// order among equal sizes (always, with the identity alone).
  bool orders(std::size_t r, const std::uint64_t* signature) const;

  /// Segments nobody has sent yet (`untouched`, bit k: segment k) are held
  /// by all and received by none, so those of equal size are
  /// interchangeable: whether the set `started` (bit k: segment k) takes of
  /// each size only a first few of them by index. Callers pass no untouched
  /// segment where indices carry meaning (in order).
  bool starts_first_untouched(unsigned started, unsigned untouched) const;

 private:
  std::vector<std::int64_t> sizes_;
  std::vector<std::vector<int>> targets_;
  std::vector<std::array<std::uint8_t, 256>> masks_;
};

}  // namespace redcheck
