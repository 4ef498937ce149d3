#pragma once
// enumerator steady-state: the optimal throughput of a series of scatters,
// gossips or reduces, its exact certificate, and its periodic schedule.

#include "models/model.hpp"

namespace redcheck {

CommandSpec steady_state_command();

}  // namespace redcheck
