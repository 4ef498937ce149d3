#pragma once
// The butterfly (reduce-scatter / gather, Rabenseifner 2004) for p a power of
// two, bidirectional ports, with the message cut in q = p blocks (the
// segments, any sizes). Reduce-scatter: in step d = p/2, p/4, ..., 1,
// processor x and x XOR d swap halves of the blocks they still hold, each
// keeping the half that contains block x, and combine what they receive.
// Gather: in step d = 1, 2, ..., p/2, processor x with x mod 2d = d sends
// blocks [x, x + d), fully reduced, to x - d, which only stores them.
// Each pair starts as soon as both are free; when the two halves differ in
// size the shorter transfer starts later so that both end together (a
// processor may not combine while its own send is still running).

#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

namespace redcheck {

/// Throws InputError unless p is a power of two and q = p.
Schedule butterfly_schedule(const SegmentedInstance& instance);

}  // namespace redcheck
