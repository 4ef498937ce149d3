#include "claims/statement.hpp"

namespace redcheck {

std::string to_string(StatementForm form) {
  switch (form) {
    case StatementForm::for_all:
      return "for all";
    case StatementForm::exists:
      return "exists";
    case StatementForm::approximate:
      return "approximate";
    case StatementForm::definition:
      return "definition";
  }
  return "for all";
}

std::string to_string(ReadingKind kind) {
  switch (kind) {
    case ReadingKind::as_computed:
      return "as computed";
    case ReadingKind::literal:
      return "literal";
    case ReadingKind::stricter:
      return "stricter";
    case ReadingKind::corrected:
      return "corrected";
  }
  return "literal";
}

std::optional<StatementForm> statement_form_named(const std::string& name) {
  for (StatementForm f : {StatementForm::for_all, StatementForm::exists, StatementForm::approximate,
                          StatementForm::definition}) {
    if (to_string(f) == name) return f;
  }
  return std::nullopt;
}

std::optional<ReadingKind> reading_kind_named(const std::string& name) {
  for (ReadingKind k : {ReadingKind::as_computed, ReadingKind::literal, ReadingKind::stricter,
                        ReadingKind::corrected}) {
    if (to_string(k) == name) return k;
  }
  return std::nullopt;
}

bool is_fair(ReadingKind kind) {
  return kind == ReadingKind::as_computed || kind == ReadingKind::literal;
}

std::string Assumption::words() const {
  return basis.empty() ? text : text + " (" + basis + ")";
}

std::string to_string(StatementOrigin origin) {
  switch (origin) {
    case StatementOrigin::paper:
      return "paper";
    case StatementOrigin::toolkit:
      return "toolkit";
    case StatementOrigin::own:
      return "own";
  }
  return "paper";
}

const Reading* Statement::reading(const std::string& claim_id) const {
  for (const Reading& r : readings) {
    if (r.claim_id == claim_id) return &r;
  }
  return nullptr;
}

Statement implicit_statement(std::string id, std::string source, std::string text,
                             std::string claim_id, StatementOrigin origin) {
  Statement s;
  s.id = std::move(id);
  s.source = std::move(source);
  s.text = std::move(text);
  s.origin = origin;
  s.readings.push_back(literal(std::move(claim_id)));
  return s;
}

Statement paper_statement(const std::string& paper, std::string id, std::string place,
                          std::string text, std::vector<Assumption> assumptions,
                          std::vector<Reading> readings, StatementForm form,
                          std::string tolerance) {
  Statement s;
  s.id = std::move(id);
  s.source = paper + std::move(place);
  s.text = std::move(text);
  s.form = form;
  s.tolerance = std::move(tolerance);
  s.assumptions = std::move(assumptions);
  s.readings = std::move(readings);
  return s;
}

Reading as_computed(std::string claim_id, std::string why) {
  return {std::move(claim_id), ReadingKind::as_computed, std::move(why)};
}

Reading literal(std::string claim_id, std::string why) {
  return {std::move(claim_id), ReadingKind::literal, std::move(why)};
}

Reading stricter(std::string claim_id, std::string why) {
  return {std::move(claim_id), ReadingKind::stricter, std::move(why)};
}

Reading corrected(std::string claim_id, std::string why) {
  return {std::move(claim_id), ReadingKind::corrected, std::move(why)};
}

Reading beyond_assumptions(Reading reading) {
  reading.beyond_assumptions = true;
  return reading;
}

}  // namespace redcheck
