#include "models/heterogeneous/model.hpp"

#include "errors.hpp"

namespace redcheck {

HeterogeneousInstance make_heterogeneous_instance(std::vector<std::vector<Time>> d,
                                                  std::vector<Time> c, bool commutative) {
  const std::size_t n = c.size();
  if (n < 1 || n > static_cast<std::size_t>(heterogeneous_max_processors)) {
    throw InputError("c has " + std::to_string(n) + " entries; 1 to " +
                     std::to_string(heterogeneous_max_processors) +
                     " processors are accepted (one reduction cost each)");
  }
  if (d.size() != n) {
    throw InputError("d has " + std::to_string(d.size()) + " rows but c has " + std::to_string(n) +
                     " entries; d must be an n x n matrix with n = " + std::to_string(n));
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (d[i].size() != n) {
      throw InputError("row " + std::to_string(i) + " of d has " + std::to_string(d[i].size()) +
                       " entries; d must be square, " + std::to_string(n) + " x " +
                       std::to_string(n));
    }
    for (std::size_t j = 0; j < n; ++j) {
      const std::string name = "d[" + std::to_string(i) + "][" + std::to_string(j) + "]";
      if (d[i][j] < 0) {
        throw InputError(name + " = " + to_string(d[i][j]) + " is negative; costs are >= 0");
      }
      if (i == j && d[i][j] != 0) {
        throw InputError(name + " = " + to_string(d[i][j]) +
                         ": the diagonal is refused unless 0 (a processor never sends to itself)");
      }
    }
    if (c[i] < 0) {
      throw InputError("c[" + std::to_string(i) + "] = " + to_string(c[i]) +
                       " is negative; costs are >= 0");
    }
  }
  HeterogeneousInstance out;
  out.n = static_cast<int>(n);
  out.d = std::move(d);
  out.c = std::move(c);
  out.commutative = commutative;
  return out;
}

HeterogeneousInstance with_root(HeterogeneousInstance instance, int root) {
  if (root != HeterogeneousInstance::any_root && (root < 0 || root >= instance.n)) {
    throw InputError("root = " + std::to_string(root) + " is not a processor of this instance; " +
                     "accepted: 0 to " + std::to_string(instance.n - 1) +
                     " (the processor the result ends on)");
  }
  instance.root = root;
  return instance;
}

HeterogeneousInstance homogeneous_instance(int n, const Time& d, const Time& c) {
  const auto size = static_cast<std::size_t>(n < 1 ? 0 : n);
  std::vector<std::vector<Time>> matrix(size, std::vector<Time>(size, d));
  for (std::size_t i = 0; i < size; ++i) matrix[i][i] = 0;
  return make_heterogeneous_instance(std::move(matrix), std::vector<Time>(size, c));
}

HeterogeneousInstance theorem1_instance(int n, const Time& d, const Time& big_d) {
  if (big_d < d) {
    throw InputError("Theorem 1's instance needs d <= D; got d = " + to_string(d) +
                     ", D = " + to_string(big_d));
  }
  const auto size = static_cast<std::size_t>(n < 1 ? 0 : n);
  std::vector<std::vector<Time>> matrix(size, std::vector<Time>(size));
  for (std::size_t i = 0; i < size; ++i) {
    for (std::size_t j = 0; j < size; ++j) {
      if (i < j) matrix[i][j] = d;
      if (i > j) matrix[i][j] = big_d;
    }
  }
  return make_heterogeneous_instance(std::move(matrix), std::vector<Time>(size, Time(0)));
}

namespace {

template <class Better>
Time extreme_transfer(const HeterogeneousInstance& in, Better better) {
  Time out(0);
  bool any = false;
  for (int i = 0; i < in.n; ++i) {
    for (int j = 0; j < in.n; ++j) {
      if (i == j) continue;
      if (!any || better(in.transfer(i, j), out)) out = in.transfer(i, j);
      any = true;
    }
  }
  return out;
}

}  // namespace

Time smallest_transfer(const HeterogeneousInstance& in) {
  return extreme_transfer(in, [](const Time& a, const Time& b) { return a < b; });
}

Time largest_transfer(const HeterogeneousInstance& in) {
  return extreme_transfer(in, [](const Time& a, const Time& b) { return a > b; });
}

bool identical_reductions(const HeterogeneousInstance& in) {
  for (const Time& c : in.c) {
    if (c != in.c.front()) return false;
  }
  return true;
}

}  // namespace redcheck
