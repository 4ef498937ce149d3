#pragma once
// Reduction trees. Machine i sends its partial result once, to receiver(i)
// (Canon & Antoniu call it the "child" c_i of i); the sink sends nothing.
// senders(i) lists the machines that send to i in order of arrival, so a tree
// here is an ordered tree: it fixes every arrival order, which is what the
// exhaustive enumeration ranges over.

#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace redcheck {

class Chooser;

class ReductionTree {
 public:
  /// A single machine (n = 1).
  ReductionTree();

  /// `receiver[i]` is the machine i sends to, -1 for the sink (exactly one).
  /// Senders arrive in increasing machine index.
  /// Throws InputError when `receiver` is not a tree rooted at one sink.
  static ReductionTree from_receivers(const std::vector<int>& receiver);

  /// `senders[i]` lists the machines sending to i, in order of arrival.
  /// Throws InputError when this is not a tree (one sink, every machine sends
  /// at most once, no cycle).
  static ReductionTree from_senders(std::vector<std::vector<int>> senders);

  /// Nested parentheses: a machine is '(' followed by its senders in arrival
  /// order and ')'. Machines are numbered in preorder, the sink is 0.
  /// Throws InputError on malformed text.
  static ReductionTree from_brackets(std::string_view text);

  /// A random ordered tree on n >= 1 machines: each machine i >= 1 sends to a
  /// random earlier one, and every machine's senders arrive in a random order.
  static ReductionTree random(int n, std::mt19937_64& random);
  /// The same drawn through `choose` (gen/chooser.hpp); shrinks towards the
  /// star with senders in index order.
  static ReductionTree random(int n, Chooser& choose);

  /// n >= 1 machines, the sink 0 receiving from all n - 1 others in index order.
  static ReductionTree star(int n);

  /// n >= 1 machines, each machine i >= 1 sending to i - 1 (depth n - 1).
  static ReductionTree chain(int n);

  int size() const { return static_cast<int>(receiver_.size()); }
  int sink() const { return sink_; }
  int receiver(int machine) const { return receiver_[machine]; }
  const std::vector<int>& receivers() const { return receiver_; }
  const std::vector<int>& senders(int machine) const { return senders_[machine]; }

  /// Machines in an order where every sender comes before its receiver.
  std::vector<int> postorder() const;

  /// Machines in preorder: the sink first, each machine before its senders,
  /// senders in arrival order (the numbering of brackets()).
  std::vector<int> preorder() const;

  /// Ordered nested-parentheses text (see from_brackets).
  std::string brackets() const;

  /// Text of the unordered isomorphism class: senders sorted by their own
  /// canonical text. Quadratic in the depth; meant for small trees.
  std::string canonical() const;

  /// Largest number of senders of one machine (the paper's "deg").
  int max_in_degree() const;

  /// Number of transfers on the longest path from a machine to the sink.
  int depth() const;

 private:
  std::vector<int> receiver_;
  std::vector<std::vector<int>> senders_;
  int sink_ = 0;
};

/// True when the two trees are isomorphic as rooted unordered trees
/// (AHU labelling, O(n log n)).
bool isomorphic(const ReductionTree& a, const ReductionTree& b);

}  // namespace redcheck
