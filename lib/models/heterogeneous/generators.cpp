#include "models/heterogeneous/generators.hpp"

#include "errors.hpp"
#include "gen/values.hpp"
#include "models/heterogeneous/validator.hpp"

#include <rapidcheck/gen/Container.h>
#include <rapidcheck/gen/Select.h>
#include <rapidcheck/gen/Transform.h>
#include <rapidcheck/gen/Tuple.h>

#include <string>
#include <utility>

namespace redcheck::gen {

rc::Gen<std::vector<std::vector<Time>>> cost_matrix(int n) {
  return cost_matrix(n, cost());
}

rc::Gen<std::vector<std::vector<Time>>> cost_matrix(int n, rc::Gen<Time> entry) {
  if (n < 1 || n > heterogeneous_max_processors) {
    throw InputError("cost_matrix needs 1 <= n <= " + std::to_string(heterogeneous_max_processors) +
                     ", not " + std::to_string(n));
  }
  const auto size = static_cast<std::size_t>(n);
  return rc::gen::map(rc::gen::container<std::vector<Time>>(size * (size - 1), std::move(entry)),
                      [size](const std::vector<Time>& off_diagonal) {
                        std::vector<std::vector<Time>> d(size, std::vector<Time>(size, Time(0)));
                        std::size_t k = 0;
                        for (std::size_t i = 0; i < size; ++i) {
                          for (std::size_t j = 0; j < size; ++j) {
                            if (i != j) d[i][j] = off_diagonal[k++];
                          }
                        }
                        return d;
                      });
}

rc::Gen<HeterogeneousInstance> heterogeneous_instance(int max_n) {
  if (max_n < 1 || max_n > heterogeneous_max_processors) {
    throw InputError("heterogeneous_instance needs 1 <= max_n <= " +
                     std::to_string(heterogeneous_max_processors) + ", not " +
                     std::to_string(max_n));
  }
  return rc::gen::mapcat(int_in(1, max_n), [](int n) {
    return rc::gen::map(
        rc::gen::pair(cost_matrix(n),
                      rc::gen::container<std::vector<Time>>(static_cast<std::size_t>(n), cost())),
        [](auto dc) {
          return make_heterogeneous_instance(std::move(dc.first), std::move(dc.second));
        });
  });
}

rc::Gen<HeterogeneousScheduled> heterogeneous_schedule(int max_n) {
  return rc::gen::map(
      rc::gen::pair(heterogeneous_instance(max_n),
                    rc::gen::elementOf(all_heterogeneous_builders())),
      [](const std::pair<HeterogeneousInstance, HeterogeneousBuilder>& p) {
        return HeterogeneousScheduled{p.first, p.second, build_heterogeneous(p.second, p.first)};
      });
}

void showValue(const HeterogeneousInstance& instance, std::ostream& os) {
  os << heterogeneous_instance_text(instance);
}

void showValue(const HeterogeneousScheduled& scheduled, std::ostream& os) {
  os << to_string(scheduled.builder) << " on " << heterogeneous_instance_text(scheduled.instance);
}

}  // namespace redcheck::gen
