#include "rules/checkers.hpp"

#include "errors.hpp"

#include <algorithm>
#include <numeric>

namespace redcheck {

namespace {

std::string interval(const Time& start, const Time& end) {
  return "[" + to_string(start) + ", " + to_string(end) + ")";
}

std::string segments_of(const Transfer& t) {
  if (t.segment_count == 1) return "segment " + std::to_string(t.segment + 1);
  return "segments " + std::to_string(t.segment + 1) + ".." +
         std::to_string(t.segment + t.segment_count);
}

std::string machine(const Vocabulary& words, int index) {
  return words.machine + " " + std::to_string(index);
}

// Resource ids for one schedule: machine resources by kind, then the pool.
struct ResourceIds {
  int machines;
  int id(ResourceKind kind, int index) const {
    return kind == ResourceKind::pool ? 4 * machines + index
                                      : static_cast<int>(kind) * machines + index;
  }
  Resource resource(int id) const {
    if (id >= 4 * machines) return {ResourceKind::pool, id - 4 * machines};
    return {static_cast<ResourceKind>(id / machines), id % machines};
  }
  int count() const { return 4 * machines + 1; }
};

// Calls f(kind, index) for each resource activity `a` holds (activities.hpp).
template <class F>
void for_each_resource(const Schedule& s, ActivityRef a, const ResourcePolicy& policy, F&& f) {
  if (a.is_transfer()) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(a.index)];
    if (policy.one_port) {
      f(ResourceKind::port, t.from);
      f(ResourceKind::port, t.to);
    } else {
      f(ResourceKind::send_port, t.from);
      f(ResourceKind::receive_port, t.to);
    }
    if (policy.transfer_pool) f(ResourceKind::pool, 0);
    return;
  }
  const int m = s.reductions[static_cast<std::size_t>(a.index)].machine;
  f(ResourceKind::compute_unit, m);
  if (policy.computation_holds_ports) {
    if (policy.one_port) {
      f(ResourceKind::port, m);
    } else {
      f(ResourceKind::send_port, m);
      f(ResourceKind::receive_port, m);
    }
  }
}

// Two activities holding one machine resource at once, in words.
std::string clash_text(const Schedule& s, Resource r, ActivityRef a, ActivityRef b,
                       const Vocabulary& words) {
  const std::string both = describe(s, a, words) + " and " + describe(s, b, words);
  const std::string who = machine(words, r.index);
  if (r.kind == ResourceKind::compute_unit) return who + " runs two reductions at once: " + both;
  if (!a.is_transfer() || !b.is_transfer()) {
    return who + " communicates while it reduces (no overlap of communication and " +
           "computation): " + both;
  }
  if (r.kind == ResourceKind::port) {
    return who + " takes part in two transfers at once (one-port): " + both;
  }
  return who + " uses its " + (r.kind == ResourceKind::send_port ? "send" : "receive") +
         " port for two transfers at once: " + both;
}

// The first two activities of [first, last) whose half-open intervals
// intersect, sorting the range in place by start; the range holds no empty
// interval (zero durations intersect nothing). Comparing neighbours
// suffices: the first interval that meets an earlier one also meets its
// predecessor.
std::optional<std::pair<ActivityRef, ActivityRef>> first_overlap_in(
    const Schedule& s, std::vector<ActivityRef>::iterator first,
    std::vector<ActivityRef>::iterator last) {
  std::stable_sort(first, last,
                   [&](ActivityRef a, ActivityRef b) { return start_of(s, a) < start_of(s, b); });
  for (auto it = first + 1; it < last; ++it) {
    if (start_of(s, *it) < end_of(s, *(it - 1))) return std::make_pair(*(it - 1), *it);
  }
  return std::nullopt;
}

// More than the pool admits at once: the activities in progress at the first
// instant it happens, in words. A count, not a list, while sweeping: K may be
// large (O(a log a) whatever the capacity).
std::optional<std::string> check_pool(const Schedule& s, const std::vector<ActivityRef>& acts,
                                      int capacity, const Vocabulary& words) {
  struct Event {
    const Time* time;
    bool starts;
  };
  std::vector<Event> events;
  events.reserve(2 * acts.size());
  for (ActivityRef a : acts) {
    events.push_back({&start_of(s, a), true});
    events.push_back({&end_of(s, a), false});
  }
  // Half-open intervals: at equal times, ends come before starts.
  std::sort(events.begin(), events.end(), [](const Event& x, const Event& y) {
    if (*x.time != *y.time) return *x.time < *y.time;
    return !x.starts && y.starts;
  });
  long running = 0;
  for (const Event& e : events) {
    running += e.starts ? 1 : -1;
    if (running <= capacity) continue;
    const Time& at = *e.time;
    std::string list;
    for (ActivityRef a : acts) {
      if (start_of(s, a) <= at && at < end_of(s, a)) {
        list += (list.empty() ? "" : ", ") + describe(s, a, words);
      }
    }
    return std::to_string(running) + " transfers are in progress at time " + to_string(at) +
           ", more than the " + std::to_string(capacity) + " the platform admits: " + list;
  }
  return std::nullopt;
}

}  // namespace

std::vector<Resource> resources_of(const Schedule& s, ActivityRef a, const ResourcePolicy& policy) {
  std::vector<Resource> out;
  for_each_resource(s, a, policy, [&](ResourceKind kind, int index) {
    out.push_back({kind, index});
  });
  return out;
}

int capacity_of(Resource r, const ResourcePolicy& policy) {
  if (r.kind == ResourceKind::pool) {
    if (!policy.transfer_pool) throw InternalError("a pool resource under a policy without pool");
    return *policy.transfer_pool;
  }
  return 1;
}

std::string to_string(Resource r, const ResourcePolicy& policy, const std::string& machine_noun) {
  const std::string who = machine_noun + " " + std::to_string(r.index);
  switch (r.kind) {
    case ResourceKind::port:
      return "the port of " + who;
    case ResourceKind::send_port:
      return "the send port of " + who;
    case ResourceKind::receive_port:
      return "the receive port of " + who;
    case ResourceKind::compute_unit:
      return "the compute unit of " + who;
    default:
      return "the platform's " + std::to_string(capacity_of(r, policy)) + " transfer slots";
  }
}

std::string describe(const Schedule& s, ActivityRef a, const Vocabulary& words) {
  if (a.is_transfer()) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(a.index)];
    return "transfer " + std::to_string(a.index) + " (" + machine(words, t.from) + " -> " +
           machine(words, t.to) + ", " + (words.segments ? segments_of(t) + ", " : "") +
           interval(t.start, t.end) + ")";
  }
  const Reduction& r = s.reductions[static_cast<std::size_t>(a.index)];
  const std::string operand = r.task >= 0 ? "of task type " + std::to_string(r.task)
                                          : "of transfer " + std::to_string(r.operand);
  return "reduction " + std::to_string(a.index) + " (on " + machine(words, r.machine) + ", " +
         operand + ", " + interval(r.start, r.end) + ")";
}

std::optional<std::string> check_indices(const Schedule& s, const Vocabulary& words) {
  const int n = s.machines;
  if (n < 1) {
    return "the schedule has " + std::to_string(n) + " " + words.machine + "s; at least 1 needed";
  }
  const std::string range = words.machine + "s in 0.." + std::to_string(n - 1);
  if (s.sink < 0 || s.sink >= n) {
    return "the sink " + std::to_string(s.sink) + " is not one of the " + range;
  }
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Transfer& t = s.transfers[k];
    if (t.from < 0 || t.from >= n || t.to < 0 || t.to >= n || t.from == t.to) {
      return describe(s, transfer_ref(static_cast<int>(k)), words) +
             " does not join two distinct " + range;
    }
  }
  const auto transfers = static_cast<int>(s.transfers.size());
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    if (r.machine < 0 || r.machine >= n || r.operand < 0 || r.operand >= transfers) {
      return describe(s, computation_ref(static_cast<int>(k)), words) + " names a " +
             words.machine + " or transfer that does not exist";
    }
  }
  return std::nullopt;
}

std::optional<std::string> check_capacity(const Schedule& s, const ResourcePolicy& policy,
                                          const Vocabulary& words) {
  const ResourceIds ids{s.machines};
  const auto each_activity = [&](auto&& f) {
    for (std::size_t k = 0; k < s.transfers.size(); ++k) f(transfer_ref(static_cast<int>(k)));
    for (std::size_t k = 0; k < s.reductions.size(); ++k) f(computation_ref(static_cast<int>(k)));
  };
  // Activities by resource, in one flat array (counting sort). Empty
  // intervals hold nothing.
  std::vector<std::size_t> begin(static_cast<std::size_t>(ids.count()) + 1, 0);
  each_activity([&](ActivityRef a) {
    if (!holds_time(s, a)) return;
    for_each_resource(s, a, policy,
                      [&](ResourceKind kind, int index) { ++begin[ids.id(kind, index) + 1]; });
  });
  std::partial_sum(begin.begin(), begin.end(), begin.begin());
  std::vector<ActivityRef> held(begin.back());
  std::vector<std::size_t> next(begin.begin(), begin.end() - 1);
  each_activity([&](ActivityRef a) {
    if (!holds_time(s, a)) return;
    for_each_resource(s, a, policy,
                      [&](ResourceKind kind, int index) { held[next[ids.id(kind, index)]++] = a; });
  });
  const auto first = [&](int id) { return held.begin() + static_cast<long>(begin[id]); };
  // Compute units first, then the ports, then the pool.
  std::vector<int> order;
  for (int m = 0; m < s.machines; ++m) order.push_back(ids.id(ResourceKind::compute_unit, m));
  for (ResourceKind kind :
       {ResourceKind::port, ResourceKind::send_port, ResourceKind::receive_port}) {
    for (int m = 0; m < s.machines; ++m) order.push_back(ids.id(kind, m));
  }
  for (int id : order) {
    if (begin[id + 1] - begin[id] < 2) continue;
    if (auto clash = first_overlap_in(s, first(id), first(id + 1))) {
      return clash_text(s, ids.resource(id), clash->first, clash->second, words);
    }
  }
  if (policy.empty_transfers_hold_their_instant) {
    ResourcePolicy ports_only = policy;
    ports_only.transfer_pool.reset();
    for (std::size_t k = 0; k < s.transfers.size(); ++k) {
      const ActivityRef instant = transfer_ref(static_cast<int>(k));
      if (holds_time(s, instant)) continue;
      const Time& at = start_of(s, instant);
      std::optional<std::string> clash;
      for_each_resource(s, instant, ports_only, [&](ResourceKind kind, int index) {
        const int id = ids.id(kind, index);
        for (auto it = first(id); it != first(id + 1) && !clash; ++it) {
          if (start_of(s, *it) < at && at < end_of(s, *it)) {
            clash = clash_text(s, ids.resource(id), *it, instant, words);
          }
        }
      });
      if (clash) return clash;
    }
  }
  if (policy.transfer_pool) {
    const int pool = ids.id(ResourceKind::pool, 0);
    return check_pool(s, std::vector<ActivityRef>(first(pool), first(pool + 1)),
                      *policy.transfer_pool, words);
  }
  return std::nullopt;
}

std::optional<std::string> check_precedence(const Schedule& s,
                                            const std::vector<Dependency>& dependencies,
                                            const Vocabulary& words) {
  for (const Dependency& d : dependencies) {
    const Time& ready = end_of(s, d.before);
    if (start_of(s, d.after) >= ready) continue;
    if (d.why == Needs::operand_arrival) {
      return describe(s, d.after, words) + " starts before its operand arrives at " +
             to_string(ready);
    }
    return describe(s, d.after, words) +
           " starts while what it sends is still arriving or being reduced into its sender: " +
           describe(s, d.before, words) + " ends at " + to_string(ready);
  }
  return std::nullopt;
}

std::optional<std::string> check_reduction_tree(const Schedule& s, const Vocabulary& words,
                                                SendTree& shape) {
  const int n = s.machines;
  std::vector<int> send_of(static_cast<std::size_t>(n), -1);
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const int from = s.transfers[k].from;
    const ActivityRef a = transfer_ref(static_cast<int>(k));
    if (from == s.sink)
      return "the sink (" + machine(words, from) + ") sends: " + describe(s, a, words);
    if (send_of[from] != -1) {
      return machine(words, from) +
             " sends twice: " + describe(s, transfer_ref(send_of[from]), words) + " and " +
             describe(s, a, words);
    }
    send_of[from] = static_cast<int>(k);
  }
  std::vector<int> receiver(static_cast<std::size_t>(n), -1);
  for (int i = 0; i < n; ++i) {
    if (i == s.sink) continue;
    if (send_of[i] == -1) return machine(words, i) + " never sends its partial result";
    receiver[i] = s.transfers[static_cast<std::size_t>(send_of[i])].to;
  }
  try {
    shape.tree = ReductionTree::from_receivers(receiver);
  } catch (const InputError& e) {
    return std::string("the transfers do not form a tree rooted at the sink: ") + e.what();
  }
  shape.send_of = std::move(send_of);
  return std::nullopt;
}

std::optional<std::string> check_reduced_once(const Schedule& s, const Vocabulary& words) {
  std::vector<int> reduced_by(s.transfers.size(), -1);
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    const ActivityRef a = computation_ref(static_cast<int>(k));
    const Transfer& t = s.transfers[static_cast<std::size_t>(r.operand)];
    if (t.to != r.machine) {
      return describe(s, a, words) + " reduces data that was sent to " + machine(words, t.to);
    }
    int& by = reduced_by[static_cast<std::size_t>(r.operand)];
    if (by != -1) {
      return describe(s, transfer_ref(r.operand), words) +
             " is reduced twice: " + describe(s, computation_ref(by), words) + " and " +
             describe(s, a, words);
    }
    by = static_cast<int>(k);
  }
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    if (reduced_by[k] == -1) {
      return describe(s, transfer_ref(static_cast<int>(k)), words) + " is never reduced";
    }
  }
  return std::nullopt;
}

std::vector<Dependency> tree_dependencies(const Schedule& s, const SendTree& shape) {
  std::vector<Dependency> out;
  out.reserve(2 * s.reductions.size());
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    const ActivityRef reduction = computation_ref(static_cast<int>(k));
    out.push_back({reduction, transfer_ref(r.operand), Needs::operand_arrival});
    if (const int send = shape.send_of[static_cast<std::size_t>(r.machine)]; send != -1) {
      out.push_back({transfer_ref(send), reduction, Needs::sender_data});
    }
  }
  return out;
}

std::optional<std::string> check_operand_order(const Schedule& s, const SendTree& shape,
                                               const Vocabulary& words) {
  const int n = s.machines;
  std::vector<std::vector<ActivityRef>> reductions_on(static_cast<std::size_t>(n));
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    reductions_on[s.reductions[k].machine].push_back(computation_ref(static_cast<int>(k)));
  }
  std::vector<std::pair<int, int>> range(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) range[i] = {i, i};
  for (int m : shape.tree.postorder()) {
    auto& order = reductions_on[m];
    std::stable_sort(order.begin(), order.end(),
                     [&](ActivityRef a, ActivityRef b) { return start_of(s, a) < start_of(s, b); });
    for (ActivityRef r : order) {
      const Reduction& red = s.reductions[static_cast<std::size_t>(r.index)];
      const auto [lo, hi] = range[s.transfers[static_cast<std::size_t>(red.operand)].from];
      auto& own = range[m];
      if (hi + 1 == own.first) {
        own.first = lo;
      } else if (own.second + 1 == lo) {
        own.second = hi;
      } else {
        return describe(s, r, words) + " joins elements " + std::to_string(lo) + ".." +
               std::to_string(hi) + " with elements " + std::to_string(own.first) + ".." +
               std::to_string(own.second) +
               ", which are not adjacent; a non-commutative reduction joins adjacent ranges";
      }
    }
  }
  return std::nullopt;
}

std::optional<std::string> check_transfer_limit(const Schedule& s, int limit,
                                                const Vocabulary& words) {
  std::vector<ActivityRef> held;
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const ActivityRef a = transfer_ref(static_cast<int>(k));
    if (start_of(s, a) < end_of(s, a)) held.push_back(a);
  }
  return check_pool(s, held, limit, words);
}

std::optional<std::string> check_reducer_limit(const Schedule& s, int limit,
                                               const Vocabulary& words) {
  std::vector<int> reducers;
  for (const Reduction& r : s.reductions) reducers.push_back(r.machine);
  std::sort(reducers.begin(), reducers.end());
  reducers.erase(std::unique(reducers.begin(), reducers.end()), reducers.end());
  if (static_cast<long>(reducers.size()) <= limit) return std::nullopt;
  std::string list;
  for (std::size_t k = 0; k < reducers.size() && k < 12; ++k) {
    list += (k ? ", " : "") + std::to_string(reducers[k]);
  }
  if (reducers.size() > 12) list += ", ...";
  return std::to_string(reducers.size()) + " " + words.machine + "s reduce (" + list +
         "), more than the " + std::to_string(limit) + " reducers allowed";
}

}  // namespace redcheck
