#pragma once
// The butterfly (reduce-scatter / gather, Rabenseifner 2004), bidirectional
// ports, the message cut in q = p' blocks (the segments, any sizes), p' the
// largest power of two <= p.
//
// When p = p': in step d = p/2, p/4, ..., 1, processor x and x XOR d swap
// halves of the blocks they still hold, each keeping the half that contains
// block x, and combine what they receive. Gather: in step d = 1, 2, ...,
// p/2, processor x with x mod 2d = d sends blocks [x, x + d), fully reduced,
// to x - d, which only stores them.
//
// When p is not a power of two (r = p - p' extra processors), a first step
// leaves p' processors, as Rabenseifner (2004, cited by Lowery & Langou as
// [4], [5]) reduces them, in one of two readings (`Elimination`):
//  - whole: in each pair (2i, 2i + 1), i < r, 2i + 1 sends its whole message
//    to 2i, which combines it (one step of alpha + beta m + gamma m);
//  - halves: 2i and 2i + 1 swap halves (2i keeps the lower blocks), each
//    combines its half, then 2i + 1 sends its reduced upper half to 2i,
//    which stores it (two steps, alpha + beta m/2 + gamma m/2, then alpha +
//    beta m/2): the latency of one more doubling, which the Table III
//    formula 2 ceil(log2 p) alpha charges.
// Then 2i (i < r) and the processors from 2r on, renumbered 0..p'-1 in
// order, do the power-of-two butterfly; the root 0 stays 0.
//
// Each pair starts as soon as both are free; when two swapped halves differ
// in size the shorter transfer starts later so that both end together (a
// processor may not combine while its own send is still running).

#include "models/segmented/model.hpp"
#include "schedule/schedule.hpp"

#include <optional>
#include <string>

namespace redcheck {

enum class Elimination { halves, whole };

/// "halves", "whole".
std::string to_string(Elimination elimination);
/// The reading of that name, if any.
std::optional<Elimination> elimination_named(const std::string& name);

/// The largest power of two <= p (p >= 1): the butterfly's number of blocks.
int butterfly_block_count(int p);

/// Throws InputError unless q = butterfly_block_count(p).
Schedule butterfly_schedule(const SegmentedInstance& instance,
                            Elimination elimination = Elimination::halves);

}  // namespace redcheck
