#pragma once
// A builder of our own for the overlap model: machine k sends to k - 1,
// last machine first, each reducing what it receives (the chain, written
// here rather than taken from the toolkit). Added to the model in
// my_verifier, it is then used by name wherever the toolkit's builders
// are: my_verifier fuzz --model overlap --algorithm my-chain, and
// algorithm(my_chain, n, d, c) in a claims file (my-chain.json).

#include <redcheck/models/model.hpp>

namespace my_conjecture {

/// The builder's spec: name "my-chain", its function, and the instances it
/// takes (overlapping transfers, no limit on reducers or transfers).
redcheck::BuilderSpec my_chain_builder(const redcheck::Model& overlap);

}  // namespace my_conjecture
