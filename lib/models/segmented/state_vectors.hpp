#pragma once
// The state vectors of Lowery & Langou's Section V, on which Lemmas 1 to 4
// and Theorem 5's proof work: one segment at a time, the processors that
// still hold it (X, the root among them) with the time each is free, and
// those that have sent it (S) with the time each is free again.
//
// reduce(X, S, a, b, t): a sends the segment to b from t (t_comm), b combines
// (t_comp). a leaves X for S at t + t_comm; b is free at t + t_comm + t_comp;
// "the state of a processor that is not a member of the send/receive pair,
// but whose current state is less than t is set equal to t" (pairs are
// scheduled in the order they start) - read as the processors of X: those of
// S are done with the segment. optreduce pairs the two processors of X free
// first, at the later of their times (t = x_g2); the root receives when it is
// one of them (it never sends). An iteration applies p - 1 reduces; the next
// segment starts from S and the root.

#include "time/exact_time.hpp"

#include <vector>

namespace redcheck {

struct SegmentStates {
  std::vector<Time> remaining;  ///< X: free times of the processors that hold the segment
  int root = 0;                 ///< the root's index in `remaining`
  std::vector<Time> sent;       ///< S: free times of those that have sent it
};

struct PairCosts {
  Time comm, comp;  ///< t_comm and t_comp of the segment
};

/// Lemma 1's conditions for a to send to b from t: x_a <= t and x_b <= t;
/// a is not the root; t >= x_g2 (the second smallest of X).
bool lemma1_conditions(const SegmentStates& states, int a, int b, const Time& t);

/// reduce(X, S, a, b, t) (a != b, indices into X). Applies no check: the
/// caller decides what is valid.
SegmentStates reduce(const SegmentStates& states, int a, int b, const Time& t,
                     const PairCosts& costs);

/// optreduce(X): the two processors free first (lowest index first at
/// ties), at the later of their times; the root receives when it is one of
/// them. Also returns (a, b, t) through the pointers when given.
SegmentStates optreduce(const SegmentStates& states, const PairCosts& costs, int* a = nullptr,
                        int* b = nullptr, Time* t = nullptr);

/// The free times sorted: P(X) of the paper.
std::vector<Time> sorted_times(std::vector<Time> times);

/// P(x) <= P(y) entrywise (same sizes).
bool sorted_dominated(const std::vector<Time>& x, const std::vector<Time>& y);

/// The states of the next segment after an iteration has left only the root
/// in X: S and the root, sorted.
std::vector<Time> next_segment_states(const SegmentStates& done);

}  // namespace redcheck
