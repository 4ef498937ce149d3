#include "models/overlap/exhaustive.hpp"

#include "errors.hpp"
#include "models/overlap/state_counts.hpp"
#include "models/overlap/tree_levels.hpp"
#include "time/fast_path.hpp"

#include <optional>

namespace redcheck {
namespace {

void check_size(int n, bool exact) {
  if (n < 1) throw InputError("n = " + std::to_string(n) + " machines; n must be at least 1");
  if (n > exhaustive_max_n) {
    const std::string count =
        n <= 1000 ? catalan(n - 1).str() + " ordered trees" : "too many trees";
    throw TooBig("n = " + std::to_string(n) + " is too large to enumerate every tree (" + count +
                 "); exhaustive enumeration accepts n <= " + std::to_string(exhaustive_max_n) +
                 " (enumerator exhaustive-work --n N says how much work each n is); "
                 "use --method recurrence for larger n");
  }
  if (exact && n > exhaustive_max_n_exact) {
    throw TooBig(
        "these costs need more than 64-bit ticks, and exhaustive enumeration with exact "
        "rationals accepts n <= " +
        std::to_string(exhaustive_max_n_exact) + " (n = " + std::to_string(n) +
        "); use --method recurrence");
  }
}

// States stored for levels 1..top (Catalan(k - 1) trees on level k, two values each).
double stored_states(int top) {
  double states = 0;
  for (int k = 1; k <= top; ++k) states += static_cast<double>(catalan_u64(k - 1));
  return 2 * states;
}

// Highest level stored for n machines: n - 1, or lower when the states would
// not fit in exhaustive_stored_bytes_max (the levels above are evaluated on
// the fly, tree_levels.hpp).
int stored_top(int n, std::size_t bytes_per_value) {
  int top = std::max(1, n - 1);
  while (top > 1 &&
         stored_states(top) * static_cast<double>(bytes_per_value) > exhaustive_stored_bytes_max) {
    --top;
  }
  return top;
}

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

// Runs body(overlap flag, arithmetic) in the fastest exact number type: every
// time formed is at most (n + 1)(d + c) ticks (exhaustive.hpp); int32
// ticks halve the memory of the stored states.
template <class Body>
auto dispatch(int n, const OverlapModel& model, bool force_exact, Body&& body) {
  const auto largest = [n](const std::vector<BigInt>& t) { return BigInt(n + 1) * (t[0] + t[1]); };
  return with_fastest_exact<NumberTypes::int32_int64_or_exact>(
      {model.d, model.c}, largest,
      [&](const auto& arithmetic) {
        using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
        check_size(n, std::is_same_v<T, Time>);
        if (model.overlap) return body(std::integral_constant<bool, true>{}, arithmetic);
        return body(std::integral_constant<bool, false>{}, arithmetic);
      },
      "", force_exact);
}

// Bytes of one exact rational stored: about 96 bytes plus its limbs. Every
// value is at most (n + 1)(d + c) over the denominator den(d) den(c).
double exact_value_bytes(int n, const OverlapModel& model) {
  using boost::multiprecision::denominator;
  using boost::multiprecision::msb;
  using boost::multiprecision::numerator;
  const BigInt scale = BigInt(denominator(model.d)) * BigInt(denominator(model.c));
  const BigInt top = BigInt(n + 1) * (BigInt(numerator(model.d)) * BigInt(denominator(model.c)) +
                                      BigInt(numerator(model.c)) * BigInt(denominator(model.d)));
  const auto limb_bytes = [](const BigInt& x) {
    return x > 0 ? static_cast<double>(msb(x) / 64 + 1) * 8 : 8.0;
  };
  return 96 + limb_bytes(top) + limb_bytes(scale);
}

// Bytes of the states stored with exact rationals: levels 1..n-1 (the exact
// path stores every level below n).
double exact_state_bytes(int n, const OverlapModel& model) {
  return stored_states(n - 1) * exact_value_bytes(n, model);
}

}  // namespace

void check_exhaustive_size(int n, const OverlapModel& model, bool force_exact) {
  check_size(n, false);
  const bool exact = dispatch(n, model, force_exact, [](auto, const auto& arithmetic) {
    return std::is_same_v<typename std::decay_t<decltype(arithmetic.costs)>::value_type, Time>;
  });
  if (exact && exact_state_bytes(n, model) > exhaustive_max_exact_bytes) {
    throw InputError(
        "n = " + std::to_string(n) + " with d = " + to_string(model.d) +
        " and c = " + to_string(model.c) +
        ": these costs need exact rationals, and the enumeration would store about " +
        std::to_string(static_cast<long long>(exact_state_bytes(n, model) / 1e9)) +
        " GB of them (accepted: " + std::to_string(exhaustive_max_exact_bytes / 1'000'000'000) +
        " GB); use fewer machines, simpler costs, or --method recurrence");
  }
}

ExhaustiveResult exhaustive_optimum(int n, const OverlapModel& model,
                                    const ExhaustiveOptions& options) {
  check_exhaustive_size(n, model, options.force_exact);
  return dispatch(n, model, options.force_exact, [&](auto overlap, const auto& arithmetic) {
    return run<typename std::decay_t<decltype(arithmetic.costs)>::value_type,
               decltype(overlap)::value>(n, arithmetic, options);
  });
}

namespace {

// Receive steps to evaluate every tree of level k, the stored levels being
// 1..top: each tree is one step, and a row whose running part lies above top
// evaluates that level's trees again (tree_levels.hpp, for_states).
double level_steps(int k, int top, std::vector<double>& memo) {
  if (k <= top) return 0;
  double& known = memo[static_cast<std::size_t>(k)];
  if (known > 0) return known;
  double steps = 0;
  for (const detail::LevelBlock& b : detail::level_blocks(k)) {
    const int running = b.inner_is_last ? b.last_size : b.prefix_size;
    const double rows = static_cast<double>(b.inner_is_last ? b.prefix_count : b.last_count);
    steps += static_cast<double>(b.size()) + rows * level_steps(running, top, memo);
  }
  known = steps;
  return steps;
}

}  // namespace

ExhaustiveWork exhaustive_work(int n, const OverlapModel& model) {
  check_exhaustive_size(n, model);
  ExhaustiveWork work;
  work.n = n;
  work.ordered_trees = catalan(n - 1);
  std::size_t value_bytes = 0;
  work.arithmetic = dispatch(n, model, false, [&](auto, const auto& arithmetic) {
    using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
    value_bytes =
        std::is_same_v<T, Time> ? static_cast<std::size_t>(exact_value_bytes(n, model)) : sizeof(T);
    return arithmetic.name();
  });
  if (n == 1) return work;
  work.stored_levels = stored_top(n, value_bytes);
  work.stored_bytes = stored_states(work.stored_levels) * static_cast<double>(value_bytes);
  for (int k = 2; k <= work.stored_levels; ++k) {
    work.replicated_steps += static_cast<double>(catalan_u64(k - 1));
  }
  // The optima of the sizes above the stored levels, then the top level
  // twice (its least finish, then the trees that reach it).
  std::vector<double> memo(static_cast<std::size_t>(n) + 1, 0);
  for (int k = work.stored_levels + 1; k < n; ++k) {
    work.split_steps += level_steps(k, work.stored_levels, memo);
  }
  work.split_steps += 2 * level_steps(n, work.stored_levels, memo);
  return work;
}

std::uint64_t count_trees_within(int n, const OverlapModel& model, const Time& bound,
                                 bool force_exact) {
  return for_each_tree_within(
      n, model, bound, [](const ReductionTree&, const Time&) { return false; }, force_exact);
}

std::uint64_t for_each_tree_within(int n, const OverlapModel& model, const Time& bound,
                                   const std::function<bool(const ReductionTree&, const Time&)>& fn,
                                   bool force_exact) {
  check_exhaustive_size(n, model, force_exact);
  return dispatch(n, model, force_exact, [&](auto overlap, const auto& arithmetic) {
    return visit<typename std::decay_t<decltype(arithmetic.costs)>::value_type,
                 decltype(overlap)::value>(n, arithmetic, bound, fn);
  });
}

}  // namespace redcheck
