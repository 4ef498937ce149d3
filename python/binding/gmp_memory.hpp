#pragma once
// GMP's memory (every exact rational's) through mimalloc in the interpreter's
// process, as the programs have it: glibc's malloc took about a quarter of a
// large exact computation here (the programs link mimalloc for the same
// reason, CMakeLists.txt). Only GMP's functions change, never the
// interpreter's malloc, and only when they are still GMP's defaults (another
// module's own functions are left alone). A block freed or grown that
// mimalloc does not own (allocated before, by glibc) goes back to the
// previous functions, so blocks of both kinds live side by side.
// REDCHECK_GMP_ALLOCATOR=system keeps GMP's defaults.

namespace redcheck::python {

/// Installs the functions above, once; says whether they are in use.
bool use_mimalloc_for_gmp();

}  // namespace redcheck::python
