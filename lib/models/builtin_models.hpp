#pragma once
// builtin_models() without the models' headers, for a program's main(): the
// registry's header brings every model's interface (a quarter of a million
// lines to compile).

namespace redcheck {

class ModelRegistry;

/// The toolkit's models (registry.cpp).
const ModelRegistry& builtin_models();

}  // namespace redcheck
