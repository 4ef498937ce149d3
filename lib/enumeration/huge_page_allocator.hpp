#pragma once
// Allocator for the large state arrays of the exhaustive enumeration (internal).
// Page faults, not arithmetic, dominated building a level (about 40% of the
// time at n = 17 on this machine's VM): blocks of 2 MiB or more are aligned to
// 2 MiB and advised for transparent huge pages, and elements of trivial types
// are left uninitialised by resize() because every entry is written before it
// is read.

#include <sys/mman.h>

#include <cstdlib>
#include <new>
#include <type_traits>

namespace redcheck::detail {

template <class T>
struct HugePageAllocator {
  using value_type = T;
  static constexpr std::size_t huge_page = std::size_t{1} << 21;

  HugePageAllocator() = default;
  template <class U>
  HugePageAllocator(const HugePageAllocator<U>&) {}

  T* allocate(std::size_t count) {
    const std::size_t bytes = count * sizeof(T);
    if (bytes < huge_page) return static_cast<T*>(::operator new(bytes));
    const std::size_t rounded = (bytes + huge_page - 1) / huge_page * huge_page;
    void* p = std::aligned_alloc(huge_page, rounded);
    if (p == nullptr) throw std::bad_alloc();
    madvise(p, rounded, MADV_HUGEPAGE);  // advice only: failure is harmless
    return static_cast<T*>(p);
  }

  void deallocate(T* p, std::size_t count) {
    if (count * sizeof(T) < huge_page) {
      ::operator delete(p);
    } else {
      std::free(p);
    }
  }

  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    if constexpr (sizeof...(Args) == 0 && std::is_trivially_default_constructible_v<U>) {
      ::new (static_cast<void*>(p)) U;  // default-initialise: no zero fill
    } else {
      ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
    }
  }

  template <class U>
  bool operator==(const HugePageAllocator<U>&) const {
    return true;
  }
};

}  // namespace redcheck::detail
