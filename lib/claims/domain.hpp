#pragma once
// The instances a claim is checked on, as an object: it enumerates them in a
// fixed order, describes itself in words (so the "covered" text of a report
// comes from the object that drives the loop), draws random instances from a
// seed, and has a generator for fuzzing (a RapidCheck Gen, whose values
// shrink), which may range well beyond the fixed order, with its own words.
// search() checks a property on a domain and returns the claim report, with
// the first counterexample in the domain's order and its replay command; under
// a FuzzScope (claims/fuzz.hpp) it draws from the generator instead, or, when
// the domain's fuzzing space is exactly its finite list of points (a listed
// domain, a claims file's domain without "any"), visits those points in a
// covering order (claims/covering_order.hpp): every point once when there
// are at most --runs, the edges of every variable first.
// A domain may name its coordinates (variables with their ranges), so that
// fuzzing reports what it drew of each (claims/coverage.hpp).

#include "claims/claim.hpp"
#include "claims/coverage.hpp"
#include "claims/covering_order.hpp"
#include "claims/fuzz.hpp"
#include "concurrency/parallel_for.hpp"
#include "gen/covering.hpp"

#include <rapidcheck/gen/Numeric.h>
#include <rapidcheck/gen/Predicate.h>
#include <rapidcheck/gen/Transform.h>
#include <rapidcheck/seq/Create.h>
#include <rapidcheck/seq/Transform.h>
#include <rapidcheck/shrink/Shrink.h>
#include <rapidcheck/shrinkable/Create.h>
#include <rapidcheck/shrinkable/Transform.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace redcheck {

/// The random source of draws: the same seed gives the same instances.
using Random = std::mt19937_64;

/// A uniform integer in first..last (first <= last).
inline int uniform_int(int first, int last, Random& random) {
  return std::uniform_int_distribution<int>(first, last)(random);
}

/// A finite domain's points named by digits: variable k's digit is below
/// radices[k]; edges[k] are its edge digits, most telling first (its ends,
/// the values next to them, 0 and 1); at() gives the point.
template <class Point>
struct IndexedPoints {
  std::vector<std::uint64_t> radices;
  std::vector<std::vector<std::uint64_t>> edges;
  std::function<Point(const std::vector<std::uint64_t>&)> at;
};

/// The edge digits of a variable of `count` values ordered simplest first:
/// the first, the last, and those next to them (range_edges of 0..count-1).
inline std::vector<std::uint64_t> end_digits(std::uint64_t count) {
  std::vector<std::uint64_t> out;
  if (count == 0) return out;
  for (const std::int64_t d : range_edges(0, static_cast<std::int64_t>(count - 1))) {
    out.push_back(static_cast<std::uint64_t>(d));
  }
  return out;
}

/// A domain's variables and each point's values of them.
template <class Point>
struct Coordinates {
  std::vector<DomainVariable> variables;
  std::function<std::vector<Time>(const Point&)> of;
};

template <class Point>
class Domain {
 public:
  /// Calls visit on each point in order until it returns false; returns
  /// false when stopped early.
  using Visit = std::function<bool(const Point&)>;
  using Enumerate = std::function<bool(const Visit&)>;
  using Draw = std::function<Point(Random&)>;

  /// `words`: the domain in words ("n = 1..16, (d, c) in {0, 1} x {1}").
  /// Its fuzzing generator is `draw`, without shrinking, until
  /// fuzzed_by() gives one.
  Domain(std::string words, Enumerate enumerate, Draw draw)
      : words_(std::move(words)),
        enumerate_(std::move(enumerate)),
        draw_(std::move(draw)),
        gen_(from_draw(draw_)),
        fuzz_words_(words_) {}

  const std::string& words() const { return words_; }
  /// What fuzzing draws from, in words.
  const std::string& fuzz_words() const { return fuzz_words_; }
  const rc::Gen<Point>& generator() const { return gen_; }

  /// The same domain, fuzzed by `gen` (described by `words`).
  Domain fuzzed_by(rc::Gen<Point> gen, std::string words) const {
    Domain out = *this;
    out.gen_ = std::move(gen);
    out.fuzz_words_ = std::move(words);
    out.indexed_.reset();
    return out;
  }

  /// The same domain, fuzzed by visiting `points` (its points, all of them)
  /// in a covering order.
  Domain fuzzed_over(IndexedPoints<Point> points) const {
    Domain out = *this;
    out.indexed_ = std::make_shared<const IndexedPoints<Point>>(std::move(points));
    return out;
  }
  /// The points fuzzing visits in a covering order, or nullptr (it draws
  /// from generator()).
  const std::shared_ptr<const IndexedPoints<Point>>& indexed() const { return indexed_; }

  /// The same domain, its points read as values of `coordinates`.
  Domain with_coordinates(Coordinates<Point> coordinates) const {
    Domain out = *this;
    out.coordinates_ = std::make_shared<const Coordinates<Point>>(std::move(coordinates));
    return out;
  }
  const std::shared_ptr<const Coordinates<Point>>& coordinates() const { return coordinates_; }

  /// Points simpler than a point, simplest first (several coordinates moved
  /// at once, which one-at-a-time shrinking cannot do: alpha = beta = 278
  /// to alpha = beta = 1). Fuzzing tries them after shrinking, taking the
  /// first that still fails, until none does. Each must be strictly simpler
  /// in some well-founded order, so that this ends.
  using Simpler = std::function<std::vector<Point>(const Point&)>;
  Domain with_simpler(Simpler simpler) const {
    Domain out = *this;
    out.simpler_ = std::make_shared<const Simpler>(std::move(simpler));
    return out;
  }
  const std::shared_ptr<const Simpler>& simpler() const { return simpler_; }

  /// Visits every point in the fixed order until `visit` returns false.
  /// Returns whether every point was visited.
  bool for_each(const Visit& visit) const { return enumerate_(visit); }

  /// A random point of the domain.
  Point draw(Random& random) const { return draw_(random); }

  /// The points where `keep` holds, in the same order; `restriction` says
  /// which in words ("with max(d, c) > 0"). Draws retry until a point is
  /// kept (InternalError after 10000 tries: the restriction is empty).
  /// Fuzzing draws from the generator (kept points only).
  Domain where(std::function<bool(const Point&)> keep, const std::string& restriction) const {
    const Enumerate all = enumerate_;
    const Draw any = draw_;
    Domain out = Domain(
                     words_ + " " + restriction,
                     [all, keep](const Visit& visit) {
                       return all([&](const Point& p) { return !keep(p) || visit(p); });
                     },
                     [any, keep](Random& random) {
                       for (int attempt = 0; attempt < 10000; ++attempt) {
                         Point p = any(random);
                         if (keep(p)) return p;
                       }
                       throw InternalError("a restricted domain drew no point in 10000 tries");
                     })
                     .fuzzed_by(rc::gen::suchThat(gen_, keep), fuzz_words_ + " " + restriction);
    out.coordinates_ = coordinates_;
    return out;
  }

  /// The same points with `more` appended to the description.
  Domain described(const std::string& more) const {
    Domain out = *this;
    out.words_ += more;
    out.fuzz_words_ += more;
    return out;
  }

 private:
  static rc::Gen<Point> from_draw(Draw draw) {
    return rc::Gen<Point>([draw](const rc::Random& source, int) {
      rc::Random copy = source;
      Random random(copy.next());
      return rc::shrinkable::just(draw(random));
    });
  }

  std::string words_;
  Enumerate enumerate_;
  Draw draw_;
  rc::Gen<Point> gen_;
  std::string fuzz_words_;
  std::shared_ptr<const IndexedPoints<Point>> indexed_;
  std::shared_ptr<const Coordinates<Point>> coordinates_;
  std::shared_ptr<const Simpler> simpler_;
};

/// The points of `points`, in that order; draws pick one uniformly
/// (InternalError when there is none); fuzzing visits them in a covering
/// order (the first and last early), and shrinks towards the earlier points
/// (the lists go from small to large).
template <class Point>
Domain<Point> listed_domain(std::string words, std::vector<Point> points) {
  const auto all = std::make_shared<const std::vector<Point>>(std::move(points));
  const std::string fuzz_words = "points of " + words;
  rc::Gen<Point> gen = rc::gen::map(gen::covering_index(std::max<std::size_t>(all->size(), 1)),
                                    [all](std::size_t k) {
                                      if (all->empty())
                                        throw InternalError("an empty domain has nothing to draw");
                                      return (*all)[k];
                                    });
  Domain<Point> domain =
      Domain<Point>(
          std::move(words),
          [all](const typename Domain<Point>::Visit& visit) {
            for (const Point& p : *all) {
              if (!visit(p)) return false;
            }
            return true;
          },
          [all](Random& random) {
            if (all->empty()) throw InternalError("an empty domain has nothing to draw");
            return (*all)[std::uniform_int_distribution<std::size_t>(0, all->size() - 1)(random)];
          })
          .fuzzed_by(std::move(gen), fuzz_words);
  if (all->empty()) return domain;
  return domain.fuzzed_over(IndexedPoints<Point>{
      {all->size()}, {end_digits(all->size())}, [all](const std::vector<std::uint64_t>& digits) {
        return (*all)[digits[0]];
      }});
}

/// Draw `digits` of an indexed domain, shrinking each digit towards 0 (the
/// simplest value of its variable) by covering_shrinks.
template <class Point>
rc::Shrinkable<Point> indexed_draw(const std::shared_ptr<const IndexedPoints<Point>>& points,
                                   std::vector<std::uint64_t> digits) {
  auto shrinking =
      rc::shrinkable::shrinkRecur(std::move(digits), [](const std::vector<std::uint64_t>& d) {
        return rc::seq::mapcat(rc::seq::range<std::size_t>(0, d.size()), [d](std::size_t v) {
          return rc::seq::map(covering_shrinks(static_cast<std::int64_t>(d[v]), 0),
                              [d, v](std::int64_t x) {
                                std::vector<std::uint64_t> e = d;
                                e[v] = static_cast<std::uint64_t>(x);
                                return e;
                              });
        });
      });
  return rc::shrinkable::map(std::move(shrinking), [points](const std::vector<std::uint64_t>& d) {
    return points->at(d);
  });
}

/// What a property says of one point: nothing when it holds there.
template <class Point>
using Property = std::function<std::optional<Counterexample>(const Point&)>;

/// A "holds" report over `instances` checked instances ("undecided" when the
/// domain held none), covering `covered`.
ClaimReport holds_on(std::uint64_t instances, const std::string& covered,
                     std::vector<std::string> notes = {});

/// A "refuted" report: the domain searched in its order up to `found`.
ClaimReport refuted_by(const std::string& covered, Counterexample found);

/// Fuzzes `property` on draws from the domain's generator (the active
/// scope's plan): stops at the first counterexample, shrinks it, and says
/// how many draws it took.
template <class Point>
ClaimReport fuzz_search(FuzzScope& scope, const Domain<Point>& domain,
                        const Property<Point>& property, const std::string& how) {
  const std::size_t search = scope.begin_search();
  std::uint64_t& cursor = scope.cursor(search);
  const std::uint64_t first_draw = cursor;
  std::optional<Counterexample> found;
  FuzzFinding finding;
  const auto& indexed = domain.indexed();
  std::optional<CoveringOrder> order;
  if (indexed) {
    order.emplace(indexed->radices, indexed->edges, scope.source(search, 0).next());
    scope.coverage.domain_points(order->size());
  }
  const std::uint64_t last = order ? std::min(scope.plan().runs, order->size()) : scope.plan().runs;
  const TimeScope drawing(scope.draw_budget());
  bool shrink_cut = false;
  for (; cursor < last && !found; ++cursor) {
    if (scope.slice_over()) {
      scope.budget_spent = scope.out_of_time();
      scope.yielded();
      break;
    }
    if (cancellation_requested()) throw Cancelled();
    const FuzzDrawScope draw_scope(cursor);
    rc::Shrinkable<Point> drawn =
        order ? indexed_draw(indexed, order->digits(cursor))
              : domain.generator()(scope.source(search, cursor), fuzz_size(cursor));
    if (const auto& coordinates = domain.coordinates()) {
      scope.coverage.add(coordinates->variables, coordinates->of(drawn.value()));
    }
    try {
      found = property(drawn.value());
    } catch (const BudgetSpent&) {
      scope.budget_spent = true;  // the draw under way is not counted
      break;
    }
    if (!found) continue;
    finding.draw = cursor;
    try {
      // Take the first shrink that still fails, until none does.
      for (bool smaller = true; smaller;) {
        smaller = false;
        for (auto shrinks = drawn.shrinks(); auto next = shrinks.next();) {
          check_cancelled();
          if (auto still = property(next->value())) {
            ++finding.shrink_steps;
            found = std::move(still);
            drawn = std::move(*next);
            smaller = true;
            break;
          }
        }
      }
      // Then the domain's simpler points, several coordinates at once.
      if (const auto& simpler = domain.simpler()) {
        Point at = drawn.value();
        for (bool simplified = true; simplified;) {
          simplified = false;
          for (const Point& candidate : (*simpler)(at)) {
            check_cancelled();
            if (auto still = property(candidate)) {
              ++finding.shrink_steps;
              found = std::move(still);
              at = candidate;
              simplified = true;
              break;
            }
          }
        }
      }
    } catch (const BudgetSpent&) {
      shrink_cut = true;  // the smallest counterexample so far stands
    }
  }
  scope.instances += cursor - first_draw;
  const std::uint64_t draws = cursor;
  const std::string covered =
      order ? (draws == order->size() ? "every point of " : "points without repeats of ") +
                  domain.words() + how +
                  " (in a covering order: " + std::to_string(order->edge_points()) +
                  " edge points first, then shuffled)"
            : domain.fuzz_words() + how;
  if (found) {
    ClaimReport report;
    report.outcome = Outcome::refuted;
    report.covered =
        std::to_string(draws) + (order ? " draws, " : " random draws from ") + covered +
        "; stopped at the first counterexample, shrunk in " + std::to_string(finding.shrink_steps) +
        " steps" +
        (shrink_cut ? " (shrinking stopped at the end of its share of the time budget)" : "");
    report.counterexample = std::move(found);
    report.found_by_fuzzing = finding;
    return report;
  }
  return holds_on(draws, order ? covered : covered + " (random draws)");
}

/// Checks `property` on every point of `domain`, in order, and stops at the
/// first counterexample. `how` is appended to the covered text ("; optimum
/// by exhaustive enumeration"). Under a FuzzScope: fuzz_search().
template <class Point>
ClaimReport search(const Domain<Point>& domain, const Property<Point>& property,
                   const std::string& how = "") {
  if (FuzzScope* scope = FuzzScope::active()) return fuzz_search(*scope, domain, property, how);
  std::uint64_t count = 0;
  std::optional<Counterexample> found;
  domain.for_each([&](const Point& p) {
    check_cancelled();
    ++count;
    found = property(p);
    return !found;
  });
  if (found) return refuted_by(domain.words() + how, std::move(*found));
  return holds_on(count, domain.words() + how);
}

/// search() with the property evaluated in parallel (it must be safe to call
/// from several threads), a block of points at a time: the report is the
/// same as in order, and the search stops after the block that holds the
/// first counterexample.
template <class Point>
ClaimReport search_in_parallel(const Domain<Point>& domain, const Property<Point>& property,
                               const std::string& how = "") {
  if (FuzzScope* scope = FuzzScope::active()) return fuzz_search(*scope, domain, property, how);
  constexpr std::size_t block = 4096;
  std::vector<Point> points;
  std::uint64_t count = 0;
  std::optional<Counterexample> first;
  const auto check_block = [&] {
    std::vector<std::optional<Counterexample>> found(points.size());
    parallel_for(points.size(), [&](std::size_t k) { found[k] = property(points[k]); });
    for (std::size_t k = 0; k < found.size() && !first; ++k) {
      ++count;
      if (found[k]) first = std::move(found[k]);
    }
    points.clear();
  };
  domain.for_each([&](const Point& p) {
    points.push_back(p);
    if (points.size() == block) check_block();
    return !first;
  });
  if (!first) check_block();
  if (first) return refuted_by(domain.words() + how, std::move(*first));
  return holds_on(count, domain.words() + how);
}

/// "{0, 1/3, 1/2}".
template <class T, class Text>
std::string set_text(const std::vector<T>& values, Text&& text) {
  std::string out = "{";
  for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + text(values[i]);
  return out + "}";
}

}  // namespace redcheck
