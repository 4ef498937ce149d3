#pragma once
// Plain-text tables with word-wrapped cells, for terminal output.

#include <string>
#include <vector>

namespace redcheck {

/// One line per wrapped row, columns of the given widths separated by two
/// spaces, a header row and a rule under it.
std::string render_table(const std::vector<std::string>& header, const std::vector<int>& widths,
                         const std::vector<std::vector<std::string>>& rows);

/// `text` cut into lines of at most `width` characters at spaces (longer
/// words are split).
std::vector<std::string> wrap(const std::string& text, int width);

}  // namespace redcheck
