// Figure 1's scatter: a platform consistent with what the text says of it.

#include "claims/domain.hpp"
#include "models/steady_state/claims/sections.hpp"
#include "models/steady_state/figure1_reconstruction.hpp"
#include "models/steady_state/platform_files.hpp"

#include <algorithm>
#include <cmath>

namespace redcheck {

Claim figure1_reconstruction() {
  return claim_in<SteadyStateContext>(
      "legrand2004.fig1.reconstruction",
      "Legrand, Marchal & Robert 2004, Sections 3.2 and 3.3, Figures 1 to 4",
      "The values are given for a period of 12: the achieved throughput is 6 messages every 12 "
      "time-units. [...] TP = 1/2 [...] all the messages destined to processor P_0 do not take "
      "the same route: some are transferred by P_a, and others by P_b. [...] It can be "
      "decomposed into four matchings [...] the fourth message transferred from P_b to P_1 is "
      "sent during the first and the third part of the period [...] this produces a schedule of "
      "period 48",
      "the figure's costs were lost; search the platforms with the five edges the text names "
      "(P_s->P_a, P_s->P_b, P_a->P_0, P_b->P_0, P_b->P_1), costs in {1/3, 1/2, 2/3, 3/4, 1, 4/3, "
      "3/2, 2, 3, 4}, and the solutions of period 12 routing 6 scatters, for one where TP = 1/2 "
      "is optimal (certified), both routes to P_0 carry messages, the toolkit's edge colouring "
      "gives 4 matchings, the 4th P_b->P_1 message is split between matchings 1 and 3, the "
      "schedule without split messages has period 48, and both schedules validate; holds when "
      "one is found (notes: how many, and the first)",
      Outcome::holds, "", [](SteadyStateContext&) {
        const std::vector<Time> grid = figure1_cost_grid();
        const auto found = figure1_reconstructions(grid);
        const std::uint64_t searched = 5 * static_cast<std::uint64_t>(std::pow(grid.size(), 5));
        std::string covered =
            std::to_string(searched) + " (cost vector, route split) pairs of Figure 1's five edges";
        if (found.empty()) {
          ClaimReport report;
          report.outcome = Outcome::undecided;
          report.covered = covered + ": none fits the text";
          return report;
        }
        const Figure1Reconstruction& first = found.front();
        std::vector<std::string> notes{
            std::to_string(found.size()) + " candidates fit the text",
            "first: " + to_string(first.costs) + "; to P_0 " + std::to_string(first.through_b) +
                " messages through P_b and " + std::to_string(6 - first.through_b) +
                " through P_a per period 12",
            "platform: " +
                one_line(platform_dot(figure1_problem(first.costs).platform, "figure1"))};
        for (std::size_t k = 0; k < first.matching_text.size(); ++k)
          notes.push_back("matching " + std::to_string(k + 1) + ", " + first.matching_text[k]);
        for (std::size_t k = 1; k < found.size() && k < 10; ++k)
          notes.push_back("also: " + to_string(found[k].costs) + ", " +
                          std::to_string(found[k].through_b) + " through P_b");
        return holds_on(searched, covered, notes);
      });
}

}  // namespace redcheck
