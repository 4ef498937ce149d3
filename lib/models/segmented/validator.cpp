#include "models/segmented/validator.hpp"

#include "rules/checkers.hpp"

#include <algorithm>
#include <numeric>

namespace redcheck {

namespace {

const Vocabulary segmented_words{"processor", true};

std::string processor(int index) {
  return "processor " + std::to_string(index);
}

std::optional<std::string> check_segment_indices(const Schedule& s, const SegmentedInstance& in) {
  if (s.machines != in.p) {
    return "the schedule has " + std::to_string(s.machines) + " processors, the instance " +
           std::to_string(in.p);
  }
  if (s.sink != 0) return "the root must be processor 0, not " + std::to_string(s.sink);
  if (auto broken = check_indices(s, segmented_words)) return broken;
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Transfer& t = s.transfers[k];
    if (t.segment < 0 || t.segment_count < 1 || t.segment + t.segment_count > in.q()) {
      return describe(s, transfer_ref(static_cast<int>(k)), segmented_words) +
             " carries segments outside 1.." + std::to_string(in.q());
    }
  }
  return std::nullopt;
}

std::optional<std::string> check_root_sends(const Schedule& s, const SegmentedRules& rules) {
  if (rules.forwarding) return std::nullopt;
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    if (s.transfers[k].from == 0) {
      return "the root sends: " + describe(s, transfer_ref(static_cast<int>(k)), segmented_words);
    }
  }
  return std::nullopt;
}

std::optional<std::string> check_transfer_durations(const Schedule& s,
                                                    const SegmentedInstance& in) {
  std::vector<Time> one_segment;  // alpha + beta s_i, computed once per segment
  for (auto size : in.segments) one_segment.push_back(in.comm(size));
  Time several;
  const auto expected = [&](std::size_t k) -> const Time& {
    const Transfer& t = s.transfers[k];
    if (t.segment_count == 1) return one_segment[static_cast<std::size_t>(t.segment)];
    several = in.comm(in.elements(t.segment, t.segment_count));
    return several;
  };
  return check_durations(s, ActivityKind::transfer, segmented_words, expected,
                         "alpha + beta * elements");
}

// One reduction per transfer, on its receiver, starting when the transfer
// ends; fills reduction_of (transfer -> its reduction).
std::optional<std::string> check_combine_on_arrival(const Schedule& s,
                                                    std::vector<int>& reduction_of) {
  reduction_of.assign(s.transfers.size(), -1);
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    const Transfer& t = s.transfers[static_cast<std::size_t>(r.operand)];
    const auto what = [&] {
      return describe(s, computation_ref(static_cast<int>(k)), segmented_words);
    };
    if (r.machine != t.to) return what() + " is not on the receiver of its transfer";
    int& of = reduction_of[static_cast<std::size_t>(r.operand)];
    if (of != -1)
      return describe(s, transfer_ref(r.operand), segmented_words) + " is combined twice";
    of = static_cast<int>(k);
    if (r.start != t.end) {
      return what() + " does not start when its transfer ends at " + to_string(t.end);
    }
  }
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    if (reduction_of[k] == -1) {
      return describe(s, transfer_ref(static_cast<int>(k)), segmented_words) + " has no reduction";
    }
  }
  return std::nullopt;
}

// Replays the transfers in start order (listing order at ties) and follows
// every contribution. A transfer moves the sender's whole partial result of
// its segments to the receiver, so the sets of contributions held for one
// segment stay disjoint: counting them is enough to know that nothing is
// combined twice and that the root ends with all p. Fills the dependencies
// (a send waits for the latest-ending reduction that delivered its segment).
std::optional<std::string> replay_data_flow(const Schedule& s, const SegmentedInstance& in,
                                            const SegmentedRules& rules,
                                            const std::vector<int>& reduction_of,
                                            std::vector<Dependency>& dependencies) {
  const auto p = static_cast<std::size_t>(in.p);
  const auto q = static_cast<std::size_t>(in.q());
  // Every (non-root processor, segment) pair must be sent at least once:
  // refuse before allocating p q cells for a schedule that cannot do it.
  std::size_t carried = 0;
  for (const Transfer& t : s.transfers) carried += static_cast<std::size_t>(t.segment_count);
  if (carried < (p - 1) * q) {
    return "the transfers carry " + std::to_string(carried) + " segments in all, fewer than the " +
           std::to_string((p - 1) * q) +
           " needed for every non-root processor to send each of its contributions";
  }
  const auto cell = [q](int x, int segment) {
    return static_cast<std::size_t>(x) * q + static_cast<std::size_t>(segment);
  };
  std::vector<std::int32_t> held(p * q, 1);  // contributions held: its own at first
  std::vector<std::int32_t> sent(p * q, 0);
  std::vector<std::int32_t> delivered(p * q, -1);  // latest-ending reduction that brought data
  std::vector<int> order(s.transfers.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return s.transfers[static_cast<std::size_t>(a)].start <
           s.transfers[static_cast<std::size_t>(b)].start;
  });
  Time lasts;
  for (int k : order) {
    const Transfer& t = s.transfers[static_cast<std::size_t>(k)];
    const int r_index = reduction_of[static_cast<std::size_t>(k)];
    const Reduction& r = s.reductions[static_cast<std::size_t>(r_index)];
    const auto what = [&] { return describe(s, transfer_ref(k), segmented_words); };
    std::int64_t combined = 0;
    for (int seg = t.segment; seg < t.segment + t.segment_count; ++seg) {
      const auto segment = [seg] { return "segment " + std::to_string(seg + 1); };
      auto& mine = held[cell(t.from, seg)];
      auto& theirs = held[cell(t.to, seg)];
      if (mine == 0) return what() + ": the sender holds no data of " + segment();
      if (!rules.forwarding && sent[cell(t.to, seg)] > 0) {
        return what() + ": the receiver already sent " + segment() +
               " (a reduction tree receives a segment only before sending it)";
      }
      if (const int from = delivered[cell(t.from, seg)]; from != -1) {
        dependencies.push_back({transfer_ref(k), computation_ref(from), Needs::sender_data});
      }
      if (theirs > 0) combined += in.segments[static_cast<std::size_t>(seg)];
      theirs += mine;
      mine = 0;
      ++sent[cell(t.from, seg)];
      auto& latest = delivered[cell(t.to, seg)];
      if (latest == -1 || s.reductions[static_cast<std::size_t>(latest)].end < r.end) {
        latest = r_index;
      }
    }
    lasts = r.end;
    lasts -= r.start;
    if (lasts != in.comp(combined)) {
      return describe(s, computation_ref(r_index), segmented_words) + " lasts " + to_string(lasts) +
             " but combining " + std::to_string(combined) + " elements takes gamma * " +
             std::to_string(combined) + " = " + to_string(in.comp(combined));
    }
  }
  if (!rules.forwarding) {
    for (int i = 1; i < in.p; ++i) {
      for (int k = 0; k < in.q(); ++k) {
        if (sent[cell(i, k)] != 1) {
          return processor(i) + " sends segment " + std::to_string(k + 1) + " " +
                 std::to_string(sent[cell(i, k)]) +
                 " times; in a reduction tree every non-root processor sends each segment "
                 "exactly once";
        }
      }
    }
  }
  for (int k = 0; k < in.q(); ++k) {
    if (held[cell(0, k)] != in.p) {
      int missing = 1;  // the lowest processor whose contribution is elsewhere
      for (int x = 1; x < in.p; ++x) {
        if (held[cell(x, k)] > 0) {
          missing = x;
          break;
        }
      }
      return "at the end the root holds " + std::to_string(held[cell(0, k)]) + " of the " +
             std::to_string(in.p) + " contributions to segment " + std::to_string(k + 1) +
             " (processor " + std::to_string(missing) + " still holds some)";
    }
  }
  return std::nullopt;
}

// In order: on each processor, everything on segment i ends before anything
// on segment j > i starts. Spans are gathered per processor (memory grows
// with the schedule, not with p q).
std::optional<std::string> check_in_order(const Schedule& s, const std::vector<int>& reduction_of) {
  struct Touch {
    int processor, segment;
    const Time* start;
    const Time* end;
    int transfer;
  };
  std::vector<Touch> touches;
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Transfer& t = s.transfers[k];
    const Reduction& r = s.reductions[static_cast<std::size_t>(reduction_of[k])];
    for (int seg = t.segment; seg < t.segment + t.segment_count; ++seg) {
      touches.push_back({t.from, seg, &t.start, &t.end, static_cast<int>(k)});
      touches.push_back({t.to, seg, &t.start, &r.end, static_cast<int>(k)});
    }
  }
  std::stable_sort(touches.begin(), touches.end(), [](const Touch& a, const Touch& b) {
    return a.processor != b.processor ? a.processor < b.processor : a.segment < b.segment;
  });
  for (std::size_t first = 0; first < touches.size();) {
    const int x = touches[first].processor;
    const Time* latest_end = nullptr;  // among the segments before
    int latest = -1;
    std::size_t k = first;
    while (k < touches.size() && touches[k].processor == x) {
      const int seg = touches[k].segment;
      const Time* first_start = touches[k].start;
      const Time* last_end = touches[k].end;
      const int example = touches[k].transfer;
      for (; k < touches.size() && touches[k].processor == x && touches[k].segment == seg; ++k) {
        if (*touches[k].start < *first_start) first_start = touches[k].start;
        if (*touches[k].end > *last_end) last_end = touches[k].end;
      }
      if (latest_end && *latest_end > *first_start) {
        return processor(x) + " starts segment " + std::to_string(seg + 1) + " at " +
               to_string(*first_start) + " before it is done with segment " +
               std::to_string(latest + 1) + " at " + to_string(*latest_end) +
               " (in-order rule): " + describe(s, transfer_ref(example), segmented_words);
      }
      if (!latest_end || *last_end > *latest_end) latest_end = last_end, latest = seg;
    }
    first = k;
  }
  return std::nullopt;
}

}  // namespace

ResourcePolicy segmented_resources(const SegmentedRules& rules) {
  return ResourcePolicy{rules.ports == Ports::unidirectional, true, std::nullopt};
}

namespace {

// What the rules find and later rules use.
struct SegmentedFacts {
  std::vector<int> reduction_of;
  std::vector<Dependency> dependencies;
};

RuleList segmented_rules(const Schedule& s, const SegmentedInstance& in,
                         const SegmentedRules& rules, SegmentedFacts& facts) {
  return RuleList()
      .add("indices", [&] { return check_segment_indices(s, in); })
      .add("root", [&] { return check_root_sends(s, rules); })
      .add("durations", [&] { return check_transfer_durations(s, in); })
      .add("combine on arrival", [&] { return check_combine_on_arrival(s, facts.reduction_of); })
      .add("resources",
           [&] { return check_capacity(s, segmented_resources(rules), segmented_words); })
      .add("data flow",
           [&] { return replay_data_flow(s, in, rules, facts.reduction_of, facts.dependencies); })
      .add("precedence", [&] { return check_precedence(s, facts.dependencies, segmented_words); })
      .add("in order", [&]() -> std::optional<std::string> {
        if (!rules.in_order) return std::nullopt;
        return check_in_order(s, facts.reduction_of);
      });
}

}  // namespace

Validation validate_segmented(const Schedule& s, const SegmentedInstance& in,
                              const SegmentedRules& rules) {
  SegmentedFacts facts;
  return segmented_rules(s, in, rules, facts).run(s);
}

std::vector<std::string> segmented_rule_names() {
  const Schedule none;
  const SegmentedInstance in;
  const SegmentedRules rules;
  SegmentedFacts facts;
  return segmented_rules(none, in, rules, facts).names();
}

std::vector<Dependency> segmented_dependencies(const Schedule& s, const SegmentedInstance& in) {
  std::vector<int> reduction_of;
  std::vector<Dependency> dependencies;
  if (check_segment_indices(s, in) || check_combine_on_arrival(s, reduction_of)) return {};
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    dependencies.push_back({computation_ref(static_cast<int>(k)),
                            transfer_ref(s.reductions[k].operand), Needs::operand_arrival});
  }
  SegmentedRules forwarding;
  forwarding.forwarding = true;  // the dependencies do not depend on the tree rule
  replay_data_flow(s, in, forwarding, reduction_of, dependencies);
  return dependencies;
}

}  // namespace redcheck
