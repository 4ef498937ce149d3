// enumerator certify: an optimum certified by z3 and cvc5 (certify/).

#include "certify/certificate.hpp"
#include "cli/arguments.hpp"
#include "enumerator/commands.hpp"

#include <iostream>

namespace redcheck {

namespace {

double timeout_of(const CertifyCommandOptions& o) {
  const auto seconds = static_cast<double>(parse_time(o.timeout, "--timeout"));
  check_timeout(seconds, "--timeout " + o.timeout);
  return seconds;
}

int report(const CertifyResult& result, bool json) {
  if (json) {
    std::cout << result.certificate.dump(2) << "\n";
  } else {
    const auto& j = result.certificate;
    // A check prints what it ran, never what the file records.
    const std::string ran = j.value("re_run", false) ? "re-run: " : "";
    std::cout << j.value("model", std::string()) << " model, "
              << j.value("arguments", std::string()) << "\n";
    std::cout << "optimum " << j.value("optimum", std::string()) << ", bound "
              << j.value("bound", std::string()) << "\n";
    if (j.contains("solvers") && j["solvers"].empty() && !ran.empty()) {
      std::cout << "  " << ran << "no solver ran\n";
    }
    if (j.contains("solvers")) {
      for (const auto& s : j["solvers"]) {
        std::cout << "  " << ran << s["name"].get<std::string>() << " "
                  << s["version"].get<std::string>() << ": below "
                  << s["below"]["verdict"].get<std::string>() << " ("
                  << s["below"]["seconds"].get<double>() << " s), witness "
                  << s["witness"]["verdict"].get<std::string>() << " ("
                  << s["witness"]["seconds"].get<double>() << " s)\n";
      }
    }
    std::cout << "proves: " << j.value("proves", std::string("nothing")) << "\n";
    std::cout << result.summary << "\n";
  }
  // 0 when what was asked is proved: the optimum, or the --bound given.
  return result.proved ? 0 : 1;
}

}  // namespace

int run_certify(const ModelRegistry& registry, const CommonOptions& common,
                const CertifyCommandOptions& certify_options, OptionValues options) {
  const double timeout = timeout_of(certify_options);
  if (!certify_options.check.empty()) {
    if (!options.flags().empty() || !certify_options.out.empty() ||
        !certify_options.bound.empty() || certify_options.model_given) {
      throw InputError(
          "--check DIR takes everything from DIR: give no --model, instance, --out or --bound "
          "with it");
    }
    return report(check_certificate(registry, certify_options.check, timeout), common.json);
  }
  const auto choice = registry.find(common.model);
  const Model& model = *choice.model;
  if (choice.implied_switch) options.set(*choice.implied_switch, "");
  if (!model.has_smt_encoding()) model.smt_encoding(ModelInstance());  // says why
  std::vector<OptionSpec> accepted = model.instance_options();
  for (const auto& o : model.optimum_options()) accepted.push_back(o);
  check_given_options(registry, model, nullptr, accepted, options,
                      "enumerator certify --model " + model.name());
  if (certify_options.out.empty()) {
    throw InputError("--out DIR is required: the directory the certificate is written to");
  }
  const ModelInstance instance = model.instance_from_options(options, nullptr);
  CertifyOptions o;
  if (!certify_options.bound.empty()) o.bound = parse_time(certify_options.bound, "--bound");
  if (o.bound) check_bound(*o.bound, "--bound " + certify_options.bound);
  o.timeout_seconds = timeout;
  o.out = certify_options.out;
  return report(certify(model, instance, options, o), common.json);
}

}  // namespace redcheck
