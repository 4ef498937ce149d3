#pragma once
// The definitions behind exhaustive_runs.hpp, included by the six files
// that instantiate them, one number type with or without overlap each.

#include "enumeration/catalan.hpp"
#include "models/overlap/exhaustive_runs.hpp"
#include "models/overlap/state_counts.hpp"
#include "models/overlap/tree_levels.hpp"

#include <limits>
#include <stdexcept>
#include <type_traits>

namespace redcheck::overlap_exhaustive {

// Largest T value x with to_time(x) <= bound (values are whole ticks).
template <class T>
T floor_of(const Time& bound, const Arithmetic<T>& a) {
  if constexpr (std::is_same_v<T, Time>) {
    return bound;
  } else {
    const Time ticks = bound / a.tick;
    BigInt floor =
        boost::multiprecision::numerator(ticks) / boost::multiprecision::denominator(ticks);
    if (floor * boost::multiprecision::denominator(ticks) >
        boost::multiprecision::numerator(ticks)) {
      floor -= 1;  // truncation went up for a negative value
    }
    if (floor > BigInt(std::numeric_limits<T>::max())) return std::numeric_limits<T>::max();
    if (floor < BigInt(std::numeric_limits<T>::min())) return std::numeric_limits<T>::min();
    return floor.convert_to<T>();
  }
}

// Every ordered tree counted by its sink's state (state_counts.hpp).
template <class T, bool Overlap>
ExhaustiveResult run_by_counting(int n, const Arithmetic<T>& a, const ExhaustiveOptions& options) {
  ExhaustiveResult result;
  result.n = n;
  result.arithmetic = a.name();
  result.optimum_by_size.assign(static_cast<std::size_t>(n) + 1, Time(0));
  const detail::TreeStateCounts<T, Overlap> counts(n, a.costs[0], a.costs[1]);
  result.shapes = counts.trees(n);
  if (result.shapes != catalan_u64(n - 1)) {
    throw std::logic_error("exhaustive optimum: the state counts of n = " + std::to_string(n) +
                           " add up to " + std::to_string(result.shapes) +
                           " ordered trees instead of Catalan(n - 1)");
  }
  for (int k = 1; k <= n; ++k) result.optimum_by_size[k] = a.to_time(counts.level_min(k));
  const T best = counts.level_min(n);
  result.optimum = a.to_time(best);
  result.optimal_shapes = counts.count_within(n, best);
  for (auto index : counts.first_within(n, best, options.keep_trees)) {
    result.optimal_trees.push_back(counts.decode(n, index));
  }
  return result;
}

// Every ordered tree evaluated one by one (tree_levels.hpp).
template <class T, bool Overlap>
ExhaustiveResult run_by_enumeration(int n, const Arithmetic<T>& a,
                                    const ExhaustiveOptions& options) {
  ExhaustiveResult result;
  result.n = n;
  result.arithmetic = a.name();
  result.optimum_by_size.assign(static_cast<std::size_t>(n) + 1, Time(0));
  if (n == 1) {
    result.shapes = 1;
    result.optimal_shapes = 1;
    result.optimal_trees.emplace_back();
    return result;
  }
  int top = stored_top(n, sizeof(T));
  if (options.stored_levels_max > 0) top = std::min(top, options.stored_levels_max);
  const detail::TreeLevels<T, Overlap> levels(top, a.costs[0], a.costs[1], n);
  for (int k = 1; k < n; ++k) {
    std::uint64_t evaluated = 0;
    result.optimum_by_size[k] =
        a.to_time(k <= levels.top() ? levels.stored_min(k) : levels.level_min(k, evaluated));
  }
  const T best = levels.level_min(n, result.shapes);
  result.optimum = a.to_time(best);
  result.optimum_by_size[n] = result.optimum;
  std::vector<std::uint64_t> first;
  result.optimal_shapes = levels.count_within(n, best, options.keep_trees, first);
  for (auto index : first) result.optimal_trees.push_back(levels.decode(n, index));
  return result;
}

template <class T, bool Overlap>
ExhaustiveResult run(int n, const Arithmetic<T>& a, const ExhaustiveOptions& options) {
  return options.by_enumeration ? run_by_enumeration<T, Overlap>(n, a, options)
                                : run_by_counting<T, Overlap>(n, a, options);
}

// The trees within the bound, found a batch at a time in enumeration order
// from the state counts; returns how many there are (counted, visited or not).
template <class T, bool Overlap>
std::uint64_t visit(int n, const Arithmetic<T>& a, const Time& bound,
                    const std::function<bool(const ReductionTree&, const Time&)>& fn) {
  constexpr std::size_t batch = 4096;
  const detail::TreeStateCounts<T, Overlap> counts(n, a.costs[0], a.costs[1]);
  const T within = floor_of<T>(bound, a);
  const std::uint64_t total = counts.count_within(n, within);
  std::uint64_t from = 0;
  for (;;) {
    const std::vector<std::uint64_t> found = counts.first_within(n, within, batch, from);
    for (auto index : found) {
      if (!fn(counts.decode(n, index), a.to_time(counts.state_at(n, index).finish))) return total;
    }
    if (found.size() < batch) return total;
    from = found.back() + 1;
    check_cancelled();
  }
}

/// Instantiates run and visit for ticks of type T, with or without overlap
/// (one file each).
#define REDCHECK_OVERLAP_EXHAUSTIVE_RUNS(T, Overlap)                                              \
  template ExhaustiveResult run<T, Overlap>(int, const Arithmetic<T>&, const ExhaustiveOptions&); \
  template std::uint64_t visit<T, Overlap>(                                                       \
      int, const Arithmetic<T>&, const Time&,                                                     \
      const std::function<bool(const ReductionTree&, const Time&)>&);

}  // namespace redcheck::overlap_exhaustive
