#include "distributed/rank_group.hpp"

#include <atomic>

namespace redcheck {

namespace {

class SingleProcess : public RankGroup {
 public:
  int rank() const override { return 0; }
  int size() const override { return 1; }
  std::vector<std::string> all_gather(const std::string& mine) const override { return {mine}; }
  void abort_all(int, const std::string&) const override {}
};

const SingleProcess single_process;
std::atomic<const RankGroup*> installed{nullptr};

}  // namespace

const RankGroup& rank_group() {
  const RankGroup* group = installed.load();
  return group ? *group : single_process;
}

void install_rank_group(const RankGroup* group) {
  installed.store(group);
}

}  // namespace redcheck
