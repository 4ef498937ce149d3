#include "models/given_tree.hpp"

#include "cli/arguments.hpp"
#include "errors.hpp"

namespace redcheck {

ReductionTree given_tree(const OptionValues& o, int max_machines) {
  const std::string* brackets = o.find("--tree");
  const std::string* receivers = o.find("--receivers");
  if (brackets && receivers) {
    throw InputError("--tree and --receivers both give the tree; give one of them");
  }
  if (brackets) return ReductionTree::from_brackets(*brackets);
  if (!receivers) throw InputError("--algorithm tree needs --tree '(()())' or --receivers -1,0,0");
  std::vector<int> list;
  for (const auto& item : split_list(*receivers, "--receivers")) {
    list.push_back(static_cast<int>(parse_integer(item, "--receivers item", -1, max_machines)));
  }
  return ReductionTree::from_receivers(list);
}

std::vector<OptionSpec> given_tree_options() {
  return {{"--tree",
           "For algorithm tree: nested parentheses, senders in arrival order, machines numbered "
           "in preorder (the sink 0)"},
          {"--receivers", "For algorithm tree: receiver of each machine, -1 for the sink"}};
}

}  // namespace redcheck
