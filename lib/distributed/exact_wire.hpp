#pragma once
// An exact number as the ranks of an MPI job hand it to each other
// (distributed_map.hpp): integer ticks as JSON integers, exact rationals as
// their strings ("7/2"), read back without loss.

#include "time/exact_time.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <type_traits>

namespace redcheck {

template <class T>
nlohmann::json exact_to_wire(const T& value) {
  if constexpr (std::is_same_v<T, Time>) {
    return to_string(value);
  } else {
    static_assert(std::is_integral_v<T>, "ticks or exact rationals only");
    return value;
  }
}

template <class T>
T exact_from_wire(const nlohmann::json& wire) {
  if constexpr (std::is_same_v<T, Time>) {
    return parse_time(wire.get<std::string>(), "an exact number from another rank");
  } else {
    static_assert(std::is_integral_v<T>, "ticks or exact rationals only");
    return wire.get<T>();
  }
}

}  // namespace redcheck
