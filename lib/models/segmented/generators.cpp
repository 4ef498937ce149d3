#include "models/segmented/generators.hpp"

#include "errors.hpp"
#include "gen/values.hpp"

#include <rapidcheck/gen/Container.h>
#include <rapidcheck/gen/Numeric.h>
#include <rapidcheck/gen/Select.h>
#include <rapidcheck/gen/Transform.h>
#include <rapidcheck/gen/Tuple.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <tuple>

namespace redcheck::gen {

namespace {

// Segment i gets 1 + its share (by weight) of the m - q elements left once
// every segment has one; the rounding remainder goes to the first ones.
std::vector<std::int64_t> apportion(std::int64_t m, const std::vector<int>& weights) {
  const auto q = static_cast<std::int64_t>(weights.size());
  const std::int64_t spare = m - q;
  const std::int64_t total = std::accumulate(weights.begin(), weights.end(), std::int64_t{0});
  std::vector<std::int64_t> segments;
  std::int64_t given = 0;
  for (int w : weights) {
    // spare <= 2^40 and w <= 1000: the product fits in 64 bits
    const std::int64_t share = spare * w / total;
    segments.push_back(1 + share);
    given += share;
  }
  for (std::int64_t k = 0; given < spare; k = (k + 1) % q, ++given) ++segments[k];
  return segments;
}

std::int64_t max_segments(std::int64_t m, int max_q) {
  return std::min<std::int64_t>(m, max_q);
}

}  // namespace

rc::Gen<std::vector<std::int64_t>> segmentation(std::int64_t m, int max_q) {
  if (m < 1 || m > max_message) {
    throw InputError("segmentation needs 1 <= m <= 2^40, not m = " + std::to_string(m));
  }
  if (max_q < 1) throw InputError("segmentation needs max_q >= 1, not " + std::to_string(max_q));
  const int q_max = static_cast<int>(max_segments(m, max_q));
  return rc::gen::mapcat(int_in(1, q_max), [m](int q) {
    return rc::gen::map(
        rc::gen::container<std::vector<int>>(static_cast<std::size_t>(q), int_in(1, 1000)),
        [m](const std::vector<int>& weights) { return apportion(m, weights); });
  });
}

rc::Gen<SegmentedInstance> segmented_instance(int max_p, std::int64_t max_m, int max_q) {
  if (max_p < 1 || max_p > max_processors) {
    throw InputError("segmented_instance needs 1 <= max_p <= 2^20, not " + std::to_string(max_p));
  }
  if (max_m < 1 || max_m > max_message) {
    throw InputError("segmented_instance needs 1 <= max_m <= 2^40, not " + std::to_string(max_m));
  }
  const auto m_gen = rc::gen::inRange<std::int64_t>(1, max_m + 1);
  return rc::gen::mapcat(rc::gen::pair(int_in(1, max_p), m_gen), [max_q](const auto& pm) {
    const auto [p, m] = pm;
    return rc::gen::map(rc::gen::tuple(segmentation(m, max_q), cost(), cost(), cost()),
                        [p = p](const auto& t) {
                          SegmentedInstance in;
                          in.p = p;
                          std::tie(in.segments, in.alpha, in.beta, in.gamma) = t;
                          check_instance(in);
                          return in;
                        });
  });
}

rc::Gen<SegmentedScheduled> segmented_schedule(int max_p, std::int64_t max_m, int max_q) {
  static const std::vector<SegmentedAlgorithm> algorithms{
      SegmentedAlgorithm::pipeline, SegmentedAlgorithm::binomial, SegmentedAlgorithm::binary,
      SegmentedAlgorithm::uni_greedy, SegmentedAlgorithm::bi_greedy};
  const auto instance = rc::gen::map(
      rc::gen::pair(segmented_instance(max_p, max_m, max_q), positive_cost()), [](auto pair) {
        pair.first.alpha = pair.second;  // bi-greedy needs transfers that take time
        return pair.first;
      });
  return rc::gen::map(
      rc::gen::tuple(instance, rc::gen::elementOf(algorithms), rc::gen::arbitrary<bool>()),
      [](const std::tuple<SegmentedInstance, SegmentedAlgorithm, bool>& t) {
        const auto& [in, algorithm, bidirectional] = t;
        const Ports ports = required_ports(algorithm).value_or(
            bidirectional ? Ports::bidirectional : Ports::unidirectional);
        return SegmentedScheduled{in, algorithm, ports, build_segmented(algorithm, in, ports)};
      });
}

void showValue(const SegmentedInstance& instance, std::ostream& os) {
  os << segmented_instance_text(instance, Ports::unidirectional);
}

void showValue(const SegmentedScheduled& scheduled, std::ostream& os) {
  os << to_string(scheduled.algorithm) << " on "
     << segmented_instance_text(scheduled.instance, scheduled.ports);
}

}  // namespace redcheck::gen
