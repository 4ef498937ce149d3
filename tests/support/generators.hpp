#pragma once
// RapidCheck generators shared by the property tests: small exact costs and
// random ordered reduction trees.

#include "models/overlap/model.hpp"
#include "schedule/reduction_tree.hpp"

#include <rapidcheck.h>

#include <algorithm>
#include <vector>

namespace redcheck::testing {

/// A non-negative rational with small numerator and denominator (0 included often).
inline rc::Gen<Time> gen_cost() {
  return rc::gen::apply([](int num, int den) { return Time(num, den); }, rc::gen::inRange(0, 7),
                        rc::gen::inRange(1, 5));
}

/// Overlap-model costs from gen_cost.
inline rc::Gen<OverlapModel> gen_costs() {
  return rc::gen::apply([](Time d, Time c) { return make_overlap_model(d, c); }, gen_cost(),
                        gen_cost());
}

/// A random ordered tree on n machines: each machine i >= 1 sends to a random
/// earlier machine, and each machine's senders arrive in a random order.
inline ReductionTree random_tree(int n, const std::vector<int>& choices) {
  std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
  for (int i = 1; i < n; ++i) senders[choices[i] % i].push_back(i);
  std::size_t k = 0;
  for (auto& s : senders) {
    // deterministic shuffle driven by the generated choices
    for (std::size_t j = s.size(); j > 1; --j) {
      std::swap(s[j - 1], s[static_cast<std::size_t>(choices[k++ % choices.size()]) % j]);
    }
  }
  return ReductionTree::from_senders(std::move(senders));
}

/// Random ordered trees on 1..max_n machines.
inline rc::Gen<ReductionTree> gen_tree(int max_n) {
  return rc::gen::mapcat(rc::gen::inRange(1, max_n + 1), [](int n) {
    return rc::gen::map(rc::gen::container<std::vector<int>>(static_cast<std::size_t>(n),
                                                             rc::gen::inRange(0, 1 << 20)),
                        [n](const std::vector<int>& choices) { return random_tree(n, choices); });
  });
}

}  // namespace redcheck::testing

namespace rc {
template <>
struct Arbitrary<redcheck::Time> {
  static Gen<redcheck::Time> arbitrary() { return redcheck::testing::gen_cost(); }
};
}  // namespace rc

namespace redcheck {
// Lets RapidCheck print counterexamples.
inline void showValue(const ReductionTree& t, std::ostream& os) {
  os << t.brackets();
}
inline void showValue(const OverlapModel& m, std::ostream& os) {
  os << "d = " << to_string(m.d) << ", c = " << to_string(m.c);
}
}  // namespace redcheck
