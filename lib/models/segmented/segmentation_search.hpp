#pragma once
// The best segmentations of a message for uni-greedy or the pipeline: every
// one of the 2^(m-1) segmentations is timed exactly (int64 ticks when
// cost_ticks proves it safe, else Time) by segmentation_sweep.hpp.

#include "models/segmented/model.hpp"
#include "models/segmented/segmentation_sweep.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <vector>

namespace redcheck {

/// Largest m whose segmentations are enumerated (2^(m-1) of them).
inline constexpr std::int64_t max_enumerated_message = 30;

/// Every segmentation of m elements (m <= max_enumerated_message), in the
/// order of the binary cuts 0 .. 2^(m-1) - 1 (bit k - 1: a cut after
/// element k): (m) first, then (1, m - 1), ..., (1, ..., 1) last. For the
/// searches that need the lists themselves; the sweeps share prefixes.
std::vector<std::vector<std::int64_t>> every_segmentation(std::int64_t m);

/// The least makespan over a set of segmentations and every one reaching it.
struct BestSegmentations {
  Time makespan;
  std::vector<std::vector<std::int64_t>> segmentations;
};

struct SegmentationOptimum {
  std::uint64_t segmentations = 0;
  BestSegmentations best;              ///< over every segmentation
  BestSegmentations best_equal;        ///< over the equi-segmentations, by size
  BestSegmentations best_equal_count;  ///< over the equi-segmentations, by count
  bool used_ticks = false;             ///< int64 fast path (else exact Time throughout)

  const BestSegmentations& equal(EqualReading reading) const {
    return reading == EqualReading::by_size ? best_equal : best_equal_count;
  }
};

/// As JSON (exact numbers as strings) and back, for the ranks of an MPI job.
nlohmann::json segmentation_optimum_to_json(const SegmentationOptimum& optimum);
SegmentationOptimum segmentation_optimum_from_json(const nlohmann::json& j);

/// Every segmentation of m on p processors. `visit`, when given, sees each
/// segmentation with its exact makespan (lexicographic order). Without it
/// the sweep splits (over cores and MPI ranks), and `advanced(count)`, when
/// given, hears of each piece done here (from any thread).
/// Throws InputError when m < 1, m > max_enumerated_message, or p or a cost
/// is out of range.
SegmentationOptimum search_segmentations(
    SweepAlgorithm algorithm, int p, std::int64_t m, const Time& alpha, const Time& beta,
    const Time& gamma,
    const std::function<void(const std::vector<std::int64_t>&, const Time&)>& visit = {},
    const std::function<void(std::uint64_t)>& advanced = {});

/// "uni-greedy" or "pipeline"; throws InputError otherwise.
SweepAlgorithm sweep_algorithm(const std::string& name);

}  // namespace redcheck
