#pragma once
// The heterogeneous model of Benoit, Canon & Marchal 2013 (rules in
// model.hpp) as the programs see it: its instance, its four builders (with
// the fcfs variants of the static ones), its exact optimum, its claims,
// tables and commands.

#include "models/model.hpp"

#include <memory>

namespace redcheck {

std::shared_ptr<const Model> make_heterogeneous_model();

}  // namespace redcheck
