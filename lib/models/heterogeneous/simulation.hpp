#pragma once
// The four non-clairvoyant algorithms of Section 2 as event-driven
// simulations on one realisation of the costs. Their decisions read only
// which processors are ready or idle and when; a cost is read only to date
// the end of an activity once it has started.
//
// Written once for any number type T (Time for the builders, double for the
// Monte Carlo runs) and any cost source (`costs.d(i, j)`, `costs.c(j)`); the
// `recorder` receives every activity (`transfer(from, to, start, end)`
// returning its index, `reduction(on, transfer, start, end)`), or ignores them.
//
// Simultaneous events. Time advances instant by instant. At an instant, every
// event dated then is applied first (arrivals start reductions, reductions
// end, including those of cost 0 that these create); then the decisions are
// taken, processors in increasing index. Activities of cost 0 started by a
// decision end at the same instant and lead to a further round of events and
// decisions at that instant.
//
// Choices the text leaves open, and how they are taken here:
// - Static algorithms (Binomial-stat, Fibonacci-stat): a processor sends as
//   soon as it holds its partial result and its receiver's port is free.
//   Two variants of the receiver's order (named builders):
//     round order          it waits for its senders in the order of the tree
//                          (the rounds), as the paper's round description;
//     first come, first served (fcfs)  whenever its port is free it takes the
//                          sender that became ready first, ties in round order.
//   Only round order keeps ranges adjacent: fcfs is for commutative reductions.
// - Tree-dyn: an idle processor that finds the slot full sends its value to
//   the processor in the slot (the text: "it sends its value to the processor
//   that was in the slot"); the sender is then done. A processor is idle at
//   time 0 and after each of its reductions. Processors that become idle at
//   one instant look into the slot in increasing index, so at time 0 P_1 sends
//   to P_0, P_3 to P_2, and so on. The last processor left holds the result.
// - Non-Commut-Tree-dyn: each idle processor, in increasing index, looks for
//   an idle processor holding the range just left of its own, then just right
//   of it; it sends its value to the first one found, and otherwise waits in
//   the array of idle processors.
// - A rooted instance (MPI_Reduce's root R, model.hpp; not in the paper):
//   the static trees are built on relative ranks, P_{(v + R) mod n} playing
//   P_v (as MPICH numbers its trees), so the tree's sink is R
//   (builders.cpp); in the dynamic algorithms R never sends: whenever R
//   would send, the processor it would send to sends to R instead (R is
//   idle then, so it can receive). Every other decision is the paper's.

#include "models/heterogeneous/idle_queue.hpp"
#include "models/heterogeneous/instant_queue.hpp"
#include "models/heterogeneous/model.hpp"
#include "schedule/reduction_tree.hpp"

#include <algorithm>
#include <vector>

namespace redcheck {

enum class ReceiveOrder {
  round_order,  ///< the tree's order of senders
  fcfs,         ///< first ready first, ties in the tree's order
};

/// A recorder that keeps nothing (Monte Carlo runs).
template <class T>
struct NoRecorder {
  int transfer(int, int, const T&, const T&) { return 0; }
  void reduction(int, int, const T&, const T&) {}
};

/// Result of a simulation: the makespan and the processor that ends with the
/// result.
template <class T>
struct Simulated {
  T makespan;
  int sink = 0;
};

// ---- static algorithms -----------------------------------------------------

/// Binomial-stat or Fibonacci-stat (by `tree`, senders in round order),
/// receivers taking their senders in `order`.
template <class T, class Costs, class Recorder>
Simulated<T> simulate_static(const ReductionTree& tree, ReceiveOrder order, const Costs& costs,
                             Recorder& recorder) {
  const int n = tree.size();
  const auto at = [](int p) { return static_cast<std::size_t>(p); };
  struct Waiting {
    T ready;
    int position;  // in the receiver's list of senders
    int sender;
  };
  std::vector<int> position(at(n), 0), next(at(n), 0), reduced(at(n), 0);
  std::vector<char> port_busy(at(n), 0);
  std::vector<T> compute_free(at(n), T(0));
  std::vector<std::vector<Waiting>> waiting(at(n));
  for (int p = 0; p < n; ++p) {
    for (std::size_t k = 0; k < tree.senders(p).size(); ++k)
      position[at(tree.senders(p)[k])] = static_cast<int>(k);
  }
  enum What { arrival, reduced_one };
  InstantQueue<T> events;
  std::vector<int> arriving_transfer(at(n), 0), arriving_from(at(n), 0);
  std::vector<int> ready_now, to_decide;
  Simulated<T> out{T(0), tree.sink()};
  for (int p = 0; p < n; ++p) {
    if (tree.senders(p).empty()) ready_now.push_back(p);
  }
  T now(0);
  while (true) {
    // Decisions at `now`: ready processors offer their value, free ports take one.
    std::sort(ready_now.begin(), ready_now.end());
    for (int p : ready_now) {
      if (p == tree.sink()) continue;
      const int r = tree.receiver(p);
      waiting[at(r)].push_back({now, position[at(p)], p});
      to_decide.push_back(r);
    }
    ready_now.clear();
    std::sort(to_decide.begin(), to_decide.end());
    to_decide.erase(std::unique(to_decide.begin(), to_decide.end()), to_decide.end());
    for (int r : to_decide) {
      auto& queue = waiting[at(r)];
      if (port_busy[at(r)] || queue.empty()) continue;
      auto chosen = queue.end();
      if (order == ReceiveOrder::round_order) {
        chosen = std::find_if(queue.begin(), queue.end(),
                              [&](const Waiting& w) { return w.position == next[at(r)]; });
      } else {
        chosen =
            std::min_element(queue.begin(), queue.end(), [](const Waiting& a, const Waiting& b) {
              if (a.ready != b.ready) return a.ready < b.ready;
              return a.position < b.position;
            });
      }
      if (chosen == queue.end()) continue;
      const int s = chosen->sender;
      queue.erase(chosen);
      ++next[at(r)];
      const T end = now + costs.d(s, r);
      port_busy[at(r)] = 1;
      arriving_transfer[at(r)] = recorder.transfer(s, r, now, end);
      arriving_from[at(r)] = s;
      events.push(end, r, arrival);
    }
    to_decide.clear();
    if (events.empty()) break;
    // The events of the next instant, those of cost 0 they create included.
    now = events.next_time();
    while (!events.empty() && !(now < events.next_time())) {
      const auto e = events.pop();
      const int p = e.processor;
      if (e.what == arrival) {
        port_busy[at(p)] = 0;
        const T start = compute_free[at(p)] < now ? now : compute_free[at(p)];
        compute_free[at(p)] = start + costs.c(p);
        recorder.reduction(p, arriving_transfer[at(p)], start, compute_free[at(p)]);
        events.push(compute_free[at(p)], p, reduced_one);
        to_decide.push_back(p);
      } else {
        if (++reduced[at(p)] == static_cast<int>(tree.senders(p).size())) ready_now.push_back(p);
      }
    }
    out.makespan = now;
  }
  return out;
}

// ---- dynamic algorithms ----------------------------------------------------

// p sends its value to the idle processor q at `now`; q reduces it as soon as
// it arrives (q is idle: its port and compute unit are free) and is idle
// again when the reduction ends.
template <class T, class Costs, class Recorder>
void send_to_idle(int p, int q, const T& now, const Costs& costs, Recorder& recorder,
                  IdleQueue<T>& idle_at) {
  const T arrival = now + costs.d(p, q);
  const T end = arrival + costs.c(q);
  const int transfer = recorder.transfer(p, q, now, arrival);
  recorder.reduction(q, transfer, arrival, end);
  idle_at.push(end, q);
}

// The instants of a dynamic algorithm: every processor is idle at time 0;
// at each instant the processors that became idle then decide, in
// increasing index (`decide(p, now)`), after `wake(q)` was called for each
// of them. Returns the makespan. The scratch is kept between calls on a
// thread: Monte Carlo runs call this millions of times.
template <class T, class Decide, class Wake>
T run_instants(int n, Decide&& decide, Wake&& wake) {
  thread_local IdleQueue<T> idle_at;  // a processor becomes idle (its reduction has ended)
  thread_local std::vector<int> idle_now;
  idle_at.clear();
  idle_now.clear();
  for (int p = 0; p < n; ++p) idle_now.push_back(p);
  T now(0);
  while (true) {
    for (int p : idle_now) decide(p, now, idle_at);
    idle_now.clear();
    if (idle_at.empty()) return now;
    now = idle_at.take_instant(idle_now);  // in increasing index
    for (int q : idle_now) wake(q);
  }
}

/// Tree-dyn: the slot. Commutative reductions only. With a root (>= 0),
/// the root never sends: when it finds the slot full, the processor in the
/// slot sends to it instead.
template <class T, class Costs, class Recorder>
Simulated<T> simulate_tree_dyn(int n, const Costs& costs, Recorder& recorder, int root = -1) {
  int slot = -1;
  const T makespan = run_instants<T>(
      n,
      [&](int p, const T& now, IdleQueue<T>& idle_at) {
        if (slot < 0) {
          slot = p;
          return;
        }
        if (p == root) {
          send_to_idle(slot, p, now, costs, recorder, idle_at);  // the slot's holder is done
        } else {
          send_to_idle(p, slot, now, costs, recorder, idle_at);  // p is done
        }
        slot = -1;
      },
      [](int) {});
  return {makespan, slot < 0 ? 0 : slot};
}

/// Non-Commut-Tree-dyn: the array of idle processors, by the range they hold.
/// With a root (>= 0), the root never sends: when it finds an idle
/// neighbour, the neighbour sends to it instead.
template <class T, class Costs, class Recorder>
Simulated<T> simulate_non_commut_tree_dyn(int n, const Costs& costs, Recorder& recorder,
                                          int root = -1) {
  const auto at = [](int p) { return static_cast<std::size_t>(p); };
  struct Range {
    int low, high;
  };
  // Scratch kept between calls on a thread, as in run_instants.
  thread_local std::vector<Range> held, after;  // each processor's range, now and once reduced
  thread_local std::vector<int> idle_from,
      idle_to;  // idle holder of a range starting / ending here
  held.resize(at(n));
  after.resize(at(n));
  for (int p = 0; p < n; ++p) held[at(p)] = {p, p};
  idle_from.assign(at(n), -1);
  idle_to.assign(at(n), -1);
  int last_idle = 0;
  const T makespan = run_instants<T>(
      n,
      [&](int p, const T& now, IdleQueue<T>& idle_at) {
        last_idle = p;
        const Range mine = held[at(p)];
        int q = mine.low > 0 ? idle_to[at(mine.low - 1)] : -1;
        if (q < 0 && mine.high + 1 < n) q = idle_from[at(mine.high + 1)];
        if (q < 0) {
          idle_from[at(mine.low)] = p;
          idle_to[at(mine.high)] = p;
          return;
        }
        const Range theirs = held[at(q)];
        idle_from[at(theirs.low)] = -1;
        idle_to[at(theirs.high)] = -1;
        const Range joined{std::min(mine.low, theirs.low), std::max(mine.high, theirs.high)};
        if (p == root) {
          after[at(p)] = joined;
          send_to_idle(q, p, now, costs, recorder, idle_at);  // q is done
        } else {
          after[at(q)] = joined;
          send_to_idle(p, q, now, costs, recorder, idle_at);
        }
      },
      [&](int q) { held[at(q)] = after[at(q)]; });
  return {makespan, root >= 0 ? root : last_idle};
}

}  // namespace redcheck
