#pragma once
// An explicit timeline: every transfer and every reduction with its exact
// start and end. Builders produce schedules; a model's validator checks them
// and computes their makespan. Nothing else is trusted for a makespan.

#include "schedule/reduction_tree.hpp"
#include "time/exact_time.hpp"

#include <optional>
#include <vector>

namespace redcheck {

/// Machine `from` sends its partial result to machine `to` during [start, end).
/// Segmented models split the data in segments: the transfer then carries
/// segments [segment, segment + segment_count) (one segment but in the
/// butterfly); unsegmented models leave the defaults (segment 0, one segment).
struct Transfer {
  int from = 0;
  int to = 0;
  Time start;
  Time end;
  int segment = 0;
  int segment_count = 1;
};

/// Machine `machine` reduces the data received by transfer number `operand`
/// into its own partial result during [start, end).
/// In a periodic schedule (steady-state models), a computation is instead a
/// batch of tasks of one type: `task` is its index among the model's task
/// types and `operand` is -1 (its operands arrived in earlier periods).
struct Reduction {
  int machine = 0;
  int operand = 0;
  Time start;
  Time end;
  int task = -1;  ///< periodic schedules: the task type; -1 otherwise
};

/// A schedule that ends (its measure is the makespan), or one period of a
/// periodic schedule (steady-state models: its activities repeat every
/// `period` time units, each within [0, period), and its measure is the
/// period).
struct Schedule {
  int machines = 1;
  int sink = 0;
  std::vector<Transfer> transfers;
  std::vector<Reduction> reductions;  ///< listed in execution order on each machine
  std::optional<Time> period;         ///< set for periodic schedules
};

/// The tree the transfers imply, senders ordered by arrival (end, then start,
/// then listing order). Throws InputError when the transfers are not a tree.
ReductionTree implied_tree(const Schedule& schedule);

/// Largest end date of any activity (0 when there is none).
Time last_end(const Schedule& schedule);

}  // namespace redcheck
