#pragma once
// Every ordered reduction tree counted by the state of its sink (internal to
// exhaustive.cpp): the exhaustive optimum of the overlap model without
// visiting the trees one by one.
//
// The enumeration of tree_levels.hpp lists the ordered trees on k machines as
// level k: a tree on k - a machines (the prefix) whose sink receives last from
// the sink of a tree on a machines (the last subtree), the decomposition being
// unique. A tree's earliest schedule depends on its subtrees only through the
// state of their sinks (receive_step.hpp): the prefix's (port free, finish)
// and the last subtree's finish. So the number N_k(s) of trees of level k
// whose sink ends in state s is
//   N_k(s) = sum over a = 1..k-1, prefix states p of level k - a and finishes
//            r of level a with receive_one(p, r) = s, of N_{k-a}(p) * F_a(r),
// F_a(r) the number of trees of level a that finish at r. Every ordered tree
// is counted once and none is pruned (the counts of level k add up to
// Catalan(k - 1), which the caller checks); the cost is the number of pairs
// (p, r) formed, which grows with the number of distinct states rather than
// with Catalan(n - 1) (n = 26 in under a second, docs/speed.md).
//
// The trees themselves are found in the enumeration's flat-index order, so
// that the trees a caller keeps are the ones the enumeration keeps: the first
// trees of level k whose state is accepted are in the first block, row by row,
// whose outer part (the part fixed by the row) has a state for which some
// state of the inner part is accepted; the counts say which states exist, so
// the search descends only into rows and columns that hold an accepted tree.

#include "models/overlap/receive_step.hpp"
#include "models/overlap/tree_levels.hpp"
#include "schedule/reduction_tree.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace redcheck::detail {

template <class T, bool Overlap>
class TreeStateCounts {
 public:
  /// How many trees of a level end in one sink state.
  struct StateCount {
    T port;
    T finish;
    std::uint64_t count;
  };
  /// How many trees of a level finish at one time.
  struct FinishCount {
    T finish;
    std::uint64_t count;
  };

  /// Counts levels 1..highest; every value formed is at most
  /// (highest + 1)(d + c) (exhaustive.hpp), which must fit in T.
  TreeStateCounts(int highest, T d, T c) : d_(std::move(d)), c_(std::move(c)) {
    states_.resize(static_cast<std::size_t>(highest) + 1);
    finishes_.resize(states_.size());
    blocks_.resize(states_.size());
    states_[1] = {StateCount{T(0), T(0), 1}};
    finishes_[1] = {FinishCount{T(0), 1}};
    for (int k = 2; k <= highest; ++k) {
      blocks_[static_cast<std::size_t>(k)] = level_blocks(k);
      count_level(k);
    }
  }

  /// Sink states of level k with their counts, ordered by (port, finish).
  const std::vector<StateCount>& states(int k) const { return states_[index(k)]; }

  /// Pairs (prefix state, last finish) formed to count every level.
  std::uint64_t pairs_formed() const { return pairs_; }

  /// Trees on level k.
  std::uint64_t trees(int k) const {
    std::uint64_t total = 0;
    for (const FinishCount& f : finishes_[index(k)]) total += f.count;
    return total;
  }

  /// Smallest finish on level k.
  T level_min(int k) const { return finishes_[index(k)].front().finish; }

  /// Trees of level k whose finish is <= bound.
  std::uint64_t count_within(int k, const T& bound) const {
    std::uint64_t total = 0;
    for (const FinishCount& f : finishes_[index(k)]) {
      if (bound < f.finish) break;
      total += f.count;
    }
    return total;
  }

  /// Flat indices (tree_levels.hpp) of the first `keep` trees of level k
  /// whose finish is <= bound, from flat index `from` on, in flat-index order.
  std::vector<std::uint64_t> first_within(int k, const T& bound, std::size_t keep,
                                          std::uint64_t from = 0) const {
    const auto& level = states_[index(k)];
    std::vector<char> accept(level.size());
    for (std::size_t s = 0; s < level.size(); ++s) accept[s] = !(bound < level[s].finish);
    std::vector<std::uint64_t> out;
    first_accepted(k, accept, from, keep, out);
    return out;
  }

  /// The sink state of the tree with flat index `at` on level k.
  ReceiverState<T> state_at(int k, std::uint64_t at) const {
    if (k == 1) return {T(0), T(0)};
    const TreeParts parts = tree_parts(blocks_[index(k)], at);
    ReceiverState<T> state = state_at(parts.prefix_size, parts.prefix_index);
    const ReceiverState<T> last = state_at(parts.last_size, parts.last_index);
    receive_one(state, last.finish, d_, c_, Overlap);
    return state;
  }

  /// The ordered tree with flat index `at` on level k.
  ReductionTree decode(int k, std::uint64_t at) const { return decode_level_tree(blocks_, k, at); }

 private:
  static std::size_t index(int k) { return static_cast<std::size_t>(k); }

  // The entry of `state` in level k's ordered states.
  std::size_t entry_of(int k, const ReceiverState<T>& state) const {
    const auto& level = states_[index(k)];
    const auto it = std::lower_bound(
        level.begin(), level.end(), state, [](const StateCount& e, const ReceiverState<T>& s) {
          return e.port < s.port_free || (e.port == s.port_free && e.finish < s.finish);
        });
    return static_cast<std::size_t>(it - level.begin());
  }

  // Level k from the levels below: one receive step per pair (prefix state,
  // last finish), its count the product of theirs, equal states merged.
  void count_level(int k) {
    std::map<std::pair<T, T>, std::uint64_t> tally;
    std::vector<StateCount> formed;
    for (int a = 1; a <= k - 1; ++a) {
      const auto& prefixes = states_[index(k - a)];
      const auto& lasts = finishes_[index(a)];
      formed.clear();
      formed.reserve(prefixes.size() * lasts.size());
      for (const StateCount& p : prefixes) {
        for (const FinishCount& l : lasts) {
          ReceiverState<T> state{p.port, p.finish};
          receive_one(state, l.finish, d_, c_, Overlap);
          formed.push_back({state.port_free, state.finish, p.count * l.count});
        }
      }
      pairs_ += formed.size();
      merge_into(tally, formed);
    }
    auto& level = states_[index(k)];
    level.reserve(tally.size());
    std::map<T, std::uint64_t> by_finish;
    for (const auto& [state, count] : tally) {
      level.push_back({state.first, state.second, count});
      by_finish[state.second] += count;
    }
    auto& finishes = finishes_[index(k)];
    for (const auto& [finish, count] : by_finish) finishes.push_back({finish, count});
  }

  // Adds the formed states to the tally: sorted first, so that equal states
  // are merged before the (ordered) tally sees them.
  static void merge_into(std::map<std::pair<T, T>, std::uint64_t>& tally,
                         std::vector<StateCount>& formed) {
    std::sort(formed.begin(), formed.end(), [](const StateCount& x, const StateCount& y) {
      return x.port < y.port || (x.port == y.port && x.finish < y.finish);
    });
    auto hint = tally.begin();
    for (std::size_t i = 0; i < formed.size();) {
      std::uint64_t count = 0;
      std::size_t j = i;
      for (; j < formed.size() && formed[j].port == formed[i].port &&
             formed[j].finish == formed[i].finish;
           ++j) {
        count += formed[j].count;
      }
      hint = tally.try_emplace(hint, std::pair<T, T>{formed[i].port, formed[i].finish}, 0);
      hint->second += count;
      i = j;
    }
  }

  // Whether the tree (outer state o, inner state i) of block b of level k is
  // accepted.
  bool accepted(int k, const LevelBlock& b, const std::vector<char>& accept,
                const ReceiverState<T>& o, const ReceiverState<T>& i) const {
    ReceiverState<T> state = b.inner_is_last ? o : i;
    receive_one(state, (b.inner_is_last ? i : o).finish, d_, c_, Overlap);
    return accept[entry_of(k, state)] != 0;
  }

  // For each block of level k, the states of its outer part (the part fixed
  // by a row) for which some state of the inner part makes an accepted tree
  // (empty when there is none). Kept per (k, accept): the search asks again
  // for the same sets as it moves along.
  const std::vector<std::vector<char>>& outer_masks(int k, const std::vector<char>& accept) const {
    auto [it, inserted] = outer_masks_.try_emplace({k, accept});
    if (!inserted) return it->second;
    for (const LevelBlock& b : blocks_[index(k)]) {
      const auto& outer_states = states_[index(b.inner_is_last ? b.prefix_size : b.last_size)];
      const auto& inner_states = states_[index(b.inner_is_last ? b.last_size : b.prefix_size)];
      std::vector<char> mask(outer_states.size(), 0);
      bool any = false;
      for (std::size_t o = 0; o < outer_states.size(); ++o) {
        const ReceiverState<T> os{outer_states[o].port, outer_states[o].finish};
        for (const StateCount& is : inner_states) {
          if (accepted(k, b, accept, os, {is.port, is.finish})) {
            mask[o] = 1;
            any = true;
            break;
          }
        }
      }
      if (!any) mask.clear();
      it->second.push_back(std::move(mask));
    }
    return it->second;
  }

  // Appends to `out` the flat indices >= from of level k whose state's entry
  // is accepted, in order, until `out` holds `want`. Every row of a block
  // whose outer state is in its mask holds at least one accepted tree, so at
  // most `want` rows are looked into.
  void first_accepted(int k, const std::vector<char>& accept, std::uint64_t from, std::size_t want,
                      std::vector<std::uint64_t>& out) const {
    if (out.size() >= want) return;
    if (k == 1) {
      if (from == 0 && accept[0]) out.push_back(0);
      return;
    }
    const auto& masks = outer_masks(k, accept);
    const auto& blocks = blocks_[index(k)];
    for (std::size_t bi = 0; bi < blocks.size() && out.size() < want; ++bi) {
      const LevelBlock& b = blocks[bi];
      const std::vector<char>& outer_accept = masks[bi];
      if (outer_accept.empty() || from >= b.offset + b.size()) continue;
      const int outer = b.inner_is_last ? b.prefix_size : b.last_size;
      const int inner = b.inner_is_last ? b.last_size : b.prefix_size;
      const auto& inner_states = states_[index(inner)];
      const std::uint64_t local = from > b.offset ? from - b.offset : 0;
      const std::uint64_t first_row = local / b.inner();
      const std::uint64_t first_col = local % b.inner();
      // The rows to look into: the one `from` falls in (when it starts in
      // its middle), then the next rows holding an accepted tree.
      std::vector<std::uint64_t> rows;
      if (first_col != 0 && outer_accept[entry_of(outer, state_at(outer, first_row))]) {
        rows.push_back(first_row);
      }
      first_accepted(outer, outer_accept, first_col != 0 ? first_row + 1 : first_row,
                     want - out.size(), rows);
      for (std::uint64_t row : rows) {
        if (out.size() >= want) break;
        const ReceiverState<T> os = state_at(outer, row);
        std::vector<char> inner_accept(inner_states.size(), 0);
        for (std::size_t i = 0; i < inner_states.size(); ++i) {
          inner_accept[i] =
              accepted(k, b, accept, os, {inner_states[i].port, inner_states[i].finish});
        }
        std::vector<std::uint64_t> cols;
        first_accepted(inner, inner_accept, row == first_row ? first_col : 0, want - out.size(),
                       cols);
        for (std::uint64_t c : cols) out.push_back(b.offset + row * b.inner() + c);
      }
    }
  }

  T d_;
  T c_;
  std::vector<std::vector<StateCount>> states_;     ///< [k], ordered by (port, finish)
  std::vector<std::vector<FinishCount>> finishes_;  ///< [k], ordered by finish
  std::vector<std::vector<LevelBlock>> blocks_;     ///< [k], k >= 2
  std::uint64_t pairs_ = 0;
  // outer_masks' answers (the search runs on one thread).
  mutable std::map<std::pair<int, std::vector<char>>, std::vector<std::vector<char>>> outer_masks_;
};

}  // namespace redcheck::detail
