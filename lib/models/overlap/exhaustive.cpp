#include "models/overlap/exhaustive.hpp"

#include "enumeration/catalan.hpp"
#include "errors.hpp"
#include "models/overlap/exhaustive_runs.hpp"
#include "models/overlap/tree_levels.hpp"

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

// Runs body(arithmetic) in the fastest exact number type: every
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
        return body(arithmetic);
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
  return overlap_exhaustive::stored_states(n - 1) * exact_value_bytes(n, model);
}

}  // namespace

namespace overlap_exhaustive {

double stored_states(int top) {
  double states = 0;
  for (int k = 1; k <= top; ++k) states += static_cast<double>(catalan_u64(k - 1));
  return 2 * states;
}

int stored_top(int n, std::size_t bytes_per_value) {
  int top = std::max(1, n - 1);
  while (top > 1 &&
         stored_states(top) * static_cast<double>(bytes_per_value) > exhaustive_stored_bytes_max) {
    --top;
  }
  return top;
}

}  // namespace overlap_exhaustive

void check_exhaustive_size(int n, const OverlapModel& model, bool force_exact) {
  check_size(n, false);
  const bool exact = dispatch(n, model, force_exact, [](const auto& arithmetic) {
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
  return dispatch(n, model, options.force_exact, [&](const auto& arithmetic) {
    using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
    return model.overlap ? overlap_exhaustive::run<T, true>(n, arithmetic, options)
                         : overlap_exhaustive::run<T, false>(n, arithmetic, options);
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
  work.arithmetic = dispatch(n, model, false, [&](const auto& arithmetic) {
    using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
    value_bytes =
        std::is_same_v<T, Time> ? static_cast<std::size_t>(exact_value_bytes(n, model)) : sizeof(T);
    return arithmetic.name();
  });
  if (n == 1) return work;
  work.stored_levels = overlap_exhaustive::stored_top(n, value_bytes);
  work.stored_bytes =
      overlap_exhaustive::stored_states(work.stored_levels) * static_cast<double>(value_bytes);
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
  return dispatch(n, model, force_exact, [&](const auto& arithmetic) {
    using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
    return model.overlap ? overlap_exhaustive::visit<T, true>(n, arithmetic, bound, fn)
                         : overlap_exhaustive::visit<T, false>(n, arithmetic, bound, fn);
  });
}

}  // namespace redcheck
