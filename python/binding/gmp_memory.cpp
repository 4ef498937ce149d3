#include "binding/gmp_memory.hpp"

#include <gmp.h>
#include <mimalloc.h>

#include <cstdlib>
#include <cstring>
#include <string_view>

// GMP's own functions, exported by libgmp (gmp-impl.h does not ship).
extern "C" void* __gmp_default_allocate(size_t);

namespace redcheck::python {

namespace {

void* (*previous_allocate)(size_t) = nullptr;
void* (*previous_reallocate)(void*, size_t, size_t) = nullptr;
void (*previous_free)(void*, size_t) = nullptr;

void* allocate(size_t size) {
  void* p = mi_malloc(size);
  return p ? p : previous_allocate(size);  // which aborts, as GMP does, when memory is out
}

void* reallocate(void* p, size_t old_size, size_t new_size) {
  if (mi_is_in_heap_region(p)) {
    if (void* q = mi_realloc(p, new_size)) return q;
  }
  // A block of glibc's (or mimalloc out of memory): moved into a new one.
  void* q = allocate(new_size);
  std::memcpy(q, p, old_size < new_size ? old_size : new_size);
  if (mi_is_in_heap_region(p)) {
    mi_free(p);
  } else {
    previous_free(p, old_size);
  }
  return q;
}

void release(void* p, size_t size) {
  if (mi_is_in_heap_region(p)) {
    mi_free(p);
  } else {
    previous_free(p, size);
  }
}

}  // namespace

bool use_mimalloc_for_gmp() {
  static const bool installed = [] {
    const char* choice = std::getenv("REDCHECK_GMP_ALLOCATOR");
    if (choice && std::string_view(choice) == "system") return false;
    mp_get_memory_functions(&previous_allocate, &previous_reallocate, &previous_free);
    if (previous_allocate != &__gmp_default_allocate) return false;  // another module's
    mp_set_memory_functions(allocate, reallocate, release);
    return true;
  }();
  return installed;
}

}  // namespace redcheck::python
