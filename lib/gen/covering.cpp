#include "gen/covering.hpp"

#include "errors.hpp"
#include "gen/mix.hpp"

#include <rapidcheck/Random.h>
#include <rapidcheck/seq/Create.h>
#include <rapidcheck/seq/Transform.h>
#include <rapidcheck/shrink/Shrink.h>
#include <rapidcheck/shrinkable/Create.h>

#include <algorithm>
#include <climits>
#include <cmath>

namespace redcheck {

namespace {

thread_local std::optional<std::uint64_t> current_draw;

// Draws that take edges only: each edge in turn, then random ones, so that
// the ends of several variables meet in several combinations.
constexpr std::uint64_t edge_draws = 16;
// Ranges of more values than this are also drawn log-uniformly (half the time).
constexpr std::uint64_t wide = 1000;

// A uniform double in [0, 1) from a word.
double unit(std::uint64_t word) {
  return static_cast<double>(word >> 11) * 0x1.0p-53;
}

}  // namespace

FuzzDrawScope::FuzzDrawScope(std::uint64_t draw) : outer_(current_draw) {
  current_draw = draw;
}

FuzzDrawScope::~FuzzDrawScope() {
  current_draw = outer_;
}

std::optional<std::uint64_t> FuzzDrawScope::current() {
  return current_draw;
}

std::vector<std::int64_t> range_edges(std::int64_t first, std::int64_t last) {
  if (first > last) throw InternalError("range_edges of an empty range");
  std::vector<std::int64_t> out;
  const auto add = [&](std::int64_t v) {
    if (v >= first && v <= last && std::find(out.begin(), out.end(), v) == out.end()) {
      out.push_back(v);
    }
  };
  add(first);
  add(last);
  if (first < last) {
    add(first + 1);
    add(last - 1);
  }
  add(0);
  add(1);
  return out;
}

std::int64_t covering_value(std::int64_t first, std::int64_t last,
                            std::optional<std::uint64_t> draw, std::uint64_t word) {
  const std::vector<std::int64_t> edges = range_edges(first, last);
  const std::uint64_t pick = splitmix(word), how = splitmix(word ^ 0x5bd1e995),
                      where = splitmix(word + 1);
  if (draw && *draw < edges.size()) return edges[*draw];
  if ((draw && *draw < edge_draws) || how % 8 == 0) return edges[pick % edges.size()];
  // The span may be every value of the type: unsigned arithmetic.
  const std::uint64_t span = static_cast<std::uint64_t>(last) - static_cast<std::uint64_t>(first);
  std::uint64_t offset = 0;
  if (span >= wide && (how >> 8) % 2 == 0) {
    // Log-uniform: offset + 1 = (span + 1)^u, each decade as likely.
    const double top = std::log1p(static_cast<double>(span));
    offset = std::min(static_cast<std::uint64_t>(std::expm1(unit(where) * top)), span);
  } else {
    offset = span == UINT64_MAX ? where : where % (span + 1);
  }
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(first) + offset);
}

rc::Seq<std::int64_t> covering_shrinks(std::int64_t value, std::int64_t first) {
  constexpr std::int64_t linear = 32;
  const std::int64_t linear_end = value - first > linear ? first + linear : value;
  return rc::seq::concat(rc::seq::range(first, linear_end),
                         rc::seq::filter(rc::shrink::towards(value, first),
                                         [linear_end](std::int64_t x) { return x >= linear_end; }));
}

namespace gen {

// An empty range fails when drawn from, not when made (as inRange does): a
// domain may hold a generator it never draws from.
rc::Gen<int> covering_int(int first, int last) {
  return rc::Gen<int>([first, last](const rc::Random& source, int) {
    if (first > last) throw InternalError("covering_int drew from an empty range");
    rc::Random random = source;
    const int value =
        static_cast<int>(covering_value(first, last, FuzzDrawScope::current(), random.next()));
    return rc::shrinkable::shrinkRecur(value, [first](int v) {
      return rc::seq::map(covering_shrinks(v, first),
                          [](std::int64_t x) { return static_cast<int>(x); });
    });
  });
}

rc::Gen<std::size_t> covering_index(std::size_t count) {
  const int last = count == 0 ? -1 : static_cast<int>(std::min<std::size_t>(count - 1, INT_MAX));
  return rc::gen::map(covering_int(0, last), [](int k) { return static_cast<std::size_t>(k); });
}

}  // namespace gen

}  // namespace redcheck
