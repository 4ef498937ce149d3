#include "models/overlap/limited_greedy.hpp"

#include "errors.hpp"
#include "time/fast_path.hpp"

#include <algorithm>

namespace redcheck {

namespace {

void check_sizes(int n, int k) {
  if (n < 1) throw InputError("n = " + std::to_string(n) + " machines; n must be at least 1");
  if (k < 1) {
    throw InputError("K = " + std::to_string(k) + " concurrent transfers; K must be at least 1");
  }
}

// Every value Algorithm 2 forms is at most (n + 1)(d + c) (limited_greedy.hpp).
template <class Body>
auto in_fastest_exact_for_algorithm2(int n, const OverlapModel& model, Body&& body) {
  const auto largest = [n](const std::vector<BigInt>& t) { return BigInt(n + 1) * (t[0] + t[1]); };
  return with_fastest_exact<NumberTypes::int64_or_exact>({model.d, model.c}, largest, body);
}

}  // namespace

LimitedTransfersSchedule algorithm2(int n, int k, const OverlapModel& model, TieBreak rule) {
  check_sizes(n, k);
  return in_fastest_exact_for_algorithm2(n, model, [&](const auto& arithmetic) {
    using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
    const auto run =
        algorithm2_run<T>(n, k, arithmetic.costs[0], arithmetic.costs[1], model.overlap, rule);
    const Time length = arithmetic.to_time(run.length);
    // Each machine's senders in attachment order; forward, the last attached
    // sends first.
    std::vector<std::vector<int>> senders(static_cast<std::size_t>(n));
    for (int i = 1; i < n; ++i) senders[static_cast<std::size_t>(run.receiver[i])].push_back(i);
    LimitedTransfersSchedule out{Schedule{}, arithmetic.to_time(run.last_completion)};
    Schedule& s = out.schedule;
    s.machines = n;
    s.sink = 0;
    s.transfers.reserve(static_cast<std::size_t>(n - 1));
    s.reductions.reserve(static_cast<std::size_t>(n - 1));
    for (int m = 0; m < n; ++m) {
      const auto& list = senders[static_cast<std::size_t>(m)];
      Time previous(0);  // end of m's last reduction
      for (auto it = list.rbegin(); it != list.rend(); ++it) {
        const int i = *it;
        const Time start = length - arithmetic.to_time(run.completion[i]);
        const Time arrival = start + model.d;
        const Time reduction = std::max(arrival, previous);
        // The reversed computation ended at L - s_M: the earliest is never later.
        if (reduction + model.c > length - arithmetic.to_time(run.computed[i])) {
          throw InternalError("Algorithm 2's reduction lands after its reversed computation");
        }
        previous = reduction + model.c;
        const int operand = static_cast<int>(s.transfers.size());
        s.transfers.push_back({i, m, start, arrival});
        s.reductions.push_back({m, operand, reduction, previous});
      }
    }
    return out;
  });
}

Time algorithm2_length(int n, int k, const OverlapModel& model, TieBreak rule) {
  check_sizes(n, k);
  return in_fastest_exact_for_algorithm2(n, model, [&](const auto& arithmetic) {
    using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
    return arithmetic.to_time(
        algorithm2_run<T>(n, k, arithmetic.costs[0], arithmetic.costs[1], model.overlap, rule)
            .last_completion);
  });
}

}  // namespace redcheck
