#include "models/segmented/standard_trees.hpp"

namespace redcheck {

std::vector<std::vector<int>> chain_children(int p) {
  std::vector<std::vector<int>> children(p);
  for (int x = 0; x + 1 < p; ++x) children[x].push_back(x + 1);
  return children;
}

std::vector<std::vector<int>> binomial_children(int p) {
  std::vector<std::vector<int>> children(p);
  for (int x = 0; x < p; ++x) {
    const int lowest_bit = x == 0 ? p : (x & -x);
    for (int distance = 1; distance < lowest_bit && x + distance < p; distance *= 2) {
      children[x].push_back(x + distance);
    }
  }
  return children;
}

std::vector<std::vector<int>> binary_children(int p) {
  std::vector<std::vector<int>> children(p);
  for (int x = 0; x < p; ++x) {
    for (int child : {2 * x + 1, 2 * x + 2}) {
      if (child < p) children[x].push_back(child);
    }
  }
  return children;
}

}  // namespace redcheck
