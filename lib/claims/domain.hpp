#pragma once
// The instances a claim is checked on, as an object: it enumerates them in a
// fixed order, describes itself in words (so the "covered" text of a report
// comes from the object that drives the loop), and draws random instances
// from a seed (for fuzzing). search() checks a property on a domain and
// returns the claim report, with the first counterexample in the domain's
// order and its replay command.

#include "claims/claim.hpp"
#include "concurrency/parallel_for.hpp"

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

template <class Point>
class Domain {
 public:
  /// Calls visit on each point in order until it returns false; returns
  /// false when stopped early.
  using Visit = std::function<bool(const Point&)>;
  using Enumerate = std::function<bool(const Visit&)>;
  using Draw = std::function<Point(Random&)>;

  /// `words`: the domain in words ("n = 1..16, (d, c) in {0, 1} x {1}").
  Domain(std::string words, Enumerate enumerate, Draw draw)
      : words_(std::move(words)), enumerate_(std::move(enumerate)), draw_(std::move(draw)) {}

  const std::string& words() const { return words_; }

  /// Visits every point in the fixed order until `visit` returns false.
  /// Returns whether every point was visited.
  bool for_each(const Visit& visit) const { return enumerate_(visit); }

  /// A random point of the domain.
  Point draw(Random& random) const { return draw_(random); }

  /// The points where `keep` holds, in the same order; `restriction` says
  /// which in words ("with max(d, c) > 0"). Draws retry until a point is
  /// kept (InternalError after 10000 tries: the restriction is empty).
  Domain where(std::function<bool(const Point&)> keep, const std::string& restriction) const {
    const Enumerate all = enumerate_;
    const Draw any = draw_;
    return Domain(
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
        });
  }

  /// The same points with `more` appended to the description.
  Domain described(const std::string& more) const {
    return Domain(words_ + more, enumerate_, draw_);
  }

 private:
  std::string words_;
  Enumerate enumerate_;
  Draw draw_;
};

/// The points of `points`, in that order; draws pick one uniformly
/// (InternalError when there is none).
template <class Point>
Domain<Point> listed_domain(std::string words, std::vector<Point> points) {
  const auto all = std::make_shared<const std::vector<Point>>(std::move(points));
  return Domain<Point>(
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

/// Checks `property` on every point of `domain`, in order, and stops at the
/// first counterexample. `how` is appended to the covered text ("; optimum
/// by exhaustive enumeration").
template <class Point>
ClaimReport search(const Domain<Point>& domain, const Property<Point>& property,
                   const std::string& how = "") {
  std::uint64_t count = 0;
  std::optional<Counterexample> found;
  domain.for_each([&](const Point& p) {
    ++count;
    found = property(p);
    return !found;
  });
  if (found) return refuted_by(domain.words() + how, std::move(*found));
  return holds_on(count, domain.words() + how);
}

/// search() with the property evaluated on every point in parallel (it must
/// be safe to call from several threads); the report is the same as in order.
template <class Point>
ClaimReport search_in_parallel(const Domain<Point>& domain, const Property<Point>& property,
                               const std::string& how = "") {
  std::vector<Point> points;
  domain.for_each([&](const Point& p) {
    points.push_back(p);
    return true;
  });
  std::vector<std::optional<Counterexample>> found(points.size());
  parallel_for(points.size(), [&](std::size_t k) { found[k] = property(points[k]); });
  for (auto& f : found) {
    if (f) return refuted_by(domain.words() + how, std::move(*f));
  }
  return holds_on(points.size(), domain.words() + how);
}

/// "{0, 1/3, 1/2}".
template <class T, class Text>
std::string set_text(const std::vector<T>& values, Text&& text) {
  std::string out = "{";
  for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + text(values[i]);
  return out + "}";
}

}  // namespace redcheck
