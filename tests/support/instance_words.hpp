#pragma once
// An instance written as the programs' options ("--n 5 --d 1 --c 1"), as a
// test states one.

#include "models/model.hpp"

#include <sstream>
#include <string>
#include <vector>

namespace redcheck::testing {

inline ModelInstance instance_of(const Model& model, const std::string& arguments) {
  std::vector<std::string> words;
  std::istringstream in(arguments);
  for (std::string w; in >> w;) words.push_back(w);
  return model.instance_from_options(options_from_words(model, words), nullptr);
}

}  // namespace redcheck::testing
