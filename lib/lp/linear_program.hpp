#pragma once
// A linear program in exact rationals, and the toolkit's own check of an
// answer to it. The form is the one every steady-state program of Legrand,
// Marchal & Robert 2004 takes:
//
//   maximize c^T x  subject to  a_i^T x (<=, =, >=) b_i for each row i,  x >= 0.
//
// (Upper bounds such as s <= 1 are rows.) Its dual: minimize b^T y subject
// to A^T y >= c, with y_i >= 0 on "<=" rows, y_i <= 0 on ">=" rows and y_i
// free on "=" rows. An optimal answer is certified by checking, in exact
// rationals, that x is feasible, that y is dual feasible, and that
// c^T x = b^T y (weak duality then proves both optimal). Never trust one
// solver: the certificate is checked here, not by the solver.

#include "time/exact_time.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace redcheck {

class LinearProgram {
 public:
  enum class Sense { at_most, equal, at_least };
  struct Row {
    std::vector<std::pair<int, Time>> terms;  ///< (column, coefficient), columns distinct
    Sense sense = Sense::at_most;
    Time rhs;
    std::string name;
  };

  /// A new column x_j >= 0 with objective coefficient `objective`; returns j.
  int add_column(std::string name, Time objective = Time(0));
  /// Adds a row; terms with a zero coefficient are dropped. Returns its index.
  int add_row(std::vector<std::pair<int, Time>> terms, Sense sense, Time rhs, std::string name);

  int columns() const { return static_cast<int>(names_.size()); }
  int rows() const { return static_cast<int>(rows_.size()); }
  const std::string& column_name(int j) const { return names_[static_cast<std::size_t>(j)]; }
  const Time& objective(int j) const { return objective_[static_cast<std::size_t>(j)]; }
  const std::vector<Row>& all_rows() const { return rows_; }
  /// Non-zero coefficients in all rows.
  std::size_t nonzeros() const;

 private:
  std::vector<std::string> names_;
  std::vector<Time> objective_;
  std::vector<Row> rows_;
};

/// An answer to a linear program.
struct LpSolution {
  enum class Status { optimal, infeasible, unbounded };
  Status status = Status::optimal;
  Time objective;            ///< c^T x (when optimal)
  std::vector<Time> primal;  ///< x, by column
  std::vector<Time> dual;    ///< y, by row
};

/// The result of the exact check.
struct LpCertificate {
  bool verified = false;
  std::string problem;  ///< the first violated condition, when not verified
  Time primal_objective, dual_objective;
};

/// The first way x breaks x >= 0 or a row, or nothing when x is feasible.
std::optional<std::string> primal_violation(const LinearProgram& program,
                                            const std::vector<Time>& x);

/// Checks an optimal answer exactly (see the header): primal feasibility,
/// dual feasibility, equal objective values.
LpCertificate certify(const LinearProgram& program, const LpSolution& solution);

}  // namespace redcheck
