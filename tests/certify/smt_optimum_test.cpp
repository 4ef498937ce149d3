// The optimum the SMT solvers search (certify/smt_optimum.hpp, the overlap
// model without overlap under a transfer limit) from two upper bounds: the
// builders' schedule, often optimal (z3's first question, "anything
// shorter?", is then the whole search), and that optimum's own schedule
// delayed to twice its length (the first question finds a shorter schedule,
// and the binary search goes on below it). Both end at the same optimum,
// with a validated schedule at it.

#include "certify/smt_optimum.hpp"
#include "models/overlap/optimum_report.hpp"
#include "models/overlap/smt_encoding.hpp"
#include "models/overlap/validator.hpp"

#include <catch2/catch.hpp>

using namespace redcheck;

namespace {

// Every activity `by` later: the same order and gaps, so still valid.
Schedule delayed(Schedule s, const Time& by) {
  for (Transfer& t : s.transfers) {
    t.start += by;
    t.end += by;
  }
  for (Reduction& r : s.reductions) {
    r.start += by;
    r.end += by;
  }
  return s;
}

}  // namespace

TEST_CASE("the SMT optimum is the same from the builders' bound and from a schedule delayed") {
  int builders_optimal = 0;
  for (int n : {4, 5}) {
    for (const auto& [d, c] : {std::pair<Time, Time>{1, 1}, {1, Time(1, 2)}, {2, Time(1, 3)}}) {
      for (int k : {1, 2}) {
        OverlapModel model;
        model.d = d;
        model.c = c;
        model.overlap = false;
        model.max_transfers = k;
        CAPTURE(n, to_string(d), to_string(c), k);
        const OptimumReport report = limited_optimum_report(n, model, "");
        const auto validate_it = [&](const Schedule& s) { return validate(s, model); };
        REQUIRE(validate_it(report.example).valid());
        CHECK(validate_it(report.example).makespan == report.optimum);
        // Two queries (z3, then cvc5, "anything shorter than the builders'
        // schedule?") exactly when that schedule is optimal.
        if (report.fields["solver_queries"].get<int>() == 2) ++builders_optimal;

        const Schedule late = delayed(report.example, report.optimum);
        REQUIRE(validate_it(late).valid());
        const SmtOptimum again = smt_optimum(overlap_smt_encoding(n, model, ""),
                                             left_shifted_makespans(n, model), late, validate_it);
        CHECK(again.optimum == report.optimum);
        CHECK(again.queries >= 3);  // z3 found something shorter than the delayed schedule
        CHECK(validate_it(again.example).valid());
        CHECK(validate_it(again.example).makespan == again.optimum);
      }
    }
  }
  // The first question's unsat way was taken (its sat way: `late` above).
  CHECK(builders_optimal > 0);
}
