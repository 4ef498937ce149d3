#pragma once
// The one step every timing of the overlap model repeats: a machine receives
// one more element and reduces it into its partial result, as early as the
// rules allow (see model.hpp). Shared by the earliest schedule of a tree, the
// prefix timing, the exhaustive enumeration and the recurrence; the validator
// checks the schedules they lead to independently.

namespace redcheck {

/// A machine while it receives.
template <class T>
struct ReceiverState {
  T port_free;  ///< end of its last receive (0 before any)
  T finish;     ///< end of its last reduction (0 before any): when its data is ready
};

/// Receives an element whose sender is ready at `ready`: the transfer starts
/// when the sender is ready and the port is free (without overlap: also the
/// last reduction has ended) and lasts d; the reduction starts when the
/// element has arrived and the last reduction has ended, and lasts c.
/// Updates `state` and returns the start of the transfer.
template <class T>
T receive_one(ReceiverState<T>& state, const T& ready, const T& d, const T& c, bool overlap) {
  const T& earliest = overlap ? state.port_free : state.finish;
  const T start = ready < earliest ? earliest : ready;
  const T arrival = start + d;
  state.finish = (arrival < state.finish ? state.finish : arrival) + c;
  state.port_free = arrival;
  return start;
}

}  // namespace redcheck
