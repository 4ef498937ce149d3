#pragma once
// A hash table from a search state, packed as a fixed number of 32-bit words,
// to what is known of its time to finish: the exact value, or a lower bound
// it was shown to reach. Open addressing with the keys stored inline: the
// searches keep tens of millions of states, and a node-based map spends three
// times the memory on them.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace redcheck {

/// The hash of a packed state's words (the state table's and the dominance
/// table's; inline: every lookup of the searches takes it).
inline std::uint64_t hash_of_words(const std::uint32_t* words, std::size_t count) {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL;
  for (std::size_t w = 0; w < count; ++w) {
    h ^= words[w];
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 29;
  }
  return h;
}

class StateTable {
 public:
  struct Known {
    std::int64_t value;  ///< the exact time to finish, or a lower bound of it
    bool exact;
  };

  /// Keys of `words` words each; values below 2^31 - 1.
  /// `initial_slots`: a power of two (the table doubles as it fills).
  explicit StateTable(int words, std::size_t initial_slots = std::size_t{1} << 12);

  std::optional<Known> find(const std::uint32_t* key) const;
  /// Inserts or overwrites.
  void put(const std::uint32_t* key, Known known);
  /// Inserts, or keeps the stronger of the two: an exact value, else the
  /// larger bound (searches on several threads learn the same state).
  void keep_stronger(const std::uint32_t* key, Known known);

  std::size_t size() const { return size_; }
  std::size_t bytes() const { return slots_.size() * sizeof(std::uint32_t); }

 private:
  std::size_t words_;         // key words per slot; the value word follows
  std::size_t capacity_ = 0;  // slots, a power of two
  std::size_t size_ = 0;
  std::vector<std::uint32_t> slots_;

  std::size_t slot_of(const std::uint32_t* key) const;  // where key is, or the empty slot for it
  void grow();
};

}  // namespace redcheck
