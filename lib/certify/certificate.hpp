#pragma once
// Certificates of optima that solvers we did not write check (enumerator
// certify). A certificate is a directory:
//  - below.smt2: the instance's rules (the model's SMT encoding) with the
//    measure below the bound; unsat says no schedule is shorter;
//  - witness.smt2: the same rules with the measure at most the optimum; sat,
//    with a model that decodes into a schedule the validator accepts;
//  - certificate.json: model, instance, optimum, bound, each solver's name,
//    version, verdicts and seconds, and "certified";
//  - below_schedule.json, when a solver found a schedule below the bound:
//    that schedule, validated, in the programs' schedule JSON.
// A reviewer needs the directory and the two solvers: `z3 below.smt2`.

#include "models/registry.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace redcheck {

struct CertifyOptions {
  std::optional<Time> bound;    ///< default: the optimum
  double timeout_seconds = 60;  ///< each solver on each file
  std::string out;              ///< the directory written
};

struct CertifyResult {
  nlohmann::json certificate;  ///< certificate.json's content
  bool certified = false;
  std::string summary;  ///< one line: certified, or why not
};

/// The checks of certify's own inputs; `said` names the value as the caller
/// was given it ("--timeout 0", "timeout = 0"). Throw InputError.
/// A solver's time limit: seconds in (0, 86400].
void check_timeout(double seconds, const std::string& said);
/// A bound: >= 0.
void check_bound(const Time& bound, const std::string& said);

/// Writes the certificate of `instance` of `model` into options.out, the
/// optimum found by the model's search (optimum options: `optimum_options`).
/// Throws InputError when the model has no encoding or no optimum, the
/// instance is refused, or a solver is missing.
CertifyResult certify(const Model& model, const ModelInstance& instance,
                      const OptionValues& optimum_options, const CertifyOptions& options);

/// Checks an existing certificate directory: its files must be the encoding
/// of the instance and bound its certificate.json states (byte for byte),
/// and the solvers, run again, must say unsat to below and sat to witness
/// with a schedule the validator accepts. Writes nothing. Throws InputError
/// when the directory or its certificate.json cannot be read.
CertifyResult check_certificate(const ModelRegistry& registry, const std::string& directory,
                                double timeout_seconds);

}  // namespace redcheck
