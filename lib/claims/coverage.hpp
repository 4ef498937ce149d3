#pragma once
// What fuzzing drew of a claim's domain, so that a user sees what was
// covered: per variable, the lowest and highest value drawn, how many
// distinct values, and a histogram of the draws over the variable's range;
// and how many distinct points of the domain were visited. Collected by the
// searches of a claim under a FuzzScope (claims/fuzz.hpp) from the domain's
// coordinates (Domain::coordinates); a domain without them reports none.

#include "time/exact_time.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace redcheck {

/// A variable of a domain, with the range it declares (when finite).
struct DomainVariable {
  std::string name;
  std::optional<Time> first, last;
};

struct VariableCoverage {
  std::string name;
  Time lowest, highest;             ///< of the values drawn
  std::optional<Time> first, last;  ///< the range declared
  std::uint64_t distinct = 0;       ///< distinct values drawn (counted up to a cap)
  /// Draws per bin, the bins splitting [first, last] (else [lowest,
  /// highest]) evenly; one bin per value for a narrow integer range.
  std::vector<std::uint64_t> histogram;
};

struct Coverage {
  std::uint64_t draws = 0;
  std::uint64_t distinct_points = 0;           ///< counted up to max_tracked
  std::optional<std::uint64_t> domain_points;  ///< when the domain is finite and known
  std::vector<VariableCoverage> variables;

  /// Distinct values and points are counted exactly up to this many.
  static constexpr std::size_t max_tracked = 100000;
  /// Bins of a histogram, at most.
  static constexpr std::size_t bins = 20;
};

/// Collects the coordinates of the points drawn, over a claim's searches.
class CoverageTally {
 public:
  /// A point of a domain with these variables (the same for every search
  /// of a claim; a search over other variables adds its own).
  void add(const std::vector<DomainVariable>& variables, const std::vector<Time>& values);
  /// A finite domain's size, when its search knows it.
  void domain_points(std::uint64_t points) { domain_points_ = points; }
  bool empty() const { return draws_ == 0; }
  Coverage result() const;

 private:
  struct Tally {
    DomainVariable variable;
    std::map<Time, std::uint64_t> counts;
    bool capped = false;
    Time lowest, highest;
  };
  std::vector<Tally> tallies_;
  std::set<std::vector<Time>> points_;
  std::uint64_t draws_ = 0;
  std::optional<std::uint64_t> domain_points_;
};

/// {"draws", "distinct_points", "domain_points"?, "variables": [{"name",
/// "lowest", "highest", "first"?, "last"?, "distinct", "histogram"}]}:
/// exact numbers as strings.
nlohmann::json coverage_json(const Coverage& coverage);
Coverage coverage_from_json(const nlohmann::json& json);
/// "n: 1..10 drawn (10 distinct values of 1..10); d: ...; 37 distinct points of 40".
std::string coverage_text(const Coverage& coverage);

}  // namespace redcheck
