#include "enumerator/model_options.hpp"

#include "cli/arguments.hpp"
#include "errors.hpp"

namespace redcheck {

OverlapModel overlap_model_from(const CostOptions& o) {
  if (o.model != "overlap" && o.model != "no-overlap") {
    throw InputError("--model '" + o.model + "' is unknown; accepted: overlap, no-overlap" +
                     (o.model == "segmented" ? " (segmented: schedule only)" : ", segmented"));
  }
  if (o.d.empty()) throw InputError("--d is required: the transfer cost, an exact number >= 0");
  if (o.c.empty()) throw InputError("--c is required: the reduction cost, an exact number >= 0");
  return make_overlap_model(parse_cost(o.d, "--d"), parse_cost(o.c, "--c"), o.model == "overlap");
}

}  // namespace redcheck
