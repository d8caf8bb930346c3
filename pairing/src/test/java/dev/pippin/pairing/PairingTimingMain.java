package dev.pippin.pairing;

import dev.pippin.curve.GroupOps;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Informal pairing timings for comparing kernel variants on a shared machine (not a test: its name
 * keeps it out of Surefire). Every measured operation runs in short bursts, the operations
 * alternating burst by burst, so that the other workers' load hits them alike; the minimum burst
 * per call is reported, in microseconds.
 *
 * <p>Run from the repository root after {@code ./mvnw -B -o -pl pairing -am test-compile -DskipTests}:
 * {@code java -cp pairing/target/classes:pairing/target/test-classes:curve/target/classes:field/target/classes:testkit/target/classes
 * dev.pippin.pairing.PairingTimingMain [ROUNDS [pairs|kernels [NAME]]]}: ROUNDS rounds (the first
 * quarter warms up), the pairings (1 and 2 pairs, Miller loop, final exponentiation) or the tower
 * kernels, only the cases whose name contains NAME. docs/PAIRING.md has the A/B method.
 */
public final class PairingTimingMain {
    private PairingTimingMain() {}

    private interface Op {
        void run();
    }

    private record Case(String name, Op op, int calls) {}

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        List<Case> cases = new ArrayList<>();
        boolean kernels = args.length > 1 && args[1].equals("kernels");
        if (kernels) {
            kernels(cases);
        } else {
            add(cases, PairingOps.BN, "bn254");
            add(cases, PairingOps.BLS, "bls12-381");
        }
        if (args.length > 2) { // a third argument keeps only the cases whose name contains it (for a profiler)
            cases.removeIf(k -> !k.name.replace(' ', '_').contains(args[2]));
        }
        double[] best = new double[cases.size()];
        java.util.Arrays.fill(best, Double.MAX_VALUE);
        for (int round = 0; round < rounds; round++) {
            for (int c = 0; c < cases.size(); c++) {
                Case k = cases.get(c);
                long t0 = System.nanoTime();
                for (int i = 0; i < k.calls; i++) {
                    k.op.run();
                }
                double us = (System.nanoTime() - t0) / 1e3 / k.calls;
                if (round >= rounds / 4) { // the first quarter warms up
                    best[c] = Math.min(best[c], us);
                }
            }
        }
        for (int c = 0; c < cases.size(); c++) {
            System.out.printf(Locale.ROOT, "%-28s %9.3f us%n", cases.get(c).name.replace(' ', '_'), best[c]);
        }
    }

    private static void add(List<Case> cases, PairingOps ops, String curve) {
        Random rnd = new Random(7);
        GroupOps g1 = ops.g1(), g2 = ops.g2();
        long[] ps = new long[2 * g1.affine()], qs = new long[2 * g2.affine()];
        for (int i = 0; i < 2; i++) {
            point(g1, ps, i * g1.affine(), new BigInteger(250, rnd));
            point(g2, qs, i * g2.affine(), new BigInteger(250, rnd));
        }
        int gt = ops.tower().fp12Limbs();
        long[] out = new long[gt], f = new long[gt];
        ops.millerLoop(ps, 0, qs, 0, 1, f, 0);
        cases.add(new Case(curve + " pair (1)", () -> ops.multiPair(ps, 0, qs, 0, 1, out, 0), 20));
        cases.add(new Case(curve + " multiPair (2)", () -> ops.multiPair(ps, 0, qs, 0, 2, out, 0), 10));
        cases.add(new Case(curve + " millerLoop (1)", () -> ops.millerLoop(ps, 0, qs, 0, 1, out, 0), 20));
        cases.add(new Case(curve + " finalExp", () -> ops.finalExponentiation(f, 0, out, 0), 20));
    }

    /** The tower's building blocks on random elements (values only matter for their ranges). */
    private static void kernels(List<Case> cases) {
        Random rnd = new Random(3);
        {
            long[] a = rand12(rnd, Bn254Fp.MODULUS, Bn254Fp12.LIMBS), b = rand12(rnd, Bn254Fp.MODULUS, Bn254Fp12.LIMBS);
            long[] r = new long[Bn254Fp12.LIMBS], s = new long[Bn254Fp12.SCRATCH];
            cases.add(new Case("bn fp2 mul", () -> Bn254Fp2.mul(r, 0, a, 0, b, 0, s), 2000));
            cases.add(new Case("bn fp2 sqr", () -> Bn254Fp2.sqr(r, 0, a, 0, s), 2000));
            cases.add(new Case("bn fp2 add", () -> Bn254Fp2.add(r, 0, a, 0, b, 0), 2000));
            cases.add(new Case("bn fp2 sub", () -> Bn254Fp2.sub(r, 0, a, 0, b, 0), 2000));
            cases.add(new Case("bn fp2 xi", () -> Bn254Fp2.mulByNonResidue(r, 0, a, 0, s), 2000));
            cases.add(new Case("bn fp2 add4p", () -> Bn254Fp2.add4p(r, 0, a, 0, b, 0), 2000));
            long[] w = new long[4 * Bn254Fp2Wide.WIDE];
            Bn254Fp2Wide.mul(w, 0, a, 0, b, 0);
            Bn254Fp2Wide.mul(w, Bn254Fp2Wide.WIDE, a, 10, b, 10);
            Bn254Fp2Wide.mul(w, 2 * Bn254Fp2Wide.WIDE, a, 20, b, 20);
            Bn254Fp2Wide.mul(w, 3 * Bn254Fp2Wide.WIDE, a, 30, b, 30);
            cases.add(new Case("bn fp2 wide mul", () -> Bn254Fp2Wide.mul(w, 0, a, 0, b, 0), 2000));
            cases.add(new Case("bn fp2 wide reduce4", () -> Bn254Fp2Wide.plusXiDiff(r, 0, w, 0, w, Bn254Fp2Wide.WIDE, w, 2 * Bn254Fp2Wide.WIDE, w, 3 * Bn254Fp2Wide.WIDE), 2000));
            cases.add(new Case("bn fp6 mul", () -> Bn254Fp6.mul(r, 0, a, 0, b, 0, s), 200));
            cases.add(new Case("bn fp6 sqr", () -> Bn254Fp6.sqr(r, 0, a, 0, s), 200));
            cases.add(new Case("bn fp12 mul", () -> Bn254Fp12.mul(r, 0, a, 0, b, 0, s), 100));
            cases.add(new Case("bn fp12 sqr", () -> Bn254Fp12.sqr(r, 0, a, 0, s), 100));
            cases.add(new Case("bn fp12 cycSqr", () -> Bn254Fp12.cyclotomicSqr(r, 0, a, 0, s), 100));
            cases.add(new Case("bn fp12 mulByLine", () -> Bn254Fp12.mulByLine(r, 0, a, 0, b, 0, s), 100));
        }
        {
            long[] a = rand12(rnd, Bls12381Fp.MODULUS, Bls12381Fp12.LIMBS), b = rand12(rnd, Bls12381Fp.MODULUS, Bls12381Fp12.LIMBS);
            long[] r = new long[Bls12381Fp12.LIMBS], s = new long[Bls12381Fp12.SCRATCH];
            cases.add(new Case("bls fp2 mul", () -> Bls12381Fp2.mul(r, 0, a, 0, b, 0, s), 2000));
            cases.add(new Case("bls fp2 sqr", () -> Bls12381Fp2.sqr(r, 0, a, 0, s), 2000));
            cases.add(new Case("bls fp2 add", () -> Bls12381Fp2.add(r, 0, a, 0, b, 0), 2000));
            cases.add(new Case("bls fp2 sub", () -> Bls12381Fp2.sub(r, 0, a, 0, b, 0), 2000));
            cases.add(new Case("bls fp2 xi", () -> Bls12381Fp2.mulByNonResidue(r, 0, a, 0, s), 2000));
            cases.add(new Case("bls fp2 add4p", () -> Bls12381Fp2.add4p(r, 0, a, 0, b, 0), 2000));
            cases.add(new Case("bls fp6 mul", () -> Bls12381Fp6.mul(r, 0, a, 0, b, 0, s), 200));
            cases.add(new Case("bls fp6 sqr", () -> Bls12381Fp6.sqr(r, 0, a, 0, s), 200));
            cases.add(new Case("bls fp12 mul", () -> Bls12381Fp12.mul(r, 0, a, 0, b, 0, s), 100));
            cases.add(new Case("bls fp12 sqr", () -> Bls12381Fp12.sqr(r, 0, a, 0, s), 100));
            cases.add(new Case("bls fp12 cycSqr", () -> Bls12381Fp12.cyclotomicSqr(r, 0, a, 0, s), 100));
            cases.add(new Case("bls fp12 compressedSqr", () -> Bls12381Fp12.compressedSqr(r, 0, a, 0, s), 100));
            cases.add(new Case("bls fp12 mulByLine", () -> Bls12381Fp12.mulByLine(r, 0, a, 0, b, 0, s), 100));
        }
    }

    private static long[] rand12(Random rnd, BigInteger p, int limbs) {
        long[] r = new long[limbs];
        int n = limbs / 12;
        for (int i = 0; i < 12; i++) {
            BigInteger v = new BigInteger(p.bitLength() + 8, rnd).mod(p);
            if (n == Bn254Fp.LIMBS) {
                Bn254Fp.fromBigInteger(r, i * n, v);
            } else {
                Bls12381Fp.fromBigInteger(r, i * n, v);
            }
        }
        return r;
    }

    private static void point(GroupOps g, long[] r, int ro, BigInteger k) {
        long[] gen = new long[g.affine()];
        g.generator(gen, 0);
        g.scalarMul(r, ro, gen, 0, ScalarLimbs.limbs(k.mod(g.order()), 4), 0);
    }
}
