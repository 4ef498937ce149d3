#include "models/overlap/model.hpp"

#include "errors.hpp"

namespace redcheck {

OverlapModel make_overlap_model(const Time& d, const Time& c, bool overlap) {
  if (d < 0) throw InputError("transfer cost d = " + to_string(d) + " is negative; costs are >= 0");
  if (c < 0) {
    throw InputError("reduction cost c = " + to_string(c) + " is negative; costs are >= 0");
  }
  OverlapModel model;
  model.d = d;
  model.c = c;
  model.overlap = overlap;
  return model;
}

}  // namespace redcheck
