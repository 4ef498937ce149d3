// Lowery & Langou 2013, Table II (Section IV-A): lower bounds for each term
// of a reduction's time (latency alpha, bandwidth beta, computation gamma),
// for any reduction and for each standard algorithm, unidirectional ports,
// and the rationales printed beside them. Each term is checked alone: the
// other two costs are 0. "Any reduction" is the exhaustive optimum over every
// schedule and every segmentation of m (exhaustive.hpp), the standard
// algorithms their validated schedules at every segmentation.

#include "models/segmented/claims/sections.hpp"

#include "models/segmented/exhaustive.hpp"
#include "models/segmented/lockstep.hpp"
#include "models/segmented/published_formulas.hpp"
#include "models/segmented/segmentation_search.hpp"
#include "models/segmented/validator.hpp"

namespace redcheck {

namespace {

enum class Term { latency, bandwidth, computation };

std::string term_name(Term t) {
  return t == Term::latency ? "latency" : t == Term::bandwidth ? "bandwidth" : "computation";
}

// Only the term's cost is 1.
SegmentedInstance alone(int p, std::vector<std::int64_t> segments, Term t) {
  return SegmentedInstance{p, std::move(segments), Time(t == Term::latency ? 1 : 0),
                           Time(t == Term::bandwidth ? 1 : 0),
                           Time(t == Term::computation ? 1 : 0)};
}

// The least makespan over every unidirectional schedule of every
// segmentation of m, with a schedule and segmentation reaching it.
struct AnyReduction {
  Time makespan;
  SegmentedInstance instance;
  bool complete = true;
};

// `in_order`: over the schedules that reduce the segments in order only
// (Section V's requirement, the paper's standing assumption: Section IX).
AnyReduction best_reduction(int p, std::int64_t m, Term t, bool in_order = false) {
  std::optional<AnyReduction> best;
  bool complete = true;
  for (auto& segments : every_segmentation(m)) {
    const SegmentedInstance in = alone(p, segments, t);
    const Time greedy =
        validated_segmented_makespan(SegmentedAlgorithm::uni_greedy, in, Ports::unidirectional);
    // Only what beats both uni-greedy here and the best so far matters.
    const Time bound = best && best->makespan < greedy ? best->makespan : greedy;
    const SegmentedSearch found = search_unidirectional_schedules(in, in_order, bound);
    complete = complete && found.complete;
    const Time value = found.best ? *found.best : greedy;
    if (!best || value < best->makespan) best = AnyReduction{value, in, true};
  }
  best->complete = complete;
  return *best;
}

struct BoundCase {
  int p;
  std::int64_t m;
};

// Table II's claims search one cost at a time (the others 0), which the
// searches answer in under a second to p = 8, m = 4: their own limits.
constexpr int table2_search_p = 8, table2_search_m = 4;

Domain<BoundCase> small_reductions(const SegmentedSettings& s, int first_p, bool in_order) {
  const int p_last = s.search_p_last(table2_search_p), m_last = s.search_q_last(table2_search_m);
  std::vector<BoundCase> all;
  for (int p = first_p; p <= p_last; ++p) {
    for (std::int64_t m = 1; m <= m_last; ++m) all.push_back({p, m});
  }
  return listed_domain("p = " + std::to_string(first_p) + ".." + std::to_string(p_last) +
                           ", m = 1.." + std::to_string(m_last) +
                           ", every segmentation of m, every unidirectional schedule" +
                           (in_order ? " that reduces the segments in order" : ""),
                       std::move(all));
}

// The optimum of `term` alone is at least bound(p, m), on the small domain.
ClaimReport check_reduce_bound(SegmentedClaimContext& ctx, Term term, int first_p,
                               const std::function<Time(int, std::int64_t)>& bound,
                               const std::string& bound_text, bool in_order = false) {
  std::optional<std::string> unfinished;
  ClaimReport r = search<BoundCase>(
      small_reductions(ctx.settings(), first_p, in_order),
      [&](const BoundCase& c) -> std::optional<Counterexample> {
        const AnyReduction best = best_reduction(c.p, c.m, term, in_order);
        if (!best.complete && !unfinished) {
          unfinished = segmented_instance_text(best.instance, Ports::unidirectional);
        }
        const Time b = bound(c.p, c.m);
        if (best.makespan >= b) return std::nullopt;
        return Counterexample{
            "p = " + std::to_string(c.p) + ", m = " + std::to_string(c.m) + ", " + term_name(term) +
                " only: a schedule of segments " + segments_text(best.instance.segments, true) +
                " takes " + to_string(best.makespan) + " < " + bound_text + " = " + to_string(b),
            {{"instance", instance_json(best.instance)},
             {"optimum", to_string(best.makespan)},
             {"bound", to_string(b)}},
            segmented_optimum_replay(best.instance, Ports::unidirectional) +
                (in_order ? " --in-order" : "")};
      },
      "; " + term_name(term) + " cost 1, the others 0; optimum by exhaustive search");
  if (unfinished && r.outcome == Outcome::holds) {
    r.outcome = Outcome::undecided;
    r.notes.push_back("the search ran out of its state budget on " + *unfinished);
  }
  return r;
}

// A function, not a global: lowery_paper lives in another file.
std::string table2() {
  return lowery_paper + "Table II and its rationales (Section IV-A)";
}

Claim reduce_latency() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table2.reduce.latency", table2(),
      "Reduce: latency ceil(log2 p) alpha. At any time step, at most half of the remaining "
      "processors can send their messages to another processor to perform the reduction.",
      "alpha = 1, beta = gamma = 0: every schedule of every segmentation takes at least "
      "ceil(log2 p)",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        return check_reduce_bound(
            ctx, Term::latency, 2, [](int p, std::int64_t) { return Time(ceil_log2(p)); },
            "ceil(log2 p)");
      });
}

const std::string bandwidth_printed =
    "Reduce: bandwidth 2m beta. Consider the case when p = 3 [...] there must be two "
    "communications performed for each element of the message, which cannot occur "
    "simultaneously. [...] For p > 3, the lower bound holds [...]. p = 2 is a special case "
    "with a bandwidth term of m beta.";

Time bandwidth_as_printed(int p, std::int64_t m) {
  return Time(p == 2 ? m : 2 * m);
}

Claim reduce_bandwidth() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table2.reduce.bandwidth", table2(), bandwidth_printed,
      "beta = 1, alpha = gamma = 0: every schedule of every segmentation takes at least 2m (m "
      "at p = 2)",
      Outcome::refuted,
      "with 4 processors two transfers run at once: p = 4, m = 3 (unit segments) takes 5 out of "
      "order (the in-order optimum is 6); one-port counting gives 2(p - 1)/p m, see the "
      "corrected claim",
      [](SegmentedClaimContext& ctx) {
        return check_reduce_bound(ctx, Term::bandwidth, 2, bandwidth_as_printed, "2m (m at p = 2)");
      });
}

Claim reduce_bandwidth_in_order() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table2.reduce.bandwidth.in-order", table2() + ", schedules in order",
      bandwidth_printed,
      "any reduction that reduces the segments in order (Section V's requirement; Section IX: "
      "'our assumptions are fully connected, homogeneous system, and processing the segments in "
      "order'): beta = 1, alpha = gamma = 0, every in-order schedule of every segmentation takes "
      "at least 2m (m at p = 2)",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        return check_reduce_bound(ctx, Term::bandwidth, 2, bandwidth_as_printed, "2m (m at p = 2)",
                                  true);
      });
}

Claim reduce_bandwidth_corrected() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table2.reduce.bandwidth.corrected", table2() + ", corrected here",
      "Corrected (ours): any reduction takes at least 2(p - 1)/p m beta: each of the p - 1 "
      "non-root processors sends every element once and someone receives it, 2(p - 1)m port "
      "time shared by p one-way ports.",
      "beta = 1, alpha = gamma = 0: every schedule of every segmentation takes at least "
      "2(p - 1)/p m",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        return check_reduce_bound(
            ctx, Term::bandwidth, 2,
            [](int p, std::int64_t m) { return Time(2 * (p - 1), p) * Time(m); }, "2(p - 1)/p m");
      });
}

Claim reduce_computation() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table2.reduce.computation", table2(),
      "Reduce: computation (p-1)/p m gamma. Each element of the message must be involved in "
      "p - 1 computations. Distributing the computations evenly among all the processors gives "
      "the lower bound.",
      "gamma = 1, alpha = beta = 0: every schedule of every segmentation takes at least "
      "(p - 1)/p m",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        return check_reduce_bound(
            ctx, Term::computation, 2,
            [](int p, std::int64_t m) { return Time(p - 1, p) * Time(m); }, "(p - 1)/p m");
      });
}

Claim bandwidth_monotone(bool in_order) {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table2.bandwidth-rationale" + std::string(in_order ? ".in-order" : ""),
      table2() + (in_order ? ", schedules in order" : ""),
      "For p > 3, the lower bound holds since a message of the same size on more processors can "
      "not be communicated faster.",
      std::string(in_order ? "schedules that reduce the segments in order (the paper's "
                             "standing assumption, Sections V and IX): "
                           : "") +
          "beta = 1, alpha = gamma = 0: the optimum over every " + (in_order ? "in-order " : "") +
          "schedule and segmentation of m does not decrease from p to p + 1 (p >= 3)",
      in_order ? Outcome::holds : Outcome::refuted,
      in_order ? ""
               : "p = 4 reduces m = 3 in 5, faster than p = 3 in 6: two transfers can run at once",
      [in_order](SegmentedClaimContext& ctx) {
        const SegmentedSettings& s = ctx.settings();
        const int p_last = s.search_p_last(table2_search_p);
        const int m_last = s.search_q_last(table2_search_m);
        std::vector<BoundCase> all;
        for (int p = 3; p < p_last; ++p) {
          for (std::int64_t m = 1; m <= m_last; ++m) all.push_back({p, m});
        }
        const auto domain =
            listed_domain("p = 3.." + std::to_string(p_last - 1) + " against p + 1, m = 1.." +
                              std::to_string(m_last) + ", every segmentation, every " +
                              (in_order ? "in-order " : "") + "schedule",
                          std::move(all));
        return search<BoundCase>(
            domain, [in_order](const BoundCase& c) -> std::optional<Counterexample> {
              const AnyReduction fewer = best_reduction(c.p, c.m, Term::bandwidth, in_order);
              const AnyReduction more = best_reduction(c.p + 1, c.m, Term::bandwidth, in_order);
              if (more.makespan >= fewer.makespan) return std::nullopt;
              return Counterexample{
                  "m = " + std::to_string(c.m) + ": p = " + std::to_string(c.p + 1) + " takes " +
                      to_string(more.makespan) + ", p = " + std::to_string(c.p) + " takes " +
                      to_string(fewer.makespan),
                  {{"instance", instance_json(more.instance)},
                   {"optimum", to_string(more.makespan)},
                   {"fewer_processors", instance_json(fewer.instance)},
                   {"their_optimum", to_string(fewer.makespan)}},
                  segmented_optimum_replay(more.instance, Ports::unidirectional) + "; " +
                      segmented_optimum_replay(fewer.instance, Ports::unidirectional)};
            });
      });
}

// ---- the standard algorithms' rows ------------------------------------------

struct RowCase {
  int p;
  std::int64_t m;
  Term term;
};

// The printed lower bound of `algorithm`'s `term`, its cost 1.
Time row_bound(SegmentedAlgorithm a, const RowCase& c) {
  const int n = binary_levels(c.p), l = ceil_log2(c.p);
  const std::int64_t m = c.m;
  switch (a) {
    case SegmentedAlgorithm::binomial:
      return Time(c.term == Term::latency ? l : l * m);
    case SegmentedAlgorithm::pipeline:
      return Time(c.term == Term::latency ? c.p - 1 : c.p + 2 * m - 3);
    default:
      return Time(c.term == Term::latency ? 2 * (n - 1) : 2 * (n + 2 * m - 3));
  }
}

std::string row_text(SegmentedAlgorithm a, Term t) {
  switch (a) {
    case SegmentedAlgorithm::binomial:
      return t == Term::latency ? "ceil(log2 p)" : "ceil(log2 p) m";
    case SegmentedAlgorithm::pipeline:
      return t == Term::latency ? "p - 1" : "p + 2m - 3";
    default:
      return t == Term::latency ? "2(N - 1)" : "2(N + 2m - 3)";
  }
}

// The best validated schedule of `a` over the segmentations it takes (the
// binomial: one segment, as the paper defines it).
std::pair<Time, SegmentedInstance> best_schedule(SegmentedAlgorithm a, int p, std::int64_t m,
                                                 Term t) {
  std::optional<std::pair<Time, SegmentedInstance>> best;
  const auto all = a == SegmentedAlgorithm::binomial ? std::vector<std::vector<std::int64_t>>{{m}}
                                                     : every_segmentation(m);
  for (const auto& segments : all) {
    const SegmentedInstance in = alone(p, segments, t);
    const Time got = validated_segmented_makespan(a, in, Ports::unidirectional);
    if (!best || got < best->first) best = {got, in};
  }
  return *best;
}

// The best lockstep schedule of `a` (lockstep.hpp) over the equal
// segmentations of m (s divides m; the binomial: one segment).
std::pair<Time, SegmentedInstance> best_lockstep(SegmentedAlgorithm a, int p, std::int64_t m,
                                                 Term t) {
  std::optional<std::pair<Time, SegmentedInstance>> best;
  for (std::int64_t size = 1; size <= m; ++size) {
    if (m % size || (a == SegmentedAlgorithm::binomial && size != m)) continue;
    const SegmentedInstance in = alone(p, equal_segmentation(m, size), t);
    const Time got = validated_lockstep_makespan(a, in, Ports::unidirectional);
    if (!best || got < best->first) best = {got, in};
  }
  return *best;
}

Domain<RowCase> row_cases(const SegmentedSettings& s) {
  const int p_last = s.p_last(12);
  const int m_last = std::min(s.q_last(5), 8);
  std::vector<RowCase> all;
  for (int p = 3; p <= p_last; ++p) {
    for (std::int64_t m = 1; m <= m_last; ++m) {
      for (Term t : {Term::latency, Term::bandwidth, Term::computation}) all.push_back({p, m, t});
    }
  }
  return listed_domain("p = 3.." + std::to_string(p_last) + ", m = 1.." + std::to_string(m_last) +
                           ", each term alone (its cost 1, the others 0)",
                       std::move(all));
}

Claim standard_row(SegmentedAlgorithm a, Outcome expected, std::string why, bool lockstep = false) {
  const std::string name = to_string(a);
  const std::string printed =
      a == SegmentedAlgorithm::binomial
          ? "Binomial: latency ceil(log2 p) alpha, bandwidth ceil(log2 p) m beta, computation "
            "ceil(log2 p) m gamma."
      : a == SegmentedAlgorithm::pipeline
          ? "Pipeline: latency (p-1) alpha, bandwidth (p+2m-3) beta, computation (p+2m-3) gamma."
          : "Binary: latency 2(N-1) alpha, bandwidth 2(N+2m-3) beta, computation 2(N+2m-3) "
            "gamma, N = ceil(log2(p+1)).";
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table2." + name + (lockstep ? ".lockstep" : ""),
      table2() + (lockstep ? ", as the paper counts rounds" : ""),
      printed + " Formulae are valid for p > 2.",
      lockstep
          ? "the paper's count, the algorithm in lockstep (lockstep.hpp: rounds of alpha + beta s "
            "+ gamma s, the binary tree in steps of two rounds), unidirectional: each term alone, "
            "its validated lockstep schedule at its best equal segmentation of m (s divides m) "
            "takes at least the printed term"
          : "each term alone: the algorithm's validated schedule (unidirectional) at its best "
            "segmentation of m" +
                std::string(a == SegmentedAlgorithm::binomial ? " (one segment: the paper does "
                                                                "not segment the binomial)"
                                                              : ", every one tried") +
                " takes at least the printed term",
      expected, std::move(why), [a, lockstep](SegmentedClaimContext& ctx) {
        return search<RowCase>(
            row_cases(ctx.settings()),
            [a, lockstep](const RowCase& c) -> std::optional<Counterexample> {
              const auto [got, in] = lockstep ? best_lockstep(a, c.p, c.m, c.term)
                                              : best_schedule(a, c.p, c.m, c.term);
              const Time bound = row_bound(a, c);
              if (got >= bound) return std::nullopt;
              return Counterexample{
                  to_string(a) + ", p = " + std::to_string(c.p) + ", m = " + std::to_string(c.m) +
                      ", " + term_name(c.term) + " only: segments " +
                      segments_text(in.segments, true) + " take " + to_string(got) + " < " +
                      row_text(a, c.term) + " = " + to_string(bound),
                  {{"instance", instance_json(in)},
                   {"makespan", to_string(got)},
                   {"bound", to_string(bound)}},
                  segmented_replay(a, in, Ports::unidirectional) + (lockstep ? " --lockstep" : "")};
            },
            lockstep ? "; validated lockstep schedules, equal segmentations"
                     : "; validated schedules");
      });
}

// Latency is least with one segment; bandwidth and computation with s = 1.
Claim segment_size_rationale() {
  return claim_in<SegmentedClaimContext>(
      "lowery2013.table2.segment-size-rationale", table2(),
      "The latency term will be minimized when no segmentation is used (q = 1) [...]. The "
      "bandwidth and computation terms will be minimized when s = 1, since this will maximize "
      "the time when multiple processors are working simultaneously.",
      "pipeline and binary, each term alone: with alpha only, one segment is among the best "
      "segmentations of m; with beta only or gamma only, m unit segments are",
      Outcome::holds, "", [](SegmentedClaimContext& ctx) {
        struct Case {
          SegmentedAlgorithm algorithm;
          RowCase row;
        };
        std::vector<Case> all;
        row_cases(ctx.settings()).for_each([&](const RowCase& c) {
          for (auto a : {SegmentedAlgorithm::pipeline, SegmentedAlgorithm::binary})
            all.push_back({a, c});
          return true;
        });
        const auto domain = listed_domain(
            "pipeline and binary on " + row_cases(ctx.settings()).words(), std::move(all));
        return search<Case>(
            domain,
            [](const Case& c) -> std::optional<Counterexample> {
              const auto [best, at] = best_schedule(c.algorithm, c.row.p, c.row.m, c.row.term);
              const SegmentedInstance chosen =
                  c.row.term == Term::latency
                      ? alone(c.row.p, {c.row.m}, c.row.term)
                      : alone(c.row.p, std::vector<std::int64_t>(c.row.m, 1), c.row.term);
              const Time got =
                  validated_segmented_makespan(c.algorithm, chosen, Ports::unidirectional);
              if (got == best) return std::nullopt;
              return Counterexample{
                  to_string(c.algorithm) + ", p = " + std::to_string(c.row.p) + ", m = " +
                      std::to_string(c.row.m) + ", " + term_name(c.row.term) + " only: segments " +
                      segments_text(chosen.segments, true) + " take " + to_string(got) +
                      ", segments " + segments_text(at.segments, true) + " take " + to_string(best),
                  {{"instance", instance_json(chosen)},
                   {"makespan", to_string(got)},
                   {"better", instance_json(at)},
                   {"best", to_string(best)}},
                  segmented_replay(c.algorithm, chosen, Ports::unidirectional) + "; " +
                      segmented_replay(c.algorithm, at, Ports::unidirectional)};
            },
            "; validated schedules, every segmentation of m");
      });
}

}  // namespace

std::vector<Claim> table2_claims() {
  return {reduce_latency(),
          reduce_bandwidth(),
          reduce_bandwidth_in_order(),
          reduce_bandwidth_corrected(),
          reduce_computation(),
          bandwidth_monotone(false),
          bandwidth_monotone(true),
          standard_row(SegmentedAlgorithm::binomial, Outcome::holds, ""),
          standard_row(SegmentedAlgorithm::pipeline, Outcome::refuted,
                       "computation alone, the receiver's combining is off the sender's path: "
                       "p = 3, m = 2 in unit segments takes 3 < p + 2m - 3 = 4"),
          standard_row(SegmentedAlgorithm::pipeline, Outcome::holds, "", true),
          standard_row(SegmentedAlgorithm::binary, Outcome::refuted,
                       "the heap tree's earliest schedule is faster than its rounds: p = 3, m = "
                       "2 in unit segments takes 4 < 2(N + 2m - 3) = 6 with bandwidth alone"),
          standard_row(SegmentedAlgorithm::binary, Outcome::refuted,
                       "at p = 3 the root's children are leaves, which send a segment every "
                       "step: m unit segments take 2m rounds, below 2(N + 2m - 3) = 4m - 2 "
                       "(p = 3, m = 2: 4 < 6)",
                       true),
          segment_size_rationale()};
}

}  // namespace redcheck
