package dev.pippin.bench;

import dev.pippin.bls.BlsSecretKey;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Locale;

/**
 * Sign and SkToPk timings in the format of a Node script timing blst through {@code @chainsafe/blst}:
 * one JSON line per operation, {"lib", "op", "n", "ms_min", "ms_median", "reps"}, single thread,
 * the same key (KeyGen of SHA-256("key 0") for sign, "key 1" for sk_to_pk) and message
 * (SHA-256("message 0")). Also the former variable-time path ({@code _vartime}) and the hash to
 * G2 alone ({@code hash_to_g2}), for reference.
 * Run it alternately with that script in one sitting and compare ratios (docs/SECRETS.md).
 *
 * <pre>bench/run SecretKeySpeed [REPS]</pre>
 *
 * REPS as the script's (default 20): each operation is timed 5 REPS times after a JIT warm-up.
 */
public final class SecretKeySpeed {
    private static final int WARM_UP = 3000;

    public static void main(String[] args) throws Exception {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        BlsSecretKey k0 = BlsSecretKey.keyGen(sha256("key 0")), k1 = BlsSecretKey.keyGen(sha256("key 1"));
        byte[] msg = sha256("message 0");
        for (SecretKeyOps op : SecretKeyOps.values()) {
            if (op.label.endsWith("_point")) {
                continue; // the timing test's diagnostics
            }
            BlsSecretKey k = op.label.startsWith("sign") ? k0 : k1;
            time(op, k, SecretKeyOps.limbs(k), msg, reps * 5);
        }
    }

    static int sink;

    private static void time(SecretKeyOps op, BlsSecretKey k, long[] limbs, byte[] msg, int r) {
        for (int i = 0; i < WARM_UP; i++) {
            sink += op.run(k, limbs, msg);
        }
        double[] t = new double[r];
        for (int i = 0; i < r; i++) {
            long s = System.nanoTime();
            sink += op.run(k, limbs, msg);
            t[i] = (System.nanoTime() - s) / 1e6;
        }
        Arrays.sort(t);
        System.out.println(String.format(Locale.ROOT, "{\"lib\": \"pippin\", \"op\": \"%s\", \"n\": 1, \"ms_min\": %.4f, \"ms_median\": %.4f, \"reps\": %d}",
                op.label, t[0], t[r / 2], r));
    }

    private static byte[] sha256(String s) throws Exception {
        return MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
    }
}
