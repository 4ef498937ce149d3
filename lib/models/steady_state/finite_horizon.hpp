#pragma once
// Series of scatters and gossips within a time bound K (Legrand, Marchal &
// Robert 2004, Section 3.4): opt(G, K), the most operations any schedule
// completes within K time units (every target has received that many
// messages of each of its types), and steady(G, K), what the periodic
// schedule completes when run from time 0.
//
// opt(G, K) by exhaustive search, for integer costs only. Every transfer is
// taken to start at an integer time: with integer costs, moving each
// transfer of any schedule, in order of start, to the earliest time its
// ports are free and its message is held gives a schedule with integer
// starts and the same deliveries, no later. At each time the search tries
// every set of transfers that can start (each free sender sends one held
// message type along an edge to a free receiver, receivers distinct, or
// idles), and memoizes states (holdings, deliveries, port release times and
// transfers in flight, relative to the time).
//
// steady(G, K): the periodic schedule without split messages, period after
// period; in each period every transfer piece carries as many of its
// messages as its sender held at the start of the period (data received
// earlier in the same period wait for the next: a valid, conservative
// reading). Only complete periods count.

#include "models/steady_state/periodic_schedule.hpp"

#include <cstdint>

namespace redcheck {

struct FiniteHorizonOptimum {
  long long operations = 0;
  std::uint64_t states = 0;  ///< states memoized
};

/// opt(G, K). Throws InputError for a reduce, a non-integer cost, or more
/// than `max_states` states.
FiniteHorizonOptimum exhaustive_operations(const SteadyStateProblem& problem, int horizon,
                                           std::uint64_t max_states);

/// steady(G, K) for the periodic schedule `whole` (no split messages).
BigInt periodic_operations(const SteadyStateProblem& problem, const PeriodicSchedule& whole,
                           const Time& horizon);

}  // namespace redcheck
