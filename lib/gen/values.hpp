#pragma once
// RapidCheck generators of the values every model's instances are made of,
// with RapidCheck's shrinking: exact costs and sizes. verifier fuzz draws
// from them, and so can a user's own properties (installed as
// <redcheck/gen/values.hpp>).

#include "time/exact_time.hpp"

#include <rapidcheck/Gen.h>

#include <string>

namespace redcheck::gen {

/// A nonnegative exact cost: 0 (one in ten), an integer 1..10 (three in ten),
/// or p/q with p in 1..10^6 and q in 1..1000. Shrinks towards 0 and small
/// integers.
rc::Gen<Time> cost();

/// A positive exact cost: as cost() without 0.
rc::Gen<Time> positive_cost();

/// cost() in words, for "covered" texts.
extern const std::string cost_words;

/// An integer in first..last (inclusive), shrinking towards first.
rc::Gen<int> int_in(int first, int last);

}  // namespace redcheck::gen
