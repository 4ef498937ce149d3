#include "models/steady_state/quantities.hpp"

#include "models/model_quantities.hpp"
#include "models/steady_state/random_platforms.hpp"

namespace redcheck {

namespace {

// The options of one operation on a random platform, as documented above.
OptionValues operation_options(const std::vector<Argument>& a) {
  const std::string& operation = a[0].name;
  const int nodes = static_cast<int>(a[2].integer());
  OptionValues o;
  o.set("--random-platform", a[1].name + ":" + std::to_string(nodes) + ":" + to_string(a[3].value));
  o.set("--operation", operation);
  const auto others = [nodes](int first) {
    std::string list;
    for (int k = first; k < nodes; ++k) list += (list.empty() ? "P" : ",P") + std::to_string(k);
    return list;
  };
  if (operation == "reduce") {
    o.set("--target", "P0");
  } else if (operation == "scatter") {
    o.set("--source", "P0");
    o.set("--targets", others(1));
  } else {
    o.set("--sources", "P0,P1");
    o.set("--targets", others(2));
  }
  return o;
}

}  // namespace

Quantities steady_state_quantities(const Model& model) {
  const std::vector<ArgumentSpec> arguments{
      ArgumentSpec::name_of("operation", {"reduce", "scatter", "gossip"}),
      ArgumentSpec::name_of("shape", platform_shape_names()),
      ArgumentSpec::integer_in("nodes", 3, 40), ArgumentSpec::integer_in("seed", 0, 1'000'000'000)};
  const Model* m = &model;
  Quantities q;
  q["throughput"] =
      Quantity{"throughput", arguments, [m](const std::vector<Argument>& a) {
                 const MeasuredBuild b = measured_build(*m, "periodic", operation_options(a));
                 return parse_time(b.details.at("throughput").get<std::string>(), "throughput");
               }};
  q["period"] = Quantity{"period", arguments, [m](const std::vector<Argument>& a) {
                           return measured_build(*m, "periodic", operation_options(a)).measure;
                         }};
  return q;
}

}  // namespace redcheck
