#include "certify/smt_encoding.hpp"

#include "errors.hpp"

#include <algorithm>
#include <cctype>
#include <memory>
#include <sstream>
#include <string_view>

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

bool SmtEncoding::breaks_symmetry() const {
  return std::any_of(blocks.begin(), blocks.end(),
                     [](const SmtBlock& b) { return b.kind == SmtBlockKind::symmetry_breaking; });
}

std::string smt_text(const SmtEncoding& encoding, const Time& bound, SmtBound kind,
                     const std::set<std::string>& dropped, const std::vector<std::string>& extra,
                     const std::string& extra_heading) {
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
    out << "\n;; ---- " << extra_heading << "\n";
    for (const auto& a : extra) out << "(assert " << a << ")\n";
  }
  out << "(check-sat)\n(exit)\n";
  return out.str();
}

namespace {

// "12.0": digits, then ".0".
bool is_natural_real(std::string_view text) {
  if (text.size() < 3 || text.substr(text.size() - 2) != ".0") return false;
  const std::string_view digits = text.substr(0, text.size() - 2);
  return std::all_of(digits.begin(), digits.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

// "2.0" or "(/ 1.0 3.0)".
bool is_unsigned_real_literal(std::string_view text) {
  if (text.substr(0, 3) == "(/ " && text.back() == ')') {
    const std::string_view rest = text.substr(3, text.size() - 4);
    const auto space = rest.find(' ');
    return space != std::string_view::npos && is_natural_real(rest.substr(0, space)) &&
           is_natural_real(rest.substr(space + 1));
  }
  return is_natural_real(text);
}

// What smt_real writes: also "(- 2.0)" and "(- (/ 1.0 3.0))".
bool is_real_literal(std::string_view text) {
  if (text.size() > 4 && text.substr(0, 3) == "(- " && text.back() == ')') {
    return is_unsigned_real_literal(text.substr(3, text.size() - 4));
  }
  return is_unsigned_real_literal(text);
}

}  // namespace

bool is_pinning_term(const SmtEncoding& encoding, const std::string& term) {
  const auto sort_of = [&](std::string_view name) -> std::string {
    for (const auto& v : encoding.variables) {
      if (v.name == name) return v.sort;
    }
    return "";
  };
  if (term.empty()) return false;
  std::string_view t = term;
  if (t.substr(0, 5) == "(not " && t.back() == ')') t = t.substr(5, t.size() - 6);
  if (sort_of(t) == "Bool") return true;
  if (t.size() != term.size() || t.substr(0, 3) != "(= " || t.back() != ')') return false;
  const std::string_view rest = t.substr(3, t.size() - 4);
  const auto space = rest.find(' ');
  return space != std::string_view::npos && sort_of(rest.substr(0, space)) == "Real" &&
         is_real_literal(rest.substr(space + 1));
}

Time smt_value(const SmtValues& values, const std::string& name) {
  const auto it = values.find(name);
  return it == values.end() ? Time(0) : it->second;
}

bool smt_true(const SmtValues& values, const std::string& name) {
  return smt_value(values, name) != 0;
}

}  // namespace redcheck
