#!/usr/bin/env bash
# Native figures to set beside Pippin's kernels on the same machine, in the same sitting:
#   bench/native/run.sh kernels    blst's and mcl's pairing layers (Fp, Fp2, Fp12, Miller loop, final
#                                  exponentiation), the rows of bench/run PairingKernels
#   bench/native/run.sh multiply   the core's clock and its 64-bit multiplier's latency and throughput
# kernels links against local builds of the two libraries, made from their public sources (not kept
# in this repository) under $PEERS_NATIVE_DIR (default ~/.cache/pippin-native-peers):
#   blst v0.3.16 or later (measured at commit dece82e), github.com/supranational/blst, built with
#     its ./build.sh in $PEERS_NATIVE_DIR/blst (libblst.a beside bindings/blst.h);
#   mcl v3.06 or later (measured at commit c09df33), github.com/herumi/mcl, built with
#     make lib/libmcl.a in $PEERS_NATIVE_DIR/mcl.
# Needs gcc and g++; x86-64.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
peers="${PEERS_NATIVE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/pippin-native-peers}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
case "${1:-}" in
  kernels)
    [ -f "$peers/blst/libblst.a" ] && [ -f "$peers/mcl/lib/libmcl.a" ] || {
      echo "blst and mcl are not built in $peers: build blst (./build.sh) in $peers/blst and mcl (make lib/libmcl.a) in $peers/mcl (see the top of $0)" >&2; exit 1; }
    gcc -O2 -o "$out/blst_kernels" "$here/blst_kernels.c" -I"$peers/blst/bindings" "$peers/blst/libblst.a"
    g++ -O2 -o "$out/mcl_kernels" "$here/mcl_kernels.cpp" -I"$peers/mcl/include" "$peers/mcl/lib/libmcl.a"
    echo "# blst"; "$out/blst_kernels"
    echo "# mcl"; "$out/mcl_kernels" bn254; "$out/mcl_kernels" bls12-381 ;;
  multiply)
    gcc -O2 -o "$out/multiply" "$here/multiply.c"
    "$out/multiply" ;;
  *) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
