#include "certify/smt_optimum.hpp"

#include "certify/solvers.hpp"
#include "errors.hpp"
#include "process/helper_process.hpp"

#include <algorithm>

namespace redcheck {

namespace {

SolverAnswer ask(const Solver& solver, const SmtEncoding& e, const Time& bound, SmtBound kind,
                 double timeout_seconds) {
  const TemporaryFile file("redcheck-smt-optimum");
  file.write(smt_text(e, bound, kind));
  SolverAnswer answer = run_solver(solver, file.path(), timeout_seconds);
  if (answer.verdict != SolverVerdict::sat && answer.verdict != SolverVerdict::unsat) {
    throw TooBig("the optimum is searched by the SMT solvers for this instance, and " +
                 solver.name + " gave no answer (" + to_string(answer.verdict) +
                 (answer.detail.empty() ? "" : ": " + answer.detail) +
                 ") whether some schedule has measure " + (kind == SmtBound::below ? "< " : "<= ") +
                 to_string(bound) + "; give a smaller instance");
  }
  return answer;
}

}  // namespace

SmtOptimum smt_optimum(const SmtEncoding& encoding, std::vector<Time> candidates,
                       const Schedule& upper,
                       const std::function<Validation(const Schedule&)>& validate,
                       double timeout_seconds) {
  const Validation upper_check = validate(upper);
  if (!upper_check.valid()) {
    throw InternalError("the upper bound of the SMT optimum breaks " + upper_check.rule + ": " +
                        upper_check.violation);
  }
  std::vector<Solver> solvers;
  for (const auto& name : certificate_solver_names()) {
    solvers.push_back(find_solver(name, timeout_seconds));
  }
  SmtOptimum out;
  out.optimum = upper_check.makespan;
  out.example = upper;
  candidates.push_back(upper_check.makespan);
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  candidates.erase(std::upper_bound(candidates.begin(), candidates.end(), upper_check.makespan),
                   candidates.end());
  // The least candidate z3 says a schedule reaches: candidates[high] is
  // reached (the upper bound), those below `low` are not.
  std::size_t low = 0, high = candidates.size() - 1;
  // Takes z3's schedule for "measure <= bound" (or "< bound") once the
  // validator accepts it within the bound, and searches below its measure.
  const auto take_witness = [&](const SolverAnswer& a, const Time& bound, SmtBound kind) {
    const Schedule witness = encoding.decode(a.values);
    const Validation v = validate(witness);
    const std::string asked = "a schedule of measure " +
                              std::string(kind == SmtBound::below ? "< " : "<= ") +
                              to_string(bound);
    if (!v.valid()) {
      throw CrossCheckFailure("whether z3's schedule is valid", asked, {"z3", "sat"},
                              {"the validator", v.rule + ": " + v.violation});
    }
    if (v.makespan > bound || (kind == SmtBound::below && v.makespan == bound)) {
      throw CrossCheckFailure("the measure of z3's schedule", asked,
                              {"z3", kind == SmtBound::below ? "< bound" : "<= bound"},
                              {"the validator", to_string(v.makespan)});
    }
    out.optimum = v.makespan;
    out.example = witness;
    // The witness may be shorter than asked: continue below it.
    high = static_cast<std::size_t>(
        std::lower_bound(candidates.begin(), candidates.end(), v.makespan) - candidates.begin());
    if (high >= candidates.size() || candidates[high] != v.makespan) {
      // A measure outside the candidates: the caller's set is wrong.
      throw CrossCheckFailure("whether the optimum is a candidate value", asked,
                              {"the caller's candidates", "a candidate"},
                              {"z3's schedule, validated", to_string(v.makespan)});
    }
  };
  // z3 is first asked the proof's own question at the upper bound: the
  // builders' schedule is often optimal, and then this one run (each is a
  // process, most of whose time is z3's start) ends the search, and is z3's
  // part of the proof below.
  bool z3_proved_upper = false;
  {
    const SolverAnswer a = ask(solvers[0], encoding, out.optimum, SmtBound::below, timeout_seconds);
    ++out.queries;
    if (a.verdict == SolverVerdict::unsat) {
      z3_proved_upper = true;
      low = high;
    } else {
      take_witness(a, out.optimum, SmtBound::below);
    }
  }
  while (low < high) {
    const std::size_t mid = low + (high - low) / 2;
    const SolverAnswer a =
        ask(solvers[0], encoding, candidates[mid], SmtBound::at_most, timeout_seconds);
    ++out.queries;
    if (a.verdict == SolverVerdict::unsat) {
      low = mid + 1;
      continue;
    }
    take_witness(a, candidates[mid], SmtBound::at_most);
  }
  // The proof, as a certificate's: no schedule below, under both solvers
  // (z3's already given when it was the first question's answer).
  for (std::size_t i = 0; i < solvers.size(); ++i) {
    const Solver& s = solvers[i];
    if (!(i == 0 && z3_proved_upper)) {
      const SolverAnswer a = ask(s, encoding, out.optimum, SmtBound::below, timeout_seconds);
      ++out.queries;
      if (a.verdict != SolverVerdict::unsat) {
        throw CrossCheckFailure("whether a schedule is shorter than the search's least value",
                                "measure < " + to_string(out.optimum), {"the search by z3", "no"},
                                {s.name, "sat"});
      }
    }
    out.solvers += (out.solvers.empty() ? "" : " and ") + s.name + " " + s.version;
  }
  return out;
}

}  // namespace redcheck
