#include "models/heterogeneous/markov.hpp"

#include "errors.hpp"

#include <map>
#include <tuple>

namespace redcheck {

namespace {

struct Moments {
  Time first;   // E[T]
  Time second;  // E[T^2]
};

class Chain {
 public:
  Chain(const Time& lambda_d, const std::optional<Time>& lambda_c)
      : lambda_d_(lambda_d), lambda_c_(lambda_c) {}

  const Moments& solve(int a, int b, int s) {
    const auto key = std::make_tuple(a, b, s);
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    Moments m{Time(0), Time(0)};
    if (a > 0 || b > 0) {
      // The successors and their rates.
      std::vector<std::pair<Time, std::tuple<int, int, int>>> next;
      if (a > 0) {
        if (lambda_c_) {
          next.push_back({lambda_d_ * a, {a - 1, b + 1, s}});
        } else {
          next.push_back(
              {lambda_d_ * a, s ? std::make_tuple(a, b, 0) : std::make_tuple(a - 1, b, 1)});
        }
      }
      if (b > 0) {
        next.push_back(
            {*lambda_c_ * b, s ? std::make_tuple(a + 1, b - 1, 0) : std::make_tuple(a, b - 1, 1)});
      }
      Time q(0);
      for (const auto& [rate, state] : next) q += rate;
      Time after_first(0), after_second(0);
      for (const auto& [rate, state] : next) {
        const auto& [na, nb, ns] = state;
        const Moments& later = solve(na, nb, ns);
        after_first += rate / q * later.first;
        after_second += rate / q * later.second;
      }
      m.first = 1 / q + after_first;
      m.second = 2 / (q * q) + 2 / q * after_first + after_second;
    }
    return memo_.emplace(key, m).first->second;
  }

  int states() const { return static_cast<int>(memo_.size()); }

 private:
  Time lambda_d_;
  std::optional<Time> lambda_c_;
  std::map<std::tuple<int, int, int>, Moments> memo_;
};

void check_arguments(int n, const Time& lambda_d) {
  if (n < 1 || n > markov_max_n) {
    throw InputError("--n = " + std::to_string(n) +
                     " is out of range; the chain is solved for n = 1.." +
                     std::to_string(markov_max_n));
  }
  if (lambda_d <= 0) {
    throw InputError("--lambda-d = " + to_string(lambda_d) +
                     " is not a rate; accepted: a rate > 0");
  }
}

Time harmonic(int k) {
  Time h(0);
  for (int i = 1; i <= k; ++i) h += Time(1, i);
  return h;
}

Time squares(int k) {
  Time h(0);
  for (int i = 1; i <= k; ++i) h += Time(1, i) / i;
  return h;
}

void check_even(int n) {
  if (n < 2 || n % 2) throw InternalError("the printed closed forms are for n even, n >= 2");
}

}  // namespace

MarkovMoments tree_dyn_moments(int n, const Time& lambda_d, const std::optional<Time>& lambda_c) {
  check_arguments(n, lambda_d);
  if (lambda_c && *lambda_c <= 0) {
    throw InputError(
        "--lambda-c = " + to_string(*lambda_c) +
        " is not a rate; accepted: a rate > 0, or none for reductions that take no time");
  }
  if (lambda_c && n > markov_max_n_with_reductions) {
    throw TooBig("--n = " + std::to_string(n) +
                 " with --lambda-c: the chain with reductions is solved for n <= " +
                 std::to_string(markov_max_n_with_reductions) +
                 " (its exact rationals grow long beyond)");
  }
  Chain chain(lambda_d, lambda_c);
  const Moments& m = chain.solve(n / 2, 0, n % 2);
  return {m.first, m.second - m.first * m.first, chain.states()};
}

Time printed_tree_dyn_mean(int n, const Time& lambda_d) {
  check_even(n);
  return (2 * harmonic(n / 2) + Time(2, n)) / lambda_d;
}

Time printed_tree_dyn_variance(int n, const Time& lambda_d) {
  check_even(n);
  return (2 * squares(n / 2 - 1) + Time(4, n) / n) / (lambda_d * lambda_d);
}

Time derived_tree_dyn_mean(int n, const Time& lambda_d) {
  check_arguments(n, lambda_d);
  if (n % 2 == 0) return (2 * harmonic(n / 2) - Time(2, n)) / lambda_d;
  return 2 * harmonic((n - 1) / 2) / lambda_d;
}

Time derived_tree_dyn_variance(int n, const Time& lambda_d) {
  check_arguments(n, lambda_d);
  if (n % 2 == 0) return (2 * squares(n / 2 - 1) + Time(4, n) / n) / (lambda_d * lambda_d);
  return 2 * squares((n - 1) / 2) / (lambda_d * lambda_d);
}

}  // namespace redcheck
