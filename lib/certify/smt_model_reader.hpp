#pragma once
// Reading a solver's model (z3 -model, cvc5 --dump-models): (define-fun NAME
// () SORT VALUE) for each variable. The text is a solver's, not the user's:
// what cannot be read makes the certificate "not certified" (exit 1), never
// bad input. The reader cannot be driven to crash or crawl: it keeps its own
// stack (no recursion on the text's nesting), refuses nesting deeper than
// max_model_depth and texts longer than max_model_bytes, and reads numerals
// in time linear in their digits (GMP), at most max_numeral_digits each.

#include "certify/smt_encoding.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>

namespace redcheck {

/// Nesting a model needs: (model (define-fun x () Real (/ (- 1) 2))) is 4 deep.
inline constexpr std::size_t max_model_depth = 64;
inline constexpr std::size_t max_model_bytes = std::size_t{64} << 20;
inline constexpr std::size_t max_numeral_digits = 100'000;

/// A solver's model that cannot be read, with what and where.
class UnreadableModel : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The values of the model in `text`. Throws UnreadableModel.
SmtValues parse_smt_model(const std::string& text);

}  // namespace redcheck
