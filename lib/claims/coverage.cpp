#include "claims/coverage.hpp"

#include "errors.hpp"

#include <algorithm>

namespace redcheck {

namespace {

// The bin of `value` among `bins` splitting [first, last] evenly.
std::size_t bin_of(const Time& value, const Time& first, const Time& last, std::size_t bins) {
  if (last <= first || value <= first) return 0;
  if (value >= last) return bins - 1;
  const Time scaled = (value - first) * Time(static_cast<long>(bins)) / (last - first);
  const BigInt whole = numerator(scaled) / denominator(scaled);  // floor: scaled >= 0
  return std::min(static_cast<std::size_t>(whole.convert_to<unsigned long>()), bins - 1);
}

}  // namespace

void CoverageTally::add(const std::vector<DomainVariable>& variables,
                        const std::vector<Time>& values) {
  if (variables.size() != values.size()) {
    throw InternalError("a point's coordinates do not match its domain's variables");
  }
  ++draws_;
  std::vector<Time> point;
  for (std::size_t k = 0; k < variables.size(); ++k) {
    auto tally = std::find_if(tallies_.begin(), tallies_.end(),
                              [&](const Tally& t) { return t.variable.name == variables[k].name; });
    if (tally == tallies_.end()) {
      tallies_.push_back(Tally{variables[k], {}, false, values[k], values[k]});
      tally = tallies_.end() - 1;
    }
    tally->lowest = std::min(tally->lowest, values[k]);
    tally->highest = std::max(tally->highest, values[k]);
    auto at = tally->counts.find(values[k]);
    if (at != tally->counts.end()) {
      ++at->second;
    } else if (tally->counts.size() < Coverage::max_tracked) {
      tally->counts.emplace(values[k], 1);
    } else {
      tally->capped = true;
    }
    point.push_back(values[k]);
  }
  if (points_.size() < Coverage::max_tracked) points_.insert(std::move(point));
}

Coverage CoverageTally::result() const {
  Coverage out;
  out.draws = draws_;
  out.distinct_points = points_.size();
  out.domain_points = domain_points_;
  for (const Tally& t : tallies_) {
    VariableCoverage v;
    v.name = t.variable.name;
    v.lowest = t.lowest;
    v.highest = t.highest;
    v.first = t.variable.first;
    v.last = t.variable.last;
    v.distinct = t.counts.size();
    const Time first = v.first ? *v.first : v.lowest;
    const Time last = v.last ? *v.last : v.highest;
    // A narrow integer range gets a bin per value.
    bool integers = denominator(first) == 1 && denominator(last) == 1;
    for (const auto& [value, count] : t.counts) integers = integers && denominator(value) == 1;
    const bool per_value = integers && last - first + 1 <= Time(static_cast<long>(Coverage::bins));
    const std::size_t bins =
        per_value ? static_cast<std::size_t>(numerator(last - first).convert_to<long>() + 1)
                  : Coverage::bins;
    v.histogram.assign(bins, 0);
    for (const auto& [value, count] : t.counts)
      v.histogram[bin_of(value, first, last, bins)] += count;
    out.variables.push_back(std::move(v));
  }
  return out;
}

nlohmann::json coverage_json(const Coverage& c) {
  nlohmann::json variables = nlohmann::json::array();
  for (const VariableCoverage& v : c.variables) {
    nlohmann::json j{{"name", v.name},
                     {"lowest", to_string(v.lowest)},
                     {"highest", to_string(v.highest)},
                     {"distinct", v.distinct},
                     {"histogram", v.histogram}};
    if (v.first) j["first"] = to_string(*v.first);
    if (v.last) j["last"] = to_string(*v.last);
    variables.push_back(std::move(j));
  }
  nlohmann::json out{
      {"draws", c.draws}, {"distinct_points", c.distinct_points}, {"variables", variables}};
  if (c.domain_points) out["domain_points"] = *c.domain_points;
  return out;
}

Coverage coverage_from_json(const nlohmann::json& j) {
  Coverage c;
  c.draws = j.at("draws");
  c.distinct_points = j.at("distinct_points");
  if (j.contains("domain_points")) c.domain_points = j["domain_points"].get<std::uint64_t>();
  for (const auto& v : j.at("variables")) {
    VariableCoverage out;
    out.name = v.at("name");
    out.lowest = parse_time(v.at("lowest").get<std::string>(), "a coverage value");
    out.highest = parse_time(v.at("highest").get<std::string>(), "a coverage value");
    if (v.contains("first")) out.first = parse_time(v["first"].get<std::string>(), "a range end");
    if (v.contains("last")) out.last = parse_time(v["last"].get<std::string>(), "a range end");
    out.distinct = v.at("distinct");
    out.histogram = v.at("histogram").get<std::vector<std::uint64_t>>();
    c.variables.push_back(std::move(out));
  }
  return c;
}

std::string coverage_text(const Coverage& c) {
  std::string out;
  for (const VariableCoverage& v : c.variables) {
    out += (out.empty() ? "" : "; ") + v.name + " drawn " + to_string(v.lowest) + ".." +
           to_string(v.highest) + " (" + std::to_string(v.distinct) + " distinct";
    if (v.first && v.last) out += ", range " + to_string(*v.first) + ".." + to_string(*v.last);
    out += ")";
  }
  out += (out.empty() ? "" : "; ") + std::to_string(c.distinct_points) + " distinct points";
  if (c.domain_points) out += " of " + std::to_string(*c.domain_points);
  return out;
}

}  // namespace redcheck
