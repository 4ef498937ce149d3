#include "models/segmented/published_formulas.hpp"

namespace redcheck {

int binary_levels(int p) {
  return ceil_log2(static_cast<std::uint64_t>(p) + 1);
}

Time formula_round(std::int64_t s, const Time& alpha, const Time& beta, const Time& gamma) {
  return alpha + (beta + gamma) * Time(s);
}

Time binomial_formula(int p, std::int64_t m, const Time& alpha, const Time& beta,
                      const Time& gamma) {
  return Time(ceil_log2(static_cast<std::uint64_t>(p))) * formula_round(m, alpha, beta, gamma);
}

Time table1_pipeline(int p, std::int64_t q, const Time& round) {
  return Time(p - 1) * round + Time(2 * (q - 1)) * round;
}

Time table1_binary(int p, std::int64_t q, const Time& round) {
  return Time(2 * (binary_levels(p) - 1)) * round + Time(4 * (q - 1)) * round;
}

Time table3_pipeline(int p, std::int64_t q, const Time& round) {
  return Time(p + q - 2) * round;
}

Time table3_binary(int p, std::int64_t q, const Time& round) {
  return Time(2 * (binary_levels(p) + q - 1)) * round;
}

Time table3_optimal_broadcast(int p, std::int64_t q, const Time& round) {
  return Time(ceil_log2(static_cast<std::uint64_t>(p)) + q - 1) * round;
}

Time table3_butterfly(int p, const Time& m, const Time& alpha, const Time& beta,
                      const Time& gamma) {
  const Time share(p - 1, p);
  return Time(2 * ceil_log2(static_cast<std::uint64_t>(p))) * alpha + Time(2) * share * beta * m +
         share * gamma * m;
}

}  // namespace redcheck
