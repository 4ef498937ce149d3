#pragma once
// Table IV of Lowery & Langou 2013 as printed (input of the comparison).

#include <string>
#include <vector>

namespace redcheck {

struct PublishedTableIvRow {
  int p;
  int alpha;
  int gamma;
  std::string ratio;                 ///< four decimals, as printed
  std::string equal;                 ///< best equi-segmentation, "4,4,2"
  std::vector<std::string> optimal;  ///< optimal segmentations as printed
};

const std::vector<PublishedTableIvRow>& published_table_iv();

}  // namespace redcheck
