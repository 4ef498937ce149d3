#include "lp/exact_solver.hpp"

#include "errors.hpp"
#include "lp/lp_text.hpp"
#include "process/helper_process.hpp"

#include <sstream>

namespace redcheck {

std::string lp_solver_path() {
  return helper_path("redcheck-lp-solve", "REDCHECK_LP_SOLVER", REDCHECK_INSTALLED_LP_SOLVER);
}

CertifiedSolution solve_exactly(const LinearProgram& program) {
  std::ostringstream text;
  write_program(text, program);
  const std::string solver = lp_solver_path();
  HelperRun run;
  try {
    run = run_helper(solver, {}, text.str(), false);
  } catch (const InternalError& e) {
    throw InternalError(std::string(e.what()) + ": the exact LP solver (set REDCHECK_LP_SOLVER " +
                        "to its path)");
  }
  if (run.exit_status != 0)
    throw InternalError("the exact LP solver " + solver + " failed (see its message above)");
  CertifiedSolution out;
  {
    std::istringstream in(run.output);
    out.solution = read_answer(in, program.columns(), program.rows());
  }
  if (out.solution.status != LpSolution::Status::optimal) return out;
  out.certificate = certify(program, out.solution);
  if (!out.certificate.verified) {
    throw InternalError("QSopt_ex's optimum fails the exact certificate: " +
                        out.certificate.problem);
  }
  return out;
}

}  // namespace redcheck
