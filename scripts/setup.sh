#!/bin/sh
# Installs the Debian packages the toolkit needs (only those missing), then
# configures and builds everything in ./build (programs in build/bin).
set -eu
cd "$(dirname "$0")/.."
packages="g++ cmake make libboost-dev libboost-graph-dev libgmp-dev libcli11-dev \
nlohmann-json3-dev catch2 librapidcheck-dev libbenchmark-dev libgumbo-dev libmimalloc-dev \
libqsopt-ex-dev pkg-config libsimgrid-dev libopenmpi-dev openmpi-bin"
missing=""
for p in $packages; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "installing:$missing"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)"
