#pragma once
// Heterogeneous instances as users give them: a JSON file {"d": [[...]],
// "c": [...]} with exact numbers as strings; --homogeneous D C --n N; the
// instance of Theorem 1 (--theorem1 d D --n N); random rational costs from a
// seed (--random SEED --n N); or inline, --d-matrix "0,1;2,0" --c-vector
// "1,1" (what replay commands use).

#include "claims/domain.hpp"
#include "models/heterogeneous/model.hpp"
#include "models/model.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace redcheck {

/// The options that give an instance, for the model's instance_options().
std::vector<OptionSpec> heterogeneous_instance_options();

/// The instance the options give: exactly one of --instance, --homogeneous,
/// --theorem1, --random, --d-matrix (with --c-vector); --n where it needs
/// one, at most `max_n`; --non-commutative; --root R (0..n-1).
/// Throws InputError naming a missing, conflicting, malformed or
/// out-of-range value.
HeterogeneousInstance heterogeneous_instance_from_options(const OptionValues& options, int max_n);

/// {"n": 3, "d": [["0", "1", ...], ...], "c": [...], "commutative": true},
/// with "root": R when the result must end on P_R (absent: any processor).
nlohmann::json heterogeneous_instance_json(const HeterogeneousInstance& instance);

/// Reads that JSON ("n", "commutative" and "root" optional; a null root is
/// any processor). `where` names it in
/// messages ("--instance 'F.json'"). Throws InputError on a bad field.
HeterogeneousInstance heterogeneous_instance_from_json(const nlohmann::json& json,
                                                       const std::string& where);

/// "--d-matrix '0,1;2,0' --c-vector 1,1 [--non-commutative] [--root R]".
std::string heterogeneous_instance_arguments(const HeterogeneousInstance& instance);

/// Random costs: each d_ij (i != j) and c_j is a / b with a uniform in
/// 0..20 and b in 1..5, drawn in the order d row by row, then c.
HeterogeneousInstance random_heterogeneous_instance(int n, Random& random);
/// A cost of random_heterogeneous_instance: a / b with a in 0..20, b in
/// 1..5 (simplest first: 0).
Time random_heterogeneous_cost(Chooser& choose);

/// Random costs in {d, D}: each d_ij (i != j) is d or D with probability
/// 1/2; c_j = c.
HeterogeneousInstance random_two_cost_instance(int n, const Time& d, const Time& big_d,
                                               const Time& c, Random& random);

}  // namespace redcheck
