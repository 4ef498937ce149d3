#include "models/segmented/search_limits.hpp"

namespace redcheck {

std::string segmented_search_suggestion(bool in_order) {
  return std::string("accepted: smaller p or q") +
         (in_order ? "" : std::string(", or ") + in_order_suggestion);
}

void refuse_out_of_budget(const std::string& instance_text, bool in_order) {
  throw TooBig("the exhaustive search of " + instance_text +
               " did not finish within its budget of states; " +
               segmented_search_suggestion(in_order));
}

}  // namespace redcheck
