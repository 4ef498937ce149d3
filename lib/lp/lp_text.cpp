#include "lp/lp_text.hpp"

#include "errors.hpp"

#include <istream>
#include <ostream>
#include <string>

namespace redcheck {

namespace {

template <class Error>
std::string word(std::istream& in, const std::string& what) {
  std::string w;
  if (!(in >> w)) throw Error("linear program text: " + what + " is missing");
  return w;
}

template <class Error>
void expect(std::istream& in, const std::string& keyword) {
  const std::string w = word<Error>(in, "'" + keyword + "'");
  if (w != keyword) throw Error("linear program text: '" + keyword + "' expected, not '" + w + "'");
}

template <class Error>
int count(std::istream& in, const std::string& what) {
  const std::string w = word<Error>(in, what);
  try {
    std::size_t used = 0;
    const long value = std::stol(w, &used);
    if (used == w.size() && value >= 0 && value <= (1L << 30)) return static_cast<int>(value);
  } catch (const std::exception&) {
  }
  throw Error("linear program text: " + what + " '" + w + "' is not a count");
}

template <class Error>
Time number(std::istream& in, const std::string& what) {
  const std::string w = word<Error>(in, what);
  try {
    return parse_time(w, what);
  } catch (const InputError& e) {
    throw Error(std::string("linear program text: ") + e.what());
  }
}

}  // namespace

char sense_letter(LinearProgram::Sense s) {
  return s == LinearProgram::Sense::at_most ? 'L' : s == LinearProgram::Sense::equal ? 'E' : 'G';
}

void write_program(std::ostream& out, const LinearProgram& lp) {
  out << "columns " << lp.columns() << " rows " << lp.rows() << '\n';
  for (int j = 0; j < lp.columns(); ++j) out << "c " << to_string(lp.objective(j)) << '\n';
  for (const auto& row : lp.all_rows()) {
    out << "r " << sense_letter(row.sense) << ' ' << to_string(row.rhs) << ' ' << row.terms.size();
    for (const auto& [j, a] : row.terms) out << ' ' << j << ' ' << to_string(a);
    out << '\n';
  }
}

LinearProgram read_program(std::istream& in) {
  LinearProgram lp;
  expect<InputError>(in, "columns");
  const int columns = count<InputError>(in, "the column count");
  expect<InputError>(in, "rows");
  const int rows = count<InputError>(in, "the row count");
  for (int j = 0; j < columns; ++j) {
    expect<InputError>(in, "c");
    lp.add_column("x" + std::to_string(j), number<InputError>(in, "an objective coefficient"));
  }
  for (int i = 0; i < rows; ++i) {
    expect<InputError>(in, "r");
    const std::string s = word<InputError>(in, "a row sense");
    if (s != "L" && s != "E" && s != "G") {
      throw InputError("linear program text: row sense '" + s + "'; accepted: L, E, G");
    }
    const auto sense = s == "L"   ? LinearProgram::Sense::at_most
                       : s == "E" ? LinearProgram::Sense::equal
                                  : LinearProgram::Sense::at_least;
    Time rhs = number<InputError>(in, "a right-hand side");
    const int terms = count<InputError>(in, "a term count");
    std::vector<std::pair<int, Time>> row;
    for (int k = 0; k < terms; ++k) {
      const int j = count<InputError>(in, "a column index");
      if (j >= columns)
        throw InputError("linear program text: column " + std::to_string(j) + " of " +
                         std::to_string(columns));
      row.emplace_back(j, number<InputError>(in, "a coefficient"));
    }
    lp.add_row(std::move(row), sense, std::move(rhs), "r" + std::to_string(i));
  }
  return lp;
}

void write_answer(std::ostream& out, const LpSolution& a) {
  out << "status "
      << (a.status == LpSolution::Status::optimal      ? "optimal"
          : a.status == LpSolution::Status::infeasible ? "infeasible"
                                                       : "unbounded")
      << '\n';
  if (a.status != LpSolution::Status::optimal) return;
  out << "objective " << to_string(a.objective) << '\n';
  for (const Time& x : a.primal) out << "x " << to_string(x) << '\n';
  for (const Time& y : a.dual) out << "y " << to_string(y) << '\n';
}

LpSolution read_answer(std::istream& in, int columns, int rows) {
  LpSolution a;
  expect<InternalError>(in, "status");
  const std::string status = word<InternalError>(in, "the status");
  if (status == "infeasible") {
    a.status = LpSolution::Status::infeasible;
    return a;
  }
  if (status == "unbounded") {
    a.status = LpSolution::Status::unbounded;
    return a;
  }
  if (status != "optimal") throw InternalError("linear program answer: status '" + status + "'");
  expect<InternalError>(in, "objective");
  a.objective = number<InternalError>(in, "the objective");
  for (int j = 0; j < columns; ++j) {
    expect<InternalError>(in, "x");
    a.primal.push_back(number<InternalError>(in, "a primal value"));
  }
  for (int i = 0; i < rows; ++i) {
    expect<InternalError>(in, "y");
    a.dual.push_back(number<InternalError>(in, "a dual value"));
  }
  return a;
}

}  // namespace redcheck
