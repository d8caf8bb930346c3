package dev.pippin.cli.bench;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bls12381Fp2;
import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.Bn254Fp;
import dev.pippin.field.Bn254Fp2;
import dev.pippin.field.Bn254Fr;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * {@code pippin bench field}: ns per operation for each field, measured two ways: as a dependent
 * chain (x = x op y, so each operation waits for the last: latency), and over a batch of
 * {@value #BATCH} independent elements, each its own chain, interleaved (x_j = x_j op y_j for j in
 * turn: throughput, what an MSM's batch-affine additions or a pairing's independent products
 * see); BigInteger's dependent chain on the same values beside them. A quick check, not JMH: FieldBench in the bench module is the
 * reference measurement.
 *
 * <p>Each field's loops are written out separately on purpose: a shared loop calling the
 * kernel through an interface would become megamorphic and measure the dispatch instead.
 */
public final class FieldComparison {
    /** Runs n dependent operations and returns something of the result, so the JIT keeps them. */
    @FunctionalInterface
    public interface Chain {
        long run(int n);
    }

    /** One field and operation, with its chains: ours dependent, ours over a batch, BigInteger. */
    public record Cell(String field, String op, Chain ours, Chain oursBatch, Chain baseline) {}

    /** Median ns per operation of each chain: latency, throughput, BigInteger's latency. */
    public record Result(Cell cell, double ns, double throughputNs, double bigintNs) {
        public double speedup() {
            return bigintNs / ns;
        }
    }

    /** The fields in the order they are measured, and the operations of each. */
    public static final List<String> FIELDS = List.of("bn254-fp", "bn254-fr", "bls12-381-fp", "bls12-381-fr", "bn254-fp2", "bls12-381-fp2");
    public static final List<String> OPS = List.of("mul", "sqr", "add", "inv");

    /** Independent elements in a throughput batch: a batch-affine window's order of size. */
    public static final int BATCH = 256;
    /** Each timed sample aims at this many nanoseconds; five samples, the median counts. */
    private static final long SAMPLE_NS = 40_000_000L;
    private static final int SAMPLES = 5;
    /** One cell's cost from the constants: three chains, each 150 ms of warm-up, a calibration run, five samples. */
    public static final double SECONDS_PER_CELL = 3 * (150_000_000L + (SAMPLES + 1) * SAMPLE_NS) / 1e9;

    private final Random rnd = new Random(2026);
    /** The chains' results end here: a field of a live object, so the JIT cannot drop them. */
    private long sink;

    /** Both chains of the cell, ours first. */
    public Result measure(Cell c) {
        return new Result(c, measure(c.ours()), measure(c.oursBatch()), measure(c.baseline()));
    }

    /** Warm up (so C2 has compiled the loop), calibrate n to ~40 ms, then the median of five samples. */
    private double measure(Chain chain) {
        int n = 64;
        long spent = 0;
        while (spent < 150_000_000L) { // warm-up: ~150 ms of calls, doubling the batch
            long t0 = System.nanoTime();
            sink += chain.run(n);
            long dt = System.nanoTime() - t0;
            spent += dt;
            if (dt < SAMPLE_NS) {
                n *= 2;
            }
        }
        long t0 = System.nanoTime();
        sink += chain.run(n);
        double perOp = (double) (System.nanoTime() - t0) / n;
        int calibrated = (int) Math.max(16, Math.min(Integer.MAX_VALUE / 2, SAMPLE_NS / perOp));
        double[] samples = new double[SAMPLES];
        for (int s = 0; s < SAMPLES; s++) {
            long a = System.nanoTime();
            sink += chain.run(calibrated);
            samples[s] = (double) (System.nanoTime() - a) / calibrated;
        }
        java.util.Arrays.sort(samples);
        return samples[SAMPLES / 2];
    }

    interface FromBig {
        void set(long[] r, int ro, BigInteger v);
    }

    interface FromBig2 {
        void set(long[] r, int ro, BigInteger c0, BigInteger c1);
    }

    /** {@link #BATCH} random elements of limbs longs each, back to back. */
    private long[] batch(int limbs, BigInteger p, FromBig set) {
        long[] xs = new long[BATCH * limbs];
        for (int j = 0; j < BATCH; j++) {
            set.set(xs, j * limbs, random(p));
        }
        return xs;
    }

    private long[] batch2(int limbs, BigInteger p, FromBig2 set) {
        long[] xs = new long[BATCH * limbs];
        for (int j = 0; j < BATCH; j++) {
            set.set(xs, j * limbs, random(p), random(p));
        }
        return xs;
    }

    private BigInteger random(BigInteger p) {
        return new BigInteger(p.bitLength() + 8, rnd).mod(p);
    }

    /** Every cell, FIELDS by OPS in that order; building them is cheap, measuring is not. */
    public List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        cells.addAll(bn254Fp());
        cells.addAll(bn254Fr());
        cells.addAll(bls12381Fp());
        cells.addAll(bls12381Fr());
        cells.addAll(bn254Fp2());
        cells.addAll(bls12381Fp2());
        return cells;
    }

    private List<Cell> bigIntegerBaselines(String name, BigInteger p, List<Chain> ours, List<Chain> batch) {
        BigInteger a = random(p), b = random(p);
        return List.of(
                new Cell(name, "mul", ours.get(0), batch.get(0), n -> {
                    BigInteger x = a;
                    for (int i = 0; i < n; i++) {
                        x = x.multiply(b).mod(p);
                    }
                    return x.longValue();
                }),
                new Cell(name, "sqr", ours.get(1), batch.get(1), n -> {
                    BigInteger x = a;
                    for (int i = 0; i < n; i++) {
                        x = x.multiply(x).mod(p);
                    }
                    return x.longValue();
                }),
                new Cell(name, "add", ours.get(2), batch.get(2), n -> {
                    BigInteger x = a;
                    for (int i = 0; i < n; i++) {
                        x = x.add(b).mod(p);
                    }
                    return x.longValue();
                }),
                new Cell(name, "inv", ours.get(3), batch.get(3), n -> {
                    BigInteger x = a;
                    for (int i = 0; i < n; i++) {
                        x = x.modInverse(p);
                    }
                    return x.longValue();
                }));
    }

    private List<Cell> bn254Fp() {
        long[] x = new long[Bn254Fp.LIMBS], y = new long[Bn254Fp.LIMBS];
        Bn254Fp.fromBigInteger(x, 0, random(Bn254Fp.MODULUS));
        Bn254Fp.fromBigInteger(y, 0, random(Bn254Fp.MODULUS));
        long[] xs = batch(Bn254Fp.LIMBS, Bn254Fp.MODULUS, Bn254Fp::fromBigInteger), ys = batch(Bn254Fp.LIMBS, Bn254Fp.MODULUS, Bn254Fp::fromBigInteger);
        return bigIntegerBaselines("bn254-fp", Bn254Fp.MODULUS, List.of(
                n -> { for (int i = 0; i < n; i++) { Bn254Fp.mul(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bn254Fp.sqr(x, 0, x, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bn254Fp.add(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bn254Fp.inv(x, 0, x, 0); } return x[0]; }),
                List.of(
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fp.LIMBS, i++) { Bn254Fp.mul(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fp.LIMBS, i++) { Bn254Fp.sqr(xs, j, xs, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fp.LIMBS, i++) { Bn254Fp.add(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fp.LIMBS, i++) { Bn254Fp.inv(xs, j, xs, j); } } return xs[0]; }));
    }

    private List<Cell> bn254Fr() {
        long[] x = new long[Bn254Fr.LIMBS], y = new long[Bn254Fr.LIMBS];
        Bn254Fr.fromBigInteger(x, 0, random(Bn254Fr.MODULUS));
        Bn254Fr.fromBigInteger(y, 0, random(Bn254Fr.MODULUS));
        long[] xs = batch(Bn254Fr.LIMBS, Bn254Fr.MODULUS, Bn254Fr::fromBigInteger), ys = batch(Bn254Fr.LIMBS, Bn254Fr.MODULUS, Bn254Fr::fromBigInteger);
        return bigIntegerBaselines("bn254-fr", Bn254Fr.MODULUS, List.of(
                n -> { for (int i = 0; i < n; i++) { Bn254Fr.mul(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bn254Fr.sqr(x, 0, x, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bn254Fr.add(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bn254Fr.inv(x, 0, x, 0); } return x[0]; }),
                List.of(
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fr.LIMBS, i++) { Bn254Fr.mul(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fr.LIMBS, i++) { Bn254Fr.sqr(xs, j, xs, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fr.LIMBS, i++) { Bn254Fr.add(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fr.LIMBS, i++) { Bn254Fr.inv(xs, j, xs, j); } } return xs[0]; }));
    }

    private List<Cell> bls12381Fp() {
        long[] x = new long[Bls12381Fp.LIMBS], y = new long[Bls12381Fp.LIMBS];
        Bls12381Fp.fromBigInteger(x, 0, random(Bls12381Fp.MODULUS));
        Bls12381Fp.fromBigInteger(y, 0, random(Bls12381Fp.MODULUS));
        long[] xs = batch(Bls12381Fp.LIMBS, Bls12381Fp.MODULUS, Bls12381Fp::fromBigInteger), ys = batch(Bls12381Fp.LIMBS, Bls12381Fp.MODULUS, Bls12381Fp::fromBigInteger);
        return bigIntegerBaselines("bls12-381-fp", Bls12381Fp.MODULUS, List.of(
                n -> { for (int i = 0; i < n; i++) { Bls12381Fp.mul(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bls12381Fp.sqr(x, 0, x, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bls12381Fp.add(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bls12381Fp.inv(x, 0, x, 0); } return x[0]; }),
                List.of(
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fp.LIMBS, i++) { Bls12381Fp.mul(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fp.LIMBS, i++) { Bls12381Fp.sqr(xs, j, xs, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fp.LIMBS, i++) { Bls12381Fp.add(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fp.LIMBS, i++) { Bls12381Fp.inv(xs, j, xs, j); } } return xs[0]; }));
    }

    private List<Cell> bls12381Fr() {
        long[] x = new long[Bls12381Fr.LIMBS], y = new long[Bls12381Fr.LIMBS];
        Bls12381Fr.fromBigInteger(x, 0, random(Bls12381Fr.MODULUS));
        Bls12381Fr.fromBigInteger(y, 0, random(Bls12381Fr.MODULUS));
        long[] xs = batch(Bls12381Fr.LIMBS, Bls12381Fr.MODULUS, Bls12381Fr::fromBigInteger), ys = batch(Bls12381Fr.LIMBS, Bls12381Fr.MODULUS, Bls12381Fr::fromBigInteger);
        return bigIntegerBaselines("bls12-381-fr", Bls12381Fr.MODULUS, List.of(
                n -> { for (int i = 0; i < n; i++) { Bls12381Fr.mul(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bls12381Fr.sqr(x, 0, x, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bls12381Fr.add(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bls12381Fr.inv(x, 0, x, 0); } return x[0]; }),
                List.of(
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fr.LIMBS, i++) { Bls12381Fr.mul(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fr.LIMBS, i++) { Bls12381Fr.sqr(xs, j, xs, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fr.LIMBS, i++) { Bls12381Fr.add(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fr.LIMBS, i++) { Bls12381Fr.inv(xs, j, xs, j); } } return xs[0]; }));
    }

    /** Fp2 baselines: the schoolbook formulas on BigInteger, (a0 b0 - a1 b1) + (a0 b1 + a1 b0) u. */
    private List<Cell> fp2Baselines(String name, BigInteger p, List<Chain> ours, List<Chain> batch) {
        BigInteger a0 = random(p), a1 = random(p), b0 = random(p), b1 = random(p);
        return List.of(
                new Cell(name, "mul", ours.get(0), batch.get(0), n -> {
                    BigInteger x0 = a0, x1 = a1;
                    for (int i = 0; i < n; i++) {
                        BigInteger c0 = x0.multiply(b0).subtract(x1.multiply(b1)).mod(p);
                        x1 = x0.multiply(b1).add(x1.multiply(b0)).mod(p);
                        x0 = c0;
                    }
                    return x0.longValue() ^ x1.longValue();
                }),
                new Cell(name, "sqr", ours.get(1), batch.get(1), n -> {
                    BigInteger x0 = a0, x1 = a1;
                    for (int i = 0; i < n; i++) {
                        BigInteger c0 = x0.multiply(x0).subtract(x1.multiply(x1)).mod(p);
                        x1 = x0.multiply(x1).shiftLeft(1).mod(p);
                        x0 = c0;
                    }
                    return x0.longValue() ^ x1.longValue();
                }),
                new Cell(name, "add", ours.get(2), batch.get(2), n -> {
                    BigInteger x0 = a0, x1 = a1;
                    for (int i = 0; i < n; i++) {
                        x0 = x0.add(b0).mod(p);
                        x1 = x1.add(b1).mod(p);
                    }
                    return x0.longValue() ^ x1.longValue();
                }),
                new Cell(name, "inv", ours.get(3), batch.get(3), n -> {
                    BigInteger x0 = a0, x1 = a1;
                    for (int i = 0; i < n; i++) {
                        BigInteger norm = x0.multiply(x0).add(x1.multiply(x1)).modInverse(p);
                        x0 = x0.multiply(norm).mod(p);
                        x1 = x1.negate().multiply(norm).mod(p);
                    }
                    return x0.longValue() ^ x1.longValue();
                }));
    }

    private List<Cell> bn254Fp2() {
        long[] x = new long[Bn254Fp2.LIMBS], y = new long[Bn254Fp2.LIMBS], s = new long[Bn254Fp2.SCRATCH];
        Bn254Fp2.fromBigIntegers(x, 0, random(Bn254Fp.MODULUS), random(Bn254Fp.MODULUS));
        Bn254Fp2.fromBigIntegers(y, 0, random(Bn254Fp.MODULUS), random(Bn254Fp.MODULUS));
        long[] xs = batch2(Bn254Fp2.LIMBS, Bn254Fp.MODULUS, Bn254Fp2::fromBigIntegers), ys = batch2(Bn254Fp2.LIMBS, Bn254Fp.MODULUS, Bn254Fp2::fromBigIntegers);
        return fp2Baselines("bn254-fp2", Bn254Fp.MODULUS, List.of(
                n -> { for (int i = 0; i < n; i++) { Bn254Fp2.mul(x, 0, x, 0, y, 0, s); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bn254Fp2.sqr(x, 0, x, 0, s); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bn254Fp2.add(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bn254Fp2.inv(x, 0, x, 0, s); } return x[0]; }),
                List.of(
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fp2.LIMBS, i++) { Bn254Fp2.mul(xs, j, xs, j, ys, j, s); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fp2.LIMBS, i++) { Bn254Fp2.sqr(xs, j, xs, j, s); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fp2.LIMBS, i++) { Bn254Fp2.add(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bn254Fp2.LIMBS, i++) { Bn254Fp2.inv(xs, j, xs, j, s); } } return xs[0]; }));
    }

    private List<Cell> bls12381Fp2() {
        long[] x = new long[Bls12381Fp2.LIMBS], y = new long[Bls12381Fp2.LIMBS], s = new long[Bls12381Fp2.SCRATCH];
        Bls12381Fp2.fromBigIntegers(x, 0, random(Bls12381Fp.MODULUS), random(Bls12381Fp.MODULUS));
        Bls12381Fp2.fromBigIntegers(y, 0, random(Bls12381Fp.MODULUS), random(Bls12381Fp.MODULUS));
        long[] xs = batch2(Bls12381Fp2.LIMBS, Bls12381Fp.MODULUS, Bls12381Fp2::fromBigIntegers), ys = batch2(Bls12381Fp2.LIMBS, Bls12381Fp.MODULUS, Bls12381Fp2::fromBigIntegers);
        return fp2Baselines("bls12-381-fp2", Bls12381Fp.MODULUS, List.of(
                n -> { for (int i = 0; i < n; i++) { Bls12381Fp2.mul(x, 0, x, 0, y, 0, s); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bls12381Fp2.sqr(x, 0, x, 0, s); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bls12381Fp2.add(x, 0, x, 0, y, 0); } return x[0]; },
                n -> { for (int i = 0; i < n; i++) { Bls12381Fp2.inv(x, 0, x, 0, s); } return x[0]; }),
                List.of(
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fp2.LIMBS, i++) { Bls12381Fp2.mul(xs, j, xs, j, ys, j, s); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fp2.LIMBS, i++) { Bls12381Fp2.sqr(xs, j, xs, j, s); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fp2.LIMBS, i++) { Bls12381Fp2.add(xs, j, xs, j, ys, j); } } return xs[0]; },
                n -> { for (int i = 0; i < n; ) { for (int j = 0; j < xs.length && i < n; j += Bls12381Fp2.LIMBS, i++) { Bls12381Fp2.inv(xs, j, xs, j, s); } } return xs[0]; }));
    }
}
