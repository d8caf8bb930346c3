#!/usr/bin/env python3
"""Writes the tiny circuit's .r1cs and its witness's .wtns, by hand (no circom).

The circuit: public output out, public input a, private input x, out = x^3 + a*x + 5.
Wires (circom's order: the constant, public outputs, public inputs, private inputs, internal):
  0 one, 1 out, 2 a, 3 x, 4 x2, 5 x3, 6 ax
Constraints (A * B = C):
  x * x = x2;  x2 * x = x3;  a * x = ax;  (x3 + ax + 5) * one = out;  (out - x3 - ax) * one = 5
The last is the fourth again in another form: it puts r - 1 coefficients (and a constant on C)
into the key. 5 constraints + 2 public + 1 = 8 rows: domain 2^3. The witness: x = 3, a = 2,
so out = 38.

Layouts (little-endian throughout), from snarkjs 0.7.6's r1csfile and binfileutils readers:
  container: magic, u32 version, u32 section count, sections of (u32 id, u64 size, payload)
  .r1cs v1: 1 = header (u32 n8, prime, u32 nWires, u32 nPubOut, u32 nPubIn, u32 nPrvIn,
            u64 nLabels, u32 nConstraints); 2 = constraints, each A, B, C as a linear
            combination (u32 terms, then u32 wire and n8-byte coefficient each);
            3 = wire-to-label map (u64 per wire)
  .wtns v2: 1 = (u32 n8, prime, u32 nVars); 2 = the values, n8 bytes each
Usage: tiny_circuit.py OUT.r1cs OUT.wtns
"""
import sys

R = 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001
ONE, OUT, A, X, X2, X3, AX = range(7)
MINUS = R - 1
CONSTRAINTS = [
    ({X: 1}, {X: 1}, {X2: 1}),
    ({X2: 1}, {X: 1}, {X3: 1}),
    ({A: 1}, {X: 1}, {AX: 1}),
    ({X3: 1, AX: 1, ONE: 5}, {ONE: 1}, {OUT: 1}),
    ({OUT: 1, X3: MINUS, AX: MINUS}, {ONE: 1}, {ONE: 5}),
]


def witness(a, x):
    x2 = x * x % R
    x3 = x2 * x % R
    ax = a * x % R
    return [1, (x3 + ax + 5) % R, a, x, x2, x3, ax]


def u32(v):
    return v.to_bytes(4, "little")


def u64(v):
    return v.to_bytes(8, "little")


def fr(v):
    return v.to_bytes(32, "little")


def container(magic, version, sections):
    out = magic + u32(version) + u32(len(sections))
    for sid, payload in sections:
        out += u32(sid) + u64(len(payload)) + payload
    return out


def lc(terms):
    return u32(len(terms)) + b"".join(u32(w) + fr(c) for w, c in sorted(terms.items()))


def r1cs():
    header = u32(32) + fr(R) + u32(7) + u32(1) + u32(1) + u32(1) + u64(7) + u32(len(CONSTRAINTS))
    constraints = b"".join(lc(a) + lc(b) + lc(c) for a, b, c in CONSTRAINTS)
    labels = b"".join(u64(i) for i in range(7))
    return container(b"r1cs", 1, [(1, header), (2, constraints), (3, labels)])


def wtns(values):
    return container(b"wtns", 2, [(1, u32(32) + fr(R) + u32(len(values))), (2, b"".join(fr(v) for v in values))])


def check(values):
    def ev(terms):
        return sum(c * values[w] for w, c in terms.items()) % R
    for i, (a, b, c) in enumerate(CONSTRAINTS):
        if ev(a) * ev(b) % R != ev(c):
            raise SystemExit("constraint %d fails" % i)


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: tiny_circuit.py OUT.r1cs OUT.wtns")
    w = witness(2, 3)
    check(w)
    with open(sys.argv[1], "wb") as f:
        f.write(r1cs())
    with open(sys.argv[2], "wb") as f:
        f.write(wtns(w))


if __name__ == "__main__":
    main()
