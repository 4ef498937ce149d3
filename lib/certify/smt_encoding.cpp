#include "certify/smt_encoding.hpp"

#include "errors.hpp"

#include <cctype>
#include <memory>
#include <sstream>

namespace redcheck {

namespace {

// SMT-LIB's own comments: every line after ";; ".
// A line holding '\n' is several lines of the comment.
void write_comment(std::ostringstream& out, const std::vector<std::string>& lines) {
  for (const auto& text : lines) {
    std::istringstream parts(text);
    std::string line;
    bool any = false;
    while (std::getline(parts, line)) {
      out << (line.empty() ? ";;" : ";; " + line) << "\n";
      any = true;
    }
    if (!any) out << ";;\n";
  }
}

std::string natural_real(const BigInt& value) {
  return value.str() + ".0";
}

}  // namespace

std::string smt_real(const Time& value) {
  if (value < 0) return "(- " + smt_real(-value) + ")";
  const BigInt num = boost::multiprecision::numerator(value);
  const BigInt den = boost::multiprecision::denominator(value);
  if (den == 1) return natural_real(num);
  return "(/ " + natural_real(num) + " " + natural_real(den) + ")";
}

std::string smt_and(const std::vector<std::string>& terms) {
  if (terms.empty()) return "true";
  if (terms.size() == 1) return terms.front();
  std::string out = "(and";
  for (const auto& t : terms) out += " " + t;
  return out + ")";
}

std::string smt_or(const std::vector<std::string>& terms) {
  if (terms.empty()) return "false";
  if (terms.size() == 1) return terms.front();
  std::string out = "(or";
  for (const auto& t : terms) out += " " + t;
  return out + ")";
}

std::string smt_implies(const std::string& a, const std::string& b) {
  return "(=> " + a + " " + b + ")";
}
std::string smt_not(const std::string& a) {
  return "(not " + a + ")";
}
std::string smt_le(const std::string& a, const std::string& b) {
  return "(<= " + a + " " + b + ")";
}
std::string smt_lt(const std::string& a, const std::string& b) {
  return "(< " + a + " " + b + ")";
}
std::string smt_eq(const std::string& a, const std::string& b) {
  return "(= " + a + " " + b + ")";
}
std::string smt_sum(const std::vector<std::string>& terms) {
  if (terms.empty()) return "0.0";
  if (terms.size() == 1) return terms.front();
  std::string out = "(+";
  for (const auto& t : terms) out += " " + t;
  return out + ")";
}

std::string smt_plus(const std::string& a, const std::string& b) {
  return "(+ " + a + " " + b + ")";
}

std::string smt_disjoint(const std::string& a0, const std::string& a1, bool a_may_be_empty,
                         const std::string& b0, const std::string& b1, bool b_may_be_empty) {
  std::vector<std::string> ways{smt_le(a1, b0), smt_le(b1, a0)};
  if (a_may_be_empty) ways.push_back(smt_le(a1, a0));
  if (b_may_be_empty) ways.push_back(smt_le(b1, b0));
  return smt_or(ways);
}

std::string smt_text(const SmtEncoding& encoding, const Time& bound, SmtBound kind,
                     const std::set<std::string>& dropped, const std::vector<std::string>& extra) {
  std::ostringstream out;
  write_comment(out, encoding.header);
  out << ";;\n";
  if (kind == SmtBound::below) {
    write_comment(
        out, {"Satisfiable exactly when some schedule obeying every rule below has " +
                  encoding.measure + " < " + to_string(bound) + ".",
              "unsat certifies that " + to_string(bound) + " is a lower bound on every schedule."});
  } else {
    write_comment(out, {"Satisfiable exactly when some schedule obeying every rule below has " +
                            encoding.measure + " <= " + to_string(bound) + ".",
                        "A model of it is such a schedule."});
  }
  for (const auto& name : dropped) write_comment(out, {"BLOCK LEFT OUT: " + name});
  out << "(set-logic " << encoding.logic << ")\n\n";
  for (const auto& v : encoding.variables) {
    out << "(declare-const " << v.name << " " << v.sort << ")\n";
  }
  for (const auto& block : encoding.blocks) {
    if (dropped.count(block.name)) continue;
    const char* kind_word = block.kind == SmtBlockKind::rule      ? "rule"
                            : block.kind == SmtBlockKind::measure ? "measure"
                                                                  : "symmetry breaking";
    out << "\n;; ---- " << kind_word << ": " << block.name << "\n";
    write_comment(out, block.comment);
    for (const auto& a : block.assertions) out << "(assert " << a << ")\n";
  }
  out << "\n;; ---- the bound\n";
  out << "(assert (" << (kind == SmtBound::below ? "<" : "<=") << " " << encoding.measure << " "
      << smt_real(bound) << "))\n";
  if (!extra.empty()) {
    out << "\n;; ---- added by a test\n";
    for (const auto& a : extra) out << "(assert " << a << ")\n";
  }
  out << "(check-sat)\n(exit)\n";
  return out.str();
}

Time smt_value(const SmtValues& values, const std::string& name) {
  const auto it = values.find(name);
  return it == values.end() ? Time(0) : it->second;
}

bool smt_true(const SmtValues& values, const std::string& name) {
  return smt_value(values, name) != 0;
}

}  // namespace redcheck
