#include "schedule/reduction_tree.hpp"

#include "errors.hpp"
#include "gen/chooser.hpp"

#include <algorithm>
#include <map>

namespace redcheck {

ReductionTree::ReductionTree() : receiver_{-1}, senders_(1), sink_(0) {}

ReductionTree ReductionTree::from_receivers(const std::vector<int>& receiver) {
  const int n = static_cast<int>(receiver.size());
  std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    const int r = receiver[i];
    if (r == -1) continue;
    if (r < 0 || r >= n || r == i) {
      throw InputError("receiver of machine " + std::to_string(i) + " is " + std::to_string(r) +
                       "; a receiver is another machine in 0.." + std::to_string(n - 1) +
                       ", or -1 for the sink");
    }
    senders[r].push_back(i);
  }
  return from_senders(std::move(senders));
}

ReductionTree ReductionTree::from_senders(std::vector<std::vector<int>> senders) {
  const int n = static_cast<int>(senders.size());
  if (n < 1) throw InputError("a reduction tree needs at least one machine");
  ReductionTree tree;
  tree.receiver_.assign(static_cast<std::size_t>(n), -1);
  for (int r = 0; r < n; ++r) {
    for (int s : senders[r]) {
      if (s < 0 || s >= n || s == r) {
        throw InputError("machine " + std::to_string(r) + " lists sender " + std::to_string(s) +
                         ", which is not another machine in 0.." + std::to_string(n - 1));
      }
      if (tree.receiver_[s] != -1) {
        throw InputError("machine " + std::to_string(s) + " sends twice (to " +
                         std::to_string(tree.receiver_[s]) + " and " + std::to_string(r) +
                         "); each machine sends its partial result once");
      }
      tree.receiver_[s] = r;
    }
  }
  const auto sinks = std::count(tree.receiver_.begin(), tree.receiver_.end(), -1);
  if (sinks != 1) {
    throw InputError(std::to_string(sinks) +
                     " machines send nothing; a reduction tree has exactly one sink");
  }
  tree.sink_ = static_cast<int>(std::find(tree.receiver_.begin(), tree.receiver_.end(), -1) -
                                tree.receiver_.begin());
  tree.senders_ = std::move(senders);
  // With n - 1 edges and one sink, the graph is a tree iff every machine reaches the sink.
  if (static_cast<int>(tree.postorder().size()) != n) {
    throw InputError("the transfers contain a cycle; every machine must reach the sink");
  }
  return tree;
}

ReductionTree ReductionTree::from_brackets(std::string_view text) {
  std::vector<std::vector<int>> senders;
  std::vector<int> open;
  bool closed_root = false;
  for (std::size_t pos = 0; pos < text.size(); ++pos) {
    const char ch = text[pos];
    if (closed_root || (ch != '(' && ch != ')')) {
      throw InputError("tree '" + std::string(text) + "' is malformed at character " +
                       std::to_string(pos + 1) + "; write nested parentheses such as (()(()))");
    }
    if (ch == '(') {
      const int id = static_cast<int>(senders.size());
      senders.emplace_back();
      if (!open.empty()) senders[open.back()].push_back(id);
      open.push_back(id);
    } else {
      if (open.empty()) {
        throw InputError("tree '" + std::string(text) + "' closes a parenthesis it never opened");
      }
      open.pop_back();
      closed_root = open.empty();
    }
  }
  if (senders.empty() || !open.empty()) {
    throw InputError("tree '" + std::string(text) +
                     "' is not balanced; write nested parentheses such as (()(()))");
  }
  return from_senders(std::move(senders));
}

std::vector<int> ReductionTree::preorder() const {
  std::vector<int> out, stack{sink_};
  out.reserve(receiver_.size());
  while (!stack.empty()) {
    const int machine = stack.back();
    stack.pop_back();
    out.push_back(machine);
    const auto& senders = senders_[machine];
    for (auto it = senders.rbegin(); it != senders.rend(); ++it) stack.push_back(*it);
  }
  return out;
}

std::vector<int> ReductionTree::postorder() const {
  std::vector<int> order;
  order.reserve(receiver_.size());
  std::vector<char> seen(receiver_.size(), 0);
  // Iterative depth-first search: (machine, next sender position).
  std::vector<std::pair<int, std::size_t>> stack{{sink_, 0}};
  seen[sink_] = 1;
  while (!stack.empty()) {
    auto& [machine, next] = stack.back();
    if (next < senders_[machine].size()) {
      const int s = senders_[machine][next++];
      if (seen[s]) continue;
      seen[s] = 1;
      stack.emplace_back(s, 0);
    } else {
      order.push_back(machine);
      stack.pop_back();
    }
  }
  return order;
}

std::string ReductionTree::brackets() const {
  std::string text;
  text.reserve(2 * receiver_.size());
  std::vector<std::pair<int, std::size_t>> stack{{sink_, 0}};
  text += '(';
  while (!stack.empty()) {
    auto& [machine, next] = stack.back();
    if (next < senders_[machine].size()) {
      const int s = senders_[machine][next++];
      text += '(';
      stack.emplace_back(s, 0);
    } else {
      text += ')';
      stack.pop_back();
    }
  }
  return text;
}

std::string ReductionTree::canonical() const {
  std::vector<std::string> form(receiver_.size());
  for (int machine : postorder()) {
    std::vector<std::string> parts;
    for (int s : senders_[machine]) parts.push_back(std::move(form[s]));
    std::sort(parts.begin(), parts.end());
    std::string text = "(";
    for (const auto& p : parts) text += p;
    form[machine] = text + ")";
  }
  return form[sink_];
}

int ReductionTree::max_in_degree() const {
  std::size_t degree = 0;
  for (const auto& s : senders_) degree = std::max(degree, s.size());
  return static_cast<int>(degree);
}

int ReductionTree::depth() const {
  std::vector<int> height(receiver_.size(), 0);
  for (int machine : postorder()) {
    for (int s : senders_[machine]) height[machine] = std::max(height[machine], height[s] + 1);
  }
  return height[sink_];
}

namespace {

// AHU labels: two subtrees get the same label iff they are isomorphic.
std::vector<int> ahu_labels(const ReductionTree& tree, std::map<std::vector<int>, int>& ids) {
  std::vector<int> label(static_cast<std::size_t>(tree.size()));
  for (int machine : tree.postorder()) {
    std::vector<int> key;
    for (int s : tree.senders(machine)) key.push_back(label[s]);
    std::sort(key.begin(), key.end());
    const auto [it, inserted] = ids.emplace(std::move(key), static_cast<int>(ids.size()));
    label[machine] = it->second;
  }
  return label;
}

}  // namespace

bool isomorphic(const ReductionTree& a, const ReductionTree& b) {
  if (a.size() != b.size()) return false;
  std::map<std::vector<int>, int> ids;
  const int la = ahu_labels(a, ids)[a.sink()];
  const int lb = ahu_labels(b, ids)[b.sink()];
  return la == lb;
}

ReductionTree ReductionTree::random(int n, std::mt19937_64& random) {
  std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
  for (int i = 1; i < n; ++i) {
    senders[static_cast<std::size_t>(std::uniform_int_distribution<int>(0, i - 1)(random))]
        .push_back(i);
  }
  for (auto& s : senders) std::shuffle(s.begin(), s.end(), random);
  return from_senders(std::move(senders));
}

ReductionTree ReductionTree::random(int n, Chooser& choose) {
  std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
  for (int i = 1; i < n; ++i)
    senders[static_cast<std::size_t>(choose.integer_in(0, i - 1))].push_back(i);
  // Fisher-Yates: choosing 0 each time keeps index order.
  for (auto& s : senders) {
    for (std::size_t k = 0; k + 1 < s.size(); ++k) {
      std::swap(s[k], s[k + choose.index(s.size() - k)]);
    }
  }
  return from_senders(std::move(senders));
}

ReductionTree ReductionTree::star(int n) {
  std::vector<int> receiver(static_cast<std::size_t>(std::max(n, 0)), 0);
  if (n > 0) receiver[0] = -1;
  return from_receivers(receiver);
}

ReductionTree ReductionTree::chain(int n) {
  std::vector<int> receiver(static_cast<std::size_t>(std::max(n, 0)));
  for (int i = 0; i < n; ++i) receiver[static_cast<std::size_t>(i)] = i - 1;
  return from_receivers(receiver);
}

}  // namespace redcheck
