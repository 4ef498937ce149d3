#include "claims/claim.hpp"

namespace redcheck {

std::string to_string(Outcome outcome) {
  switch (outcome) {
    case Outcome::holds:
      return "holds";
    case Outcome::refuted:
      return "refuted";
    default:
      return "undecided";
  }
}

}  // namespace redcheck
