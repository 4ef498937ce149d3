#include "certify/smt_model_reader.hpp"

#include <cctype>
#include <memory>
#include <vector>

namespace redcheck {

namespace {

struct Sexp {
  std::string atom;  ///< set for an atom
  std::vector<Sexp> items;
  bool is_atom() const { return !atom.empty(); }
};

[[noreturn]] void unreadable(const std::string& what) {
  throw UnreadableModel("the solver's model cannot be read: " + what);
}

// Every top-level expression of `text`, read with a stack of open lists
// (depth at most max_model_depth), in one pass.
std::vector<Sexp> read_all(const std::string& text) {
  if (text.size() > max_model_bytes) {
    unreadable("it is " + std::to_string(text.size()) + " bytes long, more than the " +
               std::to_string(max_model_bytes) + " accepted");
  }
  std::vector<Sexp> top;
  std::vector<Sexp> open;  // the lists being read, innermost last
  const auto add = [&](Sexp e) {
    (open.empty() ? top : open.back().items).push_back(std::move(e));
  };
  std::size_t pos = 0;
  while (pos < text.size()) {
    const char ch = text[pos];
    if (std::isspace(static_cast<unsigned char>(ch))) {
      ++pos;
    } else if (ch == ';') {
      while (pos < text.size() && text[pos] != '\n') ++pos;
    } else if (ch == '(') {
      if (open.size() >= max_model_depth) {
        unreadable("it nests deeper than " + std::to_string(max_model_depth) +
                   " lists at character " + std::to_string(pos));
      }
      open.emplace_back();
      ++pos;
    } else if (ch == ')') {
      if (open.empty()) unreadable("an unexpected ')' at character " + std::to_string(pos));
      Sexp done = std::move(open.back());
      open.pop_back();
      add(std::move(done));
      ++pos;
    } else {
      const std::size_t start = pos;
      if (ch == '|' || ch == '"') {
        pos = text.find(ch, pos + 1);
        if (pos == std::string::npos) {
          unreadable("an unclosed quoted symbol at character " + std::to_string(start));
        }
        ++pos;
      } else {
        while (pos < text.size() && !std::isspace(static_cast<unsigned char>(text[pos])) &&
               text[pos] != '(' && text[pos] != ')' && text[pos] != ';') {
          ++pos;
        }
      }
      add(Sexp{text.substr(start, pos - start), {}});
    }
  }
  if (!open.empty()) unreadable("an unclosed parenthesis at the end");
  return top;
}

// "12", "12.0", "0.25": an SMT-LIB numeral or decimal, read in linear time.
Time numeral_value(const std::string& atom) {
  if (atom.size() > max_numeral_digits) {
    unreadable("a number of " + std::to_string(atom.size()) + " characters, more than the " +
               std::to_string(max_numeral_digits) + " accepted");
  }
  std::string digits;
  std::size_t fraction_digits = 0;
  bool fraction = false;
  for (char ch : atom) {
    if (ch == '.' && !fraction) {
      fraction = true;
    } else if (std::isdigit(static_cast<unsigned char>(ch))) {
      digits += ch;
      if (fraction) ++fraction_digits;
    } else {
      unreadable("a value that is not a number: '" + atom.substr(0, 40) + "'");
    }
  }
  if (digits.empty()) unreadable("an empty number: '" + atom + "'");
  const BigInt numerator(digits);
  const BigInt denominator =
      boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(fraction_digits));
  return Time(numerator, denominator);
}

// A value: a numeral, true/false, (- x), (- x y), (/ x y); nested at most
// max_model_depth deep, as the reader made it.
Time term_value(const Sexp& term) {
  if (term.is_atom()) {
    if (term.atom == "true") return 1;
    if (term.atom == "false") return 0;
    return numeral_value(term.atom);
  }
  if (term.items.empty() || !term.items[0].is_atom()) {
    unreadable("a value this toolkit does not read");
  }
  const std::string& op = term.items[0].atom;
  if (op == "-" && term.items.size() == 2) return -term_value(term.items[1]);
  if (op == "-" && term.items.size() == 3) {
    return term_value(term.items[1]) - term_value(term.items[2]);
  }
  if (op == "/" && term.items.size() == 3) {
    const Time den = term_value(term.items[2]);
    if (den == 0) unreadable("a division by zero");
    return term_value(term.items[1]) / den;
  }
  unreadable("a value this toolkit does not read: (" + op.substr(0, 40) + " ...)");
}

}  // namespace

SmtValues parse_smt_model(const std::string& text) {
  SmtValues values;
  for (const Sexp& top : read_all(text)) {
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

}  // namespace redcheck
