#pragma once
// Exhaustive search over every schedule of the segmented model with
// unidirectional ports (Lowery & Langou), optionally restricted to schedules
// that reduce segments in order on every processor (Theorem 5).
//
// Why it is exhaustive: list any schedule's transfers by start time and
// replay them in that order, each starting at the latest of its sender's and
// receiver's free times and the previous start. By induction every replayed
// transfer starts no later than in the schedule, so the replay is valid (each
// processor keeps its order of activities) and not longer. The search
// enumerates every such replay: at each step any non-root sender, any segment
// it still holds, any receiver that still holds that segment. The root's and
// each processor's free time and the set of segments it has sent are the
// whole state (a receiver combines right after it receives, so a processor
// is ready to send what it received when it is free). Under the in-order
// rule a processor sends its segments in order and receives only its current
// one; the root receives segments in nondecreasing order.
//
// The least time to finish is a function of the state relative to the last
// start (each processor's remaining busy time and the segments it has sent),
// computed once per state (memo), processors of equal state interchangeable.
// A processor that has sent every segment is left free in the state: it takes
// part in nothing more, and the rest of its last send never ends the schedule
// (its receiver's receive ends with it, the root's last combining after every
// receive).
//
// Pruning, all exact: (1) branch and bound on a lower bound (each processor
// still sends what it holds; each segment alone merges its holders two at a
// time, the earliest first, and the root receives one segment at a time; the
// work left shared by the processors that still take part; the receives
// left fitted, in time and in counts per receive length, before each
// processor's deadline for its last send, the deadlines those of a tree of
// last sends into the root); (2) symmetry:
// processors of equal state, and in any order segments of equal size that
// nobody has sent yet, are interchangeable, so only the first is tried;
// (3) dominance: a state whose processors are each busy at least as long as
// those of a state of the same shape already bounded is bounded as well;
// (6) projections, in any order with q >= 3: the exact time to finish
// without one segment, by a search of the other segments whose memo all
// states share (deleting a segment's transfers from a schedule leaves a
// schedule of the rest, no longer). With them the search from the start runs
// first without them for a while, then, where the schedule known is far above
// the start's bound, asks for a schedule at its least known bound, then one
// tick more, and so on (rising ceilings), the tables kept: no state is then
// searched for schedules longer than the optimum. (7) A state in which no
// transfer may start before some t0 > 0 is searched as the state t0 later:
// every schedule from it starts its transfers then or later, so states that
// differ only in when processors become free before t0 are one.
//
// Workers (SearchWorkers): several threads search the whole tree at once,
// sharing the memo, the dominance table and the least makespan found so
// far. Each still answers alone, so the first to finish answers: what it
// reads from the others is true of the states whatever thread wrote it (an
// exact time to finish, or a lower bound), and a makespan found bounds every
// search since a schedule reaches it. A state another worker is expanding is
// left for after the state's other children (ABDADA, Weill 1996), by when
// it is usually known, so that the workers spread over the tree.
//
// search_unidirectional_schedules_by_replay is the first search (absolute
// dates, a set of states seen), kept as the reference the tests compare with.

#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

#include <chrono>
#include <cstdint>
#include <optional>

namespace redcheck {

/// When a search must stop, out of time (enumerator optimum's --max-seconds;
/// none: never).
using SearchDeadline = std::optional<std::chrono::steady_clock::time_point>;

struct SegmentedSearch {
  bool complete = false;  ///< false: the node budget ran out first
  /// Not complete because the memory it may fill ran out first
  /// (search_workers.hpp's SearchControl).
  bool out_of_memory = false;
  /// Not complete because its deadline passed first (SearchDeadline).
  bool out_of_time = false;
  std::uint64_t nodes = 0;  ///< states expanded
  /// States expanded after the search to write `schedule` down: none when
  /// it was kept whole as found, the states from the memo entry it was kept
  /// at otherwise (search_workers.hpp's Incumbent).
  std::uint64_t recovery_nodes = 0;
  std::optional<Time> best;  ///< least makespan found below the bound
  /// When not complete: no schedule has a makespan below it (the start's
  /// bounds and what the searches that did finish showed; none where the
  /// search keeps no such bound).
  std::optional<Time> lower_bound;
  /// When not complete: the least makespan of the schedules the search had
  /// found below the bound asked for (none: it found none, or tracing that
  /// schedule back took more than trace_after_stop_states states), with
  /// that schedule in `schedule`. Not shown optimal.
  std::optional<Time> found_before_stop;
  /// A schedule reaching `best`, or `found_before_stop` (valid, to be
  /// validated).
  Schedule schedule;
};

/// States a search cut short may expand to trace back the best schedule it
/// had found (SegmentedSearch::found_before_stop): that trace follows exact
/// entries of the memo, a few states (at most 2.4 s at 120 microseconds a
/// state, p = 8, two ports).
inline constexpr std::uint64_t trace_after_stop_states = 20'000;

/// Appends to `schedule` a transfer of a schedule a search found, with the
/// combining after it: `segment` from `from` to `to`, starting `at` ticks of
/// `tick` (both searches write their schedules down so).
void append_searched_transfer(Schedule& schedule, const SegmentedInstance& instance,
                              const Time& tick, std::int64_t at, int from, int to, int segment);

inline constexpr int unidirectional_search_max_p = 12;
inline constexpr int unidirectional_search_max_q = 8;
/// States the search expands before it gives up, by all its workers (15-45
/// microseconds each on one core: one to three minutes at p = 7, 8, about
/// half with two workers; about 1 GB of tables; docs/segmented.md).
inline constexpr std::uint64_t unidirectional_search_state_budget = 4'000'000;
/// The replay search's own budget of nodes (search_unidirectional_schedules_by_replay:
/// 0.3 microseconds a node at p = 6).
inline constexpr std::uint64_t replay_search_node_budget = 50'000'000;

/// TooBig when the instance is beyond the search's p and q: called before
/// any work (a builder's upper bound on a million segments takes minutes).
void refuse_beyond_unidirectional_search(const SegmentedInstance& instance);

/// Smallest makespan of a schedule strictly below `below` (none found: every
/// schedule takes at least `below`). Costs must fit an int64 tick grid; the
/// instance small: p <= 12 and q <= 8, else TooBig before any work. Within
/// those, what it answers before `state_budget` runs out is less: docs/speed.md's
/// reach table, measured by bench/search_reach.py. Durations of 2^22 ticks or
/// more go to the replay search (unidirectional_search_replays), `state_budget`
/// its budget of nodes, stopped by the same deadline.
/// The search's newer cuts, each of which can be left out: the tests compare
/// the search with and without them (the same optimum, fewer states).
struct OnePortPruning {
  bool receive_capacity = true;  ///< bound (5) in exhaustive.cpp
  bool dominance = true;         ///< (3) above
  /// bound (4) with the root's receives of each segment counted: one, once
  /// the other holders have merged, or two (merge_bound.hpp)
  bool root_receives = true;
  /// bound (3b): an odd number of processors leaves one idle or combining
  bool parity = true;
  /// bound (6): the exact time to finish without one segment (schedules in
  /// any order, q >= 3; exhaustive.cpp's search_unidirectional_schedules says
  /// when it is consulted)
  bool projections = true;
  /// States searched without bound (6) first (0: with it from the start):
  /// where the search is short the projections cost more states than they
  /// save (p = 6, segments 1,1,2,1, alpha 1, beta 1, gamma 1/2: 37,352
  /// states without, 101,165 with from the start), and beyond they save most
  /// (p = 7, segments 1,1,1,3, alpha 0, beta 1, gamma 1/3: 1,125,265 ->
  /// 263,516 from the start, 312,915 taken up after 50,000).
  std::uint64_t projections_after = 50'000;
  /// (7): a state in which no transfer may start before t0 searched as the
  /// state t0 later, states alike from then on sharing one memo entry
  bool wait_for_first_start = true;

  /// Every cut above off: the reference the tests and the cross-check
  /// compare the cuts with (one place, so that a cut added here is off in
  /// all of them).
  static OnePortPruning none() {
    OnePortPruning pruning;
    pruning.receive_capacity = pruning.dominance = pruning.root_receives = pruning.parity =
        pruning.projections = pruning.wait_for_first_start = false;
    return pruning;
  }
};

/// Workers that search at once, in this search and the two-port one
/// (bidirectional_search.hpp; their states and bounds shared, ABDADA's way:
/// a state one worker is searching, another leaves for later;
/// search_workers.hpp). A search stays on one thread until it has expanded
/// `states_alone` states, so a small one counts the same states every run;
/// a larger one counts about the same, and answers the same.
struct SearchWorkers {
  int count = 0;  ///< 0: the toolkit's threads (concurrency/thread_pool.hpp), at most 8
  /// None: the search's own, about two seconds of one core either way
  /// (one_port_states_alone, bidirectional_search.hpp's two_port_states_alone).
  std::optional<std::uint64_t> states_alone;
};

/// States the one-port search expands alone before its workers join (15-45
/// microseconds each).
inline constexpr std::uint64_t one_port_states_alone = 50'000;

/// `memory_limit_bytes`: the resident memory at which the search stops, out
/// of memory (SegmentedSearch::out_of_memory; none: three quarters of what
/// this process may fill, memory/process_memory.hpp); tests give a low one
/// to see it stop. `deadline`: when it stops, out of time
/// (SegmentedSearch::out_of_time), looked at every 1,024 states.
SegmentedSearch search_unidirectional_schedules(
    const SegmentedInstance& instance, bool in_order, const Time& below,
    std::uint64_t state_budget = unidirectional_search_state_budget, OnePortPruning pruning = {},
    SearchWorkers workers = {}, std::optional<std::uint64_t> memory_limit_bytes = std::nullopt,
    SearchDeadline deadline = std::nullopt);

/// The same answer by the first search: every start-ordered replay, absolute
/// dates, states seen kept in a set (50 million nodes: 10-50 s), stopped by
/// `node_budget` or `deadline` as the search above is (its schedule found
/// then in found_before_stop; no lower bound).
SegmentedSearch search_unidirectional_schedules_by_replay(
    const SegmentedInstance& instance, bool in_order, const Time& below,
    std::uint64_t node_budget = replay_search_node_budget, SearchDeadline deadline = std::nullopt);

/// Whether search_unidirectional_schedules hands `instance` to the replay
/// search: a transfer and its combining of 2^22 ticks or more.
bool unidirectional_search_replays(const SegmentedInstance& instance);

}  // namespace redcheck
