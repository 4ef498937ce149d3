#pragma once
// Exhaustive search over every schedule of the segmented model with
// bidirectional ports (Lowery & Langou, Section VI): a send port and a
// receive port per processor, a combining holding both (model.hpp),
// reduction trees only (no forwarding), optionally in order.
//
// Why it is exhaustive. The costs are whole numbers of a tick (the largest
// rational dividing alpha, beta and gamma). Take any valid schedule and fix,
// for every two activities that share a resource or a dependency, which one
// comes first, as the schedule has them. The rules then read as difference
// constraints between starts (x_j - x_i >= a duration) and equalities (a
// combining starts when its transfer ends). Their least solution keeps every
// order, so it is valid; it is nowhere later than the schedule; and each of
// its dates is the weight of a longest path, a whole number of ticks. So some
// optimal schedule starts everything on the tick grid.
//
// The search goes forward along that grid. At a tick it starts any set of
// transfers the rules allow there (any non-root sender, any segment it still
// holds and is not receiving, any receiver that has not sent it, one send and
// one receive per processor, a combining never meeting a transfer of its
// processor), the empty set included while something is under way, then
// jumps to the next tick at which some transfer could start: in between none
// can. Whether a transfer may start depends only on what is under way,
// relative to now (the rest of each send, each receive and its combining),
// and on which segments each processor has sent; so does the best time to
// finish from there. That time is computed once per state (memo), processors
// of equal state being interchangeable (the key sorts them).
//
// Symmetry: processors of equal state are interchangeable, and in any order
// so are segments of equal size (segment_renamings.hpp): a set of transfers
// starts the first few of the segments nobody has sent, and the memo keeps
// one state of each class.
//
// Pruning, exact: branch and bound on a lower bound (every processor still
// sends each segment it holds, one send at a time, and someone combines the
// last; each segment's holders, each from the time it is ready, merge two at
// a time, and the root receives and combines one segment at a time: a
// segment once, after the other holders have merged it among themselves, or
// twice and more, merge_bound.hpp). A
// state's memo keeps its exact time to finish, or a bound it was shown to
// reach. Dominance: a state that differs from a searched one only in that
// some sends or combinings under way end later takes at least as long to
// finish (a combining blocks both ports and nothing else, and every rule
// allows a transfer at least as early when a port is free earlier: a
// schedule from the later state starts each transfer at the same tick from
// the earlier one); a table keeps searched states' bounds by shape, as the
// one-port search does (dominance_table.hpp). Not so for a receive ending
// earlier, unless its segment has nothing to combine: its combining then
// starts earlier and may meet a send. (A send under way ends when its
// receive does, so that part seldom differs.)
// Projections (bound (6), schedules in any order, q >= 3): deleting every
// transfer of one segment from a schedule leaves a valid schedule of the
// others, no longer; so the exact time to finish of a state without that
// segment, by a search of q - 1 segments whose memo every state shares,
// bounds the state's (bidirectional_search.cpp says how a state is
// projected; projection_phases.hpp when the bound is consulted).
//
// Workers (SearchWorkers, search_workers.hpp): past its first states the
// search runs on every core, the memo and the least makespan found shared.
//
// When every transfer lasts 0 (alpha = beta = 0) no transfer holds a port:
// the two port models have the same valid schedules, and the unidirectional
// search (exhaustive.hpp) answers.

#include "models/segmented/exhaustive.hpp"
#include "models/segmented/projection_phases.hpp"

#include <optional>

namespace redcheck {

/// Largest instance the bidirectional search accepts.
inline constexpr int bidirectional_search_max_p = 8;
inline constexpr int bidirectional_search_max_q = 6;

/// TooBig when the instance is beyond the search's p and q: called before
/// any work (the builders' upper bound on a million segments takes minutes).
void refuse_beyond_bidirectional_search(const SegmentedInstance& instance);

/// States the two-port search expands before it consults bound (6), the
/// projections (bidirectional_search.cpp): below, it expands the states it
/// did before that bound.
inline constexpr std::uint64_t two_port_projections_after = 5'000;

/// The search's prunings that can be left out: the tests compare the search
/// with and without each (the same optimum, fewer states).
struct TwoPortPruning {
  bool rename_segments = true;  ///< segments of equal size interchangeable
  bool ready_times = true;      ///< the root's bound with each holder's ready time, not 0
  /// those ready times with combining excluding sends: a receive into a
  /// holder that sends ends no earlier than its send, and a send from a
  /// holder that receives ends before it combines, or begins after
  bool combining_excludes_sends = true;
  /// a state whose sends and combinings under way each end no earlier than
  /// those of a searched state of the same shape takes at least its bound
  bool dominance = true;
  /// the root's bound with its receives of each segment counted: one, once
  /// the other holders have merged, or two (merge_bound.hpp)
  bool root_receives = true;
  /// the root's bound with each segment's holders split into groups, one
  /// per receive at the root, in every way (root_groups.hpp)
  bool root_groups = true;
  /// bound (6): the exact time to finish without one segment (schedules in
  /// any order, q >= 3; projection_phases.hpp says when it is consulted)
  bool projections = true;
  /// States searched without bound (6) first (0: with it from the start).
  std::uint64_t projections_after = two_port_projections_after;
  /// With q >= 4, bound (6) searched only for a projected state whose other
  /// bounds are at most this many ticks below the bound asked for (-1:
  /// always). 0, the default since 2026-12-07, never searches it there (a
  /// state whose bounds reach the bound asked for is pruned before): with
  /// the ready times that keep combining off sends, every q >= 4 draw of the
  /// reach is faster without it (p = 7, segments 1,2,1,1, alpha 0, beta 2,
  /// gamma 1/3: 41 s instead of 112 s; p = 5, segments 3,2,3,3,2,3, alpha
  /// 1/2, beta 2, gamma 1/3: 9.4 s instead of past 70 s; docs/segmented.md).
  /// Before them, at -1, the p = 7 draw took 277-316 s and gated at 2 ticks
  /// 192 s, but p = 8, segments 1,3,1,3, alpha 1, beta 1/2, gamma 2 past
  /// 330 s instead of 246 s.
  std::int64_t projection_gap = 0;
  /// How the searches after the first few states choose their ceilings
  /// (projection_phases.hpp): rising whatever the gap since 2026-12-07.
  segmented_search::Ceilings ceilings = segmented_search::Ceilings::always_rising;
};

/// States the two-port search expands alone before its workers join: its
/// states cost ten times the one-port search's (about 400 microseconds at p =
/// 8), and at 50,000 alone p = 8, segments 3,2,2,1, alpha 2, beta 0, gamma 1
/// (60,000 states) ran on one core for 23 of its 24 s.
inline constexpr std::uint64_t two_port_states_alone = 5'000;

/// States the search expands before it gives up, by all its workers (two to
/// five minutes on two cores at p = 7 and 8, 5 to 8 GB of tables;
/// docs/segmented.md).
inline constexpr std::uint64_t bidirectional_search_state_budget = 20'000'000;

/// Smallest makespan of a bidirectional schedule strictly below `below`
/// (nullopt: no bound; none found: every schedule takes at least `below`),
/// with its schedule. Reduction trees only; `in_order` keeps to schedules in
/// which every processor is done with segment i before it touches j > i.
/// Costs must fit an int64 tick grid with every duration below 2^22 ticks;
/// p <= 8 and q <= 6. Throws InputError otherwise (naming the limit).
/// `complete` is false when more than `state_budget` states were expanded
/// (by all the workers), or when the memory ran out first
/// (`memory_limit_bytes` as in exhaustive.hpp's search), or its `deadline`
/// passed.
SegmentedSearch search_bidirectional_schedules(
    const SegmentedInstance& instance, bool in_order, const std::optional<Time>& below,
    std::uint64_t state_budget = bidirectional_search_state_budget, TwoPortPruning pruning = {},
    SearchWorkers workers = {}, std::optional<std::uint64_t> memory_limit_bytes = std::nullopt,
    SearchDeadline deadline = std::nullopt);

}  // namespace redcheck
