// The statements of Canon & Antoniu 2012 the overlap claims read: their
// assumptions, form and readings (claims/statement.hpp). A claim named by
// none reads a statement of its own (the registry makes it).

#include "models/overlap/claims/claims.hpp"
#include "models/overlap/claims/context.hpp"

namespace redcheck {

namespace {

const Assumption positive_costs{
    "max(d, c) > 0",
    "needed: Section 3.1 gives transfers and reductions a cost; a ratio to the optimum, and "
    "every induction on the length that removes d + c or max(d, c) per step, needs one of "
    "them positive"};

const Assumption k_within_hard_limit{
    "1 <= K <= floor(n/2)",
    "Proposition 8: 'with K <= floor(n/2)'; Section 6.1: 'we consider that the limit K is "
    "lower than or equal to this hard limit'"};

const std::string conjecture_text =
    "For each number of elements, the length obtained with the binomial (resp., Fibonacci) "
    "strategy is compared to the length obtained with Algorithm 1 when d = c (resp., min(d, c) "
    "= 0). This is conjectured to provide the worst-case ratios for both strategies.";

Statement conjecture(const std::string& half, const std::string& worst) {
  const std::string id = "canon2012.sec7.3.conjecture." + half;
  const auto rule = [&](const std::string& r) {
    return literal(id + "." + r,
                   "the " + half + " strategy with argmin ties to the " + r +
                       " index: Algorithm 1, line 6, leaves ties open, and the strategy is "
                       "'derived from Algorithm 1'; either rule is the paper's algorithm");
  };
  return paper_statement(
      canon_paper, "canon2012:sec7.3.conjecture." + half,
      "Section 7.3 (Figure 2), the " + half + " half", conjecture_text,
      {{"n >= 2", "Figure 2: 'for 2 <= n <= 10000'"},
       {"max(d, c) > 0", "needed: the ratio to the optimum is undefined at d = c = 0"}},
      {rule("lowest"), rule("highest"),
       stricter(id,
                "every tie-break at once: the paper's strategy is one algorithm with one "
                "tie-break, so asking both is more than the text says"),
       corrected(id + ".overall",
                 "weaker: only the largest ratio over every n and cost pair is at " + worst +
                     "; Figure 2 compares the ratio for each number of elements")});
}

}  // namespace

std::vector<Statement> overlap_statements() {
  std::vector<Statement> all;
  all.push_back(paper_statement(
      canon_paper, "canon2012:prop2", "Proposition 2 (Section 4.2)",
      "t_i >= max_{j in [1, m_i]} (t_i^j + d + (m_i - j) max(d, c) + c), where t_i^j is the jth "
      "largest transfer time among all the predecessors of machine i.",
      {},
      {literal("canon2012.prop2", "'the jth largest transfer time': ranked largest first"),
       corrected("canon2012.prop2.earliest-first",
                 "the proof's f_i^k reduces 'the first k elements', earliest first: 'largest' "
                 "repaired; a repaired word is the toolkit's correction, not a reading of the "
                 "printed text")}));
  all.push_back(paper_statement(
      canon_paper, "canon2012:prop8", "Proposition 8 (Section 6.1)",
      "The length of any schedule built by Algorithm 2 is lower than or equal to (floor(log2(K) "
      "+ 1) + ceil(n/K - 2))(d + c) with K <= floor(n/2).",
      {k_within_hard_limit},
      {literal("canon2012.prop8", "the printed bound on Algorithm 2's validated length"),
       corrected("canon2012.prop8.corrected",
                 "the proof's step schedule counted step by step (its second mode miscounts)"),
       beyond_assumptions(
           literal("canon2012.prop8.beyond",
                   "the printed bound for floor(n/2) < K <= n, which Section 6.1 excludes"))}));
  all.push_back(paper_statement(
      canon_paper, "canon2012:cor11", "Corollary 11 (Section 6.2)",
      "The length of any schedule built by Algorithm 3 is lower than or equal to (floor(log2(K) "
      "+ 1) + ceil(n/K - 2))(d + c) with K <= floor(n/2).",
      {k_within_hard_limit},
      {literal("canon2012.cor11", "the printed bound on Algorithm 3's validated length"),
       corrected("canon2012.cor11.corrected",
                 "the count of Proposition 8's proof repaired, for K reducers")}));
  const Assumption min_zero{"min(d, c) = 0", "Theorem 14: 'when min(d, c) = 0'"};
  const Assumption one_positive{
      "max(d, c) > 0",
      "needed: the proof builds two schedules 'with lengths lower than or equal to k(c + d) "
      "(because d = 0 or c = 0)' from one of length (k + 1)(c + d), which shortens nothing when "
      "d = c = 0; the corollary says 'either transfers or computations have negligible costs', "
      "the abstract 'either no transfer or no computation'"};
  all.push_back(paper_statement(
      canon_paper, "canon2012:thm14", "Theorem 14 (Section 7.1)",
      "For any k >= 0 and when min(d, c) = 0, no more than 2^k elements can be reduced in k(c + "
      "d) time units and a binomial tree of order k is the unique solution.",
      {min_zero, one_positive},
      {literal("canon2012.thm14.positive-costs",
               "inside the assumptions: min(d, c) = 0 < max(d, c)"),
       beyond_assumptions(
           literal("canon2012.thm14", "every grid pair with min(d, c) = 0, d = c = 0 included"))}));
  all.push_back(paper_statement(
      canon_paper, "canon2012:thm14.corollary", "after Theorem 14 (Section 7.1)",
      "As a corollary, binomial trees are optimal when either transfers or computations have "
      "negligible costs and Algorithm 1 builds such trees when the number of elements is a power "
      "of two and when min(d, c) = 0.",
      {min_zero, one_positive},
      {literal("canon2012.thm14.corollary.positive-costs",
               "inside the assumptions: min(d, c) = 0 < max(d, c)"),
       beyond_assumptions(literal("canon2012.thm14.corollary",
                                  "every grid pair with min(d, c) = 0, d = c = 0 included"))}));
  all.push_back(paper_statement(
      canon_paper, "canon2012:thm17", "Theorem 17 (Section 7.2)",
      "For any k > 0 and when d = c, no more than F_{k+2} elements can be reduced in d + (k - 1) "
      "max(d, c) + c time units and a Fibonacci tree of order k is the unique solution.",
      {{"k > 0 and d = c", "Theorem 17"},
       {"d = c > 0",
        "needed: the proof builds schedules of length 'at most d + (k + 1) max(d, c) + c - (d + "
        "c)' and '- max(d, c)' ('because d = c'), which shortens nothing at d = c = 0"}},
      {literal("canon2012.thm17.positive-costs", "inside the assumptions: d = c > 0"),
       beyond_assumptions(
           literal("canon2012.thm17", "every grid pair with d = c, d = c = 0 included"))}));
  all.push_back(conjecture("binomial", "d = c"));
  all.push_back(conjecture("fibonacci", "min(d, c) = 0"));
  all.push_back(paper_statement(
      canon_paper, "canon2012:sec7.3.strategies", "Section 7.3",
      "The binomial strategy is an algorithm derived from Algorithm 1 where one of the cost (d or "
      "c) is systematically set to zero such that min(d, c) = 0. [...] The Fibonacci strategy is "
      "an algorithm derived from Algorithm 1 where costs are supposed to be homogeneous (d = c).",
      {},
      {stricter("canon2012.sec7.3.strategies.tie-breaking",
                "read as fixing the strategies' lengths whatever Algorithm 1's unstated argmin "
                "tie-break; the definition claims no such thing, so its failure says the "
                "definition is underspecified")},
      StatementForm::definition));
  all.push_back(paper_statement(
      canon_paper, "canon2012:alg1.line6", "Algorithm 1, line 6",
      "M <- argmin_{j in [1, i-1]} s_j + c + d", {},
      {stricter("canon2012.alg1.tie-breaking",
                "read as fixing Algorithm 1's length whatever the argmin returns at a tie, which "
                "the text does not say")},
      StatementForm::definition));
  all.push_back(paper_statement(
      canon_paper, "canon2012:thm19.fibonacci-bound", "proof of Theorem 19 (Section 7.3)",
      "By definition, F_k >= (phi^k - (1 - phi)^2) / sqrt 5.",
      {{"k >= 1",
        "needed: the proof bounds F^(-1)(n), the order of a Fibonacci tree of n >= 1 elements, "
        "and F_k >= 1 from k = 1 on; Theorem 2's proof in Benoit, Canon & Marchal uses the same "
        "bound 'as soon as k >= 1'"}},
      {literal("canon2012.thm19.fibonacci-bound.k-at-least-1", "inside the assumptions: k >= 1"),
       beyond_assumptions(
           literal("canon2012.thm19.fibonacci-bound", "every k >= 0, F_0 = 0 included"))}));
  all.push_back(
      paper_statement(canon_paper, "canon2012:thm18", "Theorem 18 (Section 7.3)",
                      "The binomial strategy is a (1 + min(d, c)/max(d, c))-approximation.",
                      {positive_costs}, {literal("canon2012.thm18")}));
  all.push_back(paper_statement(canon_paper, "canon2012:thm19", "Theorem 19 (Section 7.3)",
                                "The Fibonacci strategy is a 2-approximation.", {positive_costs},
                                {literal("canon2012.thm19")}));
  all.push_back(paper_statement(
      canon_paper, "canon2012:thm19.log-inequality", "proof of Theorem 19 (Section 7.3)",
      "The inequality log_phi(sqrt 5 n + (1 - phi)^2) - 1 <= 2 log2(n) holds for any n > 2.",
      {{"n > 2", "as printed"}}, {literal("canon2012.thm19.log-inequality")}));
  all.push_back(paper_statement(
      canon_paper, "canon2012:sec5.structural-bounds", "end of Section 5",
      "the length of any schedule is greater than or equal to d + (deg - 1) max(d, c) + c and to "
      "(depth - 1)(d + c).",
      {{"n >= 2",
        "needed: deg, the 'maximum arity of any reduction', exists once a reduction does"}},
      {literal("canon2012.sec5.structural-bounds")}));
  all.push_back(paper_statement(
      canon_paper, "canon2012:sec7.2.fibonacci-pipelined", "Section 7.2, after Proposition 16",
      "In contrast to binomial trees, the length of a Fibonacci tree implies that reductions are "
      "pipelined: any machine receiving data overlaps transfers and computations.",
      {{"d > 0 and c > 0", "needed: a transfer or a reduction of no duration overlaps nothing"},
       {"the machine receives two elements or more",
        "needed: a machine that receives one element has nothing to overlap"}},
      {literal("canon2012.sec7.2.fibonacci-pipelined")}));
  return all;
}

}  // namespace redcheck
