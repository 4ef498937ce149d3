#include "errors.hpp"

namespace redcheck {

CrossCheckFailure::CrossCheckFailure(std::string quantity, std::string input, Answer first,
                                     Answer second)
    : std::logic_error("independent computations of " + quantity + " disagree on " + input + ": " +
                       first.method + " gives " + first.value + ", " + second.method + " gives " +
                       second.value),
      quantity_(std::move(quantity)),
      input_(std::move(input)),
      first_(std::move(first)),
      second_(std::move(second)) {}

void checked_valid(const std::string& builder, const std::string& input,
                   const std::string& violation) {
  if (!violation.empty()) {
    throw CrossCheckFailure("the validity of " + builder + "'s schedule", input,
                            {builder, "a valid schedule"}, {"the validator", violation});
  }
}

}  // namespace redcheck
