#include "models/steady_state/steady_state_command.hpp"

#include "cli/arguments.hpp"
#include "errors.hpp"
#include "models/steady_state/instance.hpp"
#include "models/steady_state/periodic_schedule.hpp"
#include "models/steady_state/reduction_trees.hpp"
#include "models/steady_state/validator.hpp"
#include "output/atomic_file.hpp"
#include "output/gantt_svg.hpp"
#include "output/progress.hpp"

#include <iostream>
#include <optional>

namespace redcheck {

namespace {

nlohmann::json matchings_json(const SteadyStateProblem& p, const PeriodicSchedule& s) {
  nlohmann::json out = nlohmann::json::array();
  for (const WeightedMatching& m : s.matchings) {
    nlohmann::json pairs = nlohmann::json::array();
    for (const auto& [from, to] : m.pairs) {
      pairs.push_back({{"from", p.platform.name(from)}, {"to", p.platform.name(to)}});
    }
    out.push_back({{"duration", to_string(m.duration)}, {"pairs", pairs}});
  }
  return out;
}

/// The validator's verdict on one period of `s`, cross-checked with the LP.
nlohmann::json schedule_json(const SteadyStateProblem& p, const PeriodicSchedule& s,
                             bool whole_messages, const SteadyStateSolution& solution) {
  const PeriodicValidation v = validate_periodic(s.schedule, p, whole_messages);
  nlohmann::json j{{"valid", v.validation.valid()},
                   {"period", to_string(*s.schedule.period)},
                   {"transfers", s.schedule.transfers.size()},
                   {"computations", s.schedule.reductions.size()}};
  if (!v.validation.valid()) {
    j["rule"] = v.validation.rule;
    j["violation"] = v.validation.violation;
    return j;
  }
  const Time throughput = v.operations_per_period / *s.schedule.period;
  j["operations_per_period"] = to_string(v.operations_per_period);
  j["throughput"] = to_string(throughput);
  j["throughput_is_optimal"] = throughput == solution.throughput;
  return j;
}

int run_steady_state(const OptionValues& o) {
  // Every option first, then the size (the problem refuses programs beyond
  // max_program_work), then the work.
  std::optional<BigInt> fixed;
  if (const std::string* text = o.find("--fixed-period")) {
    if (steady_operation(o.required("--operation", "scatter, gossip or reduce")) !=
        SteadyOperation::reduce) {
      throw InputError("--fixed-period is an option of reduces (Proposition 4 uses their trees)");
    }
    fixed = BigInt(parse_integer(*text, "--fixed-period", 1, 1000000000));
  }
  const std::string* svg = o.find("--svg");
  const CreatedDirectoryGuard svg_guard = check_optional_output_file(svg ? *svg : "");
  const SteadyStateInstance in = steady_state_instance(o);
  const SteadyStateProblem& p = in.problem;
  const SteadyStateProgram program = steady_state_program(p);
  const std::string size = std::to_string(program.program.columns()) + " columns, " +
                           std::to_string(program.program.rows()) + " rows";
  // Tree generation counts its masters (their number is not known before).
  Progress progress(solved_by_trees(p, program)
                        ? "the exact LP (" + size + ") by tree generation: masters solved"
                        : "the exact LP (" + size + "), solved and certified",
                    0);
  const SteadyStateSolution solution =
      solve_steady_state(p, program, [&progress] { progress.advance(); });
  progress.finish();
  const PeriodicSchedule split = split_periodic_schedule(p, solution);
  const PeriodicSchedule whole = unsplit_periodic_schedule(p, split);

  nlohmann::json j = solution_json(p, program, solution);
  j["problem"] = problem_text(p);
  j["matchings"] = matchings_json(p, split);
  j["schedule"] = schedule_json(p, split, false, solution);
  j["schedule_without_split_messages"] = schedule_json(p, whole, true, solution);
  bool fixed_valid = true;
  if (p.operation == SteadyOperation::reduce) {
    const auto trees = reduction_trees(p, solution);
    j["trees"] = trees_json(p, trees);
    if (fixed) {
      const SteadyStateSolution approx = fixed_period_solution(p, solution, trees, *fixed);
      const PeriodicSchedule schedule = split_periodic_schedule(p, approx);
      const Time loss = solution.throughput - approx.throughput;
      const Time bound = Time(static_cast<long long>(trees.size())) / Time(*fixed);
      j["fixed_period"] = {
          {"period", fixed->str()},        {"throughput", to_string(approx.throughput)},
          {"loss", to_string(loss)},       {"bound", to_string(bound)},
          {"within_bound", loss <= bound}, {"schedule", schedule_json(p, schedule, false, approx)}};
      fixed_valid = loss <= bound && j["fixed_period"]["schedule"]["valid"].get<bool>();
    }
  }
  const bool valid = fixed_valid && j["schedule"]["valid"].get<bool>() &&
                     j["schedule_without_split_messages"]["valid"].get<bool>() &&
                     solution.certificate.verified;
  if (svg) {
    GanttWords words;
    words.machine = "node";
    words.data = [&](ActivityRef a) {
      return a.is_transfer()
                 ? p.types[static_cast<std::size_t>(
                               split.schedule.transfers[static_cast<std::size_t>(a.index)].segment)]
                       .name
                 : p.tasks[static_cast<std::size_t>(
                               split.schedule.reductions[static_cast<std::size_t>(a.index)].task)]
                       .name;
    };
    write_file_atomically(*svg, gantt_svg(split.schedule,
                                          "one period of the " + problem_text(p) + ", throughput " +
                                              to_string(solution.throughput),
                                          words));
  }
  if (o.has("--json")) {
    std::cout << j.dump(2) << "\n";
  } else {
    std::cout << "Steady state, " << j["problem"].get<std::string>() << "\n"
              << "throughput " << to_string(solution.throughput) << " operations per time unit ("
              << to_decimal(solution.throughput, 6) << "), certified "
              << (solution.certificate.verified ? "optimal" : "NOT optimal")
              << " by the toolkit's exact check\n"
              << "period " << solution.period.str() << ": "
              << solution.operations_per_period().str() << " operations, " << split.matchings.size()
              << " matchings\n"
              << "schedule: " << (j["schedule"]["valid"].get<bool>() ? "valid" : "INVALID")
              << "; without split messages: period "
              << j["schedule_without_split_messages"]["period"].get<std::string>() << ", "
              << (j["schedule_without_split_messages"]["valid"].get<bool>() ? "valid" : "INVALID")
              << "\n"
              << "LP: " << solution.columns << " columns, " << solution.rows << " rows";
    if (solution.generated_trees > 0) {
      std::cout << ", solved by generating " << solution.generated_trees << " reduction trees";
    }
    std::cout << "\n";
    if (j.contains("trees")) {
      std::cout << j["trees"].size() << " reduction trees (weight per period):\n";
      for (const auto& tree : j["trees"]) {
        std::cout << "  " << tree["weight"].get<std::string>() << " x "
                  << tree["tree"].get<std::string>() << "\n";
      }
    }
    if (j.contains("fixed_period")) {
      const auto& f = j["fixed_period"];
      std::cout << "period " << f["period"].get<std::string>() << " (Proposition 4): throughput "
                << f["throughput"].get<std::string>() << ", loss " << f["loss"].get<std::string>()
                << " <= " << f["bound"].get<std::string>() << ": "
                << (f["within_bound"].get<bool>() ? "yes" : "NO") << "; schedule "
                << (f["schedule"]["valid"].get<bool>() ? "valid" : "INVALID") << "\n";
    }
  }
  if (!valid) throw InternalError("the steady-state schedule or certificate failed its check");
  return 0;
}

}  // namespace

CommandSpec steady_state_command() {
  std::vector<OptionSpec> options = steady_state_problem_options();
  options.push_back({"--fixed-period",
                     "reduce: also Proposition 4's schedule of this period (an integer), from the "
                     "reduction trees"});
  options.push_back({"--svg", "Write one period of the schedule as a Gantt chart to this file"});
  options.push_back({"--json", "JSON on stdout (exact numbers as strings)", true});
  return {"steady-state",
          "Steady-state model: the optimal throughput of a series of scatters, gossips or reduces "
          "(exact LP, certified), its matchings and periodic schedule",
          options, run_steady_state};
}

}  // namespace redcheck
