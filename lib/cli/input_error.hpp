#pragma once
// Bad input from a user: the programs print the message and exit with status 2.

#include <stdexcept>
#include <string>

namespace redcheck {

/// An input the toolkit does not accept. The message names the offending value
/// and says what would be accepted.
class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace redcheck
