// Exact LPs: QSopt_ex's answers (in the redcheck-lp-solve process) come
// back as exact rationals and pass the toolkit's own certificate; a wrong
// answer does not; infeasible and unbounded programs say so.

#include "lp/exact_solver.hpp"
#include "errors.hpp"
#include "lp/lp_text.hpp"

#include <catch2/catch.hpp>

#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <sstream>
#include <thread>
#include <vector>

using namespace redcheck;

namespace {

// maximize x + y  s.t.  x + 2y <= 4,  3x + y <= 6: optimum 14/5 at (8/5, 6/5).
LinearProgram small_program() {
  LinearProgram lp;
  const int x = lp.add_column("x", Time(1));
  const int y = lp.add_column("y", Time(1));
  lp.add_row({{x, Time(1)}, {y, Time(2)}}, LinearProgram::Sense::at_most, Time(4), "first");
  lp.add_row({{x, Time(3)}, {y, Time(1)}}, LinearProgram::Sense::at_most, Time(6), "second");
  return lp;
}

}  // namespace

TEST_CASE("QSopt_ex solves a small program exactly and the certificate holds") {
  const CertifiedSolution s = solve_exactly(small_program());
  REQUIRE(s.solution.status == LpSolution::Status::optimal);
  CHECK(s.solution.objective == Time(14) / 5);
  CHECK(s.solution.primal == std::vector<Time>{Time(8) / 5, Time(6) / 5});
  CHECK(s.solution.dual == std::vector<Time>{Time(2) / 5, Time(1) / 5});
  CHECK(s.certificate.verified);
  CHECK(s.certificate.dual_objective == Time(14) / 5);
}

TEST_CASE("the certificate refuses answers that are not proven optimal") {
  const LinearProgram lp = small_program();
  LpSolution good = solve_exactly(lp).solution;
  SECTION("a feasible but smaller primal") {
    LpSolution s = good;
    s.primal = {Time(1), Time(1)};
    s.objective = Time(2);
    CHECK_FALSE(certify(lp, s).verified);
  }
  SECTION("an infeasible primal") {
    LpSolution s = good;
    s.primal = {Time(2), Time(1)};
    s.objective = Time(3);
    const auto c = certify(lp, s);
    CHECK_FALSE(c.verified);
    CHECK(c.problem.find("row second is violated") != std::string::npos);
  }
  SECTION("a dual of the wrong sign") {
    LpSolution s = good;
    s.dual = {Time(-1), Time(1)};
    CHECK_FALSE(certify(lp, s).verified);
  }
  SECTION("a dual that is not feasible") {
    LpSolution s = good;
    s.dual = {Time(0), Time(0)};
    CHECK(certify(lp, s).problem.find("dual constraint of x") != std::string::npos);
  }
}

TEST_CASE("infeasible and unbounded programs come back with their status") {
  LinearProgram infeasible;
  const int x = infeasible.add_column("x", Time(1));
  infeasible.add_row({{x, Time(1)}}, LinearProgram::Sense::at_least, Time(2), "low");
  infeasible.add_row({{x, Time(1)}}, LinearProgram::Sense::at_most, Time(1), "high");
  CHECK(solve_exactly(infeasible).solution.status == LpSolution::Status::infeasible);
  LinearProgram unbounded;
  const int u = unbounded.add_column("u", Time(1));
  unbounded.add_row({{u, Time(1)}}, LinearProgram::Sense::at_least, Time(1), "low");
  CHECK(solve_exactly(unbounded).solution.status == LpSolution::Status::unbounded);
}

TEST_CASE("rationals with large numerators and denominators pass through exactly") {
  LinearProgram lp;
  const Time big = parse_time("123456789012345678901234567890/987654321987654321", "test");
  const int x = lp.add_column("x", Time(1));
  lp.add_row({{x, big}}, LinearProgram::Sense::at_most, Time(7) / 3, "only");
  const CertifiedSolution s = solve_exactly(lp);
  REQUIRE(s.solution.status == LpSolution::Status::optimal);
  CHECK(s.solution.primal[0] == Time(7) / 3 / big);
  CHECK(s.certificate.verified);
}

TEST_CASE("the program's text form reads back the same program") {
  const LinearProgram lp = small_program();
  std::stringstream text;
  write_program(text, lp);
  const LinearProgram again = read_program(text);
  CHECK(again.columns() == 2);
  CHECK(again.rows() == 2);
  CHECK(again.all_rows()[1].terms == lp.all_rows()[1].terms);
  std::stringstream bad("columns 1 rows 1\nc 1\nr X 1 0\n");
  CHECK_THROWS_AS(read_program(bad), InputError);
}

TEST_CASE("solver processes are kept: many programs, few processes, from several threads") {
  const std::uint64_t before = lp_solver_processes_started();
  for (int k = 0; k < 20; ++k) {
    CHECK(solve_exactly(small_program()).solution.objective == Time(14) / 5);
  }
  CHECK(lp_solver_processes_started() - before <= 1);
  std::vector<std::thread> threads;
  std::atomic<int> right{0};
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      for (int k = 0; k < 10; ++k) {
        if (solve_exactly(small_program()).solution.objective == Time(14) / 5) ++right;
      }
    });
  }
  for (auto& t : threads) t.join();
  CHECK(right == 40);
  CHECK(lp_solver_processes_started() - before <= 5);
}

TEST_CASE("a kept solver process that was killed is replaced") {
  CHECK(solve_exactly(small_program()).certificate.verified);
  // Kill every serving process of this test program; the next program is
  // answered by a new one.
  const std::string kill = "pkill -KILL -P " + std::to_string(::getpid()) +
                           " -f 'redcheck-lp-solve --serve' > /dev/null 2>&1";
  CHECK(std::system(kill.c_str()) != -1);
  const std::uint64_t before = lp_solver_processes_started();
  CHECK(solve_exactly(small_program()).solution.objective == Time(14) / 5);
  CHECK(lp_solver_processes_started() > before);
}
