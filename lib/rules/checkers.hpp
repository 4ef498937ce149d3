#pragma once
// Rule checkers shared by the models' validators, in the manner of OR-tools'
// cp_model_checker: one small function per kind of constraint. Each returns
// what breaks its rule, in words (naming the activities involved), or
// nothing. A model's validator lists the ones its rules need, in order, with
// its own (rules/validation.hpp).
//
//   check_indices        machines and operands exist
//   check_durations      each transfer (or reduction) starts at >= 0 and lasts what the model says
//   check_capacity       no resource is held by more activities than it admits
//   check_precedence     each activity starts after what it depends on has ended
//   check_reduction_tree every machine but the sink sends once; the transfers form a tree
//   check_reduced_once   each transfer is reduced exactly once, by its receiver
//   check_operand_order  non-commutative: each reduction joins adjacent ranges
//   check_transfer_limit at most K transfers in progress, platform-wide
//   check_reducer_limit  at most K machines perform reductions

#include "schedule/activities.hpp"
#include "schedule/reduction_tree.hpp"

#include <optional>
#include <string>
#include <vector>

namespace redcheck {

/// How a model names things in its messages.
struct Vocabulary {
  std::string machine = "machine";  ///< "machine" or "processor"
  bool segments = false;            ///< mention the segments a transfer carries
};

/// "transfer 2 (machine 3 -> machine 0, [1, 2))", "reduction 0 (on machine 0,
/// of transfer 2, [2, 3))"; with segments: "(processor 3 -> processor 0,
/// segment 2, [1, 2))".
std::string describe(const Schedule& s, ActivityRef a, const Vocabulary& words);

/// Machines 0..n-1 with n = s.machines >= 1, the sink among them; transfers
/// join two distinct machines; reductions name an existing machine and
/// transfer.
std::optional<std::string> check_indices(const Schedule& s, const Vocabulary& words);

/// Every transfer (kind transfer) or every reduction (kind computation) of
/// `s` starts at time >= 0 and lasts what the model says: `duration(k)`
/// returns the expected duration of activity k (a Time, or a reference to
/// one), and `formula` names it in words ("a transfer lasts d").
template <class Duration>
std::optional<std::string> check_durations(const Schedule& s, ActivityKind kind,
                                           const Vocabulary& words, Duration&& duration,
                                           const std::string& formula);

/// Under `policy` (activities.hpp), no resource is held by more activities
/// at once than its capacity. Machines' resources are checked first (compute
/// units, then ports), then the platform-wide pool.
/// Complexity: O(a log a) exact comparisons for a activities.
std::optional<std::string> check_capacity(const Schedule& s, const ResourcePolicy& policy,
                                          const Vocabulary& words);

/// Each dependency's `after` starts no earlier than its `before` ends.
std::optional<std::string> check_precedence(const Schedule& s,
                                            const std::vector<Dependency>& dependencies,
                                            const Vocabulary& words);

/// The transfers of a reduction tree: each machine's one send, by machine
/// (-1 for the sink), and the tree they form.
struct SendTree {
  std::vector<int> send_of;
  ReductionTree tree;
};

/// Every machine except the sink sends exactly once, the sink never sends,
/// and the transfers form a tree rooted at the sink. Fills `shape` when they do.
std::optional<std::string> check_reduction_tree(const Schedule& s, const Vocabulary& words,
                                                SendTree& shape);

/// Each transfer is reduced exactly once, by its receiver.
std::optional<std::string> check_reduced_once(const Schedule& s, const Vocabulary& words);

/// The dependencies of a reduction tree: each reduction waits for its
/// operand to arrive; each machine's send waits for every reduction on that
/// machine (it sends its partial result once, after its last reduction).
std::vector<Dependency> tree_dependencies(const Schedule& s, const SendTree& shape);

/// Non-commutative operation: every partial result is a contiguous range of
/// machine indices, and each reduction, taken in start order on its machine,
/// joins two adjacent ranges.
std::optional<std::string> check_operand_order(const Schedule& s, const SendTree& shape,
                                               const Vocabulary& words);

/// At most `limit` transfers (of positive duration) in progress at any
/// instant, over the whole platform (half-open intervals: one that ends at t
/// and one that starts at t are not concurrent). O(a log a).
std::optional<std::string> check_transfer_limit(const Schedule& s, int limit,
                                                const Vocabulary& words);

/// At most `limit` distinct machines perform reductions.
std::optional<std::string> check_reducer_limit(const Schedule& s, int limit,
                                               const Vocabulary& words);

// ---- template definition -------------------------------------------------

template <class Duration>
std::optional<std::string> check_durations(const Schedule& s, ActivityKind kind,
                                           const Vocabulary& words, Duration&& duration,
                                           const std::string& formula) {
  const std::size_t count =
      kind == ActivityKind::transfer ? s.transfers.size() : s.reductions.size();
  Time lasts;  // reused: no allocation per activity
  for (std::size_t k = 0; k < count; ++k) {
    const ActivityRef a{kind, static_cast<int>(k)};
    const Time& start = start_of(s, a);
    if (start < 0) return describe(s, a, words) + " starts before time 0";
    lasts = end_of(s, a);
    lasts -= start;
    const auto& expected = duration(k);
    if (lasts != expected) {
      return describe(s, a, words) + " lasts " + to_string(lasts) + " but " + formula + " = " +
             to_string(expected);
    }
  }
  return std::nullopt;
}

}  // namespace redcheck
