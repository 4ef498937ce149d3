#include "enumeration/exhaustive_overlap.hpp"

#include "cli/input_error.hpp"
#include "enumeration/tree_levels.hpp"
#include "time/tick_scale.hpp"

#include <optional>

namespace redcheck {
namespace {

void check_size(int n, bool exact) {
  if (n < 1) throw InputError("n = " + std::to_string(n) + " machines; n must be at least 1");
  if (n > exhaustive_max_n) {
    const std::string count =
        n <= 1000 ? catalan(n - 1).str() + " ordered trees" : "too many trees";
    throw InputError("n = " + std::to_string(n) + " is too large to enumerate every tree (" +
                     count + "); exhaustive enumeration accepts n <= " +
                     std::to_string(exhaustive_max_n) + "; use --method recurrence for larger n");
  }
  if (exact && n > exhaustive_max_n_exact) {
    throw InputError(
        "these costs need more than 64-bit ticks, and exhaustive enumeration with exact "
        "rationals accepts n <= " +
        std::to_string(exhaustive_max_n_exact) + " (n = " + std::to_string(n) +
        "); use --method recurrence");
  }
}

// How times are represented for one run: integer ticks of `tick`, or exact.
struct Arithmetic {
  enum Kind { int32, int64, exact } kind = exact;
  Time tick = 1;
  std::int64_t d = 0;
  std::int64_t c = 0;
};

Arithmetic choose_arithmetic(int n, const OverlapModel& model, bool force_exact) {
  Arithmetic a;
  if (force_exact) return a;
  const auto scale = scale_to_ticks({model.d, model.c});
  if (!scale) return a;
  const BigInt bound = BigInt(n + 1) * (BigInt(scale->ticks[0]) + BigInt(scale->ticks[1]));
  a.tick = scale->tick;
  a.d = scale->ticks[0];
  a.c = scale->ticks[1];
  if (fits_in<std::int32_t>(bound)) {
    a.kind = Arithmetic::int32;
  } else if (fits_in<std::int64_t>(bound)) {
    a.kind = Arithmetic::int64;
  }
  return a;
}

template <class T>
Time to_exact(const T& value, const Arithmetic& a) {
  if constexpr (std::is_same_v<T, Time>) {
    return value;
  } else {
    return a.tick * Time(static_cast<std::int64_t>(value));
  }
}

// Largest T value x with to_exact(x) <= bound (values are whole ticks).
template <class T>
T from_exact_floor(const Time& bound, const Arithmetic& a) {
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

template <class T, bool Overlap>
ExhaustiveResult run(int n, const Arithmetic& a, const T& d, const T& c,
                     const ExhaustiveOptions& options, const char* name) {
  ExhaustiveResult result;
  result.n = n;
  result.arithmetic = name;
  result.optimum_by_size.assign(static_cast<std::size_t>(n) + 1, Time(0));
  if (n == 1) {
    result.shapes = 1;
    result.optimal_shapes = 1;
    result.optimal_trees.emplace_back();
    return result;
  }
  const detail::TreeLevels<T, Overlap> levels(n - 1, d, c);
  for (int k = 1; k < n; ++k) result.optimum_by_size[k] = to_exact(levels.stored_min(k), a);
  const T best = levels.level_min(n, result.shapes);
  result.optimum = to_exact(best, a);
  result.optimum_by_size[n] = result.optimum;
  std::vector<std::uint64_t> first;
  result.optimal_shapes = levels.count_within(n, best, options.keep_trees, first);
  for (auto index : first) result.optimal_trees.push_back(levels.decode(n, index));
  return result;
}

template <class T, bool Overlap>
void visit(int n, const Arithmetic& a, const T& d, const T& c, const Time& bound,
           const std::function<bool(const ReductionTree&, const Time&)>& fn) {
  if (n == 1) {
    if (bound >= 0) fn(ReductionTree(), Time(0));
    return;
  }
  const detail::TreeLevels<T, Overlap> levels(n - 1, d, c);
  levels.visit_within(n, from_exact_floor<T>(bound, a), [&](std::uint64_t index, const T& f) {
    return fn(levels.decode(n, index), to_exact(f, a));
  });
}

// Runs `body` with the number type and overlap flag the arithmetic calls for.
template <class Body>
auto dispatch(const Arithmetic& a, const OverlapModel& model, Body&& body) {
  const auto with = [&](const auto& d, const auto& c, const char* name) {
    using T = std::decay_t<decltype(d)>;
    if (model.overlap) return body(std::integral_constant<bool, true>{}, T(d), T(c), name);
    return body(std::integral_constant<bool, false>{}, T(d), T(c), name);
  };
  switch (a.kind) {
    case Arithmetic::int32:
      return with(static_cast<std::int32_t>(a.d), static_cast<std::int32_t>(a.c), "int32 ticks");
    case Arithmetic::int64:
      return with(a.d, a.c, "int64 ticks");
    default:
      return with(model.d, model.c, "exact rationals");
  }
}

}  // namespace

ExhaustiveResult exhaustive_optimum(int n, const OverlapModel& model,
                                    const ExhaustiveOptions& options) {
  const Arithmetic a = choose_arithmetic(n, model, options.force_exact);
  check_size(n, a.kind == Arithmetic::exact);
  return dispatch(a, model, [&](auto overlap, const auto& d, const auto& c, const char* name) {
    using T = std::decay_t<decltype(d)>;
    return run<T, decltype(overlap)::value>(n, a, d, c, options, name);
  });
}

void for_each_tree_within(int n, const OverlapModel& model, const Time& bound,
                          const std::function<bool(const ReductionTree&, const Time&)>& fn,
                          bool force_exact) {
  const Arithmetic a = choose_arithmetic(n, model, force_exact);
  check_size(n, a.kind == Arithmetic::exact);
  dispatch(a, model, [&](auto overlap, const auto& d, const auto& c, const char*) {
    using T = std::decay_t<decltype(d)>;
    visit<T, decltype(overlap)::value>(n, a, d, c, bound, fn);
    return 0;
  });
}

}  // namespace redcheck
