// operator new of the programs that allocate with mimalloc
// (redcheck_program_allocator, CMakeLists.txt). mimalloc's own operator new
// is a C library's: when memory runs out it aborts (SIGABRT), as it cannot
// throw. This one takes the memory from malloc, which is mimalloc's too, and
// on failure tries the new handler, then throws std::bad_alloc, as the
// standard says: the programs then report running out of memory
// (cli/command_line.hpp; the segmented searches as "too big", exit status 2)
// instead of ending on a signal. Defined in the program, it is the one the
// linker binds; delete stays mimalloc's (the same heap).

#include <cstdlib>
#include <new>

void* operator new(std::size_t size) {
  if (size == 0) size = 1;
  for (;;) {
    if (void* memory = std::malloc(size)) return memory;
    const std::new_handler handler = std::get_new_handler();
    if (!handler) throw std::bad_alloc();
    handler();
  }
}

void* operator new[](std::size_t size) {
  return ::operator new(size);
}
