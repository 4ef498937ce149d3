#include "models/heterogeneous/static_trees.hpp"

#include "errors.hpp"
#include "models/overlap/special_trees.hpp"
#include "time/exact_time.hpp"

namespace redcheck {

namespace {

// The processors 0..n-1 of `tree` (numbered in preorder) and the transfers
// between them, senders kept in their order.
ReductionTree first_processors(const ReductionTree& tree, int n) {
  if (n > tree.size()) throw InternalError("cutting a tree to more processors than it has");
  std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
  for (int p = 0; p < n; ++p) {
    for (int s : tree.senders(p)) {
      if (s < n) senders[static_cast<std::size_t>(p)].push_back(s);
    }
  }
  return ReductionTree::from_senders(std::move(senders));
}

}  // namespace

ReductionTree binomial_stat_tree(int n) {
  if (n < 1) throw InternalError("binomial_stat_tree needs n >= 1");
  return first_processors(binomial_tree(ceil_log2(static_cast<std::uint64_t>(n))), n);
}

int fibonacci_stat_order(int n) {
  if (n < 1) throw InternalError("fibonacci_stat_order needs n >= 1");
  int k = -1;
  while (fibonacci_number(k + 2) < static_cast<std::uint64_t>(n)) ++k;
  return k;
}

ReductionTree fibonacci_stat_tree(int n) {
  return first_processors(fibonacci_tree(fibonacci_stat_order(n)), n);
}

}  // namespace redcheck
