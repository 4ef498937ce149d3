#pragma once
// Whether the tests run under AddressSanitizer and UndefinedBehaviorSanitizer
// (cmake -DREDCHECK_SANITIZE=ON, scripts/sanitize.sh), where the library runs
// 10 to 70 times slower. The few exhaustive tests that take minutes there
// check a prefix of their cases (cases_to_check): the sanitizers look for
// memory errors and undefined behaviour on the code paths, which the first
// cases reach; every case runs in the normal build (ctest).

#include <cstddef>
#include <vector>

namespace redcheck::testing {

inline constexpr bool sanitized_build = REDCHECK_SANITIZED_TESTS;

/// `cases`, or its first `under_sanitizers` under the sanitizers.
template <class T>
std::vector<T> cases_to_check(std::vector<T> cases, std::size_t under_sanitizers) {
  if (sanitized_build && cases.size() > under_sanitizers) cases.resize(under_sanitizers);
  return cases;
}

}  // namespace redcheck::testing
