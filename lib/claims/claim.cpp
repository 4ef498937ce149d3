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

namespace redcheck {

const Reading& Claim::as_reading() const {
  if (reads) {
    if (const Reading* r = reads->reading(id)) return *r;
  }
  throw InternalError("the claim " + id + " is no reading of a statement");
}

}  // namespace redcheck
