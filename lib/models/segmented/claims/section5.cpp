// Lowery & Langou 2013, Section V: uni-greedy is optimal among schedules that
// reduce segments in order (Theorem 5), and is not when they may not (the
// remark under Figure 3). Both by exhaustive search over every schedule.

#include "models/segmented/claims/sections.hpp"

#include "distributed/distributed_map.hpp"
#include "distributed/exact_wire.hpp"

#include <numeric>
#include "models/segmented/exhaustive.hpp"
#include "models/segmented/list_timing.hpp"
#include "models/segmented/uni_greedy.hpp"
#include "models/segmented/validator.hpp"

namespace redcheck {

namespace {

std::vector<std::vector<std::int64_t>> segmentations_of_ones_and_twos(int q) {
  std::vector<std::vector<std::int64_t>> all{{}};
  for (int k = 0; k < q; ++k) {
    std::vector<std::vector<std::int64_t>> next;
    for (const auto& prefix : all) {
      for (std::int64_t s : {1, 2}) {
        auto v = prefix;
        v.push_back(s);
        next.push_back(v);
      }
    }
    all = std::move(next);
  }
  return all;
}

// p = 2..6, q = 1..3 with sizes in {1, 2}, alpha in {0, 1/2, 1, 3}, gamma in
// {0, 1/2, 1, 2}, unless the settings say otherwise.
struct Theorem5Domain {
  std::string words;
  std::vector<SegmentedInstance> instances;
};

Theorem5Domain theorem5_domain(const SegmentedSettings& s) {
  const int p_last = s.search_p_last();
  const int q_last = s.search_q_last();
  const auto alphas = s.alphas({Time(0), Time(1, 2), Time(1), Time(3)});
  const auto gammas = s.gammas({Time(0), Time(1, 2), Time(1), Time(2)});
  Theorem5Domain domain;
  for (int p = 2; p <= p_last; ++p) {
    for (int q = 1; q <= q_last; ++q) {
      for (const auto& segments : segmentations_of_ones_and_twos(q)) {
        for (const Time& alpha : alphas) {
          for (const Time& gamma : gammas)
            domain.instances.push_back({p, segments, alpha, 1, gamma});
        }
      }
    }
  }
  domain.words = "p = 2.." + std::to_string(p_last) + ", q = 1.." + std::to_string(q_last) +
                 " with segment sizes in {1, 2}, alpha in " + times_text(alphas) +
                 ", beta = 1, gamma in " + times_text(gammas);
  return domain;
}

// One instance of Theorem 5's domain searched: uni-greedy's makespan, and
// what the search over in-order schedules found below it.
struct Theorem5Search {
  Time greedy;
  std::uint64_t states = 0;
  bool complete = true;
  std::optional<Time> better;
};

Theorem5Search search_theorem5(const SegmentedInstance& in) {
  Theorem5Search out;
  out.greedy =
      validated_segmented_makespan(SegmentedAlgorithm::uni_greedy, in, Ports::unidirectional);
  const auto found = search_unidirectional_schedules(in, true, out.greedy);
  out.states = found.nodes;
  out.complete = found.complete;
  out.better = found.best;
  return out;
}

nlohmann::json theorem5_search_to_json(const Theorem5Search& x) {
  return {{"greedy", exact_to_wire(x.greedy)},
          {"states", x.states},
          {"complete", x.complete},
          {"better", x.better ? exact_to_wire(*x.better) : nlohmann::json()}};
}

Theorem5Search theorem5_search_from_json(const nlohmann::json& j) {
  Theorem5Search x;
  x.greedy = exact_from_wire<Time>(j.at("greedy"));
  x.states = j.at("states");
  x.complete = j.at("complete");
  if (!j.at("better").is_null()) {
    x.better = exact_from_wire<Time>(j.at("better"));
  }
  return x;
}

Counterexample theorem5_counterexample(const SegmentedInstance& in, const Theorem5Search& x) {
  return Counterexample{
      "an in-order schedule takes " + to_string(*x.better) + " < uni-greedy's " +
          to_string(x.greedy),
      {{"instance", instance_json(in)},
       {"uni_greedy", to_string(x.greedy)},
       {"better", to_string(*x.better)}},
      segmented_replay(SegmentedAlgorithm::uni_greedy, in, Ports::unidirectional)};
}

Claim theorem5() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.thm5", lowery_paper + "Theorem 5 (Section V-A)",
      "In a unidirectional, fully connected, homogeneous system the time complexity of the "
      "uni-greedy algorithm [is] minimal among all reduction algorithms that reduce segments in "
      "order.",
      "no in-order schedule (exhaustive search, any segmentation) beats uni-greedy", Outcome::holds,
      "", [](SegmentedClaimContext& ctx) {
        const std::string how = "; every unidirectional in-order schedule (exhaustive search)";
        Theorem5Domain domain = theorem5_domain(ctx.settings());
        std::uint64_t states = 0;
        std::optional<std::string> unfinished;
        const auto note = [&](const SegmentedInstance& in, const Theorem5Search& x) {
          states += x.states;
          if (!x.complete && !unfinished) {
            unfinished = segmented_instance_text(in, Ports::unidirectional);
          }
        };
        ClaimReport report;
        if (FuzzScope::active()) {
          report = search<SegmentedInstance>(
              listed_domain(domain.words, domain.instances),
              [&](const SegmentedInstance& in) -> std::optional<Counterexample> {
                const Theorem5Search x = search_theorem5(in);
                note(in, x);
                if (!x.better) return std::nullopt;
                return theorem5_counterexample(in, x);
              },
              how);
        } else {
          // Every instance searched on its own, split over the cores and,
          // under MPI, over the ranks; read in order up to the first
          // counterexample, as the sequential search would stop there.
          const std::vector<Theorem5Search> searched = distributed_map<Theorem5Search>(
              domain.instances.size(),
              [&](std::size_t k) { return search_theorem5(domain.instances[k]); },
              theorem5_search_to_json,
              [](const nlohmann::json& j, std::size_t) { return theorem5_search_from_json(j); });
          std::uint64_t checked = 0;
          std::optional<Counterexample> found;
          for (std::size_t k = 0; k < searched.size() && !found; ++k) {
            ++checked;
            note(domain.instances[k], searched[k]);
            if (searched[k].better)
              found = theorem5_counterexample(domain.instances[k], searched[k]);
          }
          report = found ? refuted_by(domain.words + how, std::move(*found))
                         : holds_on(checked, domain.words + how);
        }
        report.notes.push_back(std::to_string(states) + " search states expanded");
        if (unfinished && report.outcome == Outcome::holds) {
          report.outcome = Outcome::undecided;
          report.notes.push_back("the search ran out of its state budget on " + *unfinished);
        }
        return report;
      });
}

Claim out_of_order_beats_greedy() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.fig3.out-of-order", lowery_paper + "remark under Figure 3 (Section V)",
      "if we allowed segments to be reduced out of order then the uni-greedy algorithm would "
      "not be optimal.",
      "some schedule that does not reduce segments in order beats uni-greedy; the smallest "
      "instance found by exhaustive search is reported",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        const SegmentedSettings& s = ctx.settings();
        // Smallest p, then q, then t_comm + t_comp, with unit segments.
        std::vector<SegmentedInstance> pool;
        for (int p = 2; p <= s.search_p_last(); ++p) {
          for (int q = 1; q <= s.search_q_last(); ++q) {
            for (int total = 1; total <= 6; ++total) {
              for (int comm = 1; comm <= total; ++comm) {
                const Time alpha(comm - 1), gamma(total - comm);
                if (!s.keeps_alpha(alpha) || !s.keeps_gamma(gamma)) continue;
                pool.push_back({p, std::vector<std::int64_t>(static_cast<std::size_t>(q), 1), alpha,
                                1, gamma});
              }
            }
          }
        }
        const auto domain = listed_domain(
            "smallest instance first: p = 2.." + std::to_string(s.search_p_last()) + ", q = 1.." +
                std::to_string(s.search_q_last()) +
                ", unit segments, t_comm = alpha + 1 and t_comp = gamma with t_comm + t_comp = "
                "1..6",
            std::move(pool));
        std::uint64_t count = 0;
        std::optional<std::string> example;
        domain.for_each([&](const SegmentedInstance& in) {
          ++count;
          const Time greedy = validated_segmented_makespan(SegmentedAlgorithm::uni_greedy, in,
                                                           Ports::unidirectional);
          const auto found = search_unidirectional_schedules(in, false, greedy);
          if (!found.best) return true;
          const std::string input = segmented_instance_text(in, Ports::unidirectional);
          const auto v = validate_segmented(found.schedule, in, SegmentedRules{});
          checked_valid("the exhaustive search", input, v.violation);
          checked("the best out-of-order makespan", input, "the exhaustive search", *found.best,
                  "the validator", v.makespan);
          std::string timeline;
          for (const auto& t : found.schedule.transfers) {
            timeline += (timeline.empty() ? "" : ", ") + std::to_string(t.from) + "->" +
                        std::to_string(t.to) + " seg " + std::to_string(t.segment + 1) + " at " +
                        to_string(t.start);
          }
          example = "smallest instance: p = " + std::to_string(in.p) +
                    ", q = " + std::to_string(in.q()) + ", t_comm = " + to_string(in.alpha + 1) +
                    ", t_comp = " + to_string(in.gamma) + ": uni-greedy " + to_string(greedy) +
                    ", best out-of-order schedule " + to_string(*found.best) +
                    " (validated): " + timeline;
          return false;
        });
        if (!example) {
          ClaimReport none;
          none.outcome = Outcome::refuted;
          none.covered = std::to_string(count) + " instances: " + domain.words() +
                         "; no out-of-order schedule beat uni-greedy";
          return none;
        }
        ClaimReport report = holds_on(count, domain.words());
        report.notes.push_back(*example);
        return report;
      });
}

// Uni-greedy's schedule with transfer `moved` sent to `to` instead, placed
// `at` in its new receiver's order of transfers (every other processor keeps
// its order), timed as early as those orders allow; nullopt when the orders
// wait on each other.
std::optional<Schedule> redirected(const Schedule& greedy, const SegmentedInstance& in, int moved,
                                   int to, std::size_t at) {
  TransferPlan plan;
  plan.order.assign(static_cast<std::size_t>(in.p), {});
  std::vector<int> by_start(greedy.transfers.size());
  std::iota(by_start.begin(), by_start.end(), 0);
  std::stable_sort(by_start.begin(), by_start.end(), [&](int a, int b) {
    return greedy.transfers[static_cast<std::size_t>(a)].start <
           greedy.transfers[static_cast<std::size_t>(b)].start;
  });
  for (const Transfer& t : greedy.transfers) {
    plan.transfers.push_back({t.from, t.to, t.segment, t.segment_count, true});
  }
  plan.transfers[static_cast<std::size_t>(moved)].to = to;
  for (int k : by_start) {
    const PlannedTransfer& t = plan.transfers[static_cast<std::size_t>(k)];
    plan.order[static_cast<std::size_t>(t.from)].push_back(k);
    if (k != moved) plan.order[static_cast<std::size_t>(t.to)].push_back(k);
  }
  auto& receiver = plan.order[static_cast<std::size_t>(to)];
  if (at > receiver.size()) return std::nullopt;
  receiver.insert(receiver.begin() + static_cast<std::ptrdiff_t>(at), moved);
  try {
    return time_plan(plan, in, Ports::unidirectional);
  } catch (const InternalError&) {
    return std::nullopt;  // a cycle of waits
  }
}

Claim figure3_instance() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.fig3.instance", lowery_paper + "Figure 3 and the remark under it (Section V)",
      "Figure 3 gives an example for 15 processors and 5 equi-segments with t_comm = 2 and "
      "t_comp = 1. From time 12 to 15 provides an example where if we allowed segments to be "
      "reduced out of order then the uni-greedy algorithm would not be optimal. Without this "
      "restriction processor 8 could send segment 4 to processor 0 and the overall time "
      "complexity could be reduced by 1.",
      "p = 15, five unit segments, alpha = 2, beta = 0, gamma = 1: one transfer of segment 4 "
      "of uni-greedy's schedule sent elsewhere (any receiver, any place in its order of "
      "transfers; every other processor keeps its order; timed as early as that allows) gives a "
      "valid schedule, out of order, at least 1 shorter. The figure's numbering and ties are "
      "not in the text; the toolkit's uni-greedy pairs at ties by index, so the transfer is "
      "searched for, and whether sending it to the root is enough is in the notes",
      Outcome::holds, "", [](SegmentedClaimContext&) {
        const SegmentedInstance in{15, {1, 1, 1, 1, 1}, 2, 0, 1};
        const Schedule greedy = uni_greedy_schedule(in);
        const Time length =
            validate_segmented(greedy, in, {Ports::unidirectional, true, false}).makespan;
        struct Found {
          Time makespan;
          int moved, to;
        };
        std::optional<Found> best, best_to_root;
        int tried = 0;
        for (int k = 0; k < static_cast<int>(greedy.transfers.size()); ++k) {
          const Transfer& t = greedy.transfers[static_cast<std::size_t>(k)];
          if (t.segment != 3) continue;
          for (int to = 0; to < in.p; ++to) {
            if (to == t.from || to == t.to) continue;
            std::size_t places = 1;  // before, between and after its transfers
            for (const Transfer& u : greedy.transfers) places += u.from == to || u.to == to;
            for (std::size_t at = 0; at < places; ++at) {
              const auto moved = redirected(greedy, in, k, to, at);
              if (!moved) continue;
              ++tried;
              const Validation v = validate_segmented(*moved, in, SegmentedRules{});
              if (!v.valid()) continue;
              if (!best || v.makespan < best->makespan) best = Found{v.makespan, k, to};
              if (to == 0 && (!best_to_root || v.makespan < best_to_root->makespan)) {
                best_to_root = Found{v.makespan, k, to};
              }
            }
          }
        }
        const auto describe = [&](const Found& f) {
          const Transfer& t = greedy.transfers[static_cast<std::size_t>(f.moved)];
          return "processor " + std::to_string(t.from) + " sending segment 4 to " +
                 std::to_string(f.to) + " instead of " + std::to_string(t.to) +
                 " (uni-greedy starts it at " + to_string(t.start) + "): " + to_string(f.makespan);
        };
        const std::string covered = std::to_string(tried) +
                                    " schedules: each transfer of segment 4 to each other "
                                    "receiver at each place, validated out of order";
        ClaimReport r;
        if (best && best->makespan <= length - 1) {
          r = holds_on(static_cast<std::uint64_t>(tried), covered);
          r.notes.push_back("uni-greedy takes " + to_string(length) + "; " + describe(*best));
          r.notes.push_back(best_to_root ? "to the root at best: " + describe(*best_to_root)
                                         : std::string("no valid schedule sends it to the root"));
        } else {
          r.outcome = Outcome::refuted;
          r.covered = covered;
          r.counterexample = Counterexample{
              "uni-greedy takes " + to_string(length) + "; the best move gives " +
                  (best ? to_string(best->makespan) : std::string("no valid schedule")),
              {{"instance", instance_json(in)}, {"uni_greedy", to_string(length)}},
              segmented_replay(SegmentedAlgorithm::uni_greedy, in, Ports::unidirectional)};
        }
        return r;
      });
}

}  // namespace

std::vector<Claim> section5_claims_segmented() {
  return {theorem5(), out_of_order_beats_greedy(), figure3_instance()};
}

}  // namespace redcheck
