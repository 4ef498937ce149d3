#pragma once
// The heterogeneous model's rules in SMT-LIB (certify/tree_encoding.hpp):
// the overlap model's rules with costs d_ij and c_j, commutative or not.

#include "certify/smt_encoding.hpp"
#include "models/heterogeneous/model.hpp"

namespace redcheck {

SmtEncoding heterogeneous_smt_encoding(const HeterogeneousInstance& instance);

}  // namespace redcheck
