#pragma once
// enumerator markov: the exact mean and variance of Tree-dyn's completion
// time under exponential costs (markov.hpp), with the paper's closed forms
// beside them when they apply.

#include "models/model.hpp"

namespace redcheck {

CommandSpec markov_command();

}  // namespace redcheck
