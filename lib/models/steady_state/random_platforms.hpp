#pragma once
// Random platforms from a seed, for tests, fuzzing and benchmarks. Every link
// is used both ways, with two independent costs (c(i, j) and c(j, i)), so
// every node reaches every other one; costs are k/4 with k in 1..20 and task
// times k/4 with k in 1..8, exact.
//  - layered: node 0 alone on top, then layers of about sqrt(n) nodes; each
//    node links to one to three nodes of the layer below, and every node of
//    a layer to at least one node of the layer above (a tiered network);
//  - random: a random spanning tree plus each other ordered pair with
//    probability 3/n (about three more out-edges a node);
//  - star: node 0 linked to every other node;
//  - clique: every ordered pair.

#include "claims/domain.hpp"
#include "models/steady_state/platform.hpp"

#include <string>
#include <vector>

namespace redcheck {

enum class PlatformShape { layered, random, star, clique };

/// "layered", "random", "star", "clique".
std::string to_string(PlatformShape shape);
/// The shape named `name`. Throws InputError listing the names.
PlatformShape platform_shape(const std::string& name);
const std::vector<std::string>& platform_shape_names();

/// Largest random platform (nodes).
inline constexpr int max_random_platform_nodes = 1000;

/// A random platform of `nodes` nodes (2..max_random_platform_nodes; else
/// InputError), named P0, P1, ...
Platform random_platform(PlatformShape shape, int nodes, Random& random);

}  // namespace redcheck
