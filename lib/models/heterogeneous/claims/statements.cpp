// The statements of Benoit, Canon & Marchal 2013 the heterogeneous claims
// read: their assumptions, form and readings (claims/statement.hpp). A claim
// named by none reads a statement of its own (the registry makes it).
//
// Section 4 leaves two choices open, each read both ways where it matters:
// whether a processor's c_i is one draw for all its reductions (Section 2's
// notation) or each reduction draws afresh (what the Markov chain of Section
// 3 and the symmetry argument of Figure 4(a) assume); and which law
// "Bernoulli distributions" means (0 and mu/q, q = 1/(1 + CV^2), as the word
// says; the toolkit's earlier two-point law, mu/2 and mu(1 + 2 CV^2), is a
// choice of its own).

#include "models/heterogeneous/claims/claims.hpp"
#include "models/heterogeneous/claims/context.hpp"

namespace redcheck {

namespace {

const Assumption limited_variability{
    "limited variability: CV <= 0.1",
    "Section 4: 'when the variability is limited'; Figure 4's CVs below 0.3"};
const std::string around_half =
    "'around half': between 1/3 and 2/3 (half, give or take a third of it); by the symmetry "
    "remark of Figure 4(a), the area's upper end between 3/2 and 3";

}  // namespace

std::vector<Statement> heterogeneous_statements() {
  std::vector<Statement> all;
  all.push_back(paper_statement(
      benoit_paper, "benoit2013:thm1.tight", "Theorem 1 (Section 2), the instance of its proof",
      "[T]his ratio can be achieved.", {{"c = 0", "Theorem 1: 'Without computation cost'"}},
      {literal("benoit2013.thm1.tight", "witnessed by the proof's own instance")},
      StatementForm::exists));
  all.push_back(paper_statement(
      benoit_paper, "benoit2013:thm2.proof-underbrace", "proof of Theorem 2 (Section 2)",
      "k <= log2 n / log2 phi + [log2(sqrt 5 + (1 - phi)^2 / n) / log2 phi, underbraced: <= 1 "
      "when n >= 1] - 1",
      {{"n >= 1", "as printed"}},
      {literal("benoit2013.thm2.proof-underbrace", "the underbraced term, as printed"),
       corrected("benoit2013.thm2.proof-underbrace.at-most-2",
                 "<= 2, which still gives the proof's conclusion")}));
  all.push_back(paper_statement(
      benoit_paper, "benoit2013:sec3.mean", "Section 3",
      "C_Tree-dyn = w_{n/2,0} = sum_{i=1}^{n/2} phi(s_{i,0}) + phi(s_{i-1,1}) = sum_{i=1}^{n/2} "
      "1/(i lambda_d) + sum_{i=1}^{n/2-1} 1/(i lambda_d) = (1/lambda_d)(2 H(n/2) + 2/n)",
      {{"n even", "Section 3: 'For clarity, n is assumed to be even'"},
       {"lambda_c = 0", "Section 3: 'Tree-dyn with lambda_c = 0'"}},
      {literal("benoit2013.sec3.mean", "the last closed form against the chain's exact mean"),
       corrected("benoit2013.sec3.mean.corrected",
                 "the sum of the two printed sums, 2 H(n/2) - 2/n")}));
  all.push_back(paper_statement(
      benoit_paper, "benoit2013:sec3.memoryless.tree-dyn", "Section 3",
      "With this model, both dynamic approaches, Tree-dyn and Non-Commut-Tree-dyn, may be "
      "analysed using memoryless stochastic processes. Intuitively, each state of those processes "
      "is characterized by the number of concurrent communications and computations. [...] each "
      "d_ij follows an exponential law with rate lambda_d and each c_i [...] with rate lambda_c.",
      {{"exponential costs", "Section 3"}},
      {literal("benoit2013.sec3.memoryless.tree-dyn.fresh-c",
               "every reduction's duration an exponential draw of its own, as the chain's "
               "memoryless transitions take it"),
       literal("benoit2013.sec3.memoryless.tree-dyn",
               "one c_i per processor for all its reductions (Section 2: 'the computation time "
               "of the atomic reduction on processor P_i is denoted by c_i')")}));
  all.push_back(paper_statement(
      benoit_paper, "benoit2013:sec3.memoryless.non-commutative", "Section 3",
      "With this model, both dynamic approaches, Tree-dyn and Non-Commut-Tree-dyn, may be "
      "analysed using memoryless stochastic processes. Intuitively, each state of those processes "
      "is characterized by the number of concurrent communications and computations.",
      {{"exponential costs", "Section 3"}},
      {literal("benoit2013.sec3.memoryless.non-commutative.ranges",
               "'may be analysed using memoryless stochastic processes': a chain whose states "
               "are the sequences of ranges is one"),
       stricter("benoit2013.sec3.memoryless.non-commutative",
                "the counts alone as the state: the sentence says 'Intuitively', a hedge, and "
                "the paper analyses Tree-dyn's chain only")},
      StatementForm::approximate,
      "'Intuitively': the counts describe the state, without being all of it"));
  all.push_back(paper_statement(
      benoit_paper, "benoit2013:sec4.fibonacci-beats-tree-dyn",
      "Section 4, Non-Negligible Computation (Figure 4(a))",
      "The contour line with value 1 delimits the area for which Fibonacci-stat is better than "
      "Tree-dyn on average. This occurs when the computation cost is greater than around half the "
      "communication cost and when the variability is limited.",
      {limited_variability},
      {literal("benoit2013.sec4.fibonacci-beats-tree-dyn.around-half",
               "'around half' with its tolerance, the area bounded above as the symmetry remark "
               "says"),
       stricter("benoit2013.sec4.fibonacci-beats-tree-dyn",
                "exactly from 1/2, and for every ratio up to 10: 'around' dropped and the "
                "symmetry remark ignored"),
       corrected("benoit2013.sec4.fibonacci-beats-tree-dyn.corrected", "at mu_c = mu_d only")},
      StatementForm::approximate, around_half));
  all.push_back(paper_statement(
      benoit_paper, "benoit2013:sec4.figure4a-symmetric", "Section 4 (Figure 4(a))",
      "Figure 4(a) is horizontally symmetrical as any case such that mu_c/mu_d > 1 is equivalent "
      "to the situation where the communication and the computation costs are swapped (and for "
      "which mu_c/mu_d < 1). These costs can be exchanged because a communication is always "
      "followed by a reduction operation.",
      {},
      {literal("benoit2013.sec4.figure4a-symmetric.fresh-c",
               "each reduction drawing its own cost, as each communication does: the premise of "
               "'these costs can be exchanged'"),
       literal("benoit2013.sec4.figure4a-symmetric",
               "one c_i per processor for all its reductions (Section 2's notation)"),
       corrected("benoit2013.sec4.figure4a-symmetric.corrected",
                 "one c_i per processor, CV <= 0.1 only")},
      StatementForm::approximate, "'symmetrical': the ratios at x and 1/x within 0.05"));
  all.push_back(paper_statement(
      benoit_paper, "benoit2013:sec4.figure4b-transition",
      "Section 4, Non-Negligible Computation and Non-Commutative Operation (Figure 4)",
      "Additionally, the transition from Binomial-stat to Fibonacci-stat is when the computation "
      "cost reaches half the communication cost (as on Figure 4(a)).",
      {limited_variability},
      {literal("benoit2013.sec4.figure4b-transition.around-half",
               "a threshold read off a figure, 'as on Figure 4(a)', where the text says 'around "
               "half'"),
       stricter("benoit2013.sec4.figure4b-transition",
                "exactly at 1/2, and Fibonacci-stat best at every ratio from 1/2 on"),
       corrected("benoit2013.sec4.figure4b-transition.corrected",
                 "Fibonacci-stat best at mu_c = mu_d only, Binomial-stat elsewhere on the grid")},
      StatementForm::approximate, around_half));
  all.push_back(paper_statement(
      benoit_paper, "benoit2013:sec4.bernoulli-concurs", "Section 4, introduction",
      "Additionally, further simulations with Bernoulli distributions concurred with the "
      "following observations, suggesting that our conclusions are not strongly sensitive to the "
      "distribution choice.",
      {},
      {literal("benoit2013.sec4.bernoulli-concurs.bernoulli",
               "'Bernoulli distributions' as the word says: 0 and mu/q"),
       stricter("benoit2013.sec4.bernoulli-concurs",
                "a two-point law of the toolkit's choosing (mu/2 and mu(1 + 2 CV^2)): the paper "
                "names Bernoulli distributions and gives no parameters")}));
  Statement figure4 = paper_statement(
      benoit_paper, "benoit2013:sec4.bernoulli-concurs.figure4",
      "Section 4, introduction, on Figure 4",
      "Additionally, further simulations with Bernoulli distributions concurred with the "
      "following observations, suggesting that our conclusions are not strongly sensitive to the "
      "distribution choice.",
      {},
      {stricter("benoit2013.sec4.bernoulli-concurs.figure4.bernoulli",
                "the toolkit's corrected readings of Figure 4's observations (the paper's own, "
                "read 'around half', are drawn on gamma costs only) on Bernoulli costs"),
       stricter("benoit2013.sec4.bernoulli-concurs.figure4",
                "the toolkit's corrected readings of Figure 4's observations, on its two-point "
                "law")});
  figure4.note =
      "Both readings compare the toolkit's corrected readings of Figure 4, not the paper's own "
      "observations: no fair reading, so no verdict; their failures are findings.";
  all.push_back(std::move(figure4));
  return all;
}

}  // namespace redcheck
