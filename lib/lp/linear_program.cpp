#include "lp/linear_program.hpp"

#include "errors.hpp"

namespace redcheck {

int LinearProgram::add_column(std::string name, Time objective) {
  names_.push_back(std::move(name));
  objective_.push_back(std::move(objective));
  return columns() - 1;
}

int LinearProgram::add_row(std::vector<std::pair<int, Time>> terms, Sense sense, Time rhs,
                           std::string name) {
  Row row{{}, sense, std::move(rhs), std::move(name)};
  for (auto& [column, coefficient] : terms) {
    if (column < 0 || column >= columns()) {
      throw InternalError("row " + row.name + " names column " + std::to_string(column) + " of " +
                          std::to_string(columns()));
    }
    if (coefficient != 0) row.terms.emplace_back(column, std::move(coefficient));
  }
  rows_.push_back(std::move(row));
  return rows() - 1;
}

std::size_t LinearProgram::nonzeros() const {
  std::size_t count = 0;
  for (const Row& r : rows_) count += r.terms.size();
  return count;
}

std::optional<std::string> primal_violation(const LinearProgram& lp, const std::vector<Time>& x) {
  if (x.size() != static_cast<std::size_t>(lp.columns())) {
    return std::to_string(x.size()) + " values for " + std::to_string(lp.columns()) + " columns";
  }
  for (int j = 0; j < lp.columns(); ++j) {
    if (x[static_cast<std::size_t>(j)] < 0)
      return lp.column_name(j) + " = " + to_string(x[static_cast<std::size_t>(j)]) + " is negative";
  }
  for (const LinearProgram::Row& row : lp.all_rows()) {
    Time lhs;
    for (const auto& [j, a] : row.terms) lhs += a * x[static_cast<std::size_t>(j)];
    const bool holds = row.sense == LinearProgram::Sense::at_most    ? lhs <= row.rhs
                       : row.sense == LinearProgram::Sense::at_least ? lhs >= row.rhs
                                                                     : lhs == row.rhs;
    if (!holds) {
      return "row " + row.name + " is violated: " + to_string(lhs) + " against " +
             to_string(row.rhs);
    }
  }
  return std::nullopt;
}

LpCertificate certify(const LinearProgram& lp, const LpSolution& s) {
  LpCertificate out;
  const auto fail = [&](std::string problem) {
    out.problem = std::move(problem);
    return out;
  };
  if (s.status != LpSolution::Status::optimal) return fail("the answer is not an optimum");
  if (s.primal.size() != static_cast<std::size_t>(lp.columns()) ||
      s.dual.size() != static_cast<std::size_t>(lp.rows())) {
    return fail("the answer has " + std::to_string(s.primal.size()) + " primal and " +
                std::to_string(s.dual.size()) + " dual values for " + std::to_string(lp.columns()) +
                " columns and " + std::to_string(lp.rows()) + " rows");
  }
  if (auto problem = primal_violation(lp, s.primal)) return fail(std::move(*problem));
  for (int j = 0; j < lp.columns(); ++j)
    out.primal_objective += lp.objective(j) * s.primal[static_cast<std::size_t>(j)];
  // Dual: the signs of y, and A^T y >= c column by column.
  std::vector<Time> column_sums(static_cast<std::size_t>(lp.columns()));
  for (int i = 0; i < lp.rows(); ++i) {
    const LinearProgram::Row& row = lp.all_rows()[static_cast<std::size_t>(i)];
    const Time& y = s.dual[static_cast<std::size_t>(i)];
    for (const auto& [j, a] : row.terms) column_sums[static_cast<std::size_t>(j)] += a * y;
    if ((row.sense == LinearProgram::Sense::at_most && y < 0) ||
        (row.sense == LinearProgram::Sense::at_least && y > 0)) {
      return fail("the dual value of row " + row.name + " has the wrong sign: " + to_string(y));
    }
    out.dual_objective += row.rhs * y;
  }
  for (int j = 0; j < lp.columns(); ++j) {
    if (column_sums[static_cast<std::size_t>(j)] < lp.objective(j)) {
      return fail("the dual constraint of " + lp.column_name(j) +
                  " is violated: " + to_string(column_sums[static_cast<std::size_t>(j)]) + " < " +
                  to_string(lp.objective(j)));
    }
  }
  if (out.primal_objective != s.objective) {
    return fail("the stated objective " + to_string(s.objective) +
                " is not c^T x = " + to_string(out.primal_objective));
  }
  if (out.primal_objective != out.dual_objective) {
    return fail("the primal objective " + to_string(out.primal_objective) +
                " differs from the dual objective " + to_string(out.dual_objective));
  }
  out.verified = true;
  return out;
}

}  // namespace redcheck
