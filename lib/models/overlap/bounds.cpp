#include "models/overlap/bounds.hpp"

#include "errors.hpp"

#include <algorithm>
#include <functional>

namespace redcheck {

Time lemma5_lower_bound(int n, const OverlapModel& model) {
  return Time(ceil_log2(static_cast<std::uint64_t>(n))) * model.max_cost();
}

Time proposition6_upper_bound(int n, const OverlapModel& model) {
  return Time(ceil_log2(static_cast<std::uint64_t>(n))) * (model.d + model.c);
}

Time single_machine_time(int k, const OverlapModel& model) {
  return single_machine_time(k, model.d, model.c);
}

Time binomial_tree_length(int order, const OverlapModel& model) {
  return Time(order) * (model.d + model.c);
}

Time fibonacci_tree_length(int order, const OverlapModel& model) {
  if (order <= 0) return 0;
  return model.d + Time(order - 1) * model.max_cost() + model.c;
}

Time proposition2_bound(std::vector<Time> transfer_times, const OverlapModel& model,
                        Proposition2Reading reading) {
  return proposition2_bound(std::move(transfer_times), model.d, model.c, reading);
}

Time proposition8_bound(int n, int k, const OverlapModel& model) {
  if (n < 1 || k < 1) throw InternalError("Proposition 8 needs n >= 1 and K >= 1");
  int floor_log = 0;  // floor(log2 K + 1) = floor(log2 K) + 1
  while ((k >> (floor_log + 1)) != 0) ++floor_log;
  // ceil(n / K - 2) = ceil(n / K) - 2, in integers (n, K > 0).
  const long long steps = floor_log + 1 + ((n + k - 1) / k - 2);
  return Time(steps) * (model.d + model.c);
}

Time proposition8_corrected_bound(int n, int k, const OverlapModel& model) {
  if (n < 1 || k < 1) throw InternalError("Proposition 8 needs n >= 1 and K >= 1");
  long long doubling = 1;  // m = floor(log2 K) + 1
  while ((k >> doubling) != 0) ++doubling;
  const long long reached = 1LL << doubling;  // 2^m <= 2K
  const long long steps = reached >= n
                              ? static_cast<long long>(ceil_log2(static_cast<std::uint64_t>(n)))
                              : doubling + (n - reached + k - 1) / k;
  return Time(steps) * (model.d + model.c);
}

}  // namespace redcheck
