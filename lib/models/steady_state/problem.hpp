#pragma once
// A steady-state problem: a platform and a series of one collective
// operation (Legrand, Marchal & Robert 2004):
//  - scatter (Section 3): the source sends a distinct unit-size message m_k
//    to each target P_k, over and over;
//  - gossip (Section 3.5): every source P_k sends a distinct message m_{k,l}
//    to every target P_l other than itself, over and over;
//  - reduce (Section 4): participants r_0..r_N (in this order: the operator
//    is associative, not commutative) each own a value v_k of every
//    operation; the target must obtain v[0,N] = v_0 (+) ... (+) v_N of each.
//
// The message types of each, in a fixed order, are what the linear programs
// and the schedules index: m_k by target; m_{k,l} by source then target;
// v[k,m] by k then m. For reduces, task T[k,l,m] computes
// v[k,m] = v[k,l] (+) v[l+1,m] (k <= l < m), indexed by k, then l, then m.

#include "models/steady_state/platform.hpp"

#include <string>
#include <vector>

namespace redcheck {

enum class SteadyOperation { scatter, gossip, reduce };

/// "scatter", "gossip", "reduce".
std::string to_string(SteadyOperation operation);
/// Throws InputError listing the names.
SteadyOperation steady_operation(const std::string& name);

/// A message type: from `origin` to `destination` (scatter, gossip), or the
/// partial result v[first, last] of a reduce (origin: the owner of v_first
/// when first == last, destination: the target when it is v[0,N]; else -1).
struct MessageType {
  int origin = -1;
  int destination = -1;
  int first = 0, last = 0;
  std::string name;  ///< "m_P1", "m_P0,P2", "v[1,2]"
};

/// Task T[k,l,m] of a reduce.
struct ReduceTask {
  int first = 0, split = 0, last = 0;
  std::string name;  ///< "T[0,0,2]"
  /// The types it makes, v[first,last], and uses, v[first,split] and
  /// v[split+1,last] (indices into SteadyStateProblem::types).
  int result = 0, left = 0, right = 0;
};

struct SteadyStateProblem {
  Platform platform;
  SteadyOperation operation = SteadyOperation::scatter;
  std::vector<int> sources;       ///< scatter: one; gossip: one or more
  std::vector<int> targets;       ///< scatter, gossip: one or more; reduce: the target
  std::vector<int> participants;  ///< reduce: r_0..r_N, in order
  std::vector<MessageType> types;
  std::vector<ReduceTask> tasks;  ///< reduce only

  int target() const { return targets.front(); }
  /// Index of type v[first, last] (reduce).
  int interval_type(int first, int last) const;
  /// Index of v[0,N], the type the target keeps (reduce).
  int final_type() const { return interval_type(0, static_cast<int>(participants.size()) - 1); }
};

/// A scatter from `source` to `targets`. Throws InputError when the lists
/// are empty or repeat a node, the source is a target, or a target cannot be
/// reached from the source.
SteadyStateProblem scatter_problem(Platform platform, int source, std::vector<int> targets);
/// A gossip from every source to every target (other than itself). Throws
/// InputError as above, for every pair.
SteadyStateProblem gossip_problem(Platform platform, std::vector<int> sources,
                                  std::vector<int> targets);
/// A reduce of `participants` (at least 2, distinct) into `target`. Throws
/// InputError when a participant cannot reach the target (a disconnected
/// reduce).
SteadyStateProblem reduce_problem(Platform platform, int target, std::vector<int> participants);

/// "scatter from P0 to P1, P2", "reduce of 0, 1, 2 into 0".
std::string problem_text(const SteadyStateProblem& problem);

}  // namespace redcheck
