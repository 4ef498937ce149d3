#include "models/segmented/state_table.hpp"

#include "errors.hpp"

#include <algorithm>

namespace redcheck {

namespace {

constexpr std::uint32_t table_empty_slot = 0xffffffffu;
constexpr std::int64_t table_largest_value = (std::int64_t{1} << 31) - 2;

std::uint32_t table_packed_value(StateTable::Known known) {
  if (known.value < 0 || known.value > table_largest_value) {
    throw InternalError("state table: a time to finish out of range: " +
                        std::to_string(known.value));
  }
  return static_cast<std::uint32_t>(known.value) << 1 | (known.exact ? 1u : 0u);
}

}  // namespace

StateTable::StateTable(int words, std::size_t initial_slots)
    : words_(static_cast<std::size_t>(words)) {
  if (initial_slots == 0 || (initial_slots & (initial_slots - 1)) != 0)
    throw InternalError("state table: " + std::to_string(initial_slots) +
                        " slots is not a power of two");
  capacity_ = initial_slots;
  slots_.assign(capacity_ * (words_ + 1), 0);
  for (std::size_t i = 0; i < capacity_; ++i) slots_[i * (words_ + 1) + words_] = table_empty_slot;
}

std::size_t StateTable::slot_of(const std::uint32_t* key) const {
  const std::uint64_t h = hash_of_words(key, words_);
  const std::size_t mask = capacity_ - 1;
  for (std::size_t i = static_cast<std::size_t>(h) & mask;; i = (i + 1) & mask) {
    const std::uint32_t* slot = &slots_[i * (words_ + 1)];
    if (slot[words_] == table_empty_slot || std::equal(key, key + words_, slot)) return i;
  }
}

std::optional<StateTable::Known> StateTable::find(const std::uint32_t* key) const {
  const std::uint32_t* slot = &slots_[slot_of(key) * (words_ + 1)];
  if (slot[words_] == table_empty_slot) return std::nullopt;
  return Known{static_cast<std::int64_t>(slot[words_] >> 1), (slot[words_] & 1u) != 0};
}

void StateTable::put(const std::uint32_t* key, Known known) {
  std::uint32_t* slot = &slots_[slot_of(key) * (words_ + 1)];
  if (slot[words_] == table_empty_slot) {
    std::copy(key, key + words_, slot);
    ++size_;
  }
  slot[words_] = table_packed_value(known);
  if (size_ * 10 > capacity_ * 7) grow();
}

void StateTable::keep_stronger(const std::uint32_t* key, Known known) {
  const std::uint32_t* slot = &slots_[slot_of(key) * (words_ + 1)];
  if (slot[words_] != table_empty_slot) {
    const bool exact = (slot[words_] & 1u) != 0;
    const auto value = static_cast<std::int64_t>(slot[words_] >> 1);
    if (exact || (!known.exact && value >= known.value)) return;
  }
  put(key, known);
}

void StateTable::grow() {
  // The larger array first: when memory runs out, std::bad_alloc leaves the
  // table as it was, which the search's other workers still read while the
  // exception ends the search (models/segmented/search_limits.hpp).
  std::vector<std::uint32_t> old(capacity_ * 2 * (words_ + 1), 0);
  old.swap(slots_);
  const std::size_t old_capacity = capacity_;
  capacity_ *= 2;
  for (std::size_t i = 0; i < capacity_; ++i) slots_[i * (words_ + 1) + words_] = table_empty_slot;
  for (std::size_t i = 0; i < old_capacity; ++i) {
    const std::uint32_t* from = &old[i * (words_ + 1)];
    if (from[words_] == table_empty_slot) continue;
    std::uint32_t* to = &slots_[slot_of(from) * (words_ + 1)];
    std::copy(from, from + words_ + 1, to);
  }
}

}  // namespace redcheck
