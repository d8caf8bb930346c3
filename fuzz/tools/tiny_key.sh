#!/usr/bin/env bash
# Makes the tiny Groth16 key (7 wires, domain 2^3) that seeds FileReaderFuzzTest#zkey, so that
# the fuzzer's mutants of a complete key are small enough to be proved with, and its witness,
# which seeds #wtns. The circuit and witness are written by tiny_circuit.py; snarkjs 0.7.6 makes
# the key. Every step is deterministic (powers of tau and zkey contributions are beacons with a
# fixed hash), so a rerun gives the same bytes.
# Usage, from the repository root: bash fuzz/tools/tiny_key.sh
#   SNARKJS="node /path/to/node_modules/snarkjs/build/cli.cjs" to use an installed snarkjs;
#   otherwise snarkjs 0.7.6 is installed from npm into a temporary folder.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
if [ -z "${SNARKJS:-}" ]; then
  npm install --prefix "$WORK/npm" --no-audit --no-fund --loglevel=error snarkjs@0.7.6 >&2
  SNARKJS="node $WORK/npm/node_modules/snarkjs/build/cli.cjs"
fi
BEACON=0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20
cd "$WORK"
python3 "$ROOT/fuzz/tools/tiny_circuit.py" circuit.r1cs witness.wtns
$SNARKJS r1cs info circuit.r1cs >&2
$SNARKJS wtns check circuit.r1cs witness.wtns >&2
$SNARKJS powersoftau new bn128 4 pot_0000.ptau >&2
$SNARKJS powersoftau beacon pot_0000.ptau pot_0001.ptau $BEACON 10 -n="tiny beacon" >&2
$SNARKJS powersoftau prepare phase2 pot_0001.ptau pot_final.ptau >&2
$SNARKJS groth16 setup circuit.r1cs pot_final.ptau circuit_0000.zkey >&2
$SNARKJS zkey beacon circuit_0000.zkey circuit_final.zkey $BEACON 10 -n="tiny zkey beacon" >&2
$SNARKJS zkey export verificationkey circuit_final.zkey verification_key.json >&2
$SNARKJS groth16 prove circuit_final.zkey witness.wtns proof.json public.json >&2
$SNARKJS groth16 verify verification_key.json public.json proof.json >&2

IN="$ROOT/fuzz/src/test/resources/dev/pippin/fuzz/FileReaderFuzzTestInputs"
mkdir -p "$IN/zkey" "$IN/wtns" "$ROOT/fuzz/src/test/resources/tiny"
cp circuit_final.zkey "$IN/zkey/seed-tiny-circuit_final.zkey"
cp witness.wtns "$IN/wtns/seed-tiny-witness.wtns"
# snarkjs's proof is randomised: proof.json differs on every run, the rest does not.
cp verification_key.json proof.json public.json "$ROOT/fuzz/src/test/resources/tiny/"
ls -l "$ROOT/fuzz/src/test/resources/tiny/" >&2
