#include "models/segmented/segmentation_search.hpp"

#include "distributed/distributed_map.hpp"
#include "distributed/exact_wire.hpp"
#include "errors.hpp"
#include "models/segmented/cost_ticks.hpp"
#include "time/fast_path.hpp"

namespace redcheck {

namespace {

// The minimum and every segmentation reaching it, in the sweep's number type.
template <class T>
struct Tracker {
  bool any = false;
  T best{};
  std::vector<std::vector<std::int64_t>> list;

  void offer(const std::vector<std::int64_t>& segments, const T& makespan) {
    if (!any || makespan < best) {
      any = true;
      best = makespan;
      list.clear();
    }
    if (makespan == best) list.push_back(segments);
  }
  template <class ToTime>
  BestSegmentations result(ToTime to_time) {
    return {to_time(best), std::move(list)};
  }
};

// Tracker<T> as JSON and back (exact: ticks as integers, Time as strings).
template <class T>
nlohmann::json tracker_to_json(const Tracker<T>& t) {
  return {{"any", t.any}, {"best", exact_to_wire(t.best)}, {"list", t.list}};
}

template <class T>
Tracker<T> tracker_from_json(const nlohmann::json& j) {
  Tracker<T> t;
  t.any = j.at("any");
  t.best = exact_from_wire<T>(j.at("best"));
  t.list = j.at("list").get<std::vector<std::vector<std::int64_t>>>();
  return t;
}

// `next`, a later piece of the sweep, folded into `into` as if offered one
// by one: a smaller minimum replaces the list, an equal one extends it.
template <class T>
void fold(Tracker<T>& into, Tracker<T> next) {
  if (!next.any) return;
  if (!into.any || next.best < into.best) {
    into = std::move(next);
  } else if (next.best == into.best) {
    for (auto& s : next.list) into.list.push_back(std::move(s));
  }
}

// Sweeps with T and fills `result`; `to_time` turns a T into exact time.
// Without `visit`, the sweep is split by prefix (segmentation_sweep.hpp) over
// the cores and, under MPI, the ranks, and the pieces folded in order.
template <class T, class ToTime>
void run_sweep(SweepAlgorithm algorithm, int p, std::int64_t m, const T& alpha, const T& beta,
               const T& gamma, ToTime to_time,
               const std::function<void(const std::vector<std::int64_t>&, const Time&)>& visit,
               const std::function<void(std::uint64_t)>& advanced, SegmentationOptimum& result) {
  struct Piece {
    std::uint64_t count = 0;
    Tracker<T> all, by_size, by_count;
  };
  const auto sweep_piece = [&](const std::vector<std::int64_t>& prefix, Piece& piece) {
    sweep_segmentations<T>(
        algorithm, p, m, alpha, beta, gamma,
        [&](const std::vector<std::int64_t>& segments, const T& makespan) {
          ++piece.count;
          piece.all.offer(segments, makespan);
          if (is_equal_segmentation(segments, EqualReading::by_size)) {
            piece.by_size.offer(segments, makespan);
          }
          if (is_equal_segmentation(segments, EqualReading::by_count)) {
            piece.by_count.offer(segments, makespan);
          }
          if (visit) visit(segments, to_time(makespan));
        },
        prefix);
  };
  Piece whole;
  if (visit) {
    sweep_piece({}, whole);
  } else {
    // Pieces of at most 2^11 segmentations (one piece up to m = 12), split
    // over the cores and, under MPI, over the ranks.
    std::vector<std::vector<std::int64_t>> prefixes;
    std::vector<std::int64_t> prefix;
    sweep_prefixes(m, std::max<std::int64_t>(0, m - 12), prefix, 0, prefixes);
    const std::vector<Piece> pieces = distributed_map<Piece>(
        prefixes.size(),
        [&](std::size_t k) {
          Piece piece;
          sweep_piece(prefixes[k], piece);
          if (advanced) advanced(piece.count);
          return piece;
        },
        [](const Piece& piece) {
          return nlohmann::json{piece.count, tracker_to_json(piece.all),
                                tracker_to_json(piece.by_size), tracker_to_json(piece.by_count)};
        },
        [](const nlohmann::json& j, std::size_t) {
          return Piece{j.at(0).get<std::uint64_t>(), tracker_from_json<T>(j.at(1)),
                       tracker_from_json<T>(j.at(2)), tracker_from_json<T>(j.at(3))};
        });
    for (const Piece& piece : pieces) {
      whole.count += piece.count;
      fold(whole.all, piece.all);
      fold(whole.by_size, piece.by_size);
      fold(whole.by_count, piece.by_count);
    }
  }
  result.segmentations = whole.count;
  Tracker<T>& all = whole.all;
  Tracker<T>& by_size = whole.by_size;
  Tracker<T>& by_count = whole.by_count;
  result.best = all.result(to_time);
  result.best_equal = by_size.result(to_time);
  result.best_equal_count = by_count.result(to_time);
}

}  // namespace

SweepAlgorithm sweep_algorithm(const std::string& name) {
  if (name == "uni-greedy") return SweepAlgorithm::uni_greedy;
  if (name == "pipeline") return SweepAlgorithm::pipeline;
  throw InputError("--algorithm '" + name +
                   "' cannot sweep segmentations; accepted: uni-greedy, pipeline "
                   "(unidirectional)");
}

std::vector<std::vector<std::int64_t>> every_segmentation(std::int64_t m) {
  if (m < 1 || m > max_enumerated_message) {
    throw InternalError("every_segmentation: m = " + std::to_string(m) + " outside 1.." +
                        std::to_string(max_enumerated_message));
  }
  std::vector<std::vector<std::int64_t>> out;
  for (std::uint64_t cuts = 0; cuts < (std::uint64_t{1} << (m - 1)); ++cuts) {
    std::vector<std::int64_t> segments{1};
    for (std::int64_t k = 1; k < m; ++k) {
      if ((cuts >> (k - 1)) & 1u) {
        segments.push_back(1);
      } else {
        ++segments.back();
      }
    }
    out.push_back(std::move(segments));
  }
  return out;
}

SegmentationOptimum search_segmentations(
    SweepAlgorithm algorithm, int p, std::int64_t m, const Time& alpha, const Time& beta,
    const Time& gamma,
    const std::function<void(const std::vector<std::int64_t>&, const Time&)>& visit,
    const std::function<void(std::uint64_t)>& advanced) {
  if (m < 1 || m > max_enumerated_message) {
    throw InputError("m = " + std::to_string(m) + " cannot be enumerated: its 2^(m-1) " +
                     "segmentations are timed one by one; accepted: 1.." +
                     std::to_string(max_enumerated_message));
  }
  SegmentedInstance check;
  check.p = p;
  check.segments = {m};
  check.alpha = alpha;
  check.beta = beta;
  check.gamma = gamma;
  check_instance(check);

  SegmentationOptimum result;
  with_fastest_exact<NumberTypes::int64_or_exact>(
      {alpha, beta, gamma},
      [&](const std::vector<BigInt>& ticks) { return segmented_largest_value(p, m, ticks); },
      [&](const auto& a) {
        using T = typename std::decay_t<decltype(a.costs)>::value_type;
        result.used_ticks = !std::is_same_v<T, Time>;
        run_sweep<T>(
            algorithm, p, m, a.costs[0], a.costs[1], a.costs[2],
            [&](const T& value) { return a.to_time(value); }, visit, advanced, result);
        return 0;
      });
  return result;
}

namespace {

nlohmann::json best_to_json(const BestSegmentations& best) {
  return {{"makespan", exact_to_wire(best.makespan)}, {"segmentations", best.segmentations}};
}

BestSegmentations best_from_json(const nlohmann::json& j) {
  return {exact_from_wire<Time>(j.at("makespan")),
          j.at("segmentations").get<std::vector<std::vector<std::int64_t>>>()};
}

}  // namespace

nlohmann::json segmentation_optimum_to_json(const SegmentationOptimum& optimum) {
  return {{"segmentations", optimum.segmentations},
          {"best", best_to_json(optimum.best)},
          {"best_equal", best_to_json(optimum.best_equal)},
          {"best_equal_count", best_to_json(optimum.best_equal_count)},
          {"used_ticks", optimum.used_ticks}};
}

SegmentationOptimum segmentation_optimum_from_json(const nlohmann::json& j) {
  SegmentationOptimum optimum;
  optimum.segmentations = j.at("segmentations");
  optimum.best = best_from_json(j.at("best"));
  optimum.best_equal = best_from_json(j.at("best_equal"));
  optimum.best_equal_count = best_from_json(j.at("best_equal_count"));
  optimum.used_ticks = j.at("used_ticks");
  return optimum;
}

}  // namespace redcheck
