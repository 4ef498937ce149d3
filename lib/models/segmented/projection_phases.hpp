#pragma once
// How the one-port and two-port searches (exhaustive.cpp,
// bidirectional_search.cpp) run from the start when they have bound (6),
// projections: the exact time to finish without one segment, by a search of
// the other segments. Projections cost states of their own, so where the
// search is short they cost more than they save; and they are cheap below
// low bounds, dear at high ones. Hence phases:
//
//   1. the search without bound (6), for `projections_after` states (it
//      answers alone where it is short, expanding the states it always did);
//   2. then, where the schedule known is far above the start's bound (more
//      than a fifth of it), rising ceilings: each search asks for a schedule
//      at the least bound known, no more, so that the projections are
//      searched below low bounds and no state is searched for schedules
//      longer than the optimum; the tables kept from one to the next, each
//      raises the start's bound. Where it is close, one search below the
//      schedule known: the proof at the optimum is then most of the work,
//      and the searches below it would be paid on top (chosen on the reach's
//      draws, docs/segmented.md: one port, p = 8, (1,1,3,2), 0, 1, 1/3 needs
//      the first, p = 7, (1,2,1,1), 0, 2, 1/3 the second).
//
// The two-port search rises whatever the gap (Ceilings::always_rising),
// each ceiling an eighth of the gap left above the last (a tick at least):
// there one search below a schedule known 15 % above its optimum may not
// find a better one for minutes (p = 8, segments 2,3,2,3, alpha 1/2, beta 2,
// gamma 1: nothing below 109/2 within 60 s; rising, the optimum 51 in 2 s),
// whereas rising costs at most about twice the one search on the draws
// measured (docs/segmented.md, 2026-12-07).
//
// Every phase is exact: each search answers the least time to finish below
// its ceiling, or shows there is none, and a search that finds nothing
// below the schedule known leaves that schedule optimal.

#include <algorithm>
#include <cstdint>
#include <optional>

namespace redcheck::segmented_search {

/// How phase 2 chooses its ceilings (above).
enum class Ceilings {
  by_gap,         ///< rising when the gap is more than a fifth, by a tick
  always_rising,  ///< rising, each an eighth of the gap left (a tick at least)
};

/// The least makespan (ticks) below `ceiling`, or a value >= ceiling; none
/// when `budget` states were spent first. `search` has projects(),
/// set_projecting(bool), limit_states(n), least_found(), expanded() and
/// known_bound(start); `solve_below(c)` searches from `start` below c.
template <class Search, class State, class SolveBelow>
std::optional<std::int64_t> solve_in_phases(Search& search, const State& start,
                                            std::int64_t ceiling, std::uint64_t budget,
                                            std::uint64_t projections_after,
                                            SolveBelow&& solve_below,
                                            Ceilings ceilings = Ceilings::by_gap) {
  using Tick = std::int64_t;
  if (!search.projects()) return solve_below(ceiling);
  std::optional<Tick> found;
  Tick known = ceiling;  // below `ceiling`: a schedule of that makespan was found
  if (projections_after > 0) {
    search.set_projecting(false);
    search.limit_states(std::min(budget, projections_after));
    found = solve_below(ceiling);
    search.limit_states(budget);
    search.set_projecting(true);
    if (found) return found;
    if (search.expanded() >= budget) return std::nullopt;
    known = std::min(ceiling, search.least_found());
  }
  Tick least = search.known_bound(start);
  const bool always = ceilings == Ceilings::always_rising;
  if (always || known - least > least / 5) {
    for (;;) {
      // Each search answers exactly below its trial: a higher step costs
      // fewer searches, each searched a little above the optimum at most.
      const Tick step = always ? std::max<Tick>(1, (known - least) / 8) : 1;
      const Tick trial = std::min(known, least + step);
      found = solve_below(trial);
      if (!found || *found < trial || trial == known) break;
      least = std::max(trial, search.known_bound(start));
    }
  } else {
    found = solve_below(known);
  }
  // Nothing below the schedule found first: it is optimal (the search's
  // Incumbent keeps it).
  if (found && *found >= known && known < ceiling) found = known;
  return found;
}

}  // namespace redcheck::segmented_search
