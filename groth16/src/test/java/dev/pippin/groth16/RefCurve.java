package dev.pippin.groth16;

import java.math.BigInteger;
import java.util.List;

/**
 * bn254 G1 and G2 in plain BigInteger arithmetic, written from the curve's definition (y^2 = x^3 + 3
 * over Fp; y^2 = x^3 + 3 / (9 + u) over Fp2 = Fp[u] / (u^2 + 1)) with nothing from the main code:
 * the reference the prover is checked against. Jacobian coordinates, slow and simple.
 */
final class RefCurve {
    static final BigInteger Q = new BigInteger("21888242871839275222246405745257275088696311157297823662689037894645226208583");
    static final BigInteger R = new BigInteger("21888242871839275222246405745257275088548364400416034343698204186575808495617");

    /** A field element: one coordinate for Fp, two (c0 + c1 u) for Fp2. */
    record F(BigInteger c0, BigInteger c1) {
        static final F ZERO = new F(BigInteger.ZERO, BigInteger.ZERO), ONE = new F(BigInteger.ONE, BigInteger.ZERO);

        F add(F o) {
            return new F(c0.add(o.c0).mod(Q), c1.add(o.c1).mod(Q));
        }

        F sub(F o) {
            return new F(c0.subtract(o.c0).mod(Q), c1.subtract(o.c1).mod(Q));
        }

        /** (a + b u)(c + d u) = ac - bd + (ad + bc) u; for Fp elements (c1 = 0) it is the Fp product. */
        F mul(F o) {
            return new F(c0.multiply(o.c0).subtract(c1.multiply(o.c1)).mod(Q),
                    c0.multiply(o.c1).add(c1.multiply(o.c0)).mod(Q));
        }

        /** 1 / (a + b u) = (a - b u) / (a^2 + b^2). */
        F inv() {
            BigInteger norm = c0.multiply(c0).add(c1.multiply(c1)).mod(Q).modInverse(Q);
            return new F(c0.multiply(norm).mod(Q), c1.negate().multiply(norm).mod(Q));
        }

        boolean isZero() {
            return c0.signum() == 0 && c1.signum() == 0;
        }
    }

    /** A Jacobian point (x = X / Z^2, y = Y / Z^3); Z = 0 is infinity. */
    record P(F x, F y, F z) {
        static final P INFINITY = new P(F.ONE, F.ONE, F.ZERO);

        boolean isInfinity() {
            return z.isZero();
        }

        static P affine(F x, F y) {
            return new P(x, y, F.ONE);
        }

        P dbl() {
            if (isInfinity() || y.isZero()) {
                return INFINITY;
            }
            F a = x.mul(x), b = y.mul(y), c = b.mul(b);
            F d = x.add(b).mul(x.add(b)).sub(a).sub(c);
            d = d.add(d);
            F e = a.add(a).add(a);
            F x3 = e.mul(e).sub(d).sub(d);
            F c8 = c.add(c);
            c8 = c8.add(c8);
            c8 = c8.add(c8);
            F y3 = e.mul(d.sub(x3)).sub(c8);
            F z3 = y.mul(z);
            return new P(x3, y3, z3.add(z3));
        }

        P add(P o) {
            if (isInfinity()) {
                return o;
            }
            if (o.isInfinity()) {
                return this;
            }
            F z1z1 = z.mul(z), z2z2 = o.z.mul(o.z);
            F u1 = x.mul(z2z2), u2 = o.x.mul(z1z1);
            F s1 = y.mul(o.z).mul(z2z2), s2 = o.y.mul(z).mul(z1z1);
            if (u1.equals(u2)) {
                return s1.equals(s2) ? dbl() : INFINITY;
            }
            F h = u2.sub(u1), rr = s2.sub(s1);
            F hh = h.mul(h), hhh = h.mul(hh), v = u1.mul(hh);
            F x3 = rr.mul(rr).sub(hhh).sub(v).sub(v);
            F y3 = rr.mul(v.sub(x3)).sub(s1.mul(hhh));
            return new P(x3, y3, z.mul(o.z).mul(h));
        }

        P neg() {
            return new P(x, F.ZERO.sub(y), z);
        }

        P mul(BigInteger k) {
            P acc = INFINITY;
            for (int i = k.bitLength() - 1; i >= 0; i--) {
                acc = acc.dbl();
                if (k.testBit(i)) {
                    acc = acc.add(this);
                }
            }
            return acc;
        }

        /** (x, y) affine; infinity as (0, 0) like the files. */
        F[] toAffine() {
            if (isInfinity()) {
                return new F[] {F.ZERO, F.ZERO};
            }
            F zi = z.inv(), zi2 = zi.mul(zi);
            return new F[] {x.mul(zi2), y.mul(zi2).mul(zi)};
        }
    }

    /** sum_i k_i P_i, bit by bit from the top with the doublings shared (scalars below 2^256). */
    static P msm(List<P> points, List<BigInteger> scalars) {
        P acc = P.INFINITY;
        for (int bit = 255; bit >= 0; bit--) {
            acc = acc.dbl();
            for (int i = 0; i < points.size(); i++) {
                if (scalars.get(i).testBit(bit)) {
                    acc = acc.add(points.get(i));
                }
            }
        }
        return acc;
    }

    /** Whether (x, y) satisfies y^2 = x^3 + b. */
    static boolean onCurve(F x, F y, F b) {
        return y.mul(y).equals(x.mul(x).mul(x).add(b));
    }

    static final F B1 = new F(BigInteger.valueOf(3), BigInteger.ZERO);
    /** 3 / (9 + u). */
    static final F B2 = B1.mul(new F(BigInteger.valueOf(9), BigInteger.ONE).inv());

    private RefCurve() {}
}
