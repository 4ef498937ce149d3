#pragma once
// enumerator table simgrid-cluster: the builders of the overlap, segmented
// and heterogeneous models on 16 machines, each schedule replayed in
// SimGrid twice: on the exact-equivalent platform (it must agree with the
// exact makespan) and on the example cluster data/simgrid_cluster.xml
// (order kept, as soon as possible). Does the exact ranking of the
// builders survive a real network model? Needs the SimGrid replayer.

#include "tables/table_spec.hpp"

namespace redcheck {

TableSpec simgrid_cluster_table();

}  // namespace redcheck
