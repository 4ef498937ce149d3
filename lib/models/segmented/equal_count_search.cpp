#include "models/segmented/equal_count_search.hpp"

#include "distributed/exact_wire.hpp"
#include "errors.hpp"
#include "models/segmented/bi_greedy.hpp"
#include "models/segmented/builders.hpp"
#include "models/segmented/cost_ticks.hpp"
#include "models/segmented/repeated_segments.hpp"
#include "models/segmented/tree_timing.hpp"
#include "time/fast_path.hpp"

#include <algorithm>
#include <optional>

namespace redcheck {

namespace {

std::int64_t segment_count(std::int64_t m, std::int64_t s) {
  return (m + s - 1) / s;
}

/// Runs the equi-segmentation of size s on `state`: q - 1 segments of s
/// (repeated_segments.hpp skips them once they are periodic), then the last.
template <class State, class Step, class ShiftOf, class Shift>
void run_equal_segments(State& state, std::int64_t m, std::int64_t s, Step&& step,
                        ShiftOf&& shift_of, Shift&& shift) {
  const std::int64_t q = segment_count(m, s);
  repeat_segment(
      state, q - 1, [&](State& x) { step(x, s); }, shift_of, shift);
  step(state, m - (q - 1) * s);
}

/// Lower bounds (see the header): c children of the root, chains of h.
struct SearchBounds {
  std::int64_t root_children = 0;
  std::int64_t chain = 0;
};

/// The search proper: q = 1, 2, ... with s = ceil(m / q), time_of(s) for each
/// q that is an equi-segmentation and not excluded by the chain bound; stops
/// when the root's bound exceeds the best (it only grows with q).
template <class T, class TimeOf>
EqualCountOptimum search_counts(std::int64_t m, const SearchBounds& bounds, const T& alpha,
                                const T& beta, const T& gamma, TimeOf&& time_of, const Time& tick) {
  std::optional<T> best;
  EqualCountOptimum out;
  for (std::int64_t q = 1; q <= m; ++q) {
    if (best && T(bounds.root_children) * (T(q) * alpha + T(m) * beta) > *best) break;
    const std::int64_t s = (m + q - 1) / q;
    if (segment_count(m, s) != q) continue;  // the last segment would be empty
    if (best && T(bounds.chain) * (alpha + (beta + gamma) * T(s)) > *best) continue;
    const T t = time_of(s);
    ++out.timed;
    if (!best || t < *best) {
      best = t;
      out.segments = q;
      out.size = s;
    }
  }
  out.makespan = tick * Time(*best);
  return out;
}

int levels(int p) {
  return ceil_log2(static_cast<std::uint64_t>(p));
}

/// Height of a tree rooted at 0: the longest chain of transfers to the root.
int tree_height(const TreeShape& tree) {
  std::vector<int> height(tree.children.size(), 0);
  for (int x : tree.bottom_up) {
    for (int child : tree.children[x]) height[x] = std::max(height[x], height[child] + 1);
  }
  return height.front();
}

template <class T>
EqualCountOptimum search_fast(SegmentedAlgorithm algorithm, Ports ports, int p, std::int64_t m,
                              const T& alpha, const T& beta, const T& gamma, const Time& tick) {
  if (algorithm == SegmentedAlgorithm::uni_greedy) {
    FreeTimes<T> free;
    UniGreedyScratch<T> scratch;
    const auto step = [&](FreeTimes<T>& state, std::int64_t size) {
      uni_greedy_segment(state, alpha + beta * T(size), gamma * T(size), scratch);
    };
    const auto time_of = [&](std::int64_t s) {
      free.assign({{T(0), p}});
      run_equal_segments(
          free, m, s, step, [](const auto& a, const auto& b) { return uniform_shift(a, b); },
          [](auto& state, const T& amount) { shift_all(state, amount); });
      return makespan_of(free);
    };
    return search_counts(m, SearchBounds{p > 1 ? 1 : 0, levels(p)}, alpha, beta, gamma, time_of,
                         tick);
  }
  const TreeShape tree(standard_tree_children(algorithm, p));
  const auto step = [&](TreeClocks<T>& clocks, std::int64_t size) {
    tree_segment(tree, ports, clocks, alpha + beta * T(size), gamma * T(size));
  };
  const auto time_of = [&](std::int64_t s) {
    TreeClocks<T> clocks(p);
    run_equal_segments(
        clocks, m, s, step,
        [&](const TreeClocks<T>& a, const TreeClocks<T>& b) {
          return uniform_shift(tree, ports, a, b);
        },
        [&](TreeClocks<T>& state, const T& amount) { shift_all(tree, ports, state, amount); });
    return clocks.makespan();
  };
  const SearchBounds bounds{static_cast<std::int64_t>(tree.children.front().size()),
                            tree_height(tree)};
  return search_counts(m, bounds, alpha, beta, gamma, time_of, tick);
}

}  // namespace

bool has_equal_count_search(SegmentedAlgorithm algorithm) {
  return algorithm != SegmentedAlgorithm::butterfly;
}

std::vector<std::int64_t> butterfly_blocks(int p, std::int64_t m) {
  if (m < p) {
    throw InputError("the butterfly cuts the message into p = " + std::to_string(p) +
                     " blocks; m = " + std::to_string(m) + " is smaller (accepted: m >= p)");
  }
  const std::int64_t base = m / p, larger = m % p;
  std::vector<std::int64_t> blocks(static_cast<std::size_t>(p), base);
  for (std::int64_t k = 0; k < larger; ++k) ++blocks[static_cast<std::size_t>(k)];
  return blocks;
}

EqualCountOptimum best_equal_count(SegmentedAlgorithm algorithm, Ports ports, int p, std::int64_t m,
                                   const Time& alpha, const Time& beta, const Time& gamma) {
  if (!has_equal_count_search(algorithm)) {
    throw InputError(to_string(algorithm) + " has no equal-size search (its blocks are fixed)");
  }
  if (const auto needed = required_ports(algorithm); needed && *needed != ports) {
    throw InputError(to_string(algorithm) + " is defined for " + to_string(*needed) +
                     " ports, not " + to_string(ports) + " ones");
  }
  check_instance(SegmentedInstance{p, {m}, alpha, beta, gamma});
  if (m > max_searched_message) {
    throw TooBig("m = " + std::to_string(m) + " is too large to search every equal " +
                 "segmentation; accepted: 1.." + std::to_string(max_searched_message));
  }

  EqualCountOptimum out;
  if (algorithm == SegmentedAlgorithm::bi_greedy) {
    // Bi-greedy's loop is its computation: each count timed on its tick grid
    // (bi_greedy_makespan_ticks, a fast path checked against validated
    // schedules), the best validated below as for the other algorithms.
    const auto time_of = [&](std::int64_t s) {
      const BiGreedyTicks t = bi_greedy_makespan_ticks(
          SegmentedInstance{p, equal_segmentation(m, s), alpha, beta, gamma});
      return t.tick * Time(t.makespan);
    };
    out = search_counts(m, SearchBounds{p > 1 ? 1 : 0, levels(p)}, alpha, beta, gamma, time_of,
                        Time(1));
  } else {
    out = with_fastest_exact<NumberTypes::int64_or_exact>(
        {alpha, beta, gamma},
        [&](const std::vector<BigInt>& ticks) { return segmented_largest_value(p, m, ticks); },
        [&](const auto& a) {
          using T = typename std::decay_t<decltype(a.costs)>::value_type;
          return search_fast<T>(algorithm, ports, p, m, a.costs[0], a.costs[1], a.costs[2], a.tick);
        });
  }
  if (static_cast<std::int64_t>(p - 1) * out.segments <= max_validated_transfers) {
    const Time checked_makespan = validated_segmented_makespan(
        algorithm, SegmentedInstance{p, equal_segmentation(m, out.size), alpha, beta, gamma},
        ports);
    checked(
        "the best equal segmentation's makespan",
        to_string(algorithm) + " on " +
            segmented_instance_text(
                SegmentedInstance{p, equal_segmentation(m, out.size), alpha, beta, gamma}, ports),
        "the fast path", out.makespan, "the validated schedule", checked_makespan);
    out.validated = true;
  }
  return out;
}

nlohmann::json equal_count_optimum_to_json(const EqualCountOptimum& optimum) {
  return {{"makespan", exact_to_wire(optimum.makespan)},
          {"segments", optimum.segments},
          {"size", optimum.size},
          {"timed", optimum.timed},
          {"validated", optimum.validated}};
}

EqualCountOptimum equal_count_optimum_from_json(const nlohmann::json& j) {
  return {exact_from_wire<Time>(j.at("makespan")), j.at("segments"), j.at("size"), j.at("timed"),
          j.at("validated")};
}

}  // namespace redcheck
