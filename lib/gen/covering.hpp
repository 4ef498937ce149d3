#pragma once
// Generators that cover a range instead of staying near its bottom.
// RapidCheck's inRange scales a range by the draw's size, so a fuzzing run's
// early draws stay near the first value and the top of a range is seldom
// reached (n = 10 of 2..10 first drawn at draw ~400). These draw, under
// verifier fuzz (a FuzzDrawScope set by the search), the range's ends and
// the values next to them (and 0 and 1 where in range) in the first draws,
// then spread over the whole range: uniform, or log-uniform half the time
// when it spans more than 1000 values, with an edge again one draw in eight.
// The size is ignored. They shrink towards the first value (covering_shrinks).

#include <rapidcheck/Gen.h>
#include <rapidcheck/Seq.h>
#include <rapidcheck/gen/Transform.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace redcheck {

/// Sets the index of the draw being generated on this thread (draw k of a
/// fuzzing search), for the covering generators, until destroyed.
class FuzzDrawScope {
 public:
  explicit FuzzDrawScope(std::uint64_t draw);
  ~FuzzDrawScope();
  FuzzDrawScope(const FuzzDrawScope&) = delete;
  FuzzDrawScope& operator=(const FuzzDrawScope&) = delete;

  /// The draw being generated on this thread, if a search set one.
  static std::optional<std::uint64_t> current();

 private:
  std::optional<std::uint64_t> outer_;
};

/// The values a covering draw tries first in first..last: the ends, the
/// values next to them, 0 and 1 where in range; without repeats.
std::vector<std::int64_t> range_edges(std::int64_t first, std::int64_t last);

/// The value of draw `draw` (nullopt: not under a search) in first..last
/// from the random word `word`: an edge in the first draws, then spread.
std::int64_t covering_value(std::int64_t first, std::int64_t last,
                            std::optional<std::uint64_t> draw, std::uint64_t word);

/// The simpler values a covering draw `value` shrinks to, the simplest
/// first: first, first + 1, ... (up to 32 of them: where a property fails at
/// some values and not others, this finds the smallest failing one near the
/// start), then the halving steps towards first of RapidCheck's shrinking.
rc::Seq<std::int64_t> covering_shrinks(std::int64_t value, std::int64_t first);

namespace gen {

/// An integer in first..last that covers the range; shrinks towards first.
/// Drawing from an empty range (first > last) throws InternalError.
rc::Gen<int> covering_int(int first, int last);

/// An index below `count` that covers the indices (first and
/// last early); shrinks towards 0. For lists ordered simplest first.
rc::Gen<std::size_t> covering_index(std::size_t count);

/// One of `values` (not empty), covering them as covering_index does.
template <class T>
rc::Gen<T> covering_element(std::vector<T> values) {
  const std::size_t count = values.size();  // before the lambda takes them
  return rc::gen::map(covering_index(count),
                      [values = std::move(values)](std::size_t k) { return values[k]; });
}

}  // namespace gen

}  // namespace redcheck
