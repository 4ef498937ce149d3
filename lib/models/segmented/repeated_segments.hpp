#pragma once
// Many equal segments in a row, without timing each one once the schedule has
// become periodic.
//
// Why it is exact: one segment step (uni-greedy's on the free-time multiset,
// tree_segment's on the tree clocks) is built from max and + only, and its
// choices depend on comparisons of clocks only, so adding a constant c to
// every clock before the step adds c to every clock after it. Hence once a
// step moves every clock by the same delta, the next step (same segment) does
// too, and k more steps add k * delta. Clocks that can never matter are left
// out of the comparison: in the bidirectional tree, a leaf's receive clock
// (always 0, below its send clock, which it is only ever compared with) and
// the root's send clock (always 0, never above a start).

#include "models/segmented/tree_segment.hpp"
#include "models/segmented/uni_greedy.hpp"

#include <cstdint>
#include <optional>
#include <type_traits>

namespace redcheck {

/// The delta when `after` is `before` with every time moved by it.
template <class T>
std::optional<T> uniform_shift(const FreeTimes<T>& before, const FreeTimes<T>& after) {
  if (before.size() != after.size()) return std::nullopt;
  const T delta = after.front().first - before.front().first;
  for (std::size_t i = 0; i < before.size(); ++i) {
    if (before[i].second != after[i].second || after[i].first - before[i].first != delta) {
      return std::nullopt;
    }
  }
  return delta;
}

template <class T>
void shift_all(FreeTimes<T>& free, const T& amount) {
  for (auto& bucket : free) bucket.first += amount;
}

/// The tree clocks that can matter to later steps (see above).
template <class T>
std::optional<T> uniform_shift(const TreeShape& tree, Ports ports, const TreeClocks<T>& before,
                               const TreeClocks<T>& after) {
  const T delta = after.busy.front() - before.busy.front();
  for (std::size_t x = 0; x < before.busy.size(); ++x) {
    const bool leaf = tree.children[x].empty();
    if ((ports == Ports::unidirectional || !leaf) && after.busy[x] - before.busy[x] != delta) {
      return std::nullopt;
    }
    if (ports == Ports::bidirectional && x != 0 && after.send[x] - before.send[x] != delta) {
      return std::nullopt;
    }
  }
  return delta;
}

/// Moves the clocks uniform_shift compares; the others keep their constant.
template <class T>
void shift_all(const TreeShape& tree, Ports ports, TreeClocks<T>& clocks, const T& amount) {
  for (std::size_t x = 0; x < clocks.busy.size(); ++x) {
    if (ports == Ports::unidirectional || !tree.children[x].empty()) clocks.busy[x] += amount;
    if (ports == Ports::bidirectional && x != 0) clocks.send[x] += amount;
  }
}

/// Applies `step(state)` `count` times. `shift_of(before, after)` returns
/// the uniform delta or nullopt, `shift(state, amount)` moves the state: the
/// functions above. Returns how many steps were actually run.
template <class State, class Step, class ShiftOf, class Shift>
std::int64_t repeat_segment(State& state, std::int64_t count, Step&& step, ShiftOf&& shift_of,
                            Shift&& shift) {
  State before = state;
  for (std::int64_t done = 0; done < count; ++done) {
    before = state;
    step(state);
    if (const auto delta = shift_of(before, state)) {
      using T = std::decay_t<decltype(*delta)>;
      shift(state, *delta * T(count - done - 1));
      return done + 1;
    }
  }
  return count;
}

}  // namespace redcheck
