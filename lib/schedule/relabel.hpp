#pragma once
// Section 4.1 of Canon & Antoniu: machines are interchangeable, so any schedule
// can be renumbered; numbering them in preorder of the reduction tree (a
// machine before its senders, senders in arrival order) makes every
// reduction join adjacent ranges of elements, as a non-commutative operation
// requires.

#include "schedule/schedule.hpp"

namespace redcheck {

/// The same schedule with machine m renamed to its preorder rank in the
/// implied tree. Throws InputError when the transfers are not a tree.
Schedule relabel_in_preorder(const Schedule& schedule);

}  // namespace redcheck
