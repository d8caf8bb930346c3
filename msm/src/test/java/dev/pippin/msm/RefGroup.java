package dev.pippin.msm;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import java.math.BigInteger;

/**
 * A plain BigInteger model of the four groups (affine, textbook chord-and-tangent formulas),
 * written for the tests and sharing nothing with the engine. Elements of Fp are BigInteger[1],
 * of Fp2 BigInteger[2] (c0, c1 with u^2 = -1); a point is {x, y} or null for infinity.
 */
final class RefGroup {
    final MsmGroup group;
    final BigInteger p;
    final int degree;
    final BigInteger[] b;
    final BigInteger[][] generator;

    private RefGroup(MsmGroup group, BigInteger p, int degree, BigInteger[] b, BigInteger[][] generator) {
        this.group = group;
        this.p = p;
        this.degree = degree;
        this.b = b;
        this.generator = generator;
        if (!onCurve(generator)) {
            throw new AssertionError("generator not on curve: " + group);
        }
    }

    static BigInteger hex(String h) {
        return new BigInteger(h, 16);
    }

    static BigInteger dec(String d) {
        return new BigInteger(d);
    }

    static RefGroup of(MsmGroup g) {
        switch (g) {
            case BN254_G1: {
                BigInteger p = Bn254Fp.MODULUS;
                return new RefGroup(g, p, 1, new BigInteger[] {BigInteger.valueOf(3)},
                        new BigInteger[][] {{BigInteger.ONE}, {BigInteger.TWO}});
            }
            case BN254_G2: {
                BigInteger p = Bn254Fp.MODULUS;
                RefGroup tmp = new RefGroup(g, p, 2, null, null, true);
                // b' = 3 / (9 + u), the D-type twist (EIP-197)
                BigInteger[] bTwist = tmp.mul(new BigInteger[] {BigInteger.valueOf(3), BigInteger.ZERO},
                        tmp.inv(new BigInteger[] {BigInteger.valueOf(9), BigInteger.ONE}));
                return new RefGroup(g, p, 2, bTwist, new BigInteger[][] {
                    {dec("10857046999023057135944570762232829481370756359578518086990519993285655852781"),
                     dec("11559732032986387107991004021392285783925812861821192530917403151452391805634")},
                    {dec("8495653923123431417604973247489272438418190587263600148770280649306958101930"),
                     dec("4082367875863433681332203403145435568316851327593401208105741076214120093531")}});
            }
            case BLS12_381_G1: {
                BigInteger p = Bls12381Fp.MODULUS;
                return new RefGroup(g, p, 1, new BigInteger[] {BigInteger.valueOf(4)}, new BigInteger[][] {
                    {hex("17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb")},
                    {hex("08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1")}});
            }
            default: {
                BigInteger p = Bls12381Fp.MODULUS;
                // b' = 4 (1 + u), the M-type twist
                return new RefGroup(g, p, 2, new BigInteger[] {BigInteger.valueOf(4), BigInteger.valueOf(4)}, new BigInteger[][] {
                    {hex("024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"),
                     hex("13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e")},
                    {hex("0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801"),
                     hex("0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be")}});
            }
        }
    }

    /** For building constants before the real instance exists. */
    private RefGroup(MsmGroup group, BigInteger p, int degree, BigInteger[] b, BigInteger[][] generator, boolean raw) {
        this.group = group;
        this.p = p;
        this.degree = degree;
        this.b = b;
        this.generator = generator;
    }

    // ---- field ----
    BigInteger[] add(BigInteger[] a, BigInteger[] c) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = a[i].add(c[i]).mod(p);
        }
        return r;
    }

    BigInteger[] sub(BigInteger[] a, BigInteger[] c) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = a[i].subtract(c[i]).mod(p);
        }
        return r;
    }

    BigInteger[] mul(BigInteger[] a, BigInteger[] c) {
        if (degree == 1) {
            return new BigInteger[] {a[0].multiply(c[0]).mod(p)};
        }
        return new BigInteger[] {
            a[0].multiply(c[0]).subtract(a[1].multiply(c[1])).mod(p),
            a[0].multiply(c[1]).add(a[1].multiply(c[0])).mod(p)};
    }

    BigInteger[] inv(BigInteger[] a) {
        if (degree == 1) {
            return new BigInteger[] {a[0].modInverse(p)};
        }
        BigInteger n = a[0].pow(2).add(a[1].pow(2)).modInverse(p);
        return new BigInteger[] {a[0].multiply(n).mod(p), a[1].negate().multiply(n).mod(p)};
    }

    BigInteger[] scalar(long v) {
        BigInteger[] r = new BigInteger[degree];
        r[0] = BigInteger.valueOf(v).mod(p);
        for (int i = 1; i < degree; i++) {
            r[i] = BigInteger.ZERO;
        }
        return r;
    }

    boolean isZero(BigInteger[] a) {
        for (BigInteger x : a) {
            if (x.signum() != 0) {
                return false;
            }
        }
        return true;
    }

    boolean eq(BigInteger[] a, BigInteger[] c) {
        return isZero(sub(a, c));
    }

    // ---- group ----
    boolean onCurve(BigInteger[][] pt) {
        if (pt == null) {
            return true;
        }
        BigInteger[] x = pt[0], y = pt[1];
        return eq(mul(y, y), add(mul(mul(x, x), x), b));
    }

    BigInteger[][] neg(BigInteger[][] pt) {
        return pt == null ? null : new BigInteger[][] {pt[0], sub(scalar(0), pt[1])};
    }

    BigInteger[][] add(BigInteger[][] a, BigInteger[][] c) {
        if (a == null) {
            return c;
        }
        if (c == null) {
            return a;
        }
        BigInteger[] lambda;
        if (eq(a[0], c[0])) {
            if (!eq(a[1], c[1]) || isZero(a[1])) {
                return null;
            }
            lambda = mul(mul(scalar(3), mul(a[0], a[0])), inv(mul(scalar(2), a[1])));
        } else {
            lambda = mul(sub(c[1], a[1]), inv(sub(c[0], a[0])));
        }
        BigInteger[] x3 = sub(sub(mul(lambda, lambda), a[0]), c[0]);
        BigInteger[] y3 = sub(mul(lambda, sub(a[0], x3)), a[1]);
        return new BigInteger[][] {x3, y3};
    }

    BigInteger[][] mul(BigInteger[][] pt, BigInteger k) {
        k = k.mod(group.order());
        BigInteger[][] acc = null;
        for (int i = k.bitLength() - 1; i >= 0; i--) {
            acc = add(acc, acc);
            if (k.testBit(i)) {
                acc = add(acc, pt);
            }
        }
        return acc;
    }

    // ---- to and from the engine's layout ----
    void store(BigInteger[][] pt, long[] out, int off) {
        if (pt == null) {
            java.util.Arrays.fill(out, off, off + group.pointLongs(), 0L);
            return;
        }
        int half = group.pointLongs() / 2;
        switch (group) {
            case BN254_G1 -> { Bn254Fp.fromBigInteger(out, off, pt[0][0]); Bn254Fp.fromBigInteger(out, off + half, pt[1][0]); }
            case BN254_G2 -> { Bn254Fp2.fromBigIntegers(out, off, pt[0][0], pt[0][1]); Bn254Fp2.fromBigIntegers(out, off + half, pt[1][0], pt[1][1]); }
            case BLS12_381_G1 -> { Bls12381Fp.fromBigInteger(out, off, pt[0][0]); Bls12381Fp.fromBigInteger(out, off + half, pt[1][0]); }
            case BLS12_381_G2 -> { Bls12381Fp2.fromBigIntegers(out, off, pt[0][0], pt[0][1]); Bls12381Fp2.fromBigIntegers(out, off + half, pt[1][0], pt[1][1]); }
        }
    }

    BigInteger[][] load(long[] in, int off) {
        boolean zero = true;
        for (int i = 0; i < group.pointLongs(); i++) {
            zero &= in[off + i] == 0;
        }
        if (zero) {
            return null;
        }
        int half = group.pointLongs() / 2;
        return switch (group) {
            case BN254_G1 -> new BigInteger[][] {{Bn254Fp.toBigInteger(in, off)}, {Bn254Fp.toBigInteger(in, off + half)}};
            case BN254_G2 -> new BigInteger[][] {Bn254Fp2.toBigIntegers(in, off), Bn254Fp2.toBigIntegers(in, off + half)};
            case BLS12_381_G1 -> new BigInteger[][] {{Bls12381Fp.toBigInteger(in, off)}, {Bls12381Fp.toBigInteger(in, off + half)}};
            case BLS12_381_G2 -> new BigInteger[][] {Bls12381Fp2.toBigIntegers(in, off), Bls12381Fp2.toBigIntegers(in, off + half)};
        };
    }

    static boolean samePoint(BigInteger[][] a, BigInteger[][] c) {
        if (a == null || c == null) {
            return a == c;
        }
        return java.util.Arrays.equals(a[0], c[0]) && java.util.Arrays.equals(a[1], c[1]);
    }
}
