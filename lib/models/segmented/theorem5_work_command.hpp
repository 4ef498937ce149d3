#pragma once
// enumerator theorem5-work: how much work the exhaustive check of Lowery &
// Langou's Theorem 5 (claim lowery2013.thm5) is for a largest p and q, from
// closed counts: instances of its domain, and the search states they may
// expand at most, before anyone starts it on a cluster.

#include "models/model.hpp"

namespace redcheck {

CommandSpec theorem5_work_command();

}  // namespace redcheck
