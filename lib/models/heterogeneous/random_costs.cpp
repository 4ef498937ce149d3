#include "models/heterogeneous/random_costs.hpp"

namespace redcheck {

LazyRealisation::LazyRealisation(int n, std::uint64_t seed, const GammaCost& transfer,
                                 const GammaCost& reduction, bool redraw_reductions)
    : n_(n),
      seed_(SplitMix(seed).next()),
      transfer_(transfer),
      reduction_(reduction),
      d_(static_cast<std::size_t>(n) * static_cast<std::size_t>(n)),
      d_run_(d_.size(), 0),
      c_(static_cast<std::size_t>(n)),
      c_run_(c_.size(), 0),
      redraw_reductions_(redraw_reductions),
      reductions_(c_.size(), 0) {}

}  // namespace redcheck
