#pragma once
// Exact solving of a linear program: QSopt_ex finds the optimum (in the
// process redcheck-lp-solve, see lp_solver/main.cpp for why), and the
// toolkit certifies it itself in GMP rationals (lp/linear_program.hpp). An
// answer that fails the certificate is an internal error, never a result.
//
// The solver processes are kept and serve one program after another
// (starting one costs more than a small program): at most one idle process
// per hardware thread, each ending when this process closes its socket or
// exits; one found dead (killed) is replaced, and the idle ones with it.

#include "lp/linear_program.hpp"

#include <cstdint>
#include <string>

namespace redcheck {

struct CertifiedSolution {
  LpSolution solution;
  LpCertificate certificate;  ///< verified whenever the solution is optimal
};

/// Solves `program` (maximize, x >= 0). Infeasible and unbounded programs
/// come back with that status (no certificate). Throws InternalError when
/// the solver cannot be run or fails, or its optimum fails the certificate.
CertifiedSolution solve_exactly(const LinearProgram& program);

/// The solver program: $REDCHECK_LP_SOLVER if set, else redcheck-lp-solve
/// beside the running program, else the installed one.
std::string lp_solver_path();

/// How many solver processes this process has started (for tests).
std::uint64_t lp_solver_processes_started();

}  // namespace redcheck
