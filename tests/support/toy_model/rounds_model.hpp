#pragma once
// A test-only model, "rounds", registered exactly as the toolkit's models are:
// it shows that a model is one folder and one registration line, and the
// conformance tests run on it like on every other.
//
// The rules (each checked by the validator, rounds_model.cpp):
// - n >= 1 machines each hold one value; machine 0, the sink, ends with all.
// - Time runs in rounds of length r (an exact rational > 0): every transfer
//   lasts one round and starts on a round boundary (a multiple of r).
// - One-port: a machine takes part in at most one transfer at a time.
// - The receiver combines a value the moment it arrives (a reduction of
//   length 0 at the transfer's end).
// - Every machine but the sink sends its partial result once, after all it
//   received has arrived; the sink never sends. The makespan is the end of
//   the last transfer.

#include "models/model.hpp"

#include <memory>

namespace redcheck::testing {

struct RoundsInstance {
  int n = 1;
  Time round = 1;
};

/// The model. With `broken_claim`, it also registers a claim whose check
/// breaks a library precondition (tests of the verifier's internal errors).
std::shared_ptr<const Model> make_rounds_model(bool broken_claim = false);

}  // namespace redcheck::testing
