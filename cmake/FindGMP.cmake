# FindGMP: the GNU multiple precision library (Debian's libgmp-dev ships no
# CMake package). Provides GMP::GMP; installed with redcheck's package so
# that find_package(redcheck) finds GMP the same way.
find_path(GMP_INCLUDE_DIR gmp.h)
find_library(GMP_LIBRARY gmp)
# The static archive too: redcheck's programs link it (their property
# REDCHECK_STATIC_LIBRARIES, CMakeLists.txt), every other target the shared one.
find_library(GMP_STATIC_LIBRARY libgmp.a)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(GMP REQUIRED_VARS GMP_LIBRARY GMP_INCLUDE_DIR)
if(GMP_FOUND AND NOT TARGET GMP::GMP)
  add_library(GMP::GMP INTERFACE IMPORTED)
  set(static_wanted "$<BOOL:$<TARGET_PROPERTY:REDCHECK_STATIC_LIBRARIES>>")
  if(GMP_STATIC_LIBRARY)
    set(gmp_link "$<${static_wanted}:${GMP_STATIC_LIBRARY}>;$<$<NOT:${static_wanted}>:${GMP_LIBRARY}>")
  else()
    set(gmp_link "${GMP_LIBRARY}")
  endif()
  set_target_properties(GMP::GMP PROPERTIES INTERFACE_LINK_LIBRARIES "${gmp_link}"
                                            INTERFACE_INCLUDE_DIRECTORIES "${GMP_INCLUDE_DIR}")
endif()
mark_as_advanced(GMP_INCLUDE_DIR GMP_LIBRARY GMP_STATIC_LIBRARY)
