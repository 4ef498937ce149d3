#pragma once
// Conjectures written as text, for claims files (claims/claims_file.hpp):
//
//   comparison := sum ('<=' | '<' | '==' | '!=' | '>=' | '>') sum
//   sum        := product (('+' | '-') product)*
//   product    := unary (('*' | '/') unary)*
//   unary      := '-' unary | primary
//   primary    := number | name | name '(' argument (',' argument)* ')' | '(' sum ')'
//   argument   := sum | 'quoted name'
//   number     := digits ['.' digits]          (exact: 0.25 is 1/4)
//
// A parse is a recursive descent over that grammar; an error names the
// offset of the offending character. Evaluation is exact: every value is a
// rational; ceil(log2(x)) and floor(log2(x)) are exact integers, and a bare
// log2(x) is accepted only where x is a power of two (else the evaluation
// says it is irrational). Names are the domain's variables; functions are
// ceil, floor, log2, min, max, abs and the quantities a model provides
// (claims/file_quantities.hpp).

#include "errors.hpp"
#include "time/exact_time.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace redcheck {

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

struct ExpressionNode {
  enum class Kind { number, variable, name, call, binary, negate };
  Kind kind = Kind::number;
  Time value;        ///< number
  std::string text;  ///< variable, name, function, or operator
  std::vector<ExpressionNode> operands;
  std::size_t offset = 0;
};

/// One argument of a quantity: a value, or a name ('greedy').
struct Argument {
  Time value;
  std::string name;  ///< set when the argument is a name
};

/// A function a model provides: its arity, which arguments are names, and
/// how it is computed (throws InputError when the arguments are out of
/// range, UndefinedValue when it has no value there).
struct Quantity {
  std::string name;
  std::string signature;             ///< "optimum(n, d, c)", for messages
  std::vector<bool> name_arguments;  ///< one per argument
  std::function<Time(const std::vector<Argument>&)> compute;
};

using Quantities = std::map<std::string, Quantity>;

struct Comparison {
  ExpressionNode left, right;
  std::string op;  ///< "<=", "<", "==", "!=", ">=", ">"
  std::string text;
};

/// Parses `text` over `variables`, whose functions are the built-ins and
/// `quantities`. Throws ExpressionError at the offending offset: a
/// malformed expression, an unknown name or function, a wrong arity.
Comparison parse_comparison(const std::string& text, const std::vector<std::string>& variables,
                            const Quantities& quantities);

/// The exact values of both sides at `point` (one value per variable).
struct Evaluated {
  Time left, right;
  bool holds = false;
};
Evaluated evaluate(const Comparison& comparison, const std::vector<std::string>& variables,
                   const std::vector<Time>& point, const Quantities& quantities);

/// floor(log2(x)) for x > 0, exactly.
BigInt floor_log2(const Time& x);

}  // namespace redcheck
