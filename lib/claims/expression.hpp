#pragma once
// Conjectures written as text, for claims files (claims/claims_file.hpp):
//
//   comparison := sum ('<=' | '<' | '==' | '!=' | '>=' | '>') sum
//   sum        := product (('+' | '-') product)*
//   product    := unary (('*' | '/') unary)*
//   unary      := '-'* primary
//   primary    := number | name | name '(' argument (',' argument)* ')' | '(' sum ')'
//   argument   := sum | 'quoted name'
//   number     := digits ['.' digits]          (exact: 0.25 is 1/4)
//
// A parse is a recursive descent over that grammar; an error names the
// offset of the offending character. Sums and products are n-ary nodes and
// a run of minus signs is folded, so parsing and evaluation take time
// linear in the text; nesting (parentheses and calls) deeper than
// max_expression_depth is refused rather than exhausting the stack.
// Everything that can be known before a point is drawn is checked at the
// parse: names and arities, constant subexpressions (1/0 is refused there),
// and each quantity's arguments against the domain's variables (n = -5..5
// where optimum takes n >= 1 is refused at the parse, not found undefined
// at each point).
//
// Evaluation is exact: every value is a rational; ceil(log2(x)) and
// floor(log2(x)) are exact integers, and a bare log2(x) is accepted only
// where x is a power of two (else the evaluation says it is irrational).
// Functions are ceil, floor, log2, min, max, abs and the quantities a model
// registers (Model::quantities, models/file_quantities.hpp).

#include "errors.hpp"
#include "time/exact_time.hpp"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace redcheck {

/// Deepest nesting of parentheses, calls and arguments an expression may have.
inline constexpr int max_expression_depth = 200;

/// A malformed or unknown part of an expression, at `offset` (0-based)
/// into its text.
class ExpressionError : public InputError {
 public:
  ExpressionError(std::size_t offset, const std::string& what) : InputError(what), offset(offset) {}
  std::size_t offset;
};

/// A value an expression cannot take at some point (log2 of 3): the claim
/// is undecided there, not refuted.
class UndefinedValue : public InputError {
 public:
  using InputError::InputError;
};

/// What one argument of a quantity accepts.
struct ArgumentSpec {
  enum class Kind { name, integer, cost, positive_cost, exact };
  Kind kind = Kind::exact;
  std::string what;                ///< "n", "d", "algorithm": for signatures and messages
  std::vector<std::string> names;  ///< name: the names accepted
  long long low = 0, high = 0;     ///< integer: the range accepted

  static ArgumentSpec name_of(std::string what, std::vector<std::string> names);
  static ArgumentSpec integer_in(std::string what, long long low, long long high);
  /// An exact cost, >= 0.
  static ArgumentSpec cost(std::string what);
  /// An exact cost > 0 (a rate).
  static ArgumentSpec positive_cost(std::string what);
  static ArgumentSpec any_exact(std::string what);

  /// "an integer in 1..20000", "an exact cost >= 0", "one of greedy, star".
  /// Checked at load against a domain variable's values (list items as
  /// well as a range's ends), so that no point is found undefined for it.
  std::string accepted() const;
  /// Throws InputError when `value` is not accepted ("n = -5 is not ...").
  void check(const Time& value) const;
};

/// One argument of a quantity: a value, or a name ('greedy').
struct Argument {
  Time value;
  std::string name;  ///< set when the argument is a name

  /// The value of an argument already checked against an integer spec.
  long long integer() const { return static_cast<long long>(numerator(value)); }
};

/// A function a model provides: its arguments and how it is computed. Its
/// arguments are checked against their specs before `compute` is called,
/// which may throw InputError for what depends on several arguments
/// (s <= m), or UndefinedValue when it has no value there.
struct Quantity {
  std::string name;
  std::vector<ArgumentSpec> arguments;
  std::function<Time(const std::vector<Argument>&)> compute;

  /// "optimum(n, d, c)", for messages.
  std::string signature() const;
};

using Quantities = std::map<std::string, Quantity>;

/// What a domain variable ranges over, so that a quantity's arguments can
/// be checked at the parse: every value lies in [least, greatest] (no upper
/// end when unbounded); `integers` when each is an integer.
struct VariableRange {
  std::string name;
  Time least;
  std::optional<Time> greatest;
  bool integers = true;
  std::string words;         ///< "n = -5..5", "d = any": for messages
  bool above_least = false;  ///< every value is > least ("any positive")
};

struct ExpressionNode {
  enum class Kind { number, variable, name, call, sum, product, negate };
  Kind kind = Kind::number;
  Time value;           ///< number
  std::size_t index{};  ///< variable: its position in the point
  std::string text;     ///< variable, name or function
  /// sum: '+' or '-' before each operand after the first; product: '*' or '/'.
  std::string operators;
  std::vector<ExpressionNode> operands;
  std::size_t offset = 0;
};

struct Comparison {
  ExpressionNode left, right;
  std::string op;  ///< "<=", "<", "==", "!=", ">=", ">"
  std::string text;
};

/// Parses `text` over `variables`, whose functions are the built-ins and
/// `quantities`. Throws ExpressionError at the offending offset: a
/// malformed or too deeply nested expression, an unknown name or function,
/// a wrong arity, a constant without a value (1/0), an argument outside
/// what its quantity accepts over the variable's range.
Comparison parse_comparison(const std::string& text, const std::vector<VariableRange>& variables,
                            const Quantities& quantities);

/// The exact values of both sides at `point` (one value per variable).
struct Evaluated {
  Time left, right;
  bool holds = false;
  /// With `show_quantities`: each quantity's call as evaluated, in order
  /// ("optimum(6, 11, 1, 1, 0)") and its value.
  std::vector<std::pair<std::string, Time>> quantities;
};
Evaluated evaluate(const Comparison& comparison, const std::vector<Time>& point,
                   const Quantities& quantities, bool show_quantities = false);

/// floor(log2(x)) for x > 0, exactly.
BigInt floor_log2(const Time& x);

}  // namespace redcheck
