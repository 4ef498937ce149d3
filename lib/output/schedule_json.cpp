#include "output/schedule_json.hpp"

namespace redcheck {

nlohmann::json tree_json(const ReductionTree& tree) {
  nlohmann::json j = {{"machines", tree.size()},
                      {"sink", tree.sink()},
                      {"brackets", tree.brackets()},
                      {"receivers", tree.receivers()},
                      {"max_in_degree", tree.max_in_degree()},
                      {"depth", tree.depth()}};
  if (tree.size() <= 4096) j["canonical"] = tree.canonical();
  return j;
}

nlohmann::json timeline_json(const Schedule& s) {
  nlohmann::json transfers = nlohmann::json::array();
  for (const auto& t : s.transfers) {
    transfers.push_back(
        {{"from", t.from}, {"to", t.to}, {"start", to_string(t.start)}, {"end", to_string(t.end)}});
  }
  nlohmann::json reductions = nlohmann::json::array();
  for (const auto& r : s.reductions) {
    reductions.push_back({{"machine", r.machine},
                          {"from", s.transfers[static_cast<std::size_t>(r.operand)].from},
                          {"start", to_string(r.start)},
                          {"end", to_string(r.end)}});
  }
  return {{"transfers", transfers}, {"reductions", reductions}};
}

}  // namespace redcheck
