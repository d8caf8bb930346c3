package dev.pippin.groth16;

import dev.pippin.field.Bn254Fr;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * circom's {@code .wtns} layout for bn254 (the file {@link Witness#read} reads), and a witness in
 * it that satisfies no circuit, for warming a prover up: its proof is computed as any other
 * (the prover never checks the constraints) and thrown away. Its values mix the MSM's scalar
 * classes as circom's witnesses do: zeros, ones, small values (the bits and counters of a
 * circuit) and full-size ones (hashes), so that every class's code is compiled by the warm-up.
 * They come from a seeded generator: there is nothing secret in them.
 */
final class SyntheticWitness {
    private SyntheticWitness() {}

    private static final int N8 = ZKey.FIELD_BYTES;
    /** Magic, version, section count; section 1's id and size, n8, the prime, the count; section 2's id and size. */
    private static final int HEADER_BYTES = 12 + 12 + 4 + N8 + 4 + 12;
    private static final BigInteger R = Bn254Fr.MODULUS;

    /** The size of the .wtns of count values, as circom writes it. */
    static long fileBytes(int count) {
        return HEADER_BYTES + (long) count * N8;
    }

    /** A .wtns of count values: value 0 is 1 (the constant wire), the others a mix of the scalar classes. */
    static byte[] wtns(int count, long seed) {
        ByteBuffer b = ByteBuffer.allocate(Math.toIntExact(fileBytes(count))).order(ByteOrder.LITTLE_ENDIAN);
        b.put("wtns".getBytes(StandardCharsets.ISO_8859_1)).putInt(2).putInt(2);
        b.putInt(1).putLong(4 + N8 + 4).putInt(N8).put(littleEndian(R)).putInt(count);
        b.putInt(2).putLong((long) count * N8);
        SplittableRandom g = new SplittableRandom(seed);
        b.put(littleEndian(BigInteger.ONE));
        byte[] big = new byte[N8 + 8];
        for (int i = 1; i < count; i++) {
            BigInteger v = switch (i & 7) {
                case 0 -> BigInteger.ZERO;
                case 1 -> BigInteger.ONE;
                case 2, 3 -> BigInteger.valueOf(g.nextLong() >>> 1);
                default -> {
                    g.nextBytes(big);
                    yield new BigInteger(1, big).mod(R);
                }
            };
            b.put(littleEndian(v));
        }
        return b.array();
    }

    /** A witness of count values from {@link #wtns}. */
    static Witness of(int count, long seed) {
        return Witness.read(Path.of("synthetic.wtns"), wtns(count, seed));
    }

    private static byte[] littleEndian(BigInteger v) {
        byte[] be = v.toByteArray();
        byte[] le = new byte[N8];
        for (int i = 0; i < N8 && i < be.length; i++) {
            le[i] = be[be.length - 1 - i];
        }
        return le;
    }
}
