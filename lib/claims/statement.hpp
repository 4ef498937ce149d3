#pragma once
// Published statements and their readings: the unit a verdict is about.
//
// A statement is what a paper says at one place, as printed, with the
// assumptions the paper states or needs for it (quoted with their place) and
// its logical form. Its readings are claims (claim.hpp): each checks the
// statement one way, and has a kind:
//  - as computed: as the paper computed it (its own formulas, its figures'
//    method);
//  - literal: the text as printed;
//  - stricter: stricter than the paper (or a choice the paper does not
//    make); its failure is a finding of its own, never the paper's error;
//  - corrected: the toolkit's repaired, restricted or weakened version, what
//    holds instead; reported beside, never deciding the verdict.
// The first two are the fair readings. A reading whose domain also holds
// points the assumptions exclude says so (beyond_assumptions); a fair reading
// inside them decides the verdict there. statement_verdict.hpp turns the
// readings' outcomes into the statement's verdict by one rule.

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

enum class StatementForm {
  for_all,      ///< refutable by a counterexample
  exists,       ///< witnessed by an instance, never refuted by a finite search
  approximate,  ///< "about", "around", "most likely": read with a stated tolerance
  definition,   ///< not checked as a statement
};

enum class ReadingKind { as_computed, literal, stricter, corrected };

/// "for all", "exists", "approximate", "definition".
std::string to_string(StatementForm form);
/// "as computed", "literal", "stricter", "corrected".
std::string to_string(ReadingKind kind);
std::optional<StatementForm> statement_form_named(const std::string& name);
std::optional<ReadingKind> reading_kind_named(const std::string& name);

/// Whether a reading of this kind decides its statement's verdict.
bool is_fair(ReadingKind kind);

/// One assumption, with the place that states or needs it.
struct Assumption {
  std::string text;   ///< "max(d, c) > 0"
  std::string basis;  ///< "needed: the proof removes max(d, c) = d + c at each step"
  /// "max(d, c) > 0 (needed: ...)", or the text alone.
  std::string words() const;
};

/// A reading of a statement: a claim, its kind, and why it reads so.
struct Reading {
  std::string claim_id;
  ReadingKind kind = ReadingKind::literal;
  std::string why;  ///< one line, quoting the paper where it can
  /// Its domain also holds points the statement's assumptions exclude (a
  /// fair reading of the same check inside them is registered beside it).
  bool beyond_assumptions = false;
  bool on_request = false;  ///< set from the claim by the registry
};

/// Where a statement comes from: a paper, the toolkit itself (its
/// certificates, its builders' checks), or one's own (a claims file, a
/// program against the library).
enum class StatementOrigin { paper, toolkit, own };
std::string to_string(StatementOrigin origin);

struct Statement {
  std::string id;      ///< "canon2012:thm14"; a claim's id only for its own implicit statement
  std::string source;  ///< paper and place
  std::string text;    ///< as printed
  StatementForm form = StatementForm::for_all;
  /// How the approximate words are read ("'around half': between 1/3 and
  /// 2/3"); empty for another form.
  std::string tolerance;
  std::vector<Assumption> assumptions;
  std::vector<Reading> readings;
  StatementOrigin origin = StatementOrigin::paper;
  /// Where the toolkit's judgement needs a word (a review it departs from).
  std::string note;

  /// The reading of `claim_id`, or nullptr.
  const Reading* reading(const std::string& claim_id) const;
};

/// A statement of one reading, `claim_id`, literal, for all, no assumption
/// beyond the model's: what a claim registered without a statement gets.
Statement implicit_statement(std::string id, std::string source, std::string text,
                             std::string claim_id, StatementOrigin origin);

/// A statement of a paper, as the models' statement lists write them: its
/// source is `paper` followed by `place` ("Canon & Antoniu 2012, " "Theorem 14").
Statement paper_statement(const std::string& paper, std::string id, std::string place,
                          std::string text, std::vector<Assumption> assumptions,
                          std::vector<Reading> readings,
                          StatementForm form = StatementForm::for_all, std::string tolerance = "");

/// The readings of a statement, for building them in one line each.
Reading as_computed(std::string claim_id, std::string why);
Reading literal(std::string claim_id, std::string why = "");
Reading stricter(std::string claim_id, std::string why);
Reading corrected(std::string claim_id, std::string why);
/// `reading`, whose domain also holds points the assumptions exclude.
Reading beyond_assumptions(Reading reading);

}  // namespace redcheck
