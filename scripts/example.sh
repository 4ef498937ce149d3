#!/bin/sh
# Installs the toolkit (after scripts/setup.sh) into build/prefix, then builds
# examples/my-conjecture against that installed package alone and runs it:
# the RapidCheck property, and its own claim checked and fuzzed by a verifier
# built around the toolkit's; then the installed Python package. What CI
# does after the test suite.
set -eu
cd "$(dirname "$0")/.."
prefix="$PWD/build/prefix"
rm -rf "$prefix" build-example
cmake --install build --prefix "$prefix" >/dev/null
cmake -G Ninja -S examples/my-conjecture -B build-example -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build build-example -j"$(nproc)"
build-example/binomial_property
build-example/my_verifier check --claim my.binomial-four-thirds
build-example/my_verifier fuzz --claim my.binomial-four-thirds --seed 1 --runs 300
# The builder of its own, by name, as the toolkit's are.
build-example/my_verifier fuzz --model overlap --algorithm my-chain --seed 1 --runs 300
build-example/my_verifier check --claims-file examples/my-conjecture/my-chain.json
# The installed Python package (when Debian's python3-hypothesis is here:
# scripts/setup.sh --all) answers in the interpreter, and through the
# installed programs in redcheck.isolated().
if /usr/bin/python3 -c "import hypothesis" 2>/dev/null && [ -d "$prefix/lib/python3/dist-packages/redcheck" ]; then
  PYTHONPATH="$prefix/lib/python3/dist-packages" /usr/bin/python3 examples/python/installed_package.py
fi
