#include "models/segmented/validator.hpp"

#include "schedule/activities.hpp"

#include <boost/dynamic_bitset.hpp>

#include <algorithm>
#include <numeric>

namespace redcheck {

namespace {

std::string segments_of(const Transfer& t) {
  if (t.segment_count == 1) return "segment " + std::to_string(t.segment + 1);
  return "segments " + std::to_string(t.segment + 1) + ".." +
         std::to_string(t.segment + t.segment_count);
}

std::string describe_transfer(const Schedule& s, int k) {
  const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
  return "transfer " + std::to_string(k) + " (processor " + std::to_string(t.from) +
         " -> processor " + std::to_string(t.to) + ", " + segments_of(t) + ", [" +
         to_string(t.start) + ", " + to_string(t.end) + "))";
}

std::string describe_reduction(const Schedule& s, int k) {
  const Reduction& r = s.reductions[static_cast<std::size_t>(k)];
  return "reduction " + std::to_string(k) + " (on processor " + std::to_string(r.machine) +
         ", of transfer " + std::to_string(r.operand) + ", [" + to_string(r.start) + ", " +
         to_string(r.end) + "))";
}

std::string describe(const Schedule& s, Activity a) {
  return a.is_transfer ? describe_transfer(s, a.index) : describe_reduction(s, a.index);
}

}  // namespace

Validation validate_segmented(const Schedule& s, const SegmentedInstance& in,
                              const SegmentedRules& rules) {
  const auto fail = [](std::string why) { return Validation{Time(0), std::move(why)}; };
  const int p = in.p;
  const int q = in.q();
  if (s.machines != p) {
    return fail("the schedule has " + std::to_string(s.machines) + " processors, the instance " +
                std::to_string(p));
  }
  if (s.sink != 0) return fail("the root must be processor 0, not " + std::to_string(s.sink));
  const int transfers = static_cast<int>(s.transfers.size());
  const int reductions = static_cast<int>(s.reductions.size());

  // Ranges, the root never sends, durations.
  for (int k = 0; k < transfers; ++k) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
    if (t.from < 0 || t.from >= p || t.to < 0 || t.to >= p || t.from == t.to) {
      return fail(describe_transfer(s, k) + " does not join two distinct processors in 0.." +
                  std::to_string(p - 1));
    }
    if (t.segment < 0 || t.segment_count < 1 || t.segment + t.segment_count > q) {
      return fail(describe_transfer(s, k) + " carries segments outside 1.." + std::to_string(q));
    }
    if (t.from == 0 && !rules.forwarding) {
      return fail("the root sends: " + describe_transfer(s, k));
    }
    if (t.start < 0) return fail(describe_transfer(s, k) + " starts before time 0");
    const Time expected = in.comm(in.elements(t.segment, t.segment_count));
    if (t.end - t.start != expected) {
      return fail(describe_transfer(s, k) + " lasts " + to_string(t.end - t.start) +
                  " but alpha + beta * elements = " + to_string(expected));
    }
  }

  // One reduction per transfer, on its receiver, from the moment it ends.
  std::vector<int> reduction_of(static_cast<std::size_t>(transfers), -1);
  for (int k = 0; k < reductions; ++k) {
    const Reduction& r = s.reductions[static_cast<std::size_t>(k)];
    if (r.operand < 0 || r.operand >= transfers) {
      return fail(describe_reduction(s, k) + " names a transfer that does not exist");
    }
    const Transfer& t = s.transfers[static_cast<std::size_t>(r.operand)];
    if (r.machine != t.to) {
      return fail(describe_reduction(s, k) + " is not on the receiver of its transfer");
    }
    if (reduction_of[r.operand] != -1) {
      return fail(describe_transfer(s, r.operand) + " is combined twice");
    }
    reduction_of[r.operand] = k;
    if (r.start != t.end) {
      return fail(describe_reduction(s, k) + " does not start when its transfer ends at " +
                  to_string(t.end));
    }
  }
  for (int k = 0; k < transfers; ++k) {
    if (reduction_of[k] == -1) return fail(describe_transfer(s, k) + " has no reduction");
  }

  // Ports; no communication while combining; one reduction at a time.
  std::vector<std::vector<Activity>> sends(p), receives(p), combining(p);
  for (int k = 0; k < transfers; ++k) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
    sends[t.from].push_back({true, k});
    receives[t.to].push_back({true, k});
  }
  for (int k = 0; k < reductions; ++k) {
    combining[s.reductions[static_cast<std::size_t>(k)].machine].push_back({false, k});
  }
  for (int i = 0; i < p; ++i) {
    std::vector<Activity> all = sends[i];
    all.insert(all.end(), receives[i].begin(), receives[i].end());
    if (rules.ports == Ports::unidirectional) {
      if (auto clash = first_overlap(s, all)) {
        return fail("processor " + std::to_string(i) +
                    " takes part in two transfers at once (unidirectional ports): " +
                    describe(s, clash->first) + " and " + describe(s, clash->second));
      }
    } else {
      for (const auto* port : {&sends[i], &receives[i]}) {
        if (auto clash = first_overlap(s, *port)) {
          return fail("processor " + std::to_string(i) +
                      " uses one port for two transfers at once: " + describe(s, clash->first) +
                      " and " + describe(s, clash->second));
        }
      }
    }
    if (auto clash = first_overlap(s, combining[i])) {
      return fail("processor " + std::to_string(i) + " combines two things at once: " +
                  describe(s, clash->first) + " and " + describe(s, clash->second));
    }
    // Transfers on one port and reductions are each pairwise disjoint by now,
    // so any clash left in their union pairs a reduction with a transfer.
    for (const auto* port : {&sends[i], &receives[i]}) {
      std::vector<Activity> with_combining = *port;
      with_combining.insert(with_combining.end(), combining[i].begin(), combining[i].end());
      if (auto clash = first_overlap(s, with_combining)) {
        return fail("processor " + std::to_string(i) +
                    " communicates while it combines (no overlap of communication and "
                    "computation): " +
                    describe(s, clash->first) + " and " + describe(s, clash->second));
      }
    }
  }

  // Data flow, transfer by transfer in start order (listing order at ties).
  std::vector<int> order(static_cast<std::size_t>(transfers));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return s.transfers[static_cast<std::size_t>(a)].start <
           s.transfers[static_cast<std::size_t>(b)].start;
  });
  const auto cell = [q](int processor, int segment) {
    return static_cast<std::size_t>(processor) * static_cast<std::size_t>(q) +
           static_cast<std::size_t>(segment);
  };
  std::vector<boost::dynamic_bitset<>> holds(static_cast<std::size_t>(p) * q,
                                             boost::dynamic_bitset<>(static_cast<std::size_t>(p)));
  for (int i = 0; i < p; ++i) {
    for (int k = 0; k < q; ++k) holds[cell(i, k)].set(static_cast<std::size_t>(i));
  }
  std::vector<Time> arriving_until(static_cast<std::size_t>(p) * q, Time(0));
  std::vector<int> sent(static_cast<std::size_t>(p) * q, 0);
  for (int k : order) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
    const Reduction& r = s.reductions[static_cast<std::size_t>(reduction_of[k])];
    std::int64_t combined = 0;
    for (int seg = t.segment; seg < t.segment + t.segment_count; ++seg) {
      auto& mine = holds[cell(t.from, seg)];
      auto& theirs = holds[cell(t.to, seg)];
      const std::string what = "segment " + std::to_string(seg + 1);
      if (mine.none()) {
        return fail(describe_transfer(s, k) + ": the sender holds no data of " + what);
      }
      if (arriving_until[cell(t.from, seg)] > t.start) {
        return fail(describe_transfer(s, k) + ": the sender sends " + what +
                    " while data of it is still arriving or being combined (until " +
                    to_string(arriving_until[cell(t.from, seg)]) + ")");
      }
      if (!rules.forwarding && sent[cell(t.to, seg)] > 0) {
        return fail(describe_transfer(s, k) + ": the receiver already sent " + what +
                    " (a reduction tree receives a segment only before sending it)");
      }
      if (mine.intersects(theirs)) {
        return fail(describe_transfer(s, k) + ": the receiver would combine a contribution to " +
                    what + " twice");
      }
      if (theirs.any()) combined += in.segments[static_cast<std::size_t>(seg)];
      theirs |= mine;
      mine.reset();
      ++sent[cell(t.from, seg)];
      arriving_until[cell(t.to, seg)] = std::max(arriving_until[cell(t.to, seg)], r.end);
    }
    if (r.end - r.start != in.comp(combined)) {
      return fail(describe_reduction(s, reduction_of[k]) + " lasts " + to_string(r.end - r.start) +
                  " but combining " + std::to_string(combined) + " elements takes gamma * " +
                  std::to_string(combined) + " = " + to_string(in.comp(combined)));
    }
  }
  if (!rules.forwarding) {
    for (int i = 1; i < p; ++i) {
      for (int k = 0; k < q; ++k) {
        if (sent[cell(i, k)] != 1) {
          return fail("processor " + std::to_string(i) + " sends segment " + std::to_string(k + 1) +
                      " " + std::to_string(sent[cell(i, k)]) +
                      " times; in a reduction tree every non-root processor sends each segment "
                      "exactly once");
        }
      }
    }
  }
  for (int k = 0; k < q; ++k) {
    const auto& root = holds[cell(0, k)];
    if (root.count() != static_cast<std::size_t>(p)) {
      std::size_t missing = 0;
      while (root.test(missing)) ++missing;
      return fail("at the end the root lacks the contribution of processor " +
                  std::to_string(missing) + " to segment " + std::to_string(k + 1));
    }
  }

  // In order: everything on segment i ends before anything on j > i starts.
  if (rules.in_order) {
    struct Span {
      Time first_start, last_end;
      bool used = false;
      int example = -1;
    };
    std::vector<Span> span(static_cast<std::size_t>(p) * q);
    const auto touch = [&](int processor, int seg, const Time& start, const Time& end, int k) {
      Span& x = span[cell(processor, seg)];
      if (!x.used || start < x.first_start) x.first_start = start;
      if (!x.used || end > x.last_end) x.last_end = end;
      if (!x.used) x.example = k;
      x.used = true;
    };
    for (int k = 0; k < transfers; ++k) {
      const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
      const Reduction& r = s.reductions[static_cast<std::size_t>(reduction_of[k])];
      for (int seg = t.segment; seg < t.segment + t.segment_count; ++seg) {
        touch(t.from, seg, t.start, t.end, k);
        touch(t.to, seg, t.start, r.end, k);
      }
    }
    for (int i = 0; i < p; ++i) {
      int latest = -1;  // segment whose activities end last among those before
      for (int k = 0; k < q; ++k) {
        const Span& x = span[cell(i, k)];
        if (!x.used) continue;
        if (latest >= 0 && span[cell(i, latest)].last_end > x.first_start) {
          return fail("processor " + std::to_string(i) + " starts segment " +
                      std::to_string(k + 1) + " at " + to_string(x.first_start) +
                      " before it is done with segment " + std::to_string(latest + 1) + " at " +
                      to_string(span[cell(i, latest)].last_end) +
                      " (in-order rule): " + describe_transfer(s, x.example));
        }
        if (latest < 0 || x.last_end > span[cell(i, latest)].last_end) latest = k;
      }
    }
  }

  return Validation{last_end(s), {}};
}

}  // namespace redcheck
