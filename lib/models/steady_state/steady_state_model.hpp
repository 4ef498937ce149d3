#pragma once
// The steady-state model of Legrand, Marchal & Robert 2004 as the programs
// see it. Its rules (Section 2): a directed platform with an exact cost per
// unit message on each edge and a time per task on each node; one port per
// direction (a node sends to one node and receives from one node at a time);
// full overlap of computation and communication; one task at a time per
// node. It has no makespan: its measure is the period of a periodic
// schedule, its optimum the throughput of an exact linear program
// (linear_programs.hpp), and its builders the periodic schedules of
// periodic_schedule.hpp. Its command: enumerator steady-state.

#include "models/model.hpp"

#include <memory>

namespace redcheck {

std::shared_ptr<const Model> make_steady_state_model();

}  // namespace redcheck
