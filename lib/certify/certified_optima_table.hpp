#pragma once
// data/certified_optima.csv: exhaustive optima of the overlap model (and its
// variants), the heterogeneous and the segmented models, each certified by
// z3 and cvc5 (certify/certificate.hpp). Written by
// `enumerator table certified-optima`; no times in it, so that it
// regenerates byte for byte (docs/certificates.md gives the times).

#include "certify/certificate.hpp"
#include "tables/table_spec.hpp"

namespace redcheck {

/// The instances of the table: model name and its instance options.
std::vector<std::pair<std::string, std::string>> certified_optima_cases();

/// The instance `arguments` give `model`, certified (certify/certificate.hpp)
/// in a temporary directory removed afterwards: the table's rows and the
/// claims <model>.optimum-certified are made of these.
struct CertifiedCase {
  ModelInstance instance;
  CertifyResult result;
};
CertifiedCase certify_case(const Model& model, const std::string& arguments);

/// The table; it certifies instances of builtin_models().
TableSpec certified_optima_table();

}  // namespace redcheck
