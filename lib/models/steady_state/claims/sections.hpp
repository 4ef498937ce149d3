#pragma once
// The steady-state claims, one function each (claims.cpp lists them).

#include "claims/claim.hpp"
#include "models/steady_state/claims/claims.hpp"

#include <algorithm>
#include <string>

namespace redcheck {

Claim proposition4();                      // trees.cpp
Claim one_tree_not_enough();               // trees.cpp
Claim lemma1();                            // finite_horizon.cpp
Claim asymptotic_optimality();             // finite_horizon.cpp
Claim asymptotic_optimality_of_reduces();  // finite_horizon.cpp
Claim figure1_reconstruction();            // figure1.cpp

/// `text` with its line breaks as spaces (a report's one-line summary).
inline std::string one_line(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  return text;
}

}  // namespace redcheck
