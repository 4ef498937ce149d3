#pragma once
// The overlap model's rules in SMT-LIB (certify/tree_encoding.hpp), with
// every variant of model.hpp: no overlap, non-commutative, the transfer and
// reducer limits.

#include "certify/smt_encoding.hpp"
#include "models/overlap/model.hpp"

namespace redcheck {

SmtEncoding overlap_smt_encoding(int n, const OverlapModel& model,
                                 const std::string& instance_text);

}  // namespace redcheck
