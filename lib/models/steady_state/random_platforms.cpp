#include "models/steady_state/random_platforms.hpp"

#include "errors.hpp"

#include <algorithm>
#include <cmath>

namespace redcheck {

namespace {

Time random_quarters(Random& random, int most) {
  return Time(std::uniform_int_distribution<int>(1, most)(random)) / 4;
}

void link(Platform& platform, int a, int b, Random& random) {
  if (a == b || platform.edge(a, b)) return;
  platform.add_edge(a, b, random_quarters(random, 20));
  platform.add_edge(b, a, random_quarters(random, 20));
}

}  // namespace

const std::vector<std::string>& platform_shape_names() {
  static const std::vector<std::string> names{"layered", "random", "star", "clique"};
  return names;
}

std::string to_string(PlatformShape shape) {
  return platform_shape_names().at(static_cast<std::size_t>(shape));
}

PlatformShape platform_shape(const std::string& name) {
  const auto& names = platform_shape_names();
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (names[k] == name) return static_cast<PlatformShape>(k);
  }
  throw InputError("platform shape '" + name + "' is unknown; accepted: layered, random, star, " +
                   "clique");
}

Platform random_platform(PlatformShape shape, int nodes, Random& random) {
  if (nodes < 2 || nodes > max_random_platform_nodes) {
    throw InputError("a random platform of " + std::to_string(nodes) + " nodes: 2 to " +
                     std::to_string(max_random_platform_nodes) + " are accepted");
  }
  Platform platform;
  for (int i = 0; i < nodes; ++i)
    platform.add_node("P" + std::to_string(i), random_quarters(random, 8));
  switch (shape) {
    case PlatformShape::layered: {
      const int width = std::max(1, static_cast<int>(std::lround(std::sqrt(nodes))));
      int first = 0, size = 1;  // the current layer: [first, first + size)
      while (first + size < nodes) {
        const int next = first + size;
        const int next_size = std::min(width, nodes - next);
        for (int b = next; b < next + next_size; ++b)
          link(platform, uniform_int(first, next - 1, random), b, random);
        for (int a = first; a < next; ++a) {
          const int extra = uniform_int(0, 2, random);
          for (int k = 0; k < extra; ++k)
            link(platform, a, uniform_int(next, next + next_size - 1, random), random);
        }
        first = next;
        size = next_size;
      }
      break;
    }
    case PlatformShape::random: {
      for (int b = 1; b < nodes; ++b) link(platform, uniform_int(0, b - 1, random), b, random);
      std::bernoulli_distribution extra(std::min(1.0, 3.0 / nodes));
      for (int a = 0; a < nodes; ++a) {
        for (int b = 0; b < nodes; ++b) {
          if (a != b && !platform.edge(a, b) && extra(random)) {
            platform.add_edge(a, b, random_quarters(random, 20));
          }
        }
      }
      break;
    }
    case PlatformShape::star:
      for (int b = 1; b < nodes; ++b) link(platform, 0, b, random);
      break;
    case PlatformShape::clique:
      for (int a = 0; a < nodes; ++a) {
        for (int b = a + 1; b < nodes; ++b) link(platform, a, b, random);
      }
      break;
  }
  return platform;
}

}  // namespace redcheck
