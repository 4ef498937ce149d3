#include "output/schedule_json.hpp"

#include "cli/json_fields.hpp"
#include "errors.hpp"

#include <limits>

namespace redcheck {

namespace {

std::string resource_words(Resource r) {
  switch (r.kind) {
    case ResourceKind::port:
      return "port " + std::to_string(r.index);
    case ResourceKind::send_port:
      return "send port " + std::to_string(r.index);
    case ResourceKind::receive_port:
      return "receive port " + std::to_string(r.index);
    case ResourceKind::compute_unit:
      return "compute unit " + std::to_string(r.index);
    default:
      return "transfer pool";
  }
}

nlohmann::json activity_json(ActivityRef a) {
  return {{"kind", a.is_transfer() ? "transfer" : "reduction"}, {"index", a.index}};
}

int integer(const nlohmann::json& j, const char* key, const std::string& where) {
  return static_cast<int>(json_integer(j, key, "the timeline's " + where,
                                       std::numeric_limits<int>::min(),
                                       std::numeric_limits<int>::max()));
}

Time time(const nlohmann::json& j, const char* key, const std::string& where) {
  return parse_time(json_exact_text(j, key, "the timeline's " + where), where + " \"" + key + "\"");
}

}  // namespace

int transfer_segment(std::optional<long long> given, int segments, const std::string& where) {
  if (!given) {
    if (segments == 1) return 0;
    throw InputError(where + " has no \"segment\"; accepted: the segment it carries, 1 to " +
                     std::to_string(segments) + " (counted from 1)");
  }
  if (*given < 1 || *given > segments) {
    throw InputError(where + " \"segment\" = " + std::to_string(*given) +
                     " is out of range; accepted: 1 to " + std::to_string(segments) +
                     " (the instance's segments, counted from 1)");
  }
  return static_cast<int>(*given - 1);
}

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

nlohmann::json timeline_json(const Schedule& s, const TimelineView& view) {
  std::vector<nlohmann::json> after_transfer(s.transfers.size(), nlohmann::json::array());
  std::vector<nlohmann::json> after_reduction(s.reductions.size(), nlohmann::json::array());
  for (const Dependency& d : view.dependencies) {
    auto& list = d.after.is_transfer() ? after_transfer : after_reduction;
    list.at(static_cast<std::size_t>(d.after.index)).push_back(activity_json(d.before));
  }
  const auto resources = [&](ActivityRef a) {
    nlohmann::json list = nlohmann::json::array();
    for (const Resource& r : resources_of(s, a, view.resources)) list.push_back(resource_words(r));
    return list;
  };
  const auto data = [&](ActivityRef a) { return view.data ? view.data(a) : std::string(); };
  nlohmann::json transfers = nlohmann::json::array();
  for (std::size_t k = 0; k < s.transfers.size(); ++k) {
    const Transfer& t = s.transfers[k];
    const ActivityRef a = transfer_ref(static_cast<int>(k));
    transfers.push_back({{"id", k},
                         {"from", t.from},
                         {"to", t.to},
                         {"segment", t.segment + 1},
                         {"segments", t.segment_count},
                         {"data", data(a)},
                         {"start", to_string(t.start)},
                         {"end", to_string(t.end)},
                         {"resources", resources(a)},
                         {"after", after_transfer[k]}});
  }
  nlohmann::json reductions = nlohmann::json::array();
  for (std::size_t k = 0; k < s.reductions.size(); ++k) {
    const Reduction& r = s.reductions[k];
    const ActivityRef a = computation_ref(static_cast<int>(k));
    const int from = r.operand >= 0 && r.operand < static_cast<int>(s.transfers.size())
                         ? s.transfers[static_cast<std::size_t>(r.operand)].from
                         : -1;
    nlohmann::json reduction = {{"id", k},
                                {"machine", r.machine},
                                {"operand", r.operand},
                                {"from", from},
                                {"data", data(a)},
                                {"start", to_string(r.start)},
                                {"end", to_string(r.end)},
                                {"resources", resources(a)},
                                {"after", after_reduction[k]}};
    if (r.task >= 0) reduction["task"] = r.task;
    reductions.push_back(std::move(reduction));
  }
  nlohmann::json out = {{"machines", s.machines},
                        {"sink", s.sink},
                        {"transfers", transfers},
                        {"reductions", reductions}};
  if (s.period) out["period"] = to_string(*s.period);
  return out;
}

Schedule schedule_from_timeline(const nlohmann::json& j, int segments) {
  Schedule s;
  s.machines = integer(j, "machines", "header");
  s.sink = integer(j, "sink", "header");
  if (j.contains("period")) s.period = time(j, "period", "header");
  if (!j.contains("transfers") || !j["transfers"].is_array() || !j.contains("reductions") ||
      !j["reductions"].is_array()) {
    throw InputError("the timeline needs \"transfers\" and \"reductions\", two lists");
  }
  const auto& transfers = j["transfers"];
  const auto& reductions = j["reductions"];
  for (std::size_t k = 0; k < transfers.size(); ++k) {
    const std::string where = "transfer " + std::to_string(k);
    const auto& t = transfers[k];
    s.transfers.push_back(
        {integer(t, "from", where), integer(t, "to", where), time(t, "start", where),
         time(t, "end", where),
         transfer_segment(t.contains("segment")
                              ? std::optional<long long>(integer(t, "segment", where))
                              : std::nullopt,
                          segments, "the timeline's " + where),
         t.contains("segments") ? integer(t, "segments", where) : 1});
  }
  for (std::size_t k = 0; k < reductions.size(); ++k) {
    const std::string where = "reduction " + std::to_string(k);
    const auto& r = reductions[k];
    s.reductions.push_back({integer(r, "machine", where), integer(r, "operand", where),
                            time(r, "start", where), time(r, "end", where),
                            r.contains("task") ? integer(r, "task", where) : -1});
  }
  // "after" is derived again by the model, but a reference it makes must at
  // least exist: a dangling one means the file was edited by mistake.
  for (const auto* list : {&transfers, &reductions}) {
    for (std::size_t k = 0; k < list->size(); ++k) {
      const auto& activity = (*list)[k];
      if (!activity.contains("after")) continue;
      const std::string where = std::string(list == &transfers ? "transfer " : "reduction ") +
                                std::to_string(k) + " \"after\"";
      if (!activity["after"].is_array())
        throw InputError("the timeline's " + where + " is not a list");
      for (const auto& ref : activity["after"]) {
        const bool transfer = ref.is_object() && ref.value("kind", "") == "transfer";
        const bool reduction = ref.is_object() && ref.value("kind", "") == "reduction";
        const std::size_t count = transfer ? s.transfers.size() : s.reductions.size();
        if ((!transfer && !reduction) || !ref.contains("index") ||
            !ref["index"].is_number_integer() || ref["index"].get<long long>() < 0 ||
            ref["index"].get<unsigned long long>() >= count) {
          throw InputError("the timeline's " + where + " names " + ref.dump() +
                           ", which is no activity of the timeline; accepted: {\"kind\": "
                           "\"transfer\" or \"reduction\", \"index\": an index into its list}");
        }
      }
    }
  }
  return s;
}

}  // namespace redcheck
