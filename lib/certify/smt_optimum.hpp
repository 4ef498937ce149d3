#pragma once
// An exact optimum found by the SMT solvers, for a model variant no search
// of ours enumerates (the overlap model without overlap under a transfer
// limit). The caller gives the finite set of values the optimum can take
// (why, in its own header) and a valid schedule as an upper bound; z3 is
// asked first whether a schedule shorter than that exists (no: it is the
// optimum), then, value by value in a binary search, whether a schedule of
// measure <= v exists. The answer is not the search's word alone: the least
// v found has a witness the validator accepts at exactly v, and "no schedule
// below v" is unsat under both z3 and cvc5, as a certificate says
// (certificate.hpp). So the candidate set only guides the search; a wrong
// one cannot give a wrong optimum, only a failed cross-check.

#include "certify/smt_encoding.hpp"
#include "rules/validation.hpp"

#include <functional>
#include <string>
#include <vector>

namespace redcheck {

struct SmtOptimum {
  Time optimum;
  Schedule example;     ///< validated at the optimum
  int queries = 0;      ///< solver runs of the search and the proof
  std::string solvers;  ///< "z3 4.8.12 and cvc5 1.0.3"
};

/// The least measure over `encoding`'s schedules. `upper` is a schedule the
/// validator accepts; `candidates` every value an optimal measure can take
/// (those above upper's are ignored). Each solver run has `timeout_seconds`.
/// Throws InputError when a solver is missing or a run gives no answer in
/// time (naming it), CrossCheckFailure when the solvers and the validator
/// disagree.
SmtOptimum smt_optimum(const SmtEncoding& encoding, std::vector<Time> candidates,
                       const Schedule& upper,
                       const std::function<Validation(const Schedule&)>& validate,
                       double timeout_seconds = 120);

}  // namespace redcheck
