#pragma once
// The SMT solvers that check certificates, run as programs of their own
// (Debian's z3 and cvc5, found on PATH): each answers one SMT-LIB file
// within a time limit, and is killed on a stop request (Ctrl-C).

#include "certify/smt_encoding.hpp"

#include <string>
#include <vector>

namespace redcheck {

struct Solver {
  std::string name;     ///< "z3", "cvc5"
  std::string path;     ///< where it was found
  std::string version;  ///< "4.8.12"
};

/// The solvers certificates use, in order: z3 and cvc5.
const std::vector<std::string>& certificate_solver_names();

/// The solver `name` on PATH, with its version (asked within
/// `timeout_seconds`, 30 at most). Throws InputError "z3 is not installed:
/// apt-get install z3" when it is not there.
Solver find_solver(const std::string& name, double timeout_seconds = 30);

enum class SolverVerdict { sat, unsat, unknown, timeout, error };
std::string to_string(SolverVerdict verdict);

struct SolverAnswer {
  SolverVerdict verdict = SolverVerdict::error;
  double seconds = 0;
  SmtValues values;    ///< the model, when sat
  std::string detail;  ///< what the solver said, when it is not an answer
};

/// `solver`'s answer on the file at `path` (with its model when sat), given
/// `timeout_seconds` (its own limit; killed 5 s after it).
SolverAnswer run_solver(const Solver& solver, const std::string& path, double timeout_seconds);

/// Each solver's answer on each file: the runs go two at a time (the
/// machine's two cores), in this order: file by file, solver by solver.
std::vector<std::vector<SolverAnswer>> run_solvers(const std::vector<Solver>& solvers,
                                                   const std::vector<std::string>& paths,
                                                   double timeout_seconds);

}  // namespace redcheck
