#include "enumeration/ordered_trees.hpp"

#include "errors.hpp"

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

}  // namespace redcheck
