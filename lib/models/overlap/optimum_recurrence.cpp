#include "models/overlap/optimum_recurrence.hpp"

#include "errors.hpp"
#include "models/overlap/receive_step.hpp"
#include "time/fast_path.hpp"

#include <algorithm>

namespace redcheck {
namespace {

template <class T>
struct ParetoState {
  ReceiverState<T> sink;  ///< the sink after these senders
  int prefix_state;       ///< index in G[j - last_size] this state extends (-1 for G[0])
  int last_size;          ///< machines in the last sender's subtree
};

template <class T>
struct Recurrence {
  std::vector<std::vector<ParetoState<T>>> g;  ///< g[j]: Pareto states, senders holding j machines
  std::vector<T> opt;                          ///< opt[k], k = 1..n
  std::vector<int> best;                       ///< index in g[k-1] of a state reaching opt[k]
  std::uint64_t candidates = 0;

  Recurrence(int n, const T& d, const T& c, bool overlap)
      : g(static_cast<std::size_t>(n)), opt(static_cast<std::size_t>(n) + 1), best(opt.size()) {
    g[0].push_back({{T(0), T(0)}, -1, 0});
    opt[1] = T(0);
    best[1] = 0;
    std::vector<ParetoState<T>> next;
    for (int j = 1; j < n; ++j) {
      next.clear();
      for (int a = 1; a <= j; ++a) {
        const T& ready = opt[a];
        const auto& from = g[static_cast<std::size_t>(j - a)];
        for (int i = 0; i < static_cast<int>(from.size()); ++i) {
          ReceiverState<T> sink = from[static_cast<std::size_t>(i)].sink;
          receive_one(sink, ready, d, c, overlap);
          next.push_back({sink, i, a});
        }
      }
      candidates += next.size();
      // Pareto front: by port, then finish; keep strictly decreasing finishes.
      std::sort(next.begin(), next.end(), [](const ParetoState<T>& x, const ParetoState<T>& y) {
        if (x.sink.port_free != y.sink.port_free) return x.sink.port_free < y.sink.port_free;
        if (x.sink.finish != y.sink.finish) return x.sink.finish < y.sink.finish;
        return x.last_size < y.last_size;  // deterministic among equal states
      });
      auto& front = g[static_cast<std::size_t>(j)];
      for (const auto& st : next) {
        if (front.empty() || st.sink.finish < front.back().sink.finish) front.push_back(st);
      }
      // finishes decrease along the front: its last state is the best
      const int arg = static_cast<int>(front.size()) - 1;
      opt[j + 1] = front.back().sink.finish;
      best[j + 1] = arg;
    }
  }

  // Appends an optimal tree on k machines to `senders`; returns its sink.
  int build(int k, std::vector<std::vector<int>>& senders) const {
    const int sink = static_cast<int>(senders.size());
    senders.emplace_back();
    std::vector<int> last_sizes;  // collected from the last sender backwards
    int j = k - 1;
    int index = best[k];
    while (j > 0) {
      const ParetoState<T>& st = g[static_cast<std::size_t>(j)][static_cast<std::size_t>(index)];
      last_sizes.push_back(st.last_size);
      index = st.prefix_state;
      j -= st.last_size;
    }
    for (auto it = last_sizes.rbegin(); it != last_sizes.rend(); ++it) {
      const int child = build(*it, senders);
      senders[static_cast<std::size_t>(sink)].push_back(child);
    }
    return sink;
  }
};

template <class T, class ToTime>
RecurrenceResult finish_result(int n, const Recurrence<T>& r, ToTime&& to_time, const char* name) {
  RecurrenceResult result;
  result.n = n;
  result.arithmetic = name;
  result.optimum_by_size.assign(static_cast<std::size_t>(n) + 1, Time(0));
  for (int k = 1; k <= n; ++k) result.optimum_by_size[k] = to_time(r.opt[k]);
  for (const auto& front : r.g) result.states += front.size();
  result.candidates = r.candidates;
  std::vector<std::vector<int>> senders;
  r.build(n, senders);
  result.tree = ReductionTree::from_senders(std::move(senders));
  return result;
}

}  // namespace

RecurrenceResult recurrence_optimum(int n, const OverlapModel& model) {
  if (n < 1) throw InputError("n = " + std::to_string(n) + " machines; n must be at least 1");
  if (n > recurrence_max_n) {
    throw TooBig("n = " + std::to_string(n) + " is too large for the recurrence; it accepts n <= " +
                 std::to_string(recurrence_max_n));
  }
  // Every value formed is a finish time, at most (n + 1)(d + c) (optimum_recurrence.hpp).
  const auto largest = [n](const std::vector<BigInt>& t) { return BigInt(n + 1) * (t[0] + t[1]); };
  return with_fastest_exact<NumberTypes::int64_or_exact>(
      {model.d, model.c}, largest, [&](const auto& arithmetic) {
        using T = typename std::decay_t<decltype(arithmetic.costs)>::value_type;
        const Recurrence<T> r(n, arithmetic.costs[0], arithmetic.costs[1], model.overlap);
        return finish_result(
            n, r, [&](const T& x) { return arithmetic.to_time(x); }, arithmetic.name());
      });
}

}  // namespace redcheck
