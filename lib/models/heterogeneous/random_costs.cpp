#include "models/heterogeneous/random_costs.hpp"

namespace redcheck {

std::string to_string(CostShape shape) {
  switch (shape) {
    case CostShape::gamma:
      return "gamma";
    case CostShape::two_point:
      return "two-point";
    case CostShape::bernoulli:
      return "bernoulli";
  }
  return "gamma";
}

std::optional<CostShape> cost_shape_named(const std::string& name) {
  for (CostShape shape : all_cost_shapes) {
    if (to_string(shape) == name) return shape;
  }
  return std::nullopt;
}

UnitDraw RandomCost::unit_by_rejection(SplitMix& g) const {
  double x, v;
  while (true) {
    do {
      x = g.normal();
      v = 1 + c_ * x;
    } while (v <= 0);
    v = v * v * v;
    const double u = g.uniform();
    if (u < 1 - 0.0331 * x * x * x * x) break;
    if (std::log(u) < 0.5 * x * x + d_ * (1 - v + std::log(v))) break;
  }
  UnitDraw out{d_ * v};
  if (shape_ < 1) out = {out.base, std::pow(g.uniform(), 1 / shape_), true};
  return out;
}

LazyRealisation::LazyRealisation(int n, std::uint64_t seed, const RandomCost& transfer,
                                 const RandomCost& reduction, bool redraw_reductions)
    : n_(n),
      seed_(SplitMix(seed).next()),
      transfer_(transfer),
      reduction_(reduction),
      d_(static_cast<std::size_t>(n) * static_cast<std::size_t>(n)),
      c_(static_cast<std::size_t>(n)),
      c_run_(c_.size(), 0),
      redraw_reductions_(redraw_reductions),
      reductions_(c_.size(), 0),
      redrawn_(redraw_reductions ? c_.size() : 0) {}

}  // namespace redcheck
