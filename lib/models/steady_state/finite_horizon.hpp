#pragma once
// Series of scatters, gossips and reduces within a time bound K (Legrand,
// Marchal & Robert 2004, Sections 3.4 and 4.4): opt(G, K), the most
// operations any schedule completes within K time units (every target has
// received that many messages of each of its types; for a reduce, the target
// holds that many v[0,N]), and steady(G, K), what the periodic schedule
// completes when run from time 0.
//
// opt(G, K) by exhaustive search. Time is counted in ticks of 1/D, D the lcm
// of the denominators of the costs (and, for reduces, the task times), so
// every duration is a whole number of ticks. Every transfer and task is
// taken to start on a tick: moving each one of any schedule, in order of
// start, to the earliest tick its ports or compute unit are free and its
// inputs are held gives a schedule with the same deliveries, no later. At
// each tick the search tries every set of actions that can start (each free
// sender sends one held message type along an edge to a free receiver,
// receivers distinct, or idles; for reduces, each free compute unit runs one
// task T[k,l,m] whose two inputs it holds, or idles), and memoizes states
// (holdings, deliveries, release times and actions in flight, relative to
// the tick).
//
// Reduces are searched on counts of each partial result, without the index
// of the operation a value belongs to. No loss: the values v_k of a new
// operation are made on demand at r_k, so every v[0,N] the search completes
// is a tree of tasks whose leaves can be given one fresh operation index,
// and no value is used twice.
//
// steady(G, K): the periodic schedule without split messages, period after
// period; in each period every transfer piece carries, and every task batch
// runs, as many messages or tasks as its node held inputs for at the start
// of the period (data received or made earlier in the same period wait for
// the next: a valid, conservative reading). Only complete periods count.

#include "models/steady_state/periodic_schedule.hpp"

#include <cstdint>

namespace redcheck {

struct FiniteHorizonOptimum {
  long long operations = 0;
  std::uint64_t states = 0;  ///< states memoized
};

/// opt(G, K). Throws InputError for K < 0 or more than `max_states` states.
FiniteHorizonOptimum exhaustive_operations(const SteadyStateProblem& problem, int horizon,
                                           std::uint64_t max_states);

/// opt(G, K) for K = 0..largest, `operations[K]`, by one search: the memo
/// keys states by the ticks left, and a schedule within K is one within
/// `largest` that idles first, so the largest K's search holds the others.
struct FiniteHorizonOptima {
  std::vector<long long> operations;
  std::uint64_t states = 0;  ///< states memoized in all
};
FiniteHorizonOptima exhaustive_operations_up_to(const SteadyStateProblem& problem, int largest,
                                                std::uint64_t max_states);

/// steady(G, K) for the periodic schedule `whole` (no split messages).
BigInt periodic_operations(const SteadyStateProblem& problem, const PeriodicSchedule& whole,
                           const Time& horizon);

}  // namespace redcheck
