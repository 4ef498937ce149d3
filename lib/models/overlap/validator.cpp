#include "models/overlap/validator.hpp"

#include "cli/input_error.hpp"
#include "schedule/activities.hpp"

#include <algorithm>
#include <optional>

namespace redcheck {

namespace {

std::string interval(const Time& start, const Time& end) {
  return "[" + to_string(start) + ", " + to_string(end) + ")";
}

std::string describe_transfer(const Schedule& s, int k) {
  const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
  return "transfer " + std::to_string(k) + " (machine " + std::to_string(t.from) + " -> machine " +
         std::to_string(t.to) + ", " + interval(t.start, t.end) + ")";
}

std::string describe_reduction(const Schedule& s, int k) {
  const Reduction& r = s.reductions[static_cast<std::size_t>(k)];
  return "reduction " + std::to_string(k) + " (on machine " + std::to_string(r.machine) +
         ", of transfer " + std::to_string(r.operand) + ", " + interval(r.start, r.end) + ")";
}

std::string describe(const Schedule& s, Activity a) {
  return a.is_transfer ? describe_transfer(s, a.index) : describe_reduction(s, a.index);
}

}  // namespace

Validation validate(const Schedule& s, const OverlapModel& model) {
  const auto fail = [](std::string why) { return Validation{Time(0), std::move(why)}; };
  const int n = s.machines;
  if (n < 1) return fail("the schedule has " + std::to_string(n) + " machines; at least 1 needed");
  if (s.sink < 0 || s.sink >= n) {
    return fail("the sink " + std::to_string(s.sink) + " is not a machine in 0.." +
                std::to_string(n - 1));
  }
  const int transfers = static_cast<int>(s.transfers.size());
  const int reductions = static_cast<int>(s.reductions.size());

  // Indices in range.
  for (int k = 0; k < transfers; ++k) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
    if (t.from < 0 || t.from >= n || t.to < 0 || t.to >= n || t.from == t.to) {
      return fail(describe_transfer(s, k) + " does not join two distinct machines in 0.." +
                  std::to_string(n - 1));
    }
  }
  for (int k = 0; k < reductions; ++k) {
    const Reduction& r = s.reductions[static_cast<std::size_t>(k)];
    if (r.machine < 0 || r.machine >= n || r.operand < 0 || r.operand >= transfers) {
      return fail(describe_reduction(s, k) + " names a machine or transfer that does not exist");
    }
  }

  // Durations.
  for (int k = 0; k < transfers; ++k) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
    if (t.start < 0) return fail(describe_transfer(s, k) + " starts before time 0");
    if (t.end - t.start != model.d) {
      return fail(describe_transfer(s, k) + " lasts " + to_string(t.end - t.start) +
                  " but a transfer lasts d = " + to_string(model.d));
    }
  }
  for (int k = 0; k < reductions; ++k) {
    const Reduction& r = s.reductions[static_cast<std::size_t>(k)];
    if (r.start < 0) return fail(describe_reduction(s, k) + " starts before time 0");
    if (r.end - r.start != model.c) {
      return fail(describe_reduction(s, k) + " lasts " + to_string(r.end - r.start) +
                  " but a reduction lasts c = " + to_string(model.c));
    }
  }

  // Every machine except the sink sends exactly once; the sink never sends.
  std::vector<int> send_of(static_cast<std::size_t>(n), -1);
  for (int k = 0; k < transfers; ++k) {
    const int from = s.transfers[static_cast<std::size_t>(k)].from;
    if (from == s.sink)
      return fail("the sink (machine " + std::to_string(from) +
                  ") sends: " + describe_transfer(s, k));
    if (send_of[from] != -1) {
      return fail("machine " + std::to_string(from) + " sends twice: " +
                  describe_transfer(s, send_of[from]) + " and " + describe_transfer(s, k));
    }
    send_of[from] = k;
  }
  for (int i = 0; i < n; ++i) {
    if (i != s.sink && send_of[i] == -1) {
      return fail("machine " + std::to_string(i) + " never sends its partial result");
    }
  }

  // The transfers form a tree rooted at the sink.
  std::vector<int> receiver(static_cast<std::size_t>(n), -1);
  for (int i = 0; i < n; ++i) {
    if (i != s.sink) receiver[i] = s.transfers[static_cast<std::size_t>(send_of[i])].to;
  }
  std::optional<ReductionTree> tree;
  try {
    tree = ReductionTree::from_receivers(receiver);
  } catch (const InputError& e) {
    return fail(std::string("the transfers do not form a tree rooted at the sink: ") + e.what());
  }

  // Each transfer is reduced exactly once, by its receiver, after it arrived.
  std::vector<int> reduced_by(static_cast<std::size_t>(transfers), -1);
  for (int k = 0; k < reductions; ++k) {
    const Reduction& r = s.reductions[static_cast<std::size_t>(k)];
    const Transfer& t = s.transfers[static_cast<std::size_t>(r.operand)];
    if (t.to != r.machine) {
      return fail(describe_reduction(s, k) + " reduces data that was sent to machine " +
                  std::to_string(t.to));
    }
    if (reduced_by[r.operand] != -1) {
      return fail(describe_transfer(s, r.operand) +
                  " is reduced twice: " + describe_reduction(s, reduced_by[r.operand]) + " and " +
                  describe_reduction(s, k));
    }
    reduced_by[r.operand] = k;
    if (r.start < t.end) {
      return fail(describe_reduction(s, k) + " starts before its operand arrives at " +
                  to_string(t.end));
    }
  }
  for (int k = 0; k < transfers; ++k) {
    if (reduced_by[k] == -1) return fail(describe_transfer(s, k) + " is never reduced");
  }

  // Per machine: reductions one at a time, one transfer at a time, send last.
  std::vector<std::vector<Activity>> reductions_on(static_cast<std::size_t>(n));
  std::vector<std::vector<Activity>> transfers_of(static_cast<std::size_t>(n));
  for (int k = 0; k < reductions; ++k) {
    reductions_on[s.reductions[static_cast<std::size_t>(k)].machine].push_back({false, k});
  }
  for (int k = 0; k < transfers; ++k) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
    transfers_of[t.from].push_back({true, k});
    transfers_of[t.to].push_back({true, k});
  }
  for (int i = 0; i < n; ++i) {
    if (auto clash = first_overlap(s, reductions_on[i])) {
      return fail("machine " + std::to_string(i) + " runs two reductions at once: " +
                  describe(s, clash->first) + " and " + describe(s, clash->second));
    }
  }
  for (int i = 0; i < n; ++i) {
    if (auto clash = first_overlap(s, transfers_of[i])) {
      return fail("machine " + std::to_string(i) +
                  " takes part in two transfers at once (one-port): " + describe(s, clash->first) +
                  " and " + describe(s, clash->second));
    }
  }
  for (int i = 0; i < n; ++i) {
    if (i == s.sink) continue;
    const Transfer& send = s.transfers[static_cast<std::size_t>(send_of[i])];
    for (Activity r : reductions_on[i]) {
      if (end_of(s, r) > send.start) {
        return fail("machine " + std::to_string(i) + " sends its partial result (" +
                    describe_transfer(s, send_of[i]) +
                    ") before its last reduction ends: " + describe(s, r));
      }
    }
  }
  if (!model.overlap) {
    for (int i = 0; i < n; ++i) {
      std::vector<Activity> all = reductions_on[i];
      all.insert(all.end(), transfers_of[i].begin(), transfers_of[i].end());
      if (auto clash = first_overlap(s, all)) {
        return fail("machine " + std::to_string(i) +
                    " transfers while it reduces, which the no-overlap variant forbids: " +
                    describe(s, clash->first) + " and " + describe(s, clash->second));
      }
    }
  }

  // Non-commutative operation: each reduction joins two adjacent ranges.
  if (!model.commutative) {
    std::vector<std::pair<int, int>> range(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) range[i] = {i, i};
    for (int machine : tree->postorder()) {
      auto order = reductions_on[machine];
      std::stable_sort(order.begin(), order.end(),
                       [&](Activity a, Activity b) { return start_of(s, a) < start_of(s, b); });
      for (Activity r : order) {
        const Reduction& red = s.reductions[static_cast<std::size_t>(r.index)];
        const auto [lo, hi] = range[s.transfers[static_cast<std::size_t>(red.operand)].from];
        auto& own = range[machine];
        if (hi + 1 == own.first) {
          own.first = lo;
        } else if (own.second + 1 == lo) {
          own.second = hi;
        } else {
          return fail(describe(s, r) + " joins elements " + std::to_string(lo) + ".." +
                      std::to_string(hi) + " with elements " + std::to_string(own.first) + ".." +
                      std::to_string(own.second) +
                      ", which are not adjacent; a non-commutative reduction joins adjacent "
                      "ranges");
        }
      }
    }
  }

  return Validation{last_end(s), {}};
}

}  // namespace redcheck
