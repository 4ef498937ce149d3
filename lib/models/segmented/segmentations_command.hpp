#pragma once
// enumerator segmentations: every segmentation of m with its exact makespan
// under uni-greedy or the pipeline (unidirectional), and the best ones.

#include "models/model.hpp"

namespace redcheck {

CommandSpec segmentations_command();

}  // namespace redcheck
