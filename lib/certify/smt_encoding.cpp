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

// ---- reading a solver's model ------------------------------------------------

namespace {

struct Sexp {
  std::string atom;  ///< set for an atom
  std::vector<Sexp> items;
  bool is_atom() const { return !atom.empty(); }
};

class SexpReader {
 public:
  explicit SexpReader(const std::string& text) : text_(text) {}

  bool at_end() {
    skip_space();
    return pos_ >= text_.size();
  }

  Sexp read() {
    skip_space();
    if (pos_ >= text_.size()) fail("the text ends inside an expression");
    if (text_[pos_] == '(') {
      ++pos_;
      Sexp list;
      for (;;) {
        skip_space();
        if (pos_ >= text_.size()) fail("an unclosed parenthesis");
        if (text_[pos_] == ')') {
          ++pos_;
          return list;
        }
        list.items.push_back(read());
      }
    }
    if (text_[pos_] == ')') fail("an unexpected ')'");
    const std::size_t start = pos_;
    if (text_[pos_] == '|' || text_[pos_] == '"') {
      const char close = text_[pos_];
      pos_ = text_.find(close, pos_ + 1);
      if (pos_ == std::string::npos) fail("an unclosed quoted symbol");
      ++pos_;
    } else {
      while (pos_ < text_.size() && !std::isspace(static_cast<unsigned char>(text_[pos_])) &&
             text_[pos_] != '(' && text_[pos_] != ')') {
        ++pos_;
      }
    }
    return Sexp{text_.substr(start, pos_ - start), {}};
  }

 private:
  void skip_space() {
    while (pos_ < text_.size()) {
      if (std::isspace(static_cast<unsigned char>(text_[pos_]))) {
        ++pos_;
      } else if (text_[pos_] == ';') {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
      } else {
        break;
      }
    }
  }
  [[noreturn]] void fail(const std::string& what) const {
    throw InputError("the solver's model cannot be read: " + what + " at character " +
                     std::to_string(pos_));
  }

  const std::string& text_;
  std::size_t pos_ = 0;
};

// "12", "12.0", "0.25": an SMT-LIB numeral or decimal.
Time numeral_value(const std::string& atom) {
  Time value = 0;
  Time scale = 1;
  bool fraction = false;
  bool digits = false;
  for (char ch : atom) {
    if (ch == '.' && !fraction) {
      fraction = true;
    } else if (std::isdigit(static_cast<unsigned char>(ch))) {
      digits = true;
      if (fraction) {
        scale /= 10;
        value += scale * (ch - '0');
      } else {
        value = value * 10 + (ch - '0');
      }
    } else {
      throw InputError("the solver's model holds a value that is not a number: '" + atom + "'");
    }
  }
  if (!digits) throw InputError("the solver's model holds an empty number: '" + atom + "'");
  return value;
}

Time term_value(const Sexp& term) {
  if (term.is_atom()) {
    if (term.atom == "true") return 1;
    if (term.atom == "false") return 0;
    return numeral_value(term.atom);
  }
  if (term.items.empty() || !term.items[0].is_atom()) {
    throw InputError("the solver's model holds a value this toolkit does not read");
  }
  const std::string& op = term.items[0].atom;
  if (op == "-" && term.items.size() == 2) return -term_value(term.items[1]);
  if (op == "-" && term.items.size() == 3) {
    return term_value(term.items[1]) - term_value(term.items[2]);
  }
  if (op == "/" && term.items.size() == 3) {
    const Time den = term_value(term.items[2]);
    if (den == 0) throw InputError("the solver's model divides by zero");
    return term_value(term.items[1]) / den;
  }
  throw InputError("the solver's model holds a value this toolkit does not read: (" + op + " ...)");
}

}  // namespace

SmtValues parse_smt_model(const std::string& text) {
  SmtValues values;
  SexpReader reader(text);
  while (!reader.at_end()) {
    const Sexp top = reader.read();
    // z3 wraps the definitions in one list (older versions start it with
    // "model"); cvc5 too. A lone atom ("sat") is skipped.
    std::vector<const Sexp*> definitions;
    if (!top.is_atom()) {
      if (!top.items.empty() && top.items[0].is_atom() && top.items[0].atom == "define-fun") {
        definitions.push_back(&top);
      } else {
        for (const auto& item : top.items) {
          if (!item.is_atom()) definitions.push_back(&item);
        }
      }
    }
    for (const Sexp* d : definitions) {
      if (d->items.size() != 5 || !d->items[0].is_atom() || d->items[0].atom != "define-fun" ||
          !d->items[1].is_atom()) {
        continue;
      }
      if (!d->items[2].items.empty()) continue;  // a function with arguments
      values[d->items[1].atom] = term_value(d->items[4]);
    }
  }
  return values;
}

Time smt_value(const SmtValues& values, const std::string& name) {
  const auto it = values.find(name);
  return it == values.end() ? Time(0) : it->second;
}

bool smt_true(const SmtValues& values, const std::string& name) {
  return smt_value(values, name) != 0;
}

}  // namespace redcheck
