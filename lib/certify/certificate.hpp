#pragma once
// Certificates of optima that solvers we did not write check (enumerator
// certify). A certificate is a directory:
//  - below.smt2: the instance's rules (the model's SMT encoding) with the
//    measure below the bound; unsat says no schedule is shorter;
//  - witness.smt2: the same rules with the measure at most the optimum; sat,
//    with a model that decodes into a schedule the validator accepts. When
//    the search gave an optimal schedule, the file ends with assertions that
//    pin it (the encoding's `pin`, after its `canonical`): each fixes one
//    variable, so they can only remove models, and sat still proves that a
//    schedule reaches the optimum; the solvers then check the search's
//    schedule instead of looking for one (n = 16, d = 1, c = 2: z3 27 s ->
//    under a second). `--check` reads the pins back, accepts only such
//    terms (is_pinning_term) and compares the rest byte for byte;
//  - certificate.json: model, instance, optimum, bound, what is proved
//    ("proves": optimum, lower bound or nothing), the statement in words
//    (naming the model and the instance), each solver's name, version,
//    verdicts and seconds;
//  - witness_schedule.json and witness_schedule.svg: the witness decoded and
//    validated, in the programs' schedule JSON and as a Gantt chart;
//  - below_schedule.json, when a solver found a schedule below the bound.
// A reviewer needs the directory and the two solvers: `z3 below.smt2`.
//
// What is proved. "optimum T": the bound is T, every solver says unsat to
// below and sat to witness, and every witness decodes into a schedule the
// validator accepts at measure exactly T. "lower bound B": a bound B below
// the optimum, every solver unsat to below; never called an optimum.
//
// Runs do not interfere: each holds a lock on the directory (certify alone,
// checks side by side), works in a private directory whose files the
// solvers read, and publishes by atomic renames, certificate.json last
// (certify/certificate_directory.hpp).

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

/// What a certificate proves.
enum class CertificateProof { optimum, lower_bound, nothing };
std::string to_string(CertificateProof proof);

struct CertifyResult {
  nlohmann::json certificate;  ///< certificate.json's content (a check: what it re-ran)
  CertificateProof proves = CertificateProof::nothing;
  bool certified = false;  ///< proves the optimum
  bool proved = false;     ///< proves what was asked: the optimum, or the bound given
  std::string summary;     ///< the statement, or why nothing is proved
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
/// instance is refused, a solver is missing, or another run uses the
/// directory (before any search).
CertifyResult certify(const Model& model, const ModelInstance& instance,
                      const OptionValues& optimum_options, const CertifyOptions& options);

/// Checks an existing certificate directory from its files alone: below and
/// witness must be the encoding of the instance, bound and optimum its
/// certificate.json states (byte for byte), the solvers, run again on
/// private copies, must prove it, and the statement, "proves" and the file
/// names recorded must be what the re-run proves. The result is what was
/// re-run ("re_run": true); the recorded solver entries and statement are
/// under "recorded". Writes nothing. Throws InputError when the directory
/// or its certificate.json cannot be read.
CertifyResult check_certificate(const ModelRegistry& registry, const std::string& directory,
                                double timeout_seconds);

}  // namespace redcheck
