#include "enumeration/ordered_trees.hpp"

#include "errors.hpp"

#include <array>
#include <mutex>
#include <string>

namespace redcheck {
namespace {

// Appends to `text` every forest of `machines` machines in turn, then calls
// `done` with the whole text.
void forests(int machines, std::string& text, const std::function<void()>& done) {
  if (machines == 0) {
    done();
    return;
  }
  for (int first = 1; first <= machines; ++first) {
    // first tree of the forest: '(' + forest of first - 1 machines + ')'
    const std::size_t mark = text.size();
    text += '(';
    forests(first - 1, text, [&] {
      text += ')';
      forests(machines - first, text, done);
      text.pop_back();
    });
    text.resize(mark);
  }
}

}  // namespace

void for_each_ordered_tree(int n, const std::function<void(const ReductionTree&)>& fn) {
  if (n < 1 || n > 14) {
    throw InputError("n = " + std::to_string(n) +
                     " for explicit tree generation; it accepts 1 <= n <= 14");
  }
  std::string text = "(";
  forests(n - 1, text, [&] { fn(ReductionTree::from_brackets(text + ")")); });
}

const std::vector<ReductionTree>& ordered_trees(int n) {
  constexpr int largest = 12;
  if (n < 1 || n > largest) {
    throw InputError("n = " + std::to_string(n) + " for the kept ordered trees; 1 <= n <= " +
                     std::to_string(largest) + " is accepted");
  }
  static std::array<std::once_flag, largest + 1> built;
  static std::array<std::vector<ReductionTree>, largest + 1> trees;
  const auto k = static_cast<std::size_t>(n);
  std::call_once(built[k], [&] {
    for_each_ordered_tree(n, [&](const ReductionTree& tree) { trees[k].push_back(tree); });
  });
  return trees[k];
}

}  // namespace redcheck
