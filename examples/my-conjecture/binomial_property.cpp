// The conjecture of binomial_four_thirds.hpp as a RapidCheck property: random
// instances from the toolkit's generators (n up to 40, exact costs with large
// numerators and denominators), the exact optimum from the proven Pareto
// recurrence, the strategy's schedule validated by the model's rules.
// Exit status 0 when it holds on every draw, 1 with the shrunk counterexample.

#include "binomial_four_thirds.hpp"

#include <redcheck/models/overlap/generators.hpp>
#include <redcheck/models/overlap/optimum_recurrence.hpp>

#include <rapidcheck.h>

int main() {
  using namespace redcheck;
  const bool held = rc::check("binomial strategy <= 4/3 x optimum", [] {
    const OverlapInstance in = *rc::gen::suchThat(gen::overlap_instance(40), [](const auto& x) {
      return x.n >= 2 && x.model.max_cost() > 0;
    });
    const TieBreak rule = *rc::gen::element(TieBreak::lowest_index, TieBreak::highest_index);
    const Time optimum = recurrence_optimum(in.n, in.model).optimum_by_size.at(in.n);
    const auto broken = my_conjecture::four_thirds_broken(in.n, in.model, rule, optimum);
    if (broken) RC_FAIL(*broken);
  });
  return held ? 0 : 1;
}
