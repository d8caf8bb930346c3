#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora from the public vectors in test-vectors/.

Jazzer's layout: fuzz/src/test/resources/dev/pippin/fuzz/<Class>Inputs/<method>/<name>, one raw
input per file. Targets that serve several names take a selector byte first (see each target's
javadoc). Seeds are named seed-*; findings that Jazzer writes (crash-*, timeout-*) and the
regression inputs added by hand (regress-*) sit beside them and are never touched here.
Run from the repository root: python3 fuzz/tools/seeds.py
"""
import json
import os
import re
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VEC = os.path.join(ROOT, "test-vectors")
OUT = os.path.join(ROOT, "fuzz", "src", "test", "resources", "dev", "pippin", "fuzz")
MAX_BYTES = 4096      # libFuzzer's default -max_len; longer seeds would only be cut
MAX_SEEDS = 40        # per selector: enough for every shape, few enough for a quick replay

written = {}


def vectors(rel):
    with open(os.path.join(VEC, rel)) as f:
        return json.load(f)


def spread(items, n):
    if len(items) <= n:
        return items
    step = len(items) / n
    return [items[int(i * step)] for i in range(n)]


def put(cls, method, name, data):
    if len(data) > MAX_BYTES:
        return
    d = os.path.join(OUT, cls + "Inputs", method)
    os.makedirs(d, exist_ok=True)
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)[:80]
    with open(os.path.join(d, "seed-" + safe), "wb") as f:
        f.write(data)
    written[(cls, method)] = written.get((cls, method), 0) + 1


def from_json(cls, method, files, selector=None, transform=lambda b: b):
    items = []
    for rel in files:
        for v in vectors(rel):
            items.append((os.path.basename(rel).replace(".json", "") + "-" + v["Name"], bytes.fromhex(v["Input"])))
    items = [(n, transform(b)) for n, b in items]
    items = [(n, b) for n, b in items if b is not None and len(b) + 1 <= MAX_BYTES]
    for n, b in spread(items, MAX_SEEDS):
        put(cls, method, n, (bytes([selector]) if selector is not None else b"") + b)


def clean():
    for cls in os.listdir(OUT) if os.path.isdir(OUT) else []:
        base = os.path.join(OUT, cls)
        for method in os.listdir(base):
            for f in os.listdir(os.path.join(base, method)):
                # seed-tiny-* are the tiny Groth16 key and witness, written by tiny_key.sh (snarkjs)
                if f.startswith("seed-") and not f.startswith("seed-tiny-"):
                    os.remove(os.path.join(base, method, f))


def precompiles():
    B = "Bn254PrecompileFuzzTest"
    from_json(B, "g1AddMul", ["ethereum/bn256Add.json"], 0)
    from_json(B, "g1AddMul", ["ethereum/bn256ScalarMul.json"], 1)
    muls = [bytes.fromhex(v["Input"]) for v in vectors("ethereum/bn256ScalarMul.json")]
    muls = [m for m in muls if len(m) == 96]
    for i, m in enumerate(muls):
        put(B, "msm", "g1-%d" % i, b"\x00" + m)
        put(B, "msm", "g1-pair-%d" % i, b"\x00" + m + muls[(i + 1) % len(muls)])
    g2 = []
    for v in vectors("ethereum/bn256Pairing.json"):
        b = bytes.fromhex(v["Input"])
        for off in range(0, len(b), 192):
            g2.append(b[off + 64: off + 192])
    for i, q in enumerate(spread(g2, 12)):
        put(B, "msm", "g2-%d" % i, b"\x01" + q + bytes(31) + bytes([i + 2]))
    put(B, "msm", "g1-five", b"\x00" + b"".join(muls[:5]))
    from_json(B, "pairing", ["ethereum/bn256Pairing.json"])

    L = "Bls12PrecompileFuzzTest"
    from_json(L, "add", ["ethereum/blsG1Add.json", "ethereum/fail-blsG1Add.json", "eip-2537/fail-add_G1_bls.json"], 0)
    from_json(L, "add", ["ethereum/blsG2Add.json", "ethereum/fail-blsG2Add.json", "eip-2537/fail-add_G2_bls.json"], 1)
    from_json(L, "msm", ["ethereum/blsG1Mul.json", "ethereum/fail-blsG1Mul.json"], 0)
    from_json(L, "msm", ["ethereum/blsG1MultiExp.json", "ethereum/fail-blsG1MultiExp.json"], 1)
    from_json(L, "msm", ["ethereum/blsG2Mul.json", "ethereum/fail-blsG2Mul.json"], 2)
    from_json(L, "msm", ["ethereum/blsG2MultiExp.json", "ethereum/fail-blsG2MultiExp.json"], 3)
    from_json(L, "pairing", ["ethereum/blsPairing.json", "ethereum/fail-blsPairing.json", "eip-2537/fail-pairing_check_bls.json"])
    from_json(L, "map", ["ethereum/blsMapG1.json", "ethereum/fail-blsMapG1.json"], 0)
    from_json(L, "map", ["ethereum/blsMapG2.json", "ethereum/fail-blsMapG2.json"], 1)

    from_json("ModExpFuzzTest", "modexp", ["ethereum/modexp_eip7883.json"], 0)
    from_json("ModExpFuzzTest", "modexp", ["ethereum/modexp_eip2565.json"], 1)
    from_json("ModExpFuzzTest", "modexp", ["ethereum/modexp.json"], 2)
    from_json("GasFuzzTest", "modexp", ["ethereum/modexp.json", "ethereum/modexp_eip2565.json"])
    for n, length in [("zero", 0), ("pair", 192), ("msm-128", 128 * 160), ("msm-129", 129 * 288), ("huge", (1 << 62) + 5)]:
        put("GasFuzzTest", "lengths", n, length.to_bytes(8, "big") + (1000).to_bytes(4, "big"))


def codecs():
    C = "CodecFuzzTest"
    for i, v in enumerate(spread(vectors("ethereum/bn256Add.json"), 8)):
        b = bytes.fromhex(v["Input"])
        if len(b) >= 64:
            put(C, "eip196", "g1-%d" % i, b"\x00" + b[:64])
    g2 = []
    for v in vectors("ethereum/bn256Pairing.json"):
        b = bytes.fromhex(v["Input"])
        g2 += [b[o + 64:o + 192] for o in range(0, len(b), 192)]
    for i, q in enumerate(spread(g2, 8)):
        put(C, "eip196", "g2-%d" % i, bytes([1 + 2 * (i % 2)]) + q)
    for i, v in enumerate(spread(vectors("ethereum/blsG1Add.json") + vectors("ethereum/fail-blsG1Add.json"), 10)):
        b = bytes.fromhex(v["Input"])
        put(C, "eip2537", "g1-%d" % i, bytes([2 * (i % 2)]) + b[:128])
    for i, v in enumerate(spread(vectors("ethereum/blsG2Add.json") + vectors("ethereum/fail-blsG2Add.json"), 10)):
        b = bytes.fromhex(v["Input"])
        put(C, "eip2537", "g2-%d" % i, bytes([1 + 2 * (i % 2)]) + b[:256])
    z = os.path.join(VEC, "zcash-bls12-381")
    for fname, size, sel in [("g1_compressed", 48, 0), ("g1_uncompressed", 96, 2), ("g2_compressed", 96, 1), ("g2_uncompressed", 192, 3)]:
        data = open(os.path.join(z, fname + "_valid_test_vectors.dat"), "rb").read()
        for i in [0, 1, 2, 7, 500, 999]:
            put(C, "zcash", "%s-%d" % (fname, i), bytes([sel]) + data[i * size:(i + 1) * size])
    zkey = open(os.path.join(ROOT, "groth16", "src", "test", "resources", "p10", "circuit_final.zkey"), "rb").read()
    sec = {}
    pos = 12
    for _ in range(int.from_bytes(zkey[8:12], "little")):
        sid = int.from_bytes(zkey[pos:pos + 4], "little"); size = int.from_bytes(zkey[pos + 4:pos + 12], "little")
        sec[sid] = (pos + 12, size); pos += 12 + size
    a = sec[5][0]; b2 = sec[7][0]
    put(C, "snarkjs", "bn254-g1-a", bytes([0, 3, 0]) + zkey[a:a + 3 * 64])
    put(C, "snarkjs", "bn254-g2-b2", bytes([1, 2, 0]) + zkey[b2:b2 + 2 * 128])
    put(C, "snarkjs", "bn254-g1-offset", bytes([0, 1, 5]) + bytes(5) + zkey[a + 64:a + 128])
    put(C, "snarkjs", "bls-g1-infinity", bytes([2, 1, 0]) + bytes(96))
    return zkey


def files(zkey):
    F = "FileReaderFuzzTest"
    d = os.path.join(OUT, F + "Inputs", "zkey")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "seed-p10-circuit_final.zkey"), "wb") as f:
        f.write(zkey)   # the p10 fixture, whole: larger than MAX_BYTES on purpose, the only complete key
    written[(F, "zkey")] = 1
    wtns = open(os.path.join(ROOT, "groth16", "src", "test", "resources", "p10", "witness.wtns"), "rb").read()
    d = os.path.join(OUT, F + "Inputs", "wtns")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "seed-p10-witness.wtns"), "wb") as f:
        f.write(wtns)
    r = 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001
    small = b"wtns" + (2).to_bytes(4, "little") + (2).to_bytes(4, "little")
    small += (1).to_bytes(4, "little") + (40).to_bytes(8, "little") + (32).to_bytes(4, "little") + r.to_bytes(32, "little") + (3).to_bytes(4, "little")
    small += (2).to_bytes(4, "little") + (96).to_bytes(8, "little") + b"".join(v.to_bytes(32, "little") for v in (1, 7, r - 1))
    put(F, "wtns", "three-values", small)
    written[(F, "wtns")] += 1


def bls():
    K = "BlsKeyFuzzTest"
    base = os.path.join(VEC, "bls-signatures")
    n = 0
    for op in ["verify", "fast_aggregate_verify"]:
        for fn in sorted(os.listdir(os.path.join(base, op)))[:12]:
            v = json.load(open(os.path.join(base, op, fn)))["input"]
            keys = v.get("pubkeys") or [v.get("pubkey")]
            for k in [k for k in keys[:1] if k]:
                put(K, "decode", "pk-" + fn, b"\x00" + bytes.fromhex(k[2:]))
            put(K, "decode", "sig-" + fn, b"\x01" + bytes.fromhex(v["signature"][2:]))
    put(K, "decode", "sk-one", b"\x02" + (1).to_bytes(32, "big"))
    put(K, "decode", "sk-r-minus-1", b"\x02" + (0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000000).to_bytes(32, "big"))
    lines = []
    for fn in sorted(os.listdir(os.path.join(base, "verify"))):
        v = json.load(open(os.path.join(base, "verify", fn)))["input"]
        lines.append("%s %s %s" % (v["pubkey"], v["message"] if v["message"] != "0x" else "-", v["signature"]))
    for i in range(0, len(lines), 3):
        put("CliBatchFuzzTest", "bls", "verify-%d" % i, ("\n".join(lines[i:i + 3]) + "\n").encode())
    put("CliBatchFuzzTest", "bls", "bad-field", (lines[0] + "\n0x12 - \n").encode())
    adds = [v["Input"] for v in vectors("ethereum/bn256Add.json")]
    for i in range(0, len(adds), 4):
        put("CliBatchFuzzTest", "precompile", "g1add-%d" % i, b"\x00" + ("\n".join(adds[i:i + 4]) + "\r\n").encode())
    mods = [v["Input"] for v in vectors("ethereum/modexp_eip7883.json")][:12]
    for i in range(0, len(mods), 3):
        put("CliBatchFuzzTest", "precompile", "modexp-gas-%d" % i, b"\x01" + ("\n".join("0x" + m for m in mods[i:i + 3])).encode())
    put("CliBatchFuzzTest", "precompile", "not-hex", b"\x00" + b"00\nzz\n")


def main():
    clean()
    precompiles()
    files(codecs())
    bls()
    for (cls, method), n in sorted(written.items()):
        print("%-28s %-10s %3d seeds" % (cls, method, n))


if __name__ == "__main__":
    main()
