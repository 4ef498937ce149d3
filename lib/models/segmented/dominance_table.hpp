#pragma once
// Lower bounds by dominance for a search over states of processors that are
// busy for some time. A state is split into its shape (what each processor
// holds, sorted) and its busy times (in the same order); a state whose busy
// times are each at least those of another state of the same shape takes at
// least as long to finish (every schedule from the later state can start
// each transfer at the same date from the earlier one). The table keeps up to
// a given number of states per shape, each with a lower bound of its time to
// finish, and answers, for a new state, the largest bound of a stored state it
// dominates.
//
// Each stored state also has a summary, one 64-bit word: its busy times
// quantised to a few levels each (a monotone map, so a state nowhere busier
// than another has nowhere higher levels), with a guard bit above each
// field. One subtraction then compares every field at once (no borrow
// leaves a field whose guard is set): a stored state whose summary is
// higher somewhere is not dominated, and its busy times are not read. Most
// stored states are rejected so (the dominance table was 30 % of the
// one-port search's time, scanning them; docs/segmented.md).

#include <cstddef>
#include <cstdint>
#include <vector>

namespace redcheck {

class DominanceTable {
 public:
  /// States of `words` processors; at most `per_shape` kept for each shape
  /// (those of the smallest bounds dropped first). `largest_busy`: the
  /// busy times the summaries' levels spread over (larger ones share the
  /// top level; any value is correct, a close one filters best).
  DominanceTable(int words, int per_shape, std::size_t initial_slots = std::size_t{1} << 10,
                 std::uint32_t largest_busy = std::uint32_t{1} << 22);

  /// The largest bound stored for a state of `shape` whose busy times are
  /// each at most `busy`'s, or -1 when there is none above `floor` (a
  /// bound the caller has already: the states of no larger bounds are not
  /// looked at).
  std::int64_t bound_of(const std::uint32_t* shape, const std::uint32_t* busy,
                        std::int64_t floor = -1) const;

  /// Keeps `bound` (a lower bound of the time to finish, < 2^31) for the
  /// state (`shape`, `busy`), unless a stored state it dominates already has
  /// a bound as large. Stored states it makes redundant (each busy at least
  /// as long, with a bound no larger) are dropped.
  void put(const std::uint32_t* shape, const std::uint32_t* busy, std::int64_t bound);

  std::size_t shapes() const { return size_; }

 private:
  // The states of one shape: busy times (words_) and the bound, one after
  // the other, the largest bound first (a query stops at the first state
  // it dominates), and their summaries in the same order. Lists grow as
  // states are put (most shapes keep a few).
  struct States {
    std::vector<std::uint32_t> entries;
    std::vector<std::uint64_t> summaries;
  };
  std::size_t words_, per_shape_;
  // Summaries: `field_bits_` a field (its top bit the guard), for the
  // first `summarised_` words; a busy time b has level (min(b,
  // largest_busy_) * scale_) >> 32, scale_ = levels 2^32 / (largest_busy_ +
  // 1): about b levels / (largest_busy_ + 1), below levels, monotone in b
  // (what matters), and with no division (the product stays below 2^39).
  unsigned field_bits_ = 0;
  std::size_t summarised_ = 0;
  std::uint64_t largest_busy_ = 0, scale_ = 0, guards_ = 0;
  std::size_t capacity_ = 0;         // slots, a power of two
  std::size_t size_ = 0;             // shapes stored
  std::vector<std::uint32_t> keys_;  // per slot: the shape (words_)
  std::vector<std::uint32_t> list_;  // per slot: 1 + its index in lists_ (0: empty slot)
  std::vector<States> lists_;

  std::size_t slot_of(const std::uint32_t* shape) const;  // where shape is, or its empty slot
  std::uint64_t summary_of(const std::uint32_t* busy) const;
  // bound_of with the query's summary already made (put makes it once).
  std::int64_t bound_of(const std::uint32_t* shape, const std::uint32_t* busy,
                        std::uint64_t summary, std::int64_t floor) const;
  // True when every field of `high` is at least that of `low`.
  bool summary_at_least(std::uint64_t high, std::uint64_t low) const {
    return (((high | guards_) - low) & guards_) == guards_;
  }
  void grow();
};

}  // namespace redcheck
