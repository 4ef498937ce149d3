#include "gen/chooser.hpp"

#include "errors.hpp"

#include <algorithm>
#include <string>

namespace redcheck {

std::int64_t Chooser::integer(std::int64_t first, std::int64_t last) {
  if (first > last) {
    throw InternalError("a choice in " + std::to_string(first) + ".." + std::to_string(last));
  }
  return choose(first, last);
}

int Chooser::integer_in(int first, int last) {
  return static_cast<int>(integer(first, last));
}

bool Chooser::one_in(int k) {
  return integer(1, k) == k;
}

std::size_t Chooser::index(std::size_t count) {
  if (count == 0) throw InternalError("Chooser::index of an empty range");
  return static_cast<std::size_t>(integer(0, static_cast<std::int64_t>(count) - 1));
}

Time Chooser::cost() {
  const std::int64_t kind = integer(0, 9);
  if (kind == 0) return Time(0);
  if (kind <= 3) return Time(integer(1, 10));
  const std::int64_t p = integer(1, 1'000'000);
  return Time(p, integer(1, 1000));
}

Time Chooser::small_cost() {
  const std::int64_t p = integer(0, 7);
  return Time(p, integer(1, 4));
}

std::int64_t RandomChooser::choose(std::int64_t first, std::int64_t last) {
  return std::uniform_int_distribution<std::int64_t>(first, last)(random_);
}

int RandomSize::most(int fewest, int model_bound, int largest, const char* what) const {
  if (max_machines == 0) return std::min(model_bound, largest);
  if (max_machines < fewest) {
    throw InputError("a largest size of " + std::to_string(max_machines) + " " + what +
                     " is below this model's smallest instance; accepted: at least " +
                     std::to_string(fewest));
  }
  if (max_machines > largest) {
    throw InputError("a largest size of " + std::to_string(max_machines) + " " + what +
                     " is above the largest instance this model accepts for it (the exact "
                     "optimum, or the builder); accepted: at most " +
                     std::to_string(largest));
  }
  return max_machines;
}

}  // namespace redcheck
