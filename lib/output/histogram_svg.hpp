#pragma once
// A small bar chart of counts over a variable's range, as inline SVG: what
// a fuzzing report draws for each variable, so that a reader sees at a
// glance which part of the range the draws reached (an empty bar at the top
// of a range is a top never drawn).

#include <cstdint>
#include <string>
#include <vector>

namespace redcheck {

/// Bars for `counts` (left to right over the range), labelled `first` and
/// `last` at the ends; `title` names it for screen readers.
std::string histogram_svg(const std::vector<std::uint64_t>& counts, const std::string& first,
                          const std::string& last, const std::string& title);

}  // namespace redcheck
