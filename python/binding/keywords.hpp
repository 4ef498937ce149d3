#pragma once

// Python keyword arguments as the programs' options: n_max -> --n-max.

#include <algorithm>
#include <string>

namespace redcheck::python {

inline std::string flag_of(const std::string& keyword) {
  std::string flag = "--" + keyword;
  std::replace(flag.begin(), flag.end(), '_', '-');
  return flag;
}

}  // namespace redcheck::python
