#pragma once
// A model's rules written in SMT-LIB 2, for certificates that solvers we did
// not write check (enumerator certify). An encoding is a list of variables
// and blocks of assertions: one block per rule of the model's validator,
// named as the validator names it, plus blocks that are not rules (the
// measure's definition; symmetry breaking, each with its soundness argument
// in its comment). A model of the assertions is a schedule: `decode` turns
// the solver's values into the model's Schedule, which the validator then
// checks. The tests hold the encoding to the validator both ways
// (tests/certify/).

#include "schedule/schedule.hpp"
#include "time/exact_time.hpp"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace redcheck {

/// A constant of the problem: "(declare-const send_3 Real)".
struct SmtVariable {
  std::string name;
  std::string sort;  ///< "Real", "Int", "Bool"
};

/// What a block is: a rule of the validator, the definition of the measure,
/// or symmetry breaking (sound: it keeps, for every schedule, one at least
/// as short).
enum class SmtBlockKind { rule, measure, symmetry_breaking };

struct SmtBlock {
  SmtBlockKind kind = SmtBlockKind::rule;
  std::string name;                     ///< a rule: as rule_names() says it
  std::vector<std::string> comment;     ///< the rule in words, as the reader checks it
  std::vector<std::string> assertions;  ///< terms, each asserted
};

/// The values a solver's model gives, by variable name: exact rationals
/// (integers included) and Booleans as 0 and 1.
using SmtValues = std::map<std::string, Time>;

struct SmtEncoding {
  std::string logic;                ///< "QF_LRA", "QF_LIRA"
  std::vector<std::string> header;  ///< the model and the instance, in words
  std::vector<SmtVariable> variables;
  std::vector<SmtBlock> blocks;
  std::string measure;  ///< the Real variable bounded: "makespan"
  /// The schedule the values describe (as they are: the validator judges it).
  std::function<Schedule(const SmtValues&)> decode;
  /// Assertions fixing the variables to a schedule's own times (tests: a
  /// builder's schedule satisfies every rule block).
  std::function<std::vector<std::string>(const Schedule&)> pin;
  /// A schedule of the same instance, renumbered and reordered as the
  /// symmetry-breaking blocks require, with no larger measure (tests: the
  /// argument of soundness, run on every builder's schedule).
  std::function<Schedule(const Schedule&)> canonical;

  /// Whether a block breaks symmetry: a schedule must then be put in
  /// `canonical` form before `pin` can satisfy every block.
  bool breaks_symmetry() const;
};

/// Which question the file asks of the measure.
enum class SmtBound {
  below,    ///< measure < bound: unsat certifies that no schedule is shorter
  at_most,  ///< measure <= bound: sat with a schedule that reaches it
};

/// The SMT-LIB 2 text of `encoding` with the measure bounded, without the
/// blocks named in `dropped` (tests), and `extra` assertions at the end under
/// the heading `extra_heading` (a test's, or a certificate's pinned witness).
/// It ends with (check-sat) and (exit): `z3 FILE` or `cvc5 FILE` answers it.
/// The text depends on nothing else (certificates compare it).
std::string smt_text(const SmtEncoding& encoding, const Time& bound, SmtBound kind,
                     const std::set<std::string>& dropped = {},
                     const std::vector<std::string>& extra = {},
                     const std::string& extra_heading = "added by a test");

/// Whether `term` only fixes one variable of `encoding` to a value, as `pin`
/// writes it: a Bool variable or its negation, or (= x v) with x a Real
/// variable and v an exact rational as smt_real writes it. Asserted, such a
/// term can only remove models, never add one.
bool is_pinning_term(const SmtEncoding& encoding, const std::string& term);

/// An exact rational as an SMT-LIB Real term: "2.0", "(/ 1.0 3.0)".
/// Negative values are written (- x).
std::string smt_real(const Time& value);

/// (and a b ...), (or a b ...): the term itself for one operand; "true" and
/// "false" for none.
std::string smt_and(const std::vector<std::string>& terms);
std::string smt_or(const std::vector<std::string>& terms);

/// (+ a b ...): the term itself for one operand (SMT-LIB's + takes two or
/// more), "0.0" for none.
std::string smt_sum(const std::vector<std::string>& terms);

/// Terms: (=> a b), (not a), (<= a b), (< a b), (= a b), (+ a b).
std::string smt_implies(const std::string& a, const std::string& b);
std::string smt_not(const std::string& a);
std::string smt_le(const std::string& a, const std::string& b);
std::string smt_lt(const std::string& a, const std::string& b);
std::string smt_eq(const std::string& a, const std::string& b);
std::string smt_plus(const std::string& a, const std::string& b);

/// The intervals [a0, a1) and [b0, b1) share no instant. One that may be
/// empty holds nothing (the validators' check_capacity): its emptiness is
/// then a way out too.
std::string smt_disjoint(const std::string& a0, const std::string& a1, bool a_may_be_empty,
                         const std::string& b0, const std::string& b1, bool b_may_be_empty);

/// The value of a variable in `values`. A solver may leave out a variable
/// no assertion constrains: any value satisfies them then, and it is 0.
Time smt_value(const SmtValues& values, const std::string& name);
bool smt_true(const SmtValues& values, const std::string& name);

}  // namespace redcheck
