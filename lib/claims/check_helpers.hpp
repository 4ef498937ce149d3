#pragma once
// Small pieces the claim checks share: building reports, replay commands, and
// makespans read off validated schedules.

#include "claims/claim.hpp"
#include "models/overlap/model.hpp"
#include "schedule/schedule.hpp"

#include <cstdint>
#include <string>

namespace redcheck {

/// A "holds" report over `instances` checked instances; "undecided" when the
/// domain held none.
ClaimReport holds_on(std::uint64_t instances, const std::string& covered,
                     std::vector<std::string> notes = {});

/// A "refuted" report.
ClaimReport refuted_by(const std::string& covered, std::string summary, nlohmann::json instance,
                       std::string replay);

/// {"d": "1/2", "c": "1"}.
nlohmann::json costs_json(const OverlapModel& model);

/// "enumerator optimum --model overlap --n 9 --d 1 --c 1/2" (no-overlap as needed).
std::string optimum_command(int n, const OverlapModel& model);

/// "enumerator schedule --model overlap --algorithm A --n N --d D --c C [--tie-break R]".
std::string schedule_command(const std::string& algorithm, int n, const OverlapModel& model,
                             const std::string& tie_break = "");

/// "verifier check --claim ID --n-max N --d-values D --c-values C".
std::string verifier_command(const std::string& id, int n_max, const OverlapModel& model);

/// The validator's makespan of a schedule a builder produced. A builder that
/// produces an invalid schedule is a toolkit bug: throws std::logic_error
/// naming `what` and the broken rule.
Time validated_makespan(const Schedule& schedule, const OverlapModel& model,
                        const std::string& what);

}  // namespace redcheck
