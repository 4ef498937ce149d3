#include "models/segmented/bi_greedy.hpp"

#include "errors.hpp"
#include "models/segmented/cost_ticks.hpp"
#include "time/fast_path.hpp"

#include <algorithm>
#include <limits>

namespace redcheck {

namespace {

using Tick = std::int64_t;
constexpr Tick never = std::numeric_limits<Tick>::max();

struct State {
  std::vector<Tick> send_free, receive_free, comp_start, comp_end;
  std::vector<int> receiving_segment;  // segment of the last receive (-1 none)
  std::vector<char> sent;              // sent[j * p + i]; for the root: finished
  std::vector<int> unsent;             // per segment: the processors with sent 0
};

// Runs Algorithm 2; records its schedule into `record` unless null.
BiGreedyTicks run_bi_greedy(const SegmentedInstance& in, bool step_by_one, Schedule* record) {
  const int p = in.p;
  const int q = in.q();
  BiGreedyTicks out{Time(1), 0};
  if (p == 1) return out;
  const auto largest = [&](const std::vector<BigInt>& t) {
    return segmented_largest_value(p, in.m(), t);
  };
  const Arithmetic<Tick> ticks = with_fastest_exact<NumberTypes::int64_only>(
      {in.alpha, in.beta, in.gamma}, largest, [](const Arithmetic<Tick>& a) { return a; },
      "bi-greedy: the costs do not fit on an int64 grid of ticks");
  out.tick = ticks.tick;
  const Tick alpha = ticks.costs[0], beta = ticks.costs[1], gamma = ticks.costs[2];
  std::vector<Tick> comm(q), comp(q);
  for (int j = 0; j < q; ++j) {
    comm[j] = alpha + beta * in.segments[j];
    comp[j] = gamma * in.segments[j];
    if (comm[j] == 0) {
      throw InputError("bi-greedy needs transfers that take time: alpha + beta * s_" +
                       std::to_string(j + 1) + " = 0");
    }
  }
  State st;
  st.send_free.assign(p, 0);
  st.receive_free.assign(p, 0);
  st.comp_start.assign(p, 0);
  st.comp_end.assign(p, 0);
  st.receiving_segment.assign(p, -1);
  st.sent.assign(static_cast<std::size_t>(p) * static_cast<std::size_t>(q), 0);
  st.unsent.assign(q, p);
  const auto sent = [&](int i, int j) -> char& {
    return st.sent[static_cast<std::size_t>(j) * p + i];
  };
  const auto fits = [&](int i, int j, Tick t) {  // not in COMP: no combining during the comm
    const Tick c1 = st.comp_start[i], c2 = st.comp_end[i];
    return !(c1 < c2 && t < c2 && c1 < t + comm[j]);
  };

  int finished = 0;  // segments whose root entry is set
  Tick t = 0;
  // Generous: dates stay below the max date (cost_ticks.hpp), and 4 times it fits.
  const Tick limit = 4 * segmented_max_date(p, in.m(), {BigInt(alpha), BigInt(beta), BigInt(gamma)})
                             .convert_to<Tick>();
  const Tick longest_comm = *std::max_element(comm.begin(), comm.end());
  std::vector<int> send_proc, recv_proc, free_proc, candidates;
  while (finished < q) {
    if (t > limit) throw InternalError("bi-greedy did not finish within its time bound");
    int seg_start = 0;
    while (sent(0, seg_start)) ++seg_start;
    // The processors that may send or receive some segment at t, in order:
    // the ports only get busier within a tick, so the others are out of
    // every segment's lists, which then scan these alone.
    candidates.clear();
    int free_ports = 0;
    for (int i = 0; i < p; ++i) {
      free_ports += (st.send_free[i] <= t) + (st.receive_free[i] <= t);
      if ((i != 0 && st.send_free[i] <= t) ||
          (st.receive_free[i] <= t && st.send_free[i] <= t + longest_comm)) {
        candidates.push_back(i);
      }
    }
    for (int j = seg_start; j < q && free_ports >= 2; ++j) {
      send_proc.clear();
      recv_proc.clear();
      for (int i : candidates) {
        if (sent(i, j) || !fits(i, j, t)) continue;
        const bool can_send = i != 0 && st.send_free[i] <= t &&
                              !(st.receiving_segment[i] == j && st.receive_free[i] > t);
        const bool can_receive = st.receive_free[i] <= t && st.send_free[i] <= t + comm[j];
        if (can_send) send_proc.push_back(i);
        if (can_receive) recv_proc.push_back(i);
      }
      free_proc.clear();
      std::set_intersection(send_proc.begin(), send_proc.end(), recv_proc.begin(), recv_proc.end(),
                            std::back_inserter(free_proc));
      const auto remove_free = [&](std::vector<int>& v) {
        std::erase_if(
            v, [&](int i) { return std::binary_search(free_proc.begin(), free_proc.end(), i); });
      };
      remove_free(send_proc);
      remove_free(recv_proc);
      const int sn = static_cast<int>(send_proc.size());
      const int rn = static_cast<int>(recv_proc.size());
      const int f = static_cast<int>(free_proc.size());
      // freeProc(a..b), 1-based and inclusive as printed.
      const auto take = [&](std::vector<int>& into, int a, int b) {
        for (int k = a; k <= b; ++k) into.push_back(free_proc[k - 1]);
        std::sort(into.begin(), into.end());
      };
      if (sn == rn) {
        const int y = f / 2;
        take(send_proc, f - y + 1, f);
        take(recv_proc, 1, y);
      } else if (sn < rn) {
        const int m = std::min(f, rn - sn);
        const int x = (f - m) / 2;
        if (m > 0) take(send_proc, f - (m + x) + 1, f);
        if (x > 0) take(recv_proc, 1, x);
      } else {
        const int m = std::min(f, sn - rn);
        const int x = (f - m) / 2;
        if (m > 0) take(recv_proc, 1, m + x);
        if (x > 0) take(send_proc, f - x + 1, f);
      }
      const std::size_t l = std::min(send_proc.size(), recv_proc.size());
      for (std::size_t k = 0; k < l; ++k) {
        const int from = send_proc[k], to = recv_proc[k];
        const Tick end = t + comm[j];
        out.makespan = std::max(out.makespan, end + comp[j]);
        if (record) {
          const int index = static_cast<int>(record->transfers.size());
          const Time start_time = ticks.to_time(t), end_time = ticks.to_time(end);
          record->transfers.push_back(Transfer{from, to, start_time, end_time, j, 1});
          record->reductions.push_back(
              Reduction{to, index, end_time, ticks.to_time(end + comp[j])});
        }
        sent(from, j) = 1;
        --st.unsent[j];
        free_ports -= 2;  // from's send port and to's receive port, free until now
        st.send_free[from] = end;
        st.receive_free[to] = end + comp[j];
        st.comp_start[to] = end;
        st.comp_end[to] = end + comp[j];
        st.receiving_segment[to] = j;
      }
      if (st.unsent[j] == 1 && !sent(0, j)) {  // only the root is left: segment j is done
        sent(0, j) = 1;
        st.unsent[j] = 0;
        ++finished;
      }
    }
    if (step_by_one) {
      ++t;
      continue;
    }
    // Next tick at which any condition above can change.
    Tick next = never;
    const auto consider = [&](Tick when) {
      if (when > t) next = std::min(next, when);
    };
    for (int i = 0; i < p; ++i) {
      consider(st.send_free[i]);
      consider(st.receive_free[i]);
      consider(st.comp_end[i]);
      for (int j = 0; j < q; ++j) {
        if (j > 0 && comm[j] == comm[j - 1]) continue;
        consider(st.comp_start[i] - comm[j] + 1);
        consider(st.send_free[i] - comm[j]);
      }
    }
    t = next == never ? t + 1 : next;
  }
  return out;
}

}  // namespace

Schedule bi_greedy_schedule(const SegmentedInstance& in, bool step_by_one) {
  Schedule s;
  s.machines = in.p;
  s.sink = 0;
  run_bi_greedy(in, step_by_one, &s);
  return s;
}

BiGreedyTicks bi_greedy_makespan_ticks(const SegmentedInstance& in) {
  return run_bi_greedy(in, false, nullptr);
}

}  // namespace redcheck
