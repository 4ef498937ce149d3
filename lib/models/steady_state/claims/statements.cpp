// The statements of Legrand, Marchal & Robert 2004 whose form is not "for
// all" (claims/statement.hpp); every other steady-state claim reads a
// statement of its own, for all (the registry makes it).

#include "models/steady_state/claims/claims.hpp"

namespace redcheck {

std::vector<Statement> steady_state_statements() {
  const std::string paper = "Legrand, Marchal & Robert 2004, ";
  Statement one_tree;
  one_tree.id = "legrand2004:sec4.6.one-tree";
  one_tree.source = paper + "Section 4.6 (last paragraph)";
  one_tree.text =
      "We notice that in the obtained schedule, one reduction tree is not sufficient to come with "
      "the optimal throughput.";
  one_tree.form = StatementForm::exists;
  one_tree.readings = {literal("legrand2004.sec4.6.one-tree",
                               "a platform where the best single tree is below the LP optimum "
                               "(Figure 6's costs were lost in the extraction)")};
  Statement figure1;
  figure1.id = "legrand2004:fig1.reconstruction";
  figure1.source = paper + "Sections 3.2 and 3.3, Figures 1 to 4";
  figure1.text =
      "The values are given for a period of 12: the achieved throughput is 6 messages every 12 "
      "time-units. [...] It can be decomposed into four matchings [...] this produces a schedule "
      "of period 48";
  figure1.form = StatementForm::exists;
  figure1.readings = {literal("legrand2004.fig1.reconstruction",
                              "Figure 1's costs were lost: some platform with the five edges the "
                              "text names shows every number it prints")};
  return {one_tree, figure1};
}

}  // namespace redcheck
