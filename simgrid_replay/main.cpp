// redcheck-simgrid-replay: runs one replay plan (lib/replay/replay_plan.hpp)
// in SimGrid and prints when each activity started and ended. The toolkit
// runs it as a helper process (lib/replay/simgrid_replay.hpp): SimGrid
// allows one engine per process, and some platform errors end the process.
//
// Input (stdin, JSON): {"platform": "" (build the exact-equivalent platform
// below) or an XML file, "hosts": [machine i's host, ...] (file only; empty:
// the file's first hosts in natural order of names), "machines", "host_speed" and
// "link_bandwidth" (built platform), "timing": "scheduled" | "asap",
// "activities": [{"transfer": bool, "from", "to", "amount" (bytes, or
// flops), "release" (seconds), "after": [indices]}]}.
// Output (stdout, JSON): {"makespan", "hosts", "network_model", "starts",
// "ends"}. Bad input (a platform SimGrid rejects, an unknown host): a
// message on stderr and exit status 2.
//
// The built platform: one host per machine (speed host_speed), one link per
// ordered pair of machines that exchange data (bandwidth link_bandwidth,
// latency 0), in a full zone; with the network model CM02, TCP-gamma 0 and
// no cross traffic a transfer of b bytes takes exactly b / bandwidth. Each
// activity is an actor on its (sending) host: it waits for its release date
// (scheduled timing) and for a semaphore that every activity it waits for
// releases once, then sends or computes.

#include <simgrid/Exception.hpp>
#include <simgrid/s4u.hpp>
#include <xbt/config.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
#include <tuple>
#include <vector>

namespace sg4 = simgrid::s4u;

namespace {

struct Activity {
  bool transfer = false;
  int from = 0, to = 0;
  double amount = 0;
  double release = 0;
  std::vector<int> after;
  std::vector<int> successors;
  sg4::SemaphorePtr ready;
  double start = -1, end = -1;
};

[[noreturn]] void refuse(const std::string& message) {
  std::cerr << "redcheck-simgrid-replay: " << message << "\n";
  std::exit(2);
}

/// Names in natural order: node-2 before node-10.
bool natural_less(const std::string& a, const std::string& b) {
  const auto split = [](const std::string& name) {
    std::size_t digits = name.size();
    while (digits > 0 && std::isdigit(static_cast<unsigned char>(name[digits - 1]))) --digits;
    const std::string number = name.substr(digits);
    return std::make_tuple(name.substr(0, digits), number.size(), number);
  };
  return split(a) < split(b);
}

std::vector<sg4::Host*> built_platform(const nlohmann::json& in, const std::vector<Activity>& all) {
  const int machines = in.at("machines").get<int>();
  auto* zone = sg4::create_full_zone("redcheck");
  std::vector<sg4::Host*> hosts;
  for (int i = 0; i < machines; ++i) {
    hosts.push_back(
        zone->create_host("machine-" + std::to_string(i), in.at("host_speed").get<double>())
            ->seal());
  }
  std::vector<std::vector<bool>> linked(static_cast<std::size_t>(machines),
                                        std::vector<bool>(static_cast<std::size_t>(machines)));
  for (const Activity& a : all) {
    if (!a.transfer || linked[static_cast<std::size_t>(a.from)][static_cast<std::size_t>(a.to)])
      continue;
    linked[static_cast<std::size_t>(a.from)][static_cast<std::size_t>(a.to)] = true;
    const std::string name = "link-" + std::to_string(a.from) + "-" + std::to_string(a.to);
    sg4::Link* link =
        zone->create_link(name, in.at("link_bandwidth").get<double>())->set_latency(0)->seal();
    zone->add_route(hosts[static_cast<std::size_t>(a.from)]->get_netpoint(),
                    hosts[static_cast<std::size_t>(a.to)]->get_netpoint(), nullptr, nullptr,
                    {sg4::LinkInRoute(link)}, false);
  }
  zone->seal();
  return hosts;
}

std::vector<sg4::Host*> file_platform(const sg4::Engine& engine, const nlohmann::json& in) {
  const std::string file = in.at("platform").get<std::string>();
  try {
    engine.load_platform(file);
  } catch (const std::exception& e) {
    refuse("SimGrid rejects the platform file " + file + ": " + e.what());
  }
  const int machines = in.at("machines").get<int>();
  std::vector<sg4::Host*> hosts;
  const auto names = in.at("hosts").get<std::vector<std::string>>();
  if (names.empty()) {
    std::vector<sg4::Host*> all = engine.get_all_hosts();
    std::sort(all.begin(), all.end(), [](const sg4::Host* a, const sg4::Host* b) {
      return natural_less(a->get_name(), b->get_name());
    });
    if (static_cast<int>(all.size()) < machines) {
      refuse("the platform file " + file + " has " + std::to_string(all.size()) + " hosts for " +
             std::to_string(machines) + " machines");
    }
    all.resize(static_cast<std::size_t>(machines));
    return all;
  }
  if (static_cast<int>(names.size()) != machines) {
    refuse("--hosts names " + std::to_string(names.size()) + " hosts for " +
           std::to_string(machines) + " machines; give one per machine");
  }
  for (const auto& name : names) {
    sg4::Host* host = engine.host_by_name_or_null(name);
    if (host == nullptr) {
      std::string known;
      const auto all = engine.get_all_hosts();
      for (std::size_t k = 0; k < all.size() && k < 8; ++k)
        known += (k ? ", " : "") + all[k]->get_name();
      refuse("--hosts names '" + name + "', which is no host of " + file + " (its hosts: " + known +
             (all.size() > 8 ? ", ..." : "") + ")");
    }
    hosts.push_back(host);
  }
  return hosts;
}

}  // namespace

int main(int argc, char** argv) {
  nlohmann::json in;
  try {
    std::cin >> in;
  } catch (const std::exception& e) {
    refuse(std::string("malformed input: ") + e.what());
  }
  std::vector<Activity> all;
  for (const auto& a : in.at("activities")) {
    all.push_back({a.at("transfer").get<bool>(),
                   a.at("from").get<int>(),
                   a.at("to").get<int>(),
                   a.at("amount").get<double>(),
                   a.at("release").get<double>(),
                   a.at("after").get<std::vector<int>>(),
                   {},
                   nullptr,
                   -1,
                   -1});
  }
  for (std::size_t k = 0; k < all.size(); ++k) {
    for (int before : all[k].after)
      all[static_cast<std::size_t>(before)].successors.push_back(static_cast<int>(k));
  }
  const bool built = in.at("platform").get<std::string>().empty();
  const bool scheduled = in.at("timing").get<std::string>() == "scheduled";

  std::vector<std::string> words{argv[0], "--log=root.thres:critical"};
  if (built) {
    for (const char* c : {"--cfg=network/model:CM02", "--cfg=network/TCP-gamma:0",
                          "--cfg=network/crosstraffic:0", "--cfg=surf/precision:1e-13"})
      words.emplace_back(c);
  }
  for (int k = 1; k < argc; ++k) words.emplace_back(argv[k]);
  std::vector<char*> engine_argv;
  for (auto& w : words) engine_argv.push_back(w.data());
  int engine_argc = static_cast<int>(engine_argv.size());
  engine_argv.push_back(nullptr);
  sg4::Engine engine(&engine_argc, engine_argv.data());

  const std::vector<sg4::Host*> hosts = built ? built_platform(in, all) : file_platform(engine, in);
  for (auto& a : all) a.ready = sg4::Semaphore::create(0);
  for (std::size_t k = 0; k < all.size(); ++k) {
    Activity* a = &all[k];
    sg4::Actor::create("activity-" + std::to_string(k), hosts[static_cast<std::size_t>(a->from)],
                       [a, &all, &hosts, scheduled] {
                         if (scheduled) sg4::this_actor::sleep_until(a->release);
                         for (std::size_t w = 0; w < a->after.size(); ++w) a->ready->acquire();
                         a->start = sg4::Engine::get_clock();
                         if (a->transfer) {
                           sg4::Comm::sendto(hosts[static_cast<std::size_t>(a->from)],
                                             hosts[static_cast<std::size_t>(a->to)],
                                             static_cast<std::uint64_t>(a->amount));
                         } else {
                           sg4::this_actor::execute(a->amount);
                         }
                         a->end = sg4::Engine::get_clock();
                         for (int next : a->successors)
                           all[static_cast<std::size_t>(next)].ready->release();
                       });
  }
  engine.run();

  nlohmann::json out;
  double makespan = 0;
  std::vector<double> starts, ends;
  for (const Activity& a : all) {
    if (a.end < 0) refuse("activity never ran: the plan's dependencies deadlock");
    starts.push_back(a.start);
    ends.push_back(a.end);
    makespan = std::max(makespan, a.end);
  }
  std::vector<std::string> names;
  for (const sg4::Host* h : hosts) names.push_back(h->get_name());
  out["makespan"] = makespan;
  out["starts"] = starts;
  out["ends"] = ends;
  out["hosts"] = names;
  out["network_model"] = simgrid::config::get_value<std::string>("network/model");
  std::cout << out.dump() << "\n";
  return 0;
}
