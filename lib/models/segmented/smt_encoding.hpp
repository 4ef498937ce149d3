#pragma once
// The segmented model's rules in SMT-LIB (certify/smt_encoding.hpp) for
// reduction trees (no forwarding): uni- or bidirectional ports, in order or
// not. Each block is named as validator.cpp names the rule it states.

#include "certify/smt_encoding.hpp"
#include "models/segmented/model.hpp"

namespace redcheck {

/// Throws InputError for --forwarding (the butterfly's rules are not
/// encoded).
SmtEncoding segmented_smt_encoding(const SegmentedInstance& instance, const SegmentedRules& rules);

}  // namespace redcheck
