#pragma once
// The models the programs know. A model registers once, with one line in
// builtin_models() (registry.cpp); its claims, tables and commands come with
// it. Programs built around another registry (the tests' toy model) add
// their models with add().

#include "models/builtin_models.hpp"
#include "models/model.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace redcheck {

class ModelRegistry {
 public:
  /// Adds `model` with its claims and tables. Throws InternalError when its
  /// name or an alias, a claim id, a table name or a command name is taken.
  void add(std::shared_ptr<const Model> model);

  /// Adds claims of one's own to the registered model `model` (by name):
  /// they run in its claim context, after its own claims, in verifier check
  /// and fuzz (examples/my-conjecture). A claim that reads no statement yet
  /// (Claim::statement) gets its own, of that id and `origin`; claims that
  /// share a statement (a claims file's "statement_id") register it once.
  /// Throws InternalError when the model is unknown or an id is taken.
  void add_claims(const std::string& model, std::vector<Claim> claims,
                  StatementOrigin origin = StatementOrigin::own);

  /// Adds a table of no one model (it compares several). Throws
  /// InternalError when its name is taken.
  void add_table(TableSpec table);

  const std::vector<std::shared_ptr<const Model>>& models() const { return models_; }

  /// A model and the switch its name implies ("no-overlap": "--no-overlap").
  struct Choice {
    const Model* model = nullptr;
    std::optional<std::string> implied_switch;
  };

  /// The model named or aliased `name`. Throws InputError listing the names.
  Choice find(const std::string& name) const;

  /// The model named `name` exactly. Throws InternalError when unknown.
  const Model& model(const std::string& name) const;

  /// Every claim of every model, in registration order, with its model set.
  const std::vector<Claim>& claims() const { return claims_; }

  /// Every statement the claims read, in registration order.
  const std::vector<std::shared_ptr<const Statement>>& statements() const { return statements_; }

  /// The claims with these ids, in the order given; an id of a statement
  /// (not of a claim) selects its readings, but those run on request unless
  /// all are; when `ids` is empty, every claim but those run on request
  /// (Claim::on_request). Throws InputError naming an unknown id.
  std::vector<const Claim*> select_claims(const std::vector<std::string>& ids) const;

  /// Every table of every model, in registration order (the manifest's).
  const std::vector<TableSpec>& tables() const { return tables_; }

  /// The table named `name`. Throws InputError naming it and the known ones.
  const TableSpec& find_table(const std::string& name) const;

  /// data/MANIFEST.csv: file, table, command, description (a row per file).
  std::string manifest_csv() const;

 private:
  std::vector<std::shared_ptr<const Model>> models_;
  std::vector<Claim> claims_;
  std::vector<std::shared_ptr<const Statement>> statements_;
  std::vector<TableSpec> tables_;

  /// Attaches `claims` to `statements` (each reading names one of them) and
  /// gives every claim left a statement of its own; registers the
  /// statements. Throws InternalError on an unknown, repeated or taken id.
  void attach(const std::string& model, std::vector<Claim>& claims,
              std::vector<Statement> statements, StatementOrigin implicit_origin,
              bool implicit_ids_are_claim_ids);
};

}  // namespace redcheck
