#include "models/segmented/dominance_table.hpp"

#include "errors.hpp"
#include "models/segmented/state_table.hpp"

#include <algorithm>
#include <string>

namespace redcheck {

DominanceTable::DominanceTable(int words, int per_shape, std::size_t initial_slots,
                               std::uint32_t largest_busy)
    : words_(static_cast<std::size_t>(words)),
      per_shape_(static_cast<std::size_t>(per_shape)),
      largest_busy_(largest_busy) {
  if (initial_slots == 0 || (initial_slots & (initial_slots - 1)) != 0)
    throw InternalError("dominance table: " + std::to_string(initial_slots) +
                        " slots is not a power of two");
  // As many fields as fit, of 2 to 8 bits (12 words: 5 bits, 16 levels).
  field_bits_ = static_cast<unsigned>(
      std::clamp<std::size_t>(words_ == 0 ? 8 : 64 / words_, std::size_t{2}, std::size_t{8}));
  summarised_ = std::min<std::size_t>(words_, 64 / field_bits_);
  for (std::size_t w = 0; w < summarised_; ++w)
    guards_ |= std::uint64_t{1} << (w * field_bits_ + field_bits_ - 1);
  const std::uint64_t levels = std::uint64_t{1} << (field_bits_ - 1);
  scale_ = (levels << 32) / (largest_busy_ + 1);
  capacity_ = initial_slots;
  keys_.assign(capacity_ * words_, 0);
  list_.assign(capacity_, 0);
}

std::size_t DominanceTable::slot_of(const std::uint32_t* shape) const {
  const std::uint64_t h = hash_of_words(shape, words_);
  const std::size_t mask = capacity_ - 1;
  for (std::size_t i = static_cast<std::size_t>(h) & mask;; i = (i + 1) & mask) {
    if (list_[i] == 0 || std::equal(shape, shape + words_, &keys_[i * words_])) return i;
  }
}

std::uint64_t DominanceTable::summary_of(const std::uint32_t* busy) const {
  std::uint64_t summary = 0;
  for (std::size_t w = 0; w < summarised_; ++w) {
    const std::uint64_t level = (std::min<std::uint64_t>(busy[w], largest_busy_) * scale_) >> 32;
    summary |= level << (w * field_bits_);
  }
  return summary;
}

std::int64_t DominanceTable::bound_of(const std::uint32_t* shape, const std::uint32_t* busy,
                                      std::int64_t floor) const {
  return bound_of(shape, busy, summary_of(busy), floor);
}

std::int64_t DominanceTable::bound_of(const std::uint32_t* shape, const std::uint32_t* busy,
                                      std::uint64_t summary, std::int64_t floor) const {
  const std::uint32_t list = list_[slot_of(shape)];
  if (list == 0) return -1;
  const States& states = lists_[list - 1];
  const std::vector<std::uint32_t>& entries = states.entries;
  const std::size_t stride = words_ + 1;
  for (std::size_t at = 0, index = 0; at < entries.size(); at += stride, ++index) {
    const std::uint32_t* entry = &entries[at];
    if (static_cast<std::int64_t>(entry[words_]) <= floor) break;  // the rest are no larger
    if (!summary_at_least(summary, states.summaries[index])) continue;
    bool dominated = true;
    for (std::size_t w = 0; w < words_ && dominated; ++w) dominated = entry[w] <= busy[w];
    if (dominated) return entry[words_];
  }
  return -1;
}

void DominanceTable::put(const std::uint32_t* shape, const std::uint32_t* busy,
                         std::int64_t bound) {
  if (bound < 0 || bound >= (std::int64_t{1} << 31)) {
    throw InternalError("dominance table: a bound out of range: " + std::to_string(bound));
  }
  const std::uint64_t summary = summary_of(busy);
  if (bound_of(shape, busy, summary, bound - 1) >= bound) return;
  const std::size_t slot = slot_of(shape);
  if (list_[slot] == 0) {
    std::copy(shape, shape + words_, &keys_[slot * words_]);
    lists_.emplace_back();
    list_[slot] = static_cast<std::uint32_t>(lists_.size());
    ++size_;
  }
  States& states = lists_[list_[slot] - 1];
  std::vector<std::uint32_t>& entries = states.entries;
  std::vector<std::uint64_t>& summaries = states.summaries;
  const std::size_t stride = words_ + 1;
  // Drop the states this one answers for with a bound as large (each busy
  // at least as long, a bound no larger), keeping the order; it goes after
  // every larger bound (those come first).
  std::size_t kept = 0, insert_at = 0;
  for (std::size_t at = 0, index = 0; at < entries.size(); at += stride, ++index) {
    const std::uint32_t* entry = &entries[at];
    bool redundant = entry[words_] <= bound && summary_at_least(summaries[index], summary);
    for (std::size_t w = 0; w < words_ && redundant; ++w) redundant = busy[w] <= entry[w];
    if (redundant) continue;
    if (entry[words_] > bound) insert_at = kept + stride;
    if (kept != at) {
      std::copy(entries.begin() + static_cast<std::ptrdiff_t>(at),
                entries.begin() + static_cast<std::ptrdiff_t>(at + stride),
                entries.begin() + static_cast<std::ptrdiff_t>(kept));
      summaries[kept / stride] = summaries[index];
    }
    kept += stride;
  }
  entries.resize(kept);
  summaries.resize(kept / stride);
  if (entries.size() / stride == per_shape_) {
    // Full: the state of the smallest bound makes room (the new one is kept).
    entries.resize(entries.size() - stride);
    summaries.pop_back();
    insert_at = std::min(insert_at, entries.size());
  }
  const auto at =
      entries.insert(entries.begin() + static_cast<std::ptrdiff_t>(insert_at), stride, 0u);
  std::copy(busy, busy + words_, at);
  *(at + static_cast<std::ptrdiff_t>(words_)) = static_cast<std::uint32_t>(bound);
  summaries.insert(summaries.begin() + static_cast<std::ptrdiff_t>(insert_at / stride), summary);
  if (size_ * 10 > capacity_ * 7) grow();
}

void DominanceTable::grow() {
  // The larger arrays first: when memory runs out, std::bad_alloc leaves the
  // table as it was, which the search's other workers still read while the
  // exception ends the search (models/segmented/search_limits.hpp).
  std::vector<std::uint32_t> old_keys(capacity_ * 2 * words_, 0), old_list(capacity_ * 2, 0);
  old_keys.swap(keys_);
  old_list.swap(list_);
  const std::size_t old_capacity = capacity_;
  capacity_ *= 2;
  for (std::size_t i = 0; i < old_capacity; ++i) {
    if (old_list[i] == 0) continue;
    const std::uint32_t* shape = &old_keys[i * words_];
    const std::size_t slot = slot_of(shape);
    std::copy(shape, shape + words_, &keys_[slot * words_]);
    list_[slot] = old_list[i];
  }
}

}  // namespace redcheck
