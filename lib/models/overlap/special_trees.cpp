#include "models/overlap/special_trees.hpp"

#include "errors.hpp"

#include <functional>
#include <vector>

namespace redcheck {
namespace {

// Builds a tree whose sink receives from subtrees of the orders `sender_orders(k)`
// returns, in arrival order.
ReductionTree build(int order, const std::function<std::vector<int>(int)>& sender_orders) {
  std::vector<std::vector<int>> senders;
  std::function<int(int)> add = [&](int k) {
    const int id = static_cast<int>(senders.size());
    senders.emplace_back();
    for (int sub : sender_orders(k)) {
      const int child = add(sub);
      senders[id].push_back(child);
    }
    return id;
  };
  add(order);
  return ReductionTree::from_senders(std::move(senders));
}

}  // namespace

ReductionTree binomial_tree(int order) {
  if (order < 0 || order > 24) {
    throw InputError("binomial tree order " + std::to_string(order) +
                     " is out of range; orders 0..24 are accepted");
  }
  return build(order, [](int k) {
    std::vector<int> orders;
    for (int j = 0; j < k; ++j) orders.push_back(j);
    return orders;
  });
}

ReductionTree fibonacci_tree(int order) {
  if (order < -1 || order > 30) {
    throw InputError("Fibonacci tree order " + std::to_string(order) +
                     " is out of range; orders -1..30 are accepted");
  }
  return build(order, [](int k) {
    std::vector<int> orders;
    for (int j = -1; j <= k - 2; ++j) orders.push_back(j);
    return orders;
  });
}

std::uint64_t fibonacci_number(int k) {
  std::uint64_t previous = 0;  // F_0
  std::uint64_t current = 1;   // F_1
  if (k <= 0) return 0;
  for (int i = 1; i < k; ++i) {
    const std::uint64_t next = previous + current;
    previous = current;
    current = next;
  }
  return current;
}

}  // namespace redcheck
