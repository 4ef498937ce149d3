#pragma once
// RapidCheck generators of heterogeneous instances.

#include "models/heterogeneous/instances.hpp"

#include <rapidcheck.h>

namespace redcheck::testing {

/// An instance on 1..max_n processors with random rational costs (a / b, a in
/// 0..20, b in 1..5), drawn from a generated seed; non-commutative when asked.
inline rc::Gen<HeterogeneousInstance> gen_heterogeneous(int max_n, bool commutative = true) {
  return rc::gen::apply(
      [commutative](int n, std::uint64_t seed) {
        Random random(seed);
        HeterogeneousInstance in = random_heterogeneous_instance(n, random);
        in.commutative = commutative;
        return in;
      },
      rc::gen::inRange(1, max_n + 1), rc::gen::arbitrary<std::uint64_t>());
}

/// Costs in {0, 1, 2} only: many ties and costs of 0.
inline rc::Gen<HeterogeneousInstance> gen_heterogeneous_ties(int max_n, bool commutative = true) {
  return rc::gen::apply(
      [commutative](int n, std::uint64_t seed) {
        Random random(seed);
        const auto pick = [&] { return Time(std::uniform_int_distribution<int>(0, 2)(random)); };
        const auto size = static_cast<std::size_t>(n);
        std::vector<std::vector<Time>> d(size, std::vector<Time>(size));
        for (std::size_t i = 0; i < size; ++i) {
          for (std::size_t j = 0; j < size; ++j) {
            if (i != j) d[i][j] = pick();
          }
        }
        std::vector<Time> c(size);
        for (auto& x : c) x = pick();
        return make_heterogeneous_instance(std::move(d), std::move(c), commutative);
      },
      rc::gen::inRange(1, max_n + 1), rc::gen::arbitrary<std::uint64_t>());
}

}  // namespace redcheck::testing
