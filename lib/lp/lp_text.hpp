#pragma once
// The text form in which a linear program goes to the QSopt_ex process and
// its answer comes back (lp/exact_solver.hpp). Exact rationals as "p/q".
//
//   program:  "columns N rows M", then N lines "c OBJ", then M lines
//             "r SENSE RHS K j1 a1 ... jK aK" (SENSE: L, E or G)
//   answer:   "status optimal|infeasible|unbounded", then (when optimal)
//             "objective V", N lines "x V" and M lines "y V"

#include "lp/linear_program.hpp"

#include <iosfwd>

namespace redcheck {

/// The sense as QSopt_ex and the text form write it: 'L', 'E' or 'G'.
char sense_letter(LinearProgram::Sense sense);

void write_program(std::ostream& out, const LinearProgram& program);
/// Throws InputError when the text is malformed.
LinearProgram read_program(std::istream& in);

void write_answer(std::ostream& out, const LpSolution& answer);
/// Throws InternalError when the text is malformed or its sizes differ from
/// `columns` and `rows`.
LpSolution read_answer(std::istream& in, int columns, int rows);

}  // namespace redcheck
