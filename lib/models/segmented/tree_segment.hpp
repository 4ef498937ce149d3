#pragma once
// The standard tree algorithms (pipeline, binomial, binary) timed one segment
// at a time on the processors' clocks, without building the schedule: the
// same dates as time_plan(tree_plan(children, q)) (list_timing.hpp, the tests
// compare them), at O(p) per segment. Used where thousands of segmentations
// are timed (best equal segment size for the figures).
//
// Every transfer depends only on what its two processors did before it in
// their own orders (for each segment: receive from the children in order,
// then send to the parent), so handling the processors children first,
// segment by segment, respects every order and gives the earliest dates.

#include "models/segmented/model.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace redcheck {

/// A reduction tree rooted at 0 and an order that lists every processor
/// after all of its descendants.
struct TreeShape {
  std::vector<std::vector<int>> children;
  std::vector<int> bottom_up;

  explicit TreeShape(std::vector<std::vector<int>> children_of) : children(std::move(children_of)) {
    // Breadth first from the root, then reversed: descendants come first.
    bottom_up.push_back(0);
    for (std::size_t i = 0; i < bottom_up.size(); ++i) {
      for (int child : children[bottom_up[i]]) bottom_up.push_back(child);
    }
    std::reverse(bottom_up.begin(), bottom_up.end());
  }
};

/// Per processor: unidirectional, `busy` is the end of its last activity;
/// bidirectional, `send` ends its last send and `busy` its last receive and
/// combining (as in time_plan).
template <class T>
struct TreeClocks {
  std::vector<T> busy, send;

  explicit TreeClocks(int p) : busy(static_cast<std::size_t>(p), T(0)), send(busy) {}

  /// The root's last combining: every other activity precedes it.
  const T& makespan() const { return busy.front(); }
};

/// One more segment (transfer comm, combining comp) through the tree.
template <class T>
void tree_segment(const TreeShape& tree, Ports ports, TreeClocks<T>& clocks, const T& comm,
                  const T& comp) {
  auto& busy = clocks.busy;
  auto& send = clocks.send;
  for (int x : tree.bottom_up) {
    for (int child : tree.children[x]) {
      T start = std::max(busy[child], busy[x]);
      if (ports == Ports::bidirectional) {
        start = std::max(start, send[child]);
        if (send[x] > start + comm) start = send[x] - comm;  // x combines after its send
      }
      const T end = start + comm;
      if (ports == Ports::unidirectional) {
        busy[child] = end;
      } else {
        send[child] = end;
      }
      busy[x] = end + comp;
    }
  }
}

}  // namespace redcheck
