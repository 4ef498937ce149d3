#pragma once
// Whose fault an error is, and how the programs end on it.
//
// - InputError: the user's input is not accepted. The message names the
//   offending value and says what would be accepted. Exit status 2.
//   TooBig, one kind of it: the input is too large for the work asked.
// - InternalError: a precondition of the library is broken, or a loop that
//   provably ends did not: a bug in the toolkit. Exit status 1, printed as
//   "internal error".
// - CrossCheckFailure: two independent computations of one quantity
//   disagree (a builder's own length and the validator, a fast path and the
//   exact path, an optimum and Algorithm 1). It carries both answers and the
//   input, as CGAL's Kernel_checker prints both kernels' results. Exit
//   status 1.
//
// Every cross-check in the toolkit goes through checked() (or
// checked_valid() for a schedule a builder claims is valid), so a
// disagreement always fails the same way.

#include "time/exact_time.hpp"

#include <stdexcept>
#include <string>
#include <type_traits>

namespace redcheck {

/// An input the toolkit does not accept (exit 2).
class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

/// Input the toolkit accepts in kind but not in size: work beyond what a
/// search, an encoding or memory takes (exit 2, as bad input; the programs
/// say "too big", and their --json says "kind": "too big"). Its message
/// names the size, the limit and what can be answered instead. Said before
/// the work where an estimate tells, else within a stated budget.
class TooBig : public InputError {
 public:
  explicit TooBig(const std::string& message) : InputError(message) {}
};

/// A builder of one's own (added to a model: ModelRegistry::add_builder, or
/// @redcheck.builder in Python) failed: it raised, returned no schedule, or
/// a schedule of another instance. A finding about that builder, named in
/// the message: neither bad input nor a bug of the toolkit (exit 1).
class BuilderFailure : public std::runtime_error {
 public:
  explicit BuilderFailure(const std::string& message) : std::runtime_error(message) {}
};

/// A bug in the toolkit: a broken precondition or invariant (exit 1).
class InternalError : public std::logic_error {
 public:
  explicit InternalError(const std::string& message) : std::logic_error(message) {}
};

/// Two independent computations of `quantity` on `input` disagree (exit 1).
class CrossCheckFailure : public std::logic_error {
 public:
  struct Answer {
    std::string method;  ///< how it was computed, e.g. "the validator"
    std::string value;   ///< what it gave, exact
  };

  CrossCheckFailure(std::string quantity, std::string input, Answer first, Answer second);

  const std::string& quantity() const { return quantity_; }
  const std::string& input() const { return input_; }
  const Answer& first() const { return first_; }
  const Answer& second() const { return second_; }

 private:
  std::string quantity_, input_;
  Answer first_, second_;
};

/// Text of a value for a cross-check message: exact rationals through
/// to_string, integers in decimal, strings as they are.
template <class T>
std::string cross_check_text(const T& value) {
  if constexpr (std::is_same_v<T, std::string>) {
    return value;
  } else if constexpr (std::is_same_v<T, bool>) {
    return value ? "true" : "false";
  } else if constexpr (std::is_integral_v<T>) {
    return std::to_string(value);
  } else {
    static_assert(std::is_same_v<T, Time>, "a cross-checked value is a Time, an integer or text");
    return to_string(value);
  }
}

/// The cross-check of the toolkit: `first` (computed by `first_method`) and
/// `second` must be equal. Returns `first`.
/// Throws CrossCheckFailure naming `quantity`, `input` and both answers.
template <class T>
const T& checked(const std::string& quantity, const std::string& input,
                 const std::string& first_method, const T& first, const std::string& second_method,
                 const T& second) {
  if (!(first == second)) {
    throw CrossCheckFailure(quantity, input, {first_method, cross_check_text(first)},
                            {second_method, cross_check_text(second)});
  }
  return first;
}

/// A builder's schedule must pass the validator: `violation` is what the
/// validator found (empty: valid). Throws CrossCheckFailure naming the
/// builder, the input and the broken rule.
void checked_valid(const std::string& builder, const std::string& input,
                   const std::string& violation);

/// The same, with the input described by `describe_input()` only when the
/// schedule is invalid (describing it costs more than validating a small
/// schedule, and claims validate millions).
template <class DescribeInput>
requires std::is_invocable_r_v<std::string, DescribeInput>
void checked_valid(const std::string& builder, DescribeInput&& describe_input,
                   const std::string& violation) {
  if (!violation.empty()) checked_valid(builder, describe_input(), violation);
}

}  // namespace redcheck
