#include "my_chain.hpp"

#include <redcheck/time/exact_time.hpp>

namespace my_conjecture {

redcheck::BuilderSpec my_chain_builder(const redcheck::Model& overlap) {
  using redcheck::Time;
  const redcheck::Model* model = &overlap;
  redcheck::BuilderSpec spec;
  spec.name = "my-chain";
  spec.summary = "machine k sends to k - 1, last machine first";
  // The instance through the model's JSON, as any program reads it.
  spec.accepts = [model](const redcheck::ModelInstance& instance) {
    const nlohmann::json j = model->instance_json(instance);
    return j.at("overlap").get<bool>() && !j.contains("max_reducers") &&
           !j.contains("max_transfers");
  };
  spec.added = [model](const redcheck::ModelInstance& instance) {
    const nlohmann::json j = model->instance_json(instance);
    const int n = j.at("n").get<int>();
    const Time d = redcheck::parse_time(j.at("d").get<std::string>(), "d");
    const Time c = redcheck::parse_time(j.at("c").get<std::string>(), "c");
    redcheck::Built built;
    built.instance = instance;
    built.schedule.machines = n;
    built.schedule.sink = 0;
    Time now(0);
    for (int k = n - 1; k > 0; --k) {
      built.schedule.transfers.push_back({k, k - 1, now, now + d, 0, 1});
      const int operand = static_cast<int>(built.schedule.transfers.size()) - 1;
      built.schedule.reductions.push_back({k - 1, operand, now + d, now + d + c, -1});
      now = now + d + c;
    }
    built.own_length = now;  // cross-checked with the validator's makespan
    return built;
  };
  return spec;
}

}  // namespace my_conjecture
