#!/usr/bin/env python3
"""Derives the bn254 G2 GLS basis of Lattices.bnGls4 by LLL (exact rationals, delta = 3/4).

The lattice of mu = 6x^2 (psi's eigenvalue on G2) is spanned by (r, 0, 0, 0) and
(-mu^i mod r, e_i) for i = 1, 2, 3. LLL returns four vectors of about x each; dividing their
entries by x shows them as the small polynomials in x that Lattices.bnGls4 writes out.
GlvLatticeTest checks the Java basis spans the lattice (|det| = r) and is LLL-reduced.
Also prints the BLS12-381 G2 result, which is the obvious basis of Lattices.bls12Gls4.
It writes no file, so codegen/generate.py does not run it: the basis is transcribed by hand
and GlvLatticeTest guards it.
"""
from fractions import Fraction

from codegen.params import BLS_R, BLS_X, BN_R, BN_X


def lll(b, delta=Fraction(3, 4)):
    b = [list(v) for v in b]
    n = len(b)

    def dot(u, v):
        return sum(x * y for x, y in zip(u, v))

    def gram_schmidt():
        bs, mu = [], [[Fraction(0)] * n for _ in range(n)]
        for i in range(n):
            v = [Fraction(x) for x in b[i]]
            for j in range(i):
                mu[i][j] = Fraction(dot(b[i], bs[j])) / dot(bs[j], bs[j])
                v = [x - mu[i][j] * y for x, y in zip(v, bs[j])]
            bs.append(v)
        return bs, mu

    bs, mu = gram_schmidt()
    k = 1
    while k < n:
        for j in range(k - 1, -1, -1):
            q = round(mu[k][j])
            if q:
                b[k] = [x - q * y for x, y in zip(b[k], b[j])]
                bs, mu = gram_schmidt()
        if dot(bs[k], bs[k]) >= (delta - mu[k][k - 1] ** 2) * dot(bs[k - 1], bs[k - 1]):
            k += 1
        else:
            b[k], b[k - 1] = b[k - 1], b[k]
            bs, mu = gram_schmidt()
            k = max(k - 1, 1)
    return b


def show(name, r, mu, x):
    start = [[r, 0, 0, 0]] + [[-pow(mu, i, r) % r] + [1 if j == i else 0 for j in (1, 2, 3)] for i in (1, 2, 3)]
    print(name)
    for v in lll(start):
        assert sum(c * pow(mu, i, r) for i, c in enumerate(v)) % r == 0
        # Each entry as a x + b with small a, b.
        print("   ", ["%+dx%+d" % (round(Fraction(c, x)), c - round(Fraction(c, x)) * x) for c in v])


if __name__ == "__main__":
    show("bn254 G2, mu = 6x^2", BN_R, 6 * BN_X * BN_X, BN_X)
    show("BLS12-381 G2, mu = x", BLS_R, BLS_X % BLS_R, BLS_X)
