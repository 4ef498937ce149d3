#include "models/segmented/dominance_table.hpp"

#include "errors.hpp"
#include "models/segmented/state_table.hpp"

#include <algorithm>
#include <string>

namespace redcheck {

// A slot: [0] how many states are stored (0: empty slot), [1] the next to
// replace, the shape (words_), then per_shape_ times the busy times (words_)
// and the bound.
DominanceTable::DominanceTable(int words, int per_shape)
    : words_(static_cast<std::size_t>(words)),
      per_shape_(static_cast<std::size_t>(per_shape)),
      stride_(2 + words_ + per_shape_ * (words_ + 1)) {
  capacity_ = 1u << 10;
  slots_.assign(capacity_ * stride_, 0);
}

std::size_t DominanceTable::slot_of(const std::uint32_t* shape) const {
  const std::uint64_t h = hash_of_words(shape, words_);
  const std::size_t mask = capacity_ - 1;
  for (std::size_t i = static_cast<std::size_t>(h) & mask;; i = (i + 1) & mask) {
    const std::uint32_t* slot = &slots_[i * stride_];
    if (slot[0] == 0 || std::equal(shape, shape + words_, slot + 2)) return i;
  }
}

std::int64_t DominanceTable::bound_of(const std::uint32_t* shape, const std::uint32_t* busy) const {
  const std::uint32_t* slot = &slots_[slot_of(shape) * stride_];
  std::int64_t best = -1;
  for (std::size_t e = 0; e < slot[0]; ++e) {
    const std::uint32_t* entry = slot + 2 + words_ + e * (words_ + 1);
    if (static_cast<std::int64_t>(entry[words_]) <= best) continue;
    bool dominated = true;
    for (std::size_t w = 0; w < words_ && dominated; ++w) dominated = entry[w] <= busy[w];
    if (dominated) best = entry[words_];
  }
  return best;
}

void DominanceTable::put(const std::uint32_t* shape, const std::uint32_t* busy,
                         std::int64_t bound) {
  if (bound < 0 || bound >= (std::int64_t{1} << 31)) {
    throw InternalError("dominance table: a bound out of range: " + std::to_string(bound));
  }
  if (bound_of(shape, busy) >= bound) return;
  std::uint32_t* slot = &slots_[slot_of(shape) * stride_];
  if (slot[0] == 0) {
    std::copy(shape, shape + words_, slot + 2);
    ++size_;
  }
  std::size_t e = slot[0];
  if (e == per_shape_) {
    e = slot[1];
    slot[1] = static_cast<std::uint32_t>((e + 1) % per_shape_);
  } else {
    ++slot[0];
  }
  std::uint32_t* entry = slot + 2 + words_ + e * (words_ + 1);
  std::copy(busy, busy + words_, entry);
  entry[words_] = static_cast<std::uint32_t>(bound);
  if (size_ * 10 > capacity_ * 7) grow();
}

void DominanceTable::grow() {
  std::vector<std::uint32_t> old;
  old.swap(slots_);
  const std::size_t old_capacity = capacity_;
  capacity_ *= 2;
  slots_.assign(capacity_ * stride_, 0);
  for (std::size_t i = 0; i < old_capacity; ++i) {
    const std::uint32_t* from = &old[i * stride_];
    if (from[0] == 0) continue;
    std::copy(from, from + stride_, &slots_[slot_of(from + 2) * stride_]);
  }
}

}  // namespace redcheck
