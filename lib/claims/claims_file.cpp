#include "claims/claims_file.hpp"

#include "claims/domain.hpp"
#include "claims/expression.hpp"
#include "cli/input_file.hpp"
#include "cli/json_fields.hpp"
#include "gen/covering.hpp"
#include "gen/values.hpp"
#include "models/file_quantities.hpp"

#include <rapidcheck/gen/Create.h>
#include <rapidcheck/gen/Select.h>
#include <rapidcheck/gen/Transform.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <set>

namespace redcheck {

namespace {

using Point = std::vector<Time>;

// "path:line:column: " of a byte offset into the text.
std::string where(const std::string& text, const std::string& path, std::size_t offset) {
  std::size_t line = 1, column = 1;
  for (std::size_t k = 0; k < offset && k < text.size(); ++k) {
    if (text[k] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
}

// The offset of the value of the `occurrence`-th "key" in the text (the
// claims' keys appear in order), or the text's start when not found.
std::size_t value_offset(const std::string& text, const std::string& key, int occurrence) {
  std::size_t at = 0;
  for (int k = 0; k <= occurrence; ++k) {
    at = text.find("\"" + key + "\"", k ? at + 1 : 0);
    if (at == std::string::npos) return 0;
  }
  const std::size_t colon = text.find(':', at);
  std::size_t value = colon == std::string::npos ? at : colon + 1;
  while (value < text.size() && std::isspace(static_cast<unsigned char>(text[value]))) ++value;
  return value;
}

// One variable of a domain: its values in order, or a generator only.
struct Variable {
  std::string name;
  std::vector<Time> values;  ///< a list's values; empty for a range (`first`) and for "any"
  long double count = 0;     ///< how many values it takes (0 for "any")
  VariableRange range;       ///< for the quantities' arguments, checked at load
  rc::Gen<Time> gen = rc::gen::just(Time(0));
  std::string words;
  std::optional<long long> first;    ///< a range's first value
  std::vector<std::uint64_t> edges;  ///< the digits fuzzing visits first

  /// Whether it is "any": random costs, no values to enumerate.
  bool random() const { return count == 0; }
  /// How many values it takes, for a list or a range.
  std::uint64_t size() const { return static_cast<std::uint64_t>(count); }
  /// The value of digit `k` (k < count).
  Time value_at(std::uint64_t k) const {
    return first ? Time(*first + static_cast<long long>(k)) : values[k];
  }
};

Variable variable(const std::string& name, const nlohmann::ordered_json& spec,
                  const std::string& at) {
  Variable v;
  v.name = name;
  const auto refuse = [&](const std::string& why) {
    return InputError(at + "domain variable '" + name + "': " + why +
                      "; accepted: \"a..b\" (integers), a list of exact numbers, \"any\" or "
                      "\"any positive\"");
  };
  if (spec.is_array()) {
    if (spec.empty()) throw refuse("an empty list");
    for (const auto& x : spec) {
      if (!x.is_string() && !x.is_number_integer()) throw refuse("a list item is not a number");
      const std::string text = x.is_string() ? x.get<std::string>() : x.dump();
      try {
        v.values.push_back(parse_time(text, "a value of " + name));
      } catch (const InputError& e) {
        throw refuse(e.what());
      }
    }
    v.count = static_cast<long double>(v.values.size());
    v.gen = gen::covering_element(v.values);
    v.edges = end_digits(v.values.size());
    for (const Time& special : {Time(0), Time(1)}) {
      const auto at = std::find(v.values.begin(), v.values.end(), special);
      const auto digit = static_cast<std::uint64_t>(at - v.values.begin());
      if (at != v.values.end() &&
          std::find(v.edges.begin(), v.edges.end(), digit) == v.edges.end()) {
        v.edges.push_back(digit);
      }
    }
    v.words = name + " in {";
    for (std::size_t k = 0; k < v.values.size(); ++k) {
      v.words += (k ? ", " : "") + to_string(v.values[k]);
    }
    v.words += "}";
    v.range = {name, *std::min_element(v.values.begin(), v.values.end()),
               *std::max_element(v.values.begin(), v.values.end()),
               std::all_of(v.values.begin(), v.values.end(),
                           [](const Time& x) { return denominator(x) == 1; }),
               v.words};
    return v;
  }
  if (!spec.is_string()) throw refuse("not a range, a list or \"any\"");
  const std::string text = spec.get<std::string>();
  if (text == "any" || text == "any positive") {
    v.gen = text == "any" ? gen::cost() : gen::positive_cost();
    v.words = name + " " + (text == "any" ? gen::cost_words : "random positive exact costs");
    v.range = {name, Time(0), std::nullopt, false, name + " = " + text, text != "any"};
    return v;
  }
  const std::size_t dots = text.find("..");
  if (dots == std::string::npos) throw refuse("'" + text + "' is not a range");
  long long first = 0, last = 0;
  try {
    std::size_t first_end = 0, last_end = 0;
    first = std::stoll(text.substr(0, dots), &first_end);
    last = std::stoll(text.substr(dots + 2), &last_end);
    if (first_end != dots || last_end != text.size() - dots - 2) throw std::invalid_argument(text);
  } catch (const std::exception&) {
    throw refuse("'" + text + "' is not a range of integers");
  }
  if (first > last) throw refuse("the range '" + text + "' is empty");
  // The width in long double, exact for any two 64-bit integers: last -
  // first itself overflows on -9e18..9e18.
  constexpr std::uint64_t max_range_integers = max_enumerated_points * 1000;
  if (static_cast<long double>(last) - static_cast<long double>(first) + 1 >
      static_cast<long double>(max_range_integers)) {
    throw TooBig(refuse("the range '" + text + "' is too wide: a range holds at most " +
                        std::to_string(max_range_integers) + " integers")
                     .what());
  }
  // Its values are first + k (value_at), never listed: a range of a
  // billion integers took 100 MB for its first million.
  v.count = static_cast<long double>(last) - static_cast<long double>(first) + 1;
  constexpr long long int_low = std::numeric_limits<int>::min();
  constexpr long long int_high = std::numeric_limits<int>::max();
  if (first >= int_low && last <= int_high) {
    v.gen = rc::gen::map(gen::covering_int(static_cast<int>(first), static_cast<int>(last)),
                         [](int k) { return Time(k); });
  } else {
    // Ends beyond an int (such a range holds neither 0 nor 1): drawn as an
    // offset from `first`, whose width fits an int.
    v.gen = rc::gen::map(gen::covering_int(0, static_cast<int>(last - first)),
                         [first](int k) { return Time(first + k); });
  }
  v.first = first;
  for (const std::int64_t edge : range_edges(first, last)) {
    v.edges.push_back(static_cast<std::uint64_t>(edge - first));
  }
  v.words = name + " = " + std::to_string(first) + ".." + std::to_string(last);
  v.range = {name, Time(first), Time(last), true, v.words};
  return v;
}

// The costs simplest to read, simplest first.
const std::vector<Time>& simple_costs() {
  static const std::vector<Time> simplest{Time(0),    Time(1), Time(2),
                                          Time(1, 2), Time(3), Time(1, 3)};
  return simplest;
}

// How simple an exact cost is to read: simple_costs() first, in that order,
// then by the size of its numerator and denominator.
double cost_complexity(const Time& x) {
  const std::vector<Time>& simplest = simple_costs();
  const auto at = std::find(simplest.begin(), simplest.end(), x);
  if (at != simplest.end()) return static_cast<double>(at - simplest.begin());
  return 6.0 + boost::multiprecision::abs(numerator(x)).convert_to<double>() +
         denominator(x).convert_to<double>();
}

// The points whose random ("any") coordinates take simple costs together,
// strictly simpler in all than `p`, simplest first (at most 256): fuzzing
// tries them after RapidCheck's one-coordinate shrinking, so that alpha =
// beta = 278 becomes alpha = beta = 1 when that fails too.
std::vector<Point> simpler_costs(const std::vector<Variable>& variables, const Point& p) {
  std::vector<std::size_t> random;
  for (std::size_t k = 0; k < variables.size(); ++k) {
    if (variables[k].random()) random.push_back(k);
  }
  if (random.empty()) return {};
  double now = 0;
  for (std::size_t k : random) now += cost_complexity(p[k]);
  const std::vector<Time>& simple = simple_costs();
  std::vector<std::pair<double, Point>> out;
  const auto consider = [&](Point q) {
    double total = 0;
    for (std::size_t k : random) {
      if (variables[k].range.above_least && q[k] <= variables[k].range.least) return;
      total += cost_complexity(q[k]);
    }
    if (total < now) out.emplace_back(total, std::move(q));
  };
  if (random.size() <= 4) {
    // Every combination of simple values (6^4 = 1296 at most).
    std::vector<std::size_t> digit(random.size(), 0);
    while (true) {
      Point q = p;
      for (std::size_t j = 0; j < random.size(); ++j) q[random[j]] = simple[digit[j]];
      consider(std::move(q));
      std::size_t j = 0;
      while (j < digit.size() && ++digit[j] == simple.size()) digit[j++] = 0;
      if (j == digit.size()) break;
    }
  } else {
    for (const Time& v : simple) {  // all alike, or one at a time
      Point all = p;
      for (std::size_t k : random) all[k] = v;
      consider(std::move(all));
      for (std::size_t k : random) {
        Point one = p;
        one[k] = v;
        consider(std::move(one));
      }
    }
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  if (out.size() > 256) out.resize(256);
  std::vector<Point> points;
  for (auto& [complexity, q] : out) points.push_back(std::move(q));
  return points;
}

// Every point of the variables' product, the last variable fastest.
Domain<Point> product_domain(const std::vector<Variable>& variables, std::string words,
                             std::string fuzz_words) {
  auto vars = std::make_shared<const std::vector<Variable>>(variables);
  rc::Gen<Point> gen = rc::gen::just(Point{});
  for (const Variable& v : variables) {
    gen = rc::gen::mapcat(gen, [g = v.gen](const Point& head) {
      return rc::gen::map(g, [head](const Time& t) {
        Point p = head;
        p.push_back(t);
        return p;
      });
    });
  }
  Domain<Point> domain =
      Domain<Point>(
          std::move(words),
          [vars](const Domain<Point>::Visit& visit) {
            std::vector<std::uint64_t> index(vars->size(), 0);
            for (const auto& v : *vars) {
              if (v.random()) return true;  // "any": nothing to enumerate
            }
            while (true) {
              Point p;
              for (std::size_t k = 0; k < vars->size(); ++k)
                p.push_back((*vars)[k].value_at(index[k]));
              if (!visit(p)) return false;
              std::size_t k = vars->size();
              while (k > 0 && ++index[k - 1] == (*vars)[k - 1].size()) index[--k] = 0;
              if (k == 0) return true;
            }
          },
          [vars](Random& random) {
            Point p;
            for (const auto& v : *vars) {
              if (v.random()) throw InternalError("an 'any' variable has no list to draw");
              p.push_back(v.value_at(
                  std::uniform_int_distribution<std::uint64_t>(0, v.size() - 1)(random)));
            }
            return p;
          })
          .fuzzed_by(std::move(gen), std::move(fuzz_words));
  Coordinates<Point> coordinates;
  for (const Variable& v : variables) {
    coordinates.variables.push_back({v.name, v.range.least, v.range.greatest});
  }
  coordinates.of = [](const Point& p) { return p; };
  domain = domain.with_coordinates(std::move(coordinates));
  domain = domain.with_simpler([vars](const Point& p) { return simpler_costs(*vars, p); });
  // Without "any", fuzzing visits the domain's own points.
  IndexedPoints<Point> indexed;
  for (const Variable& v : variables) {
    if (v.random()) return domain;
    indexed.radices.push_back(v.size());
    indexed.edges.push_back(v.edges);
  }
  if (!CoveringOrder::product(indexed.radices)) return domain;
  indexed.at = [vars](const std::vector<std::uint64_t>& digits) {
    Point p;
    for (std::size_t k = 0; k < vars->size(); ++k) p.push_back((*vars)[k].value_at(digits[k]));
    return p;
  };
  return domain.fuzzed_over(std::move(indexed));
}

// An exact count while it fits in 64 bits ("100000000"), else in powers of
// ten ("about 1.0e+25").
std::string point_count_text(long double points) {
  if (points < 1.8e19L) return std::to_string(static_cast<unsigned long long>(points));
  char text[32];
  std::snprintf(text, sizeof text, "about %.1Le", points);
  return text;
}

// "p = 6, m = 11" for reading; with `between` "," and `equals` "=", the
// point as --at takes it ("p=6,m=11").
std::string point_text(const std::vector<std::string>& names, const Point& p,
                       const char* between = ", ", const char* equals = " = ") {
  std::string out;
  for (std::size_t k = 0; k < names.size(); ++k) {
    out += (k ? between : "") + names[k] + equals + to_string(p[k]);
  }
  return out;
}

// The command that checks the claim again at `p` alone.
std::string replay_at(const std::string& replay, const std::vector<std::string>& names,
                      const Point& p) {
  return replay + " --at '" + point_text(names, p, ",", "=") + "'";
}

// {"p": "6", "m": "11"}: a counterexample's instance.
nlohmann::json point_json(const std::vector<std::string>& names, const Point& p) {
  nlohmann::json out;
  for (std::size_t k = 0; k < names.size(); ++k) out[names[k]] = to_string(p[k]);
  return out;
}

// The counterexample of a conjecture false at `p`: the point, both sides.
Counterexample false_at(const std::vector<std::string>& names, const Point& p, const Evaluated& e,
                        const Comparison& comparison, const std::string& replay) {
  nlohmann::json instance = point_json(names, p);
  instance["left"] = to_string(e.left);
  instance["right"] = to_string(e.right);
  return Counterexample{point_text(names, p) + ": " + to_string(e.left) + " " + comparison.op +
                            " " + to_string(e.right) + " is false",
                        instance, replay_at(replay, names, p)};
}

// A builder of one's own that failed at `p` (BuilderFailure, errors.hpp): a
// finding that names it, at the point where it failed.
Counterexample builder_failed_at(const std::vector<std::string>& names, const Point& p,
                                 const BuilderFailure& failure, const std::string& replay) {
  return Counterexample{point_text(names, p) + ": " + failure.what(), point_json(names, p),
                        replay_at(replay, names, p)};
}

std::string comma_joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

// Whether `value` is one the variable's domain takes.
bool in_domain(const Variable& v, const Time& value) {
  if (!v.random() && !v.first) {
    return std::find(v.values.begin(), v.values.end(), value) != v.values.end();
  }
  if (v.range.integers && denominator(value) != 1) return false;
  if (value < v.range.least || (v.range.above_least && value == v.range.least)) return false;
  return !v.range.greatest || value <= *v.range.greatest;
}

// The check of a claim at the one point `at` gives: both sides and each
// quantity's value shown; a point outside the domain is checked and said so.
std::function<ClaimReport(ClaimContext&)> point_check(
    const ClaimPoint& at, const std::vector<Variable>& variables,
    const std::shared_ptr<const Comparison>& comparison, const Quantities& quantities,
    const std::string& replay) {
  std::vector<std::string> names;
  for (const Variable& v : variables) names.push_back(v.name);
  for (const auto& [name, value] : at.values) {
    if (std::find(names.begin(), names.end(), name) == names.end()) {
      throw InputError("--at names '" + name + "', which is no variable of claim " + at.claim_id +
                       "; accepted: " + comma_joined(names));
    }
  }
  Point point;
  std::vector<std::string> outside;
  for (const Variable& v : variables) {
    const auto given = std::find_if(at.values.begin(), at.values.end(),
                                    [&](const auto& pair) { return pair.first == v.name; });
    if (given == at.values.end()) {
      throw InputError("--at gives no value of '" + v.name + "'; claim " + at.claim_id +
                       " needs one for each of " + comma_joined(names));
    }
    point.push_back(parse_time(given->second, "--at " + v.name));
    if (!in_domain(v, point.back())) outside.push_back(v.words);
  }
  const std::string point_words = point_text(names, point);
  return [=](ClaimContext&) {
    ClaimReport report;
    report.covered = "the point " + point_words + " (--at)";
    if (!outside.empty()) {
      report.notes.push_back("outside the claim's domain (" + comma_joined(outside) + ")");
    }
    try {
      const Evaluated e = evaluate(*comparison, point, quantities, true);
      for (const auto& [call, value] : e.quantities) {
        report.notes.push_back(call + " = " + to_string(value));
      }
      report.notes.push_back("left = " + to_string(e.left) + ", right = " + to_string(e.right) +
                             ": " + comparison->text + (e.holds ? " holds" : " is false"));
      report.outcome = e.holds ? Outcome::holds : Outcome::refuted;
      if (!e.holds) report.counterexample = false_at(names, point, e, *comparison, replay);
    } catch (const BuilderFailure& e) {
      report.outcome = Outcome::refuted;
      report.counterexample = builder_failed_at(names, point, e, replay);
    } catch (const InputError& e) {  // no value there, or too big to compute
      report.outcome = Outcome::undecided;
      report.notes.push_back("no value at " + point_words + ": " + e.what());
    }
    return report;
  };
}

Claim file_claim(const nlohmann::ordered_json& spec, int index, const std::string& text,
                 const std::string& path, bool enumerate, const ClaimPoint* at,
                 const std::set<std::string>* only) {
  const auto field = [&](const char* key, bool required) -> std::string {
    if (!spec.contains(key)) {
      if (required) {
        throw InputError(where(text, path, value_offset(text, "id", index)) + "claims[" +
                         std::to_string(index) + "] has no \"" + key + "\"");
      }
      return "";
    }
    if (!spec[key].is_string()) {
      throw InputError(where(text, path, value_offset(text, key, index)) + "\"" + key +
                       "\" must be a string");
    }
    return spec[key].get<std::string>();
  };
  static const std::vector<std::string> keys{"id",         "model",
                                             "statement",  "source",
                                             "expected",   "domain",
                                             "conjecture", "statement_id",
                                             "form",       "assumptions",
                                             "tolerance",  "kind",
                                             "kind_why",   "beyond_assumptions"};
  for (const auto& [key, value] : spec.items()) {
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
      const std::size_t at = text.find("\"" + key + "\"");
      throw InputError(where(text, path, at == std::string::npos ? 0 : at) + "claims[" +
                       std::to_string(index) + "] has an unknown key \"" + key +
                       "\"; accepted: id, model, statement, source, expected, domain, "
                       "conjecture, statement_id, form, assumptions, tolerance, kind, kind_why, "
                       "beyond_assumptions");
    }
  }
  Claim claim;
  claim.id = field("id", true);
  claim.model = spec.contains("model") ? field("model", true) : "overlap";
  claim.statement = field("statement", false);
  claim.source = field("source", false);
  claim.claims_file = path;
  if (claim.source.empty()) claim.source = "claims file " + path;
  const std::string expected = spec.contains("expected") ? field("expected", true) : "holds";
  if (expected != "holds" && expected != "refuted" && expected != "undecided") {
    throw InputError(where(text, path, value_offset(text, "expected", index)) + "\"expected\": '" +
                     expected + "'; accepted: holds, refuted, undecided");
  }
  claim.expected = expected == "holds"     ? Outcome::holds
                   : expected == "refuted" ? Outcome::refuted
                                           : Outcome::undecided;
  const std::string conjecture = field("conjecture", true);
  if (claim.statement.empty()) claim.statement = conjecture;
  Quantities quantities;
  try {
    quantities = file_quantities(claim.model);
  } catch (const InputError& e) {
    throw InputError(where(text, path, value_offset(text, "model", index)) + e.what());
  }

  const std::size_t domain_at = value_offset(text, "domain", index);
  if (!spec.contains("domain") || !spec["domain"].is_object() || spec["domain"].empty()) {
    throw InputError(
        where(text, path, spec.contains("domain") ? domain_at : value_offset(text, "id", index)) +
        "claim " + claim.id +
        ": \"domain\" must be an object of variables, e.g. {\"n\": \"2..12\"}");
  }
  std::vector<Variable> variables;
  std::vector<std::string> names;
  std::vector<VariableRange> ranges;
  for (const auto& [name, values] : spec["domain"].items()) {
    variables.push_back(variable(name, values, where(text, path, domain_at)));
    names.push_back(name);
    ranges.push_back(variables.back().range);
  }
  std::string words, fuzz_words;
  long double points = 1;
  bool random = false;
  for (const auto& v : variables) {
    words += (words.empty() ? "" : ", ") + v.words;
    points *= v.count;
    random = random || v.random();
  }
  fuzz_words = words;
  const bool one_point = at && at->claim_id == claim.id;
  // Only the claims a run selects need a domain it can walk.
  const bool selected = !only || only->empty() || only->count(claim.id) ||
                        (spec.contains("statement_id") && spec["statement_id"].is_string() &&
                         only->count(spec["statement_id"].get<std::string>()));
  if (enumerate && selected && !one_point && (random || points > max_enumerated_points)) {
    throw TooBig(
        where(text, path, domain_at) + "the domain of claim " + claim.id + " (" + words + ") " +
        (random ? "has random variables (\"any\"), which cannot be enumerated"
                : "has " + point_count_text(points) + " points, too many to enumerate (at most " +
                      std::to_string(max_enumerated_points) + ")") +
        "; sample it instead with verifier fuzz --claims-file " + path);
  }

  std::shared_ptr<const Comparison> comparison;
  try {
    comparison =
        std::make_shared<const Comparison>(parse_comparison(conjecture, ranges, quantities));
  } catch (const ExpressionError& e) {
    // The conjecture's text starts after the opening quote of its value.
    throw InputError(where(text, path, value_offset(text, "conjecture", index) + 1 + e.offset) +
                     e.what());
  }
  claim.reading = "exactly, at every point of the domain: " + conjecture;
  if (claim.expected != Outcome::holds) claim.expected_why = "as the claims file says";
  const std::string replay = "verifier check --claims-file " + path + " --claim " + claim.id;
  if (one_point) {
    claim.reading = "exactly, at the one point --at gives: " + conjecture;
    claim.check = point_check(*at, variables, comparison, quantities, replay);
    return claim;
  }
  const Domain<Point> domain = product_domain(variables, words, fuzz_words);
  const std::string id = claim.id;
  claim.check = [domain, comparison, names, quantities, replay, id](ClaimContext&) {
    std::atomic<std::uint64_t> undefined{0};
    std::mutex first_mutex;
    std::string first_undefined;
    ClaimReport report =
        search<Point>(domain, [&](const Point& p) -> std::optional<Counterexample> {
          try {
            const Evaluated e = evaluate(*comparison, p, quantities);
            if (e.holds) return std::nullopt;
            return false_at(names, p, e, *comparison, replay);
          } catch (const BuilderFailure& e) {
            return builder_failed_at(names, p, e, replay);
          } catch (const InputError& e) {  // no value there (log2 of 3, n = 0)
            if (undefined++ == 0) {
              const std::lock_guard lock(first_mutex);
              first_undefined = point_text(names, p) + ": " + e.what();
            }
            return std::nullopt;
          }
        });
    if (undefined > 0) {
      report.notes.push_back("undefined at " + std::to_string(undefined.load()) +
                             " points (not counted as holding), first at " + first_undefined);
      if (report.outcome == Outcome::holds) report.outcome = Outcome::undecided;
    }
    return report;
  };
  return claim;
}

// The index of the claim of `statement`'s first reading.
std::size_t statement_first_claim(const std::vector<Claim>& claims, const Statement& statement) {
  for (std::size_t k = 0; k < claims.size(); ++k) {
    if (claims[k].id == statement.readings.front().claim_id) return k;
  }
  return 0;
}

// The statements of the file's claims: claims with the same "statement_id"
// are readings of one statement (its text and source from the first), a
// claim without one reads a statement of its own id. "form", "assumptions"
// and "tolerance" belong to the statement (the same wherever given), "kind",
// "kind_why" and "beyond_assumptions" to the reading.
void attach_file_statements(const nlohmann::ordered_json& specs, std::vector<Claim>& claims,
                            const std::string& text, const std::string& path) {
  std::map<std::string, std::shared_ptr<Statement>> by_id;
  std::vector<std::string> order;
  std::map<std::string, std::string> given;  // "statement id/field" -> its JSON, to compare
  std::set<std::string> claim_ids;
  for (const Claim& c : claims) claim_ids.insert(c.id);
  for (std::size_t k = 0; k < claims.size(); ++k) {
    const nlohmann::ordered_json& spec = specs[k];
    const int index = static_cast<int>(k);
    const auto refuse = [&](const std::string& key, const std::string& why) {
      return InputError(where(text, path, value_offset(text, key, index)) + "claim " +
                        claims[k].id + ": \"" + key + "\" " + why);
    };
    const auto string_of = [&](const char* key) -> std::optional<std::string> {
      if (!spec.contains(key)) return std::nullopt;
      if (!spec[key].is_string()) throw refuse(key, "must be a string");
      return spec[key].get<std::string>();
    };
    std::string id = claims[k].id;
    if (const auto named = string_of("statement_id")) {
      if (named->empty()) throw refuse("statement_id", "is empty; accepted: a statement's id");
      id = *named;
    }
    auto& statement = by_id[id];
    if (!statement) {
      statement = std::make_shared<Statement>();
      statement->id = id;
      statement->source = claims[k].source;
      statement->text = claims[k].statement;
      statement->origin = StatementOrigin::own;
      order.push_back(id);
    }
    // Statement fields: the same wherever they are given.
    for (const char* key : {"form", "assumptions", "tolerance"}) {
      if (!spec.contains(key)) continue;
      const auto [at, fresh] = given.emplace(id + "/" + key, spec[key].dump());
      if (!fresh && at->second != spec[key].dump()) {
        throw refuse(key, "differs from the one another reading of the statement " + id +
                              " gives; give it once");
      }
    }
    if (const auto form = string_of("form")) {
      const auto named = statement_form_named(*form);
      if (!named) {
        throw refuse("form", "is '" + *form +
                                 "'; accepted: for all, exists, approximate, "
                                 "definition");
      }
      statement->form = *named;
    }
    if (const auto tolerance = string_of("tolerance")) statement->tolerance = *tolerance;
    if (spec.contains("assumptions")) {
      const auto& list = spec["assumptions"];
      if (!list.is_array()) throw refuse("assumptions", "must be a list of strings");
      statement->assumptions.clear();
      for (const auto& a : list) {
        if (!a.is_string()) throw refuse("assumptions", "must be a list of strings");
        statement->assumptions.push_back({a.get<std::string>(), ""});
      }
    }
    Reading reading = literal(claims[k].id);
    if (const auto kind = string_of("kind")) {
      const auto named = reading_kind_named(*kind);
      if (!named) {
        throw refuse("kind", "is '" + *kind +
                                 "'; accepted: as computed, literal, stricter, "
                                 "corrected");
      }
      reading.kind = *named;
    }
    if (const auto why = string_of("kind_why")) reading.why = *why;
    if (spec.contains("beyond_assumptions")) {
      if (!spec["beyond_assumptions"].is_boolean()) {
        throw refuse("beyond_assumptions", "must be true or false");
      }
      reading.beyond_assumptions = spec["beyond_assumptions"].get<bool>();
    }
    statement->readings.push_back(std::move(reading));
    if (claims[statement_first_claim(claims, *statement)].model != claims[k].model) {
      throw refuse("statement_id", "'" + id + "' names a statement of another model's claims; " +
                                       "the readings of a statement share its model");
    }
  }
  for (const std::string& id : order) {
    const Statement& st = *by_id[id];
    // --claim ID picks a claim before a statement: a statement's id may be a
    // claim's only when that claim is its one reading.
    if (claim_ids.count(id) && !(st.readings.size() == 1 && st.readings[0].claim_id == id)) {
      throw InputError(where(text, path, 0) + "the statement_id '" + id +
                       "' is the id of a claim that is not its only reading; give the "
                       "statement an id of its own");
    }
  }
  for (Claim& c : claims) {
    for (const std::string& id : order) {
      if (by_id[id]->reading(c.id)) c.reads = by_id[id];
    }
  }
}

}  // namespace

std::vector<Claim> parse_claims_file(const std::string& text, const std::string& path,
                                     bool enumerate, const ClaimPoint* at,
                                     const std::set<std::string>* only) {
  if (const auto at = over_deep_json(text)) {
    throw InputError(where(text, path, *at) + "arrays and objects nested deeper than " +
                     std::to_string(max_json_depth) + "; at most " +
                     std::to_string(max_json_depth) + " levels are accepted");
  }
  nlohmann::ordered_json json;  // the domain's variables in the file's order
  try {
    json = nlohmann::ordered_json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    std::string what = e.what();
    const std::size_t colon = what.rfind(": ");
    throw InputError(where(text, path, e.byte > 0 ? e.byte - 1 : 0) + "malformed JSON: " +
                     (colon == std::string::npos ? what : what.substr(colon + 2)));
  } catch (const nlohmann::json::exception& e) {  // a number beyond a double, say
    throw InputError(path + ": malformed JSON: " + e.what());
  }
  if (!json.is_object() || !json.contains("claims") || !json["claims"].is_array() ||
      json["claims"].empty()) {
    throw InputError(where(text, path, 0) +
                     "a claims file is an object {\"claims\": [...]} with at least one claim");
  }
  std::vector<Claim> claims;
  for (std::size_t k = 0; k < json["claims"].size(); ++k) {
    if (!json["claims"][k].is_object()) {
      throw InputError(where(text, path, 0) + "claims[" + std::to_string(k) + "] is not an object");
    }
    claims.push_back(
        file_claim(json["claims"][k], static_cast<int>(k), text, path, enumerate, at, only));
  }
  if (at && std::none_of(claims.begin(), claims.end(),
                         [&](const Claim& c) { return c.id == at->claim_id; })) {
    std::vector<std::string> ids;
    for (const Claim& c : claims) ids.push_back(c.id);
    throw InputError("--at: the claim '" + at->claim_id + "' is not one of " + path +
                     "'s claims; accepted: " + comma_joined(ids));
  }
  attach_file_statements(json["claims"], claims, text, path);
  return claims;
}

std::vector<Claim> read_claims_file(const std::string& path, bool enumerate, const ClaimPoint* at,
                                    const std::set<std::string>* only) {
  return parse_claims_file(read_input_file(path, "--claims-file", "a claims file (JSON)"), path,
                           enumerate, at, only);
}

ClaimPoint parse_claim_point(const std::string& claim_id, const std::string& text) {
  ClaimPoint point;
  point.claim_id = claim_id;
  const auto refuse = [&](const std::string& why) {
    return InputError("--at '" + text + "': " + why +
                      "; accepted: name=value pairs separated by commas, one per variable of "
                      "the claim's domain, such as \"p=6,m=11,alpha=1,beta=1,gamma=0\"");
  };
  if (text.empty()) throw refuse("empty");
  std::size_t from = 0;
  while (from <= text.size()) {
    const std::size_t comma = std::min(text.find(',', from), text.size());
    const std::string pair = text.substr(from, comma - from);
    const std::size_t equals = pair.find('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == pair.size()) {
      throw refuse("'" + pair + "' is not name=value");
    }
    const std::string name = pair.substr(0, equals);
    for (const auto& [given, value] : point.values) {
      if (given == name) throw refuse("'" + name + "' is given twice");
    }
    point.values.emplace_back(name, pair.substr(equals + 1));
    from = comma + 1;
  }
  return point;
}

}  // namespace redcheck
