#pragma once
// A claim's check at one point, decided by a fast exact computation first
// (integer ticks, no explicit schedule) and in exact rationals on the
// explicit, validated schedule where it matters. The exact path stays the
// reference:
//  - a point the fast path finds failing is decided again exactly, and its
//    counterexample comes from there;
//  - so is a sample of the points that hold (one in 16, chosen by a key of
//    the point, so that the validator still sees every kind of point);
//  - the two verdicts must agree (checked(): a CrossCheckFailure otherwise);
//  - a point without a fast path (costs whose ticks do not fit) is decided
//    exactly.
// Claims that check millions of points use it: the reports are those of the
// exact path, at a fraction of its cost.

#include "claims/claim.hpp"
#include "errors.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace redcheck {

/// What the fast path says of a point.
struct FastVerdict {
  bool holds = false;
  bool sampled = false;  ///< decided exactly too, though it holds
};

/// Whether a point of this key is in the exact path's sample (one in 16).
inline bool in_exact_sample(std::uint64_t key) {
  key ^= key >> 33;  // a few bits of mixing: keys of neighbouring points differ little
  key *= 0xff51afd7ed558ccdULL;
  key ^= key >> 33;
  return key % 16 == 0;
}

/// The check of a point:
///  - `fast(point)`: std::optional<FastVerdict> (nullopt: no fast path here);
///  - `exact(point, counted)`: the claim's exact check, with its
///    counterexample; `counted` says whether `fast` has already seen the
///    point (for claims that count what they see);
///  - `describe(point)`: the point in words, for a disagreement;
///  - `quantity`: what is decided, for a disagreement.
template <class Point, class Fast, class Exact, class Describe>
auto fast_then_exact(Fast fast, Exact exact, Describe describe, std::string quantity) {
  return [fast, exact, describe, quantity](const Point& x) -> std::optional<Counterexample> {
    const std::optional<FastVerdict> verdict = fast(x);
    if (verdict && verdict->holds && !verdict->sampled) return std::nullopt;
    std::optional<Counterexample> found = exact(x, verdict.has_value());
    if (verdict) {
      checked(quantity, describe(x), "int64 ticks", verdict->holds,
              "exact rationals on the validated schedule", !found.has_value());
    }
    return found;
  };
}

}  // namespace redcheck
