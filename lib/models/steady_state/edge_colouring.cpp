#include "models/steady_state/edge_colouring.hpp"

#include "concurrency/cancellation.hpp"
#include "errors.hpp"
#include "index.hpp"
#include "time/tick_scale.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>

#include <cstddef>
#include <cstdint>

namespace redcheck {

namespace {

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
using Matrix = std::vector<std::vector<Time>>;

/// The 2n x 2n matrix of step 1, every row and column summing to T.
Matrix padded(const Matrix& w, const Time& period) {
  const int n = static_cast<int>(w.size());
  Matrix b(at(2 * n), std::vector<Time>(at(2 * n)));
  for (int i = 0; i < n; ++i) {
    if (w[at(i)].size() != w.size()) throw InternalError("the colouring needs a square matrix");
    Time row(0), column(0);
    for (int j = 0; j < n; ++j) {
      if (w[at(i)][at(j)] < 0) {
        throw InputError("a negative time " + to_string(w[at(i)][at(j)]) + " from node " +
                         std::to_string(i) + " to node " + std::to_string(j));
      }
      row += w[at(i)][at(j)];
      column += w[at(j)][at(i)];
      b[at(i)][at(j)] = w[at(i)][at(j)];
      b[at(n + j)][at(n + i)] = w[at(i)][at(j)];
    }
    if (row > period || column > period) {
      throw InputError("node " + std::to_string(i) + " sends for " + to_string(row) +
                       " and receives for " + to_string(column) +
                       " time units; one port each way fits at most the period " +
                       to_string(period));
    }
    b[at(i)][at(n + i)] = period - row;
    b[at(n + i)][at(i)] = period - column;
  }
  return b;
}

/// A perfect matching of the support of b: mate[row] = column.
template <class Number>
std::vector<int> perfect_matching(const std::vector<std::vector<Number>>& b) {
  const int size = static_cast<int>(b.size());
  Graph graph(at(2 * size));
  for (int r = 0; r < size; ++r) {
    for (int c = 0; c < size; ++c) {
      if (b[at(r)][at(c)] > 0) boost::add_edge(at(r), at(size + c), graph);
    }
  }
  std::vector<boost::graph_traits<Graph>::vertex_descriptor> mate(at(2 * size));
  boost::edmonds_maximum_cardinality_matching(graph, &mate[0]);
  std::vector<int> out(at(size));
  for (int r = 0; r < size; ++r) {
    if (mate[at(r)] == boost::graph_traits<Graph>::null_vertex()) {
      throw InternalError("the weighted edge colouring found no perfect matching (row " +
                          std::to_string(r) + "), against Hall's theorem");
    }
    out[at(r)] = static_cast<int>(mate[at(r)]) - size;
  }
  return out;
}

/// Steps 3 and 4 of the header on the padded matrix b of n senders, whose
/// rows and columns sum to `left`: the rounds with their durations.
template <class Number>
std::vector<std::pair<Number, std::vector<std::pair<int, int>>>> peel(
    std::vector<std::vector<Number>> b, Number left, int n) {
  std::vector<std::pair<Number, std::vector<std::pair<int, int>>>> out;
  while (left > 0 && n > 0) {
    check_cancelled();
    const std::vector<int> mate = perfect_matching(b);
    Number step = left;
    for (int r = 0; r < 2 * n; ++r) step = std::min(step, b[at(r)][at(mate[at(r)])]);
    std::vector<std::pair<int, int>> pairs;
    for (int r = 0; r < 2 * n; ++r) {
      b[at(r)][at(mate[at(r)])] -= step;
      if (r < n && mate[at(r)] < n) pairs.emplace_back(r, mate[at(r)]);
    }
    left -= step;
    if (!pairs.empty()) out.emplace_back(step, std::move(pairs));
  }
  return out;
}

}  // namespace

std::vector<WeightedMatching> weighted_edge_colouring(const Matrix& w, const Time& period) {
  const int n = static_cast<int>(w.size());
  const Matrix b = padded(w, period);
  std::vector<WeightedMatching> out;
  // b and T on a common tick when they fit in int64 (peel only subtracts, and
  // every entry stays within [0, T]): the same rounds, without rational
  // arithmetic (the search of Figure 1's platforms colours 35,299 of them).
  std::vector<Time> values{period};
  for (const auto& row : b) values.insert(values.end(), row.begin(), row.end());
  if (const auto scale = scale_to_ticks(values)) {
    std::vector<std::vector<std::int64_t>> ticks;
    for (std::size_t r = 0; r < b.size(); ++r) {
      const auto first = scale->ticks.begin() + static_cast<std::ptrdiff_t>(1 + r * b.size());
      ticks.emplace_back(first, first + static_cast<std::ptrdiff_t>(b.size()));
    }
    for (auto& [step, pairs] : peel(std::move(ticks), scale->ticks.front(), n))
      out.push_back({scale->to_time(step), std::move(pairs)});
    return out;
  }
  for (auto& [step, pairs] : peel(b, period, n)) out.push_back({step, std::move(pairs)});
  return out;
}

}  // namespace redcheck
