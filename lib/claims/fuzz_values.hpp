#pragma once
// Generators of the values every model's domains draw when fuzzing, with
// RapidCheck's shrinking: exact costs and sizes.

#include "time/exact_time.hpp"

#include <rapidcheck/Gen.h>

#include <string>

namespace redcheck {

/// A nonnegative exact cost: 0 (one in ten), an integer 1..10 (three in ten),
/// or p/q with p in 1..10^6 and q in 1..1000. Shrinks towards 0 and small
/// integers.
rc::Gen<Time> fuzz_cost();

/// A positive exact cost: as fuzz_cost() without 0.
rc::Gen<Time> fuzz_positive_cost();

/// fuzz_cost() in words, for "covered" texts.
extern const std::string fuzz_cost_words;

/// An integer in first..last (inclusive), shrinking towards first.
rc::Gen<int> fuzz_int(int first, int last);

}  // namespace redcheck
