#pragma once
// enumerator exhaustive-work: how much work the exhaustive optimum on n
// machines is (ordered trees, memory per rank, receive steps per rank), from
// closed counts, and about how long it takes on R ranks of T threads, before
// anyone starts it on a cluster.

#include "models/model.hpp"

namespace redcheck {

CommandSpec exhaustive_work_command();

}  // namespace redcheck
