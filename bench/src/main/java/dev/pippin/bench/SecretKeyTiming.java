package dev.pippin.bench;

import dev.pippin.bls.BlsSecretKey;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Fixed-versus-random timing test of the secret-key operations, after dudect (Reparaz, Balasch,
 * Verbauwhede, "Dude, is my code constant time?", DATE 2017): two classes of keys, measured
 * interleaved in a random order, then Welch's t-test between the classes' times, on all samples
 * and on samples cropped at several percentiles (which removes the long tail of interrupts, GC
 * and the other processes of a shared machine). |t| above 4.5 rejects "the time does not depend
 * on the class" with high confidence; below it, this test found no leak at this sample size.
 *
 * <p>Class 0 is one fixed key below 2^40 (the short keys the former wNAF path signed in 0.54x the
 * time), held in 4096 separate copies; class 1 is a uniform key drawn from a pool of 4096 made by
 * KeyGen from SecureRandom bytes; each measurement picks a pool index at random for either
 * class. The message is one fixed 32-byte string: only the key differs between classes. The
 * {@code _vartime} operations are the former variable-time path, run as a check that the test
 * sees a leak that exists; the {@code _point} ones are the constant-time multiplications alone,
 * without encoding the (public) result.
 *
 * <pre>bench/run SecretKeyTiming [OP[,OP...] [SAMPLES_PER_CLASS]]</pre>
 *
 * Defaults: sign,sk_to_pk,sign_vartime,sk_to_pk_vartime and 100 000 samples per class (the
 * vartime ones a tenth of that: their leak shows in far fewer). One JSON line per operation.
 * Run by hand (minutes), never in CI.
 */
public final class SecretKeyTiming {
    private static final double[] CROPS = {1.0, 0.99, 0.95, 0.90, 0.80, 0.70, 0.50};
    private static final int POOL = 4096;
    private static final int WARM_UP = 3000;

    public static void main(String[] args) {
        String[] ops = (args.length > 0 ? args[0] : "sign,sk_to_pk,sign_vartime,sk_to_pk_vartime").split(",");
        int samples = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
        SecureRandom seedSource = new SecureRandom();
        // Both classes are pools of POOL distinct key objects (the fixed class holds POOL copies of
        // one value), picked at random: the harness's own memory traffic is then the same for both.
        // With one fixed key object against a pool of 4096, sk_to_pk showed |t| = 14-19 (0.2 % gap in
        // the medians); with the pools alike, 3.0-3.4 on the same machine and load: the harness's
        // own memory traffic (one hot key against 4096 cold ones), not the multiplication.
        BlsSecretKey[] fixed = new BlsSecretKey[POOL];
        BlsSecretKey[] pool = new BlsSecretKey[POOL];
        for (int i = 0; i < POOL; i++) {
            fixed[i] = BlsSecretKey.fromBytes(shortKey());
            byte[] ikm = new byte[32];
            seedSource.nextBytes(ikm);
            pool[i] = BlsSecretKey.keyGen(ikm);
        }
        byte[] msg = "a fixed message, 32 bytes long..".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        for (String name : ops) {
            SecretKeyOps op = SecretKeyOps.named(name);
            int n = op.label.endsWith("_vartime") && args.length < 2 ? samples / 10 : samples;
            System.out.println(measure(op, fixed, pool, msg, n));
        }
    }

    /** 0x9e3779b97f: 40 bits, a fixed key of class 0. */
    private static byte[] shortKey() {
        byte[] b = new byte[BlsSecretKey.BYTES];
        long v = 0x9e3779b97fL;
        for (int i = 0; i < 8; i++) {
            b[31 - i] = (byte) (v >>> (8 * i));
        }
        return b;
    }

    static int sink;

    private static String measure(SecretKeyOps op, BlsSecretKey[] fixed, BlsSecretKey[] pool, byte[] msg, int perClass) {
        long[][] fixedLimbs = new long[fixed.length][], poolLimbs = new long[pool.length][];
        for (int i = 0; i < pool.length; i++) {
            fixedLimbs[i] = SecretKeyOps.limbs(fixed[i]);
            poolLimbs[i] = SecretKeyOps.limbs(pool[i]);
        }
        SplittableRandom coin = new SplittableRandom(perClass * 31L + op.ordinal());
        for (int i = 0; i < WARM_UP; i++) {
            int k = coin.nextInt(pool.length);
            sink += op.run(fixed[k], fixedLimbs[k], msg) + op.run(pool[k], poolLimbs[k], msg);
        }
        long[][] t = {new long[perClass], new long[perClass]};
        int[] n = new int[2];
        long start = System.nanoTime();
        while (n[0] < perClass || n[1] < perClass) {
            int c = coin.nextInt(2);
            if (n[c] == perClass) {
                c = 1 - c;
            }
            int k = coin.nextInt(pool.length);
            BlsSecretKey sk = c == 0 ? fixed[k] : pool[k];
            long[] limbs = c == 0 ? fixedLimbs[k] : poolLimbs[k];
            long t0 = System.nanoTime();
            sink += op.run(sk, limbs, msg);
            t[c][n[c]++] = System.nanoTime() - t0;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long[] all = new long[2 * perClass];
        System.arraycopy(t[0], 0, all, 0, perClass);
        System.arraycopy(t[1], 0, all, perClass, perClass);
        Arrays.sort(all);
        StringBuilder ts = new StringBuilder();
        double maxAbs = 0;
        for (double crop : CROPS) {
            long limit = all[Math.min(all.length - 1, (int) Math.ceil(crop * all.length) - 1)];
            double tv = welch(t[0], t[1], limit);
            maxAbs = Math.max(maxAbs, Math.abs(tv));
            ts.append(String.format(Locale.ROOT, "%s\"%s\": %.2f", ts.length() == 0 ? "" : ", ",
                    crop == 1.0 ? "all" : "p" + Math.round(crop * 100), tv));
        }
        return String.format(Locale.ROOT, "{\"op\": \"%s\", \"samples_per_class\": %d, \"t\": {%s}, \"max_abs_t\": %.2f, "
                + "\"median_us\": {\"fixed_short\": %.1f, \"random\": %.1f}, \"seconds\": %.0f}",
                op.label, perClass, ts, maxAbs, median(t[0]) / 1e3, median(t[1]) / 1e3, seconds);
    }

    /** Welch's t between the samples of a and b at most limit. */
    static double welch(long[] a, long[] b, long limit) {
        double[] ma = moments(a, limit), mb = moments(b, limit);
        return (ma[1] - mb[1]) / Math.sqrt(ma[2] / ma[0] + mb[2] / mb[0]);
    }

    /** {count, mean, sample variance} of the values at most limit (Welford). */
    private static double[] moments(long[] x, long limit) {
        double n = 0, mean = 0, m2 = 0;
        for (long v : x) {
            if (v > limit) {
                continue;
            }
            n++;
            double d = v - mean;
            mean += d / n;
            m2 += d * (v - mean);
        }
        return new double[] {n, mean, n > 1 ? m2 / (n - 1) : 0};
    }

    private static double median(long[] x) {
        long[] c = x.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }
}
