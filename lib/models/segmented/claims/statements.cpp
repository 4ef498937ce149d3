// The statements of Lowery & Langou 2013 the segmented claims read: their
// assumptions, form and readings (claims/statement.hpp). A claim named by
// none reads a statement of its own (the registry makes it).
//
// Where a table's rows are read two ways: the paper counts its standard
// algorithms' time in lockstep rounds (Section VI-A: "segments are
// communicated in rounds, where the time for one round is alpha + beta s +
// gamma s"; Section IV: "the time for one step in the binary algorithm is
// 2(alpha + beta s + gamma s)"), which is how it computed them; Section V's
// model times every transfer as early as the ports allow, which is the
// literal time of the schedule. Both are fair.

#include "models/segmented/claims/claims.hpp"
#include "models/segmented/claims/context.hpp"

namespace redcheck {

namespace {

const Assumption table1_range{"p > 3", "Table I: 'Formulae are valid for p > 3'"};
const Assumption table2_range{"p > 2", "Table II: 'Formulae are valid for p > 2'"};
const Assumption table3_range{"p > 3", "Table III: 'Formulae are valid for p > 3'"};
const Assumption equal_divisible{
    "equal segments of s, s divides m",
    "below Table I: the time formulae 'are upper bounds in the case when m is not divisible by "
    "s', so exact when it is"};
const Assumption one_port{"unidirectional ports",
                          "Section II: 'We assume an unidirectional system for the initial "
                          "sections and optimality proof (Sections IV and V)'"};
const Assumption two_ports{"bidirectional ports", "Section VI"};

const std::string asynchronous_why =
    "the schedule's time when every transfer starts as early as the ports allow (Section V's "
    "model: 'the sending processor will be available after t_comm, the receiving processor "
    "after t_comm + t_comp')";
const std::string lockstep_why =
    "as the paper counts it: rounds of alpha + beta s + gamma s (Section VI-A), the binary tree "
    "in steps of two rounds (Section IV)";

const std::string about_half =
    "'approximately 50% faster', 'about 50%': a largest ratio between "
    "1.4 and 1.6 (a tenth either side)";

}  // namespace

std::vector<Statement> segmented_statements() {
  std::vector<Statement> all;
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:table1.pipeline", "Table I (Section IV-A)",
      "Pipeline Time (p-1)(alpha+beta s+gamma s)+2(q-1)(alpha+beta s+gamma s), p > 3.",
      {table1_range, equal_divisible, one_port},
      {as_computed("lowery2013.table1.pipeline.lockstep", lockstep_why),
       literal("lowery2013.table1.pipeline", asynchronous_why)}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:table1.binary", "Table I (Section IV-A)",
      "Binary Time 2(ceil(log2(p+1))-1)(alpha+beta s+gamma s)+4(q-1)(alpha+beta s+gamma s).",
      {table1_range, equal_divisible, one_port},
      {as_computed("lowery2013.table1.binary.lockstep", lockstep_why),
       literal("lowery2013.table1.binary", asynchronous_why)}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:table1.binary.s-opt", "Table I (Section IV-A)",
      "Binary s_opt (2 m alpha / ((N-3)(beta+gamma)))^(1/2), T_opt 2[((N-3) alpha)^(1/2) + "
      "(2m(beta+gamma))^(1/2)]^2, N = ceil(log2(p+1)). Formulae are valid for p > 3.",
      {table1_range, {"alpha > 0", "needed: s_opt = 0 otherwise, and no segment size has size 0"}},
      {literal("lowery2013.table1.binary.s-opt",
               "s_opt where the binary time row is least; the row is also the binary tree's "
               "own count of steps (lowery2013.table1.binary.lockstep holds), so the paper's "
               "method gives the same least"),
       corrected("lowery2013.table1.binary.s-opt.p-at-least-8", "restricted to N >= 4")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:table2.reduce.bandwidth",
      "Table II and its rationales (Section IV-A)",
      "Reduce: bandwidth 2m beta. Consider the case when p = 3 [...] there must be two "
      "communications performed for each element of the message, which cannot occur "
      "simultaneously. [...] For p > 3, the lower bound holds [...]. p = 2 is a special case with "
      "a bandwidth term of m beta.",
      {one_port},
      {literal("lowery2013.table2.reduce.bandwidth",
               "'any reduction' of Section IV, which precedes the in-order requirement"),
       literal("lowery2013.table2.reduce.bandwidth.in-order",
               "any reduction that processes the segments in order: Section V's requirement, and "
               "Section IX: 'Our assumptions are fully connected, homogeneous system, and "
               "processing the segments in order'"),
       corrected("lowery2013.table2.reduce.bandwidth.corrected",
                 "one-port counting for any schedule: 2(p - 1)/p m beta")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:table2.bandwidth-rationale",
      "Table II and its rationales (Section IV-A)",
      "For p > 3, the lower bound holds since a message of the same size on more processors can "
      "not be communicated faster.",
      {one_port},
      {literal("lowery2013.table2.bandwidth-rationale", "any schedule"),
       literal("lowery2013.table2.bandwidth-rationale.in-order",
               "schedules in order, the paper's standing assumption (Sections V and IX)")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:table2.pipeline", "Table II (Section IV-A)",
      "Pipeline: latency (p-1) alpha, bandwidth (p+2m-3) beta, computation (p+2m-3) gamma. "
      "Formulae are valid for p > 2.",
      {table2_range, one_port},
      {as_computed("lowery2013.table2.pipeline.lockstep", lockstep_why),
       literal("lowery2013.table2.pipeline", asynchronous_why)}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:table2.binary", "Table II (Section IV-A)",
      "Binary: latency 2(N-1) alpha, bandwidth 2(N+2m-3) beta, computation 2(N+2m-3) gamma, N = "
      "ceil(log2(p+1)). Formulae are valid for p > 2.",
      {table2_range, one_port},
      {as_computed("lowery2013.table2.binary.lockstep", lockstep_why),
       literal("lowery2013.table2.binary", asynchronous_why)}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:sec4a.bidirectional-factor-2", "Section IV-A, below Table I",
      "These formulae differ from the formulae that appear in [3, 12] by a factor of 2 in the "
      "bandwidth term since the authors assume a bidirectional system. In a unidirectional "
      "system there is extra lag time.",
      {},
      {literal("lowery2013.sec4a.bidirectional-factor-2.tables",
               "the sentence compares formulae; [3, 12] are not at hand, and the paper's own "
               "bidirectional formulas (Table III) stand for them"),
       stricter("lowery2013.sec4a.bidirectional-factor-2",
                "the schedules themselves, not the formulae, differing by a factor of 2 per "
                "segment")}));
  all.push_back(
      paper_statement(lowery_paper, "lowery2013:table3.binary", "Table III (Section VI-A)",
                      "Binary Time 2(ceil(log2(p+1))+q-1)(alpha+beta s+gamma s).",
                      {table3_range, equal_divisible, two_ports},
                      {as_computed("lowery2013.table3.binary.lockstep", lockstep_why),
                       literal("lowery2013.table3.binary", asynchronous_why),
                       corrected("lowery2013.table3.binary.lockstep.corrected",
                                 "the steps of two rounds counted again: 2(N + q - 2)")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:table3.binary.s-opt", "Table III (Section VI-A)",
      "Binary s_opt (m alpha / ((N-2)(beta+gamma)))^(1/2), T_opt 2[((N-2) alpha)^(1/2) + "
      "(m(beta+gamma))^(1/2)]^2, with the time 2(ceil(log2(p+1)) + q - 1)(alpha + beta s + gamma "
      "s).",
      {table3_range, {"alpha > 0", "needed: s_opt = 0 otherwise, and no segment size has size 0"}},
      {as_computed("lowery2013.table3.binary.s-opt.step-count",
                   "s_opt is 'the optimal equi-segment size' of the algorithm: least of the binary "
                   "tree's own time as the paper counts steps, 2(N - 2 + q) rounds"),
       literal("lowery2013.table3.binary.s-opt", "least of the time row printed beside it"),
       corrected("lowery2013.table3.binary.s-opt.corrected",
                 "N - 1 in place of N - 2, to match the printed time row")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:fig3.out-of-order", "remark under Figure 3 (Section V)",
      "if we allowed segments to be reduced out of order then the uni-greedy algorithm would not "
      "be optimal.",
      {one_port}, {literal("lowery2013.fig3.out-of-order")}, StatementForm::exists));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:fig3.instance", "Figure 3 and the remark under it (Section V)",
      "Without this restriction processor 8 could send segment 4 to processor 0 and the overall "
      "time complexity could be reduced by 1.",
      {one_port}, {literal("lowery2013.fig3.instance")}, StatementForm::exists));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:sec6b.bi-greedy", "Table III and Section VI-B (conjecture)",
      "From experiments we conjecture that for all p and q the bi-greedy algorithm has the same "
      "time complexity as a reverse optimal broadcast algorithm: (ceil(log2 p)+q-1)(alpha+beta "
      "s+gamma s).",
      {two_ports,
       {"equal segments", "Section VI-B: 'the message is split using equi-segmentation'"}},
      {literal("lowery2013.sec6b.bi-greedy"),
       stricter("lowery2013.sec6b.bi-greedy-optimal",
                "bi-greedy read as an optimal reduction, on every equi-segmentation with a "
                "smaller last segment; the paper claims a reverse optimal broadcast's time, and "
                "Section III says a reversed broadcast need not be optimal when gamma != 0"),
       stricter("lowery2013.sec6b.bi-greedy-optimal.equal-segments",
                "bi-greedy read as an optimal reduction on equal segments, which the paper does "
                "not claim")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:sec3.reversed-broadcast.gamma", "Section III",
      "However, for gamma != 0 this is no longer valid as an optimal schedule will most like "
      "take into account the computation.",
      {two_ports, {"gamma != 0", "as printed"}},
      {literal("lowery2013.sec3.reversed-broadcast.gamma",
               "'no longer valid': on some instance with gamma != 0 a reduction beats the reversed "
               "optimal broadcast; hedged ('most like'), so at most existential")},
      StatementForm::exists));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:table3.butterfly.lower-bound", "Table III and its caption",
      "Butterfly Time 2 ceil(log2 p) alpha + 2 (p-1)/p beta m + (p-1)/p gamma m. The "
      "reduce-scatter/gather formula is only a lower bound when p is not a power of two.",
      {two_ports},
      {literal("lowery2013.table3.butterfly.lower-bound",
               "the butterfly's first step for p not a power of two as Rabenseifner & Traff [5] "
               "do it (halves), the paper's reference for that case"),
       stricter("lowery2013.table3.butterfly.lower-bound.whole-elimination",
                "a first step that sends the whole message, not the algorithm of [5]")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:fig7.below-5", "Figure 7 (Section VI-A)",
      "Above the blue line bi-greedy will always be better than the butterfly algorithm. [...] "
      "For up to 1000 processors the ratio would have to be less than 5 for the butterfly "
      "algorithm to be better.",
      {two_ports},
      {literal("lowery2013.fig7.below-5", "the butterfly timed by its schedule"),
       stricter("lowery2013.fig7.below-5.formula",
                "the butterfly timed by Table III's formula for every p, which the caption calls "
                "only a lower bound of its time when p is not a power of two")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:fig1.regions", "Section IV-A, Figure 1",
      "The binomial algorithm minimizes the latency term and will provide the best performance "
      "for small messages. [...] The pipeline algorithm [...] will therefore give the best "
      "performance for large messages. For medium size messages, the binary algorithm will "
      "provide the best performance.",
      {one_port},
      {as_computed("lowery2013.fig1.regions",
                   "Figure 1's caption: 'the optimal segment size is obtained from the formulae "
                   "given in Table I'"),
       literal("lowery2013.fig1.regions.schedules", "each algorithm's validated schedule")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:fig4.binomial-small", "Section V-B, Figure 4",
      "For small messages the optimal segment size for uni-greedy is 1, and uni-greedy is exactly "
      "the binomial algorithm. So for small messages, (m < 64 bytes in this example) uni-greedy "
      "and binomial have the same time.",
      {one_port},
      {as_computed("lowery2013.fig4.binomial-small.int-elements",
                   "4-byte elements: Figure 2's code reduces MPI_INT ('MPI_Datatype being int')"),
       stricter("lowery2013.fig4.binomial-small",
                "one element per byte, which the paper's own code contradicts")}));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:fig4.up-to-50-percent", "Section V-B, Figure 4",
      "The middle region is where uni-greedy is the most relevant, seeing an increase in "
      "performance over the standard algorithms up to approximately 50% faster.",
      {one_port},
      {as_computed("lowery2013.fig4.up-to-50-percent.formulas",
                   "Section V-B: 'For pipeline and binary, the optimal segment size are obtained "
                   "by the formulae in Table I': the standard algorithms timed by Table I"),
       stricter("lowery2013.fig4.up-to-50-percent",
                "the standard algorithms timed by their asynchronous schedules, shorter than the "
                "rounds Table I counts: another baseline than the paper's")},
      StatementForm::approximate, about_half));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:abstract.about-50-percent",
      "abstract, Sections I and IX (Figures 4, 5)",
      "In particular, for mid-size messages, the new algorithm is about 50% faster than pipeline, "
      "binary tree, or binomial tree.",
      {one_port},
      {as_computed("lowery2013.abstract.about-50-percent.formulas",
                   "the standard algorithms timed by Table I's formulas, as Section V-B does"),
       stricter("lowery2013.abstract.about-50-percent",
                "the standard algorithms timed by their asynchronous schedules: another baseline "
                "than the paper's")},
      StatementForm::approximate, about_half));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:fig5.region-widens", "Section V-B, Figure 5",
      "As the number of processors increase, the range of message sizes where uni-greedy provides "
      "the most improvement (ratio approximately 1.5) increases.",
      {one_port},
      {as_computed("lowery2013.fig5.region-widens",
                   "as the figure is drawn: the standard algorithms by Table I's formulas"),
       stricter("lowery2013.fig5.region-widens.schedules",
                "the standard algorithms timed by their asynchronous schedules: another baseline "
                "than the paper's")},
      StatementForm::approximate, "'ratio approximately 1.5': a ratio of at least 1.4"));
  all.push_back(paper_statement(
      lowery_paper, "lowery2013:fig6.medium-gain", "Section VI-A, Figure 6",
      "For medium length messages (200 < m < 4000 KB in this example), bi-greedy provides "
      "approximately a 50% increase in performance.",
      {two_ports},
      {literal("lowery2013.fig6.medium-gain",
               "'a 50% increase in performance': the others take 1.5 times bi-greedy's time"),
       literal("lowery2013.fig6.medium-gain.half-the-time",
               "'50%' as half the time, what Figure 6(a) shows (the others about twice "
               "bi-greedy's time, by Table III's formulas and by the schedules)")},
      StatementForm::approximate,
      "'approximately': within 0.1 of 1.5 for a 50% increase, within 0.2 of 2 for half the "
      "time"));
  return all;
}

}  // namespace redcheck
