#pragma once
// The fast path of the segmented model: the bound that lets a computation on
// alpha, beta and gamma run in integer ticks (time/fast_path.hpp). Every date
// of a schedule of p processors and m elements is the end of a chain of
// activities, so it is at most the sum of all durations,
// (p - 1)(q alpha + m (beta + gamma)) <= p m (alpha + beta + gamma) = max date
// (ticks, q <= m). Sums of two dates, and a date plus one duration, stay
// below 4 times that.

#include "models/segmented/model.hpp"
#include "time/exact_time.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace redcheck {

/// p m (alpha + beta + gamma + 1) ticks: no date of a schedule exceeds it.
/// `ticks` holds alpha, beta and gamma in ticks.
BigInt segmented_max_date(int p, std::int64_t m, const std::vector<BigInt>& ticks);

/// 4 segmented_max_date: a bound on every value a computation on such
/// schedules forms, for with_fastest_exact.
BigInt segmented_largest_value(int p, std::int64_t m, const std::vector<BigInt>& ticks);

/// The instance on the int64 tick grid of its costs, for the exhaustive
/// schedule searches: the tick, and each segment's transfer (alpha + beta s)
/// and combining (gamma s) in ticks. Throws InputError naming `search` when
/// the costs do not fit int64 ticks.
struct SegmentTicks {
  Time tick;
  std::vector<std::int64_t> comm, comp;
};
SegmentTicks segment_ticks(const SegmentedInstance& in, const std::string& search);

/// The least whole number of ticks above every makespan strictly below
/// `below`: makespan < below exactly when its ticks are < this.
BigInt ticks_below(const Time& below, const Time& tick);

}  // namespace redcheck
