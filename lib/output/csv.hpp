#pragma once
// CSV rows: fields joined by commas, quoted when they hold a comma or a quote.

#include <string>
#include <vector>

namespace redcheck {

inline std::string csv_row(const std::vector<std::string>& fields) {
  std::string line;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i) line += ',';
    const std::string& f = fields[i];
    if (f.find_first_of(",\"\n") == std::string::npos) {
      line += f;
    } else {
      line += '"';
      for (char ch : f) line += ch == '"' ? std::string("\"\"") : std::string(1, ch);
      line += '"';
    }
  }
  return line + "\n";
}

}  // namespace redcheck
