package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The deneb functions' laws on random blobs, against the BigInteger reference ({@link RefKzg}):
 * a proof at z verifies with the y that the reference evaluation gives, and fails for any other
 * y, proof, commitment or z; blob proofs verify alone and in batches, and a batch with one
 * tampered member fails. Each blob costs a 4096-point MSM or two, so the tries are few.
 *
 * <p>Blobs come from a seed in five kinds: uniform field elements, small ones, ones just below r,
 * mostly zeros, and the evaluations of a random polynomial of degree at most 16 (whose value at z
 * is then also known by Horner's rule). None is constant, so that a proof at z fails at z + 1.
 */
class KzgPropertiesTest {
    private static Kzg kzg() {
        return Kzg.mainnet();
    }

    /** A random non-constant blob of the given kind (0..4), with its elements. */
    record Blob(byte[] bytes, BigInteger[] elements, BigInteger[] coefficients) {}

    static Blob blob(long seed, int kind) {
        SplittableRandom rnd = new SplittableRandom(seed);
        BigInteger[] e = new BigInteger[RefKzg.N];
        BigInteger[] coefficients = null;
        switch (kind) {
            case 0 -> {
                for (int i = 0; i < e.length; i++) {
                    e[i] = RefKzg.random(rnd);
                }
            }
            case 1 -> {
                for (int i = 0; i < e.length; i++) {
                    e[i] = BigInteger.valueOf(rnd.nextInt(1 << 16));
                }
            }
            case 2 -> {
                for (int i = 0; i < e.length; i++) {
                    e[i] = RefKzg.R.subtract(BigInteger.valueOf(1 + rnd.nextInt(1 << 16)));
                }
            }
            case 3 -> {
                java.util.Arrays.fill(e, BigInteger.ZERO);
                for (int k = 1 + rnd.nextInt(8); k > 0; k--) {
                    e[rnd.nextInt(e.length)] = RefKzg.random(rnd);
                }
            }
            case 4 -> {
                coefficients = new BigInteger[2 + rnd.nextInt(16)];
                for (int i = 0; i < coefficients.length; i++) {
                    coefficients[i] = RefKzg.random(rnd);
                }
                if (coefficients[coefficients.length - 1].signum() == 0) {
                    coefficients[coefficients.length - 1] = BigInteger.ONE;
                }
                for (int i = 0; i < e.length; i++) {
                    e[i] = RefKzg.horner(coefficients, RefKzg.ROOTS_BRP[i]);
                }
            }
            default -> throw new IllegalArgumentException("kind " + kind);
        }
        if (kind != 4 && e[0].equals(e[1])) {
            e[1] = e[1].add(BigInteger.ONE).mod(RefKzg.R);
        }
        return new Blob(RefKzg.blob(e), e, coefficients);
    }

    /** z of a kind: 0 random, 1 a point of the domain, 2 zero, 3 r - 1. */
    static BigInteger z(long seed, int kind) {
        SplittableRandom rnd = new SplittableRandom(~seed);
        return switch (kind) {
            case 0 -> RefKzg.random(rnd);
            case 1 -> RefKzg.ROOTS_BRP[rnd.nextInt(RefKzg.N)];
            case 2 -> BigInteger.ZERO;
            case 3 -> RefKzg.R.subtract(BigInteger.ONE);
            default -> throw new IllegalArgumentException("kind " + kind);
        };
    }

    @Property(tries = 8)
    void aProofAtZVerifiesWithTheReferenceYAndNothingElseDoes(@ForAll long seed, @ForAll @IntRange(min = 0, max = 4) int blobKind,
            @ForAll @IntRange(min = 0, max = 3) int zKind) {
        Blob b = blob(seed, blobKind);
        BigInteger z = z(seed, zKind);
        byte[] commitment = kzg().blobToKzgCommitment(b.bytes());
        ProofAndY py = kzg().computeKzgProof(b.bytes(), RefKzg.fe(z));

        BigInteger y = RefKzg.evaluate(b.elements(), z);
        assertEquals(y, new BigInteger(1, py.getY()), "y against the barycentric evaluation");
        if (b.coefficients() != null) {
            assertEquals(RefKzg.horner(b.coefficients(), z), y, "y against the polynomial's coefficients");
        }
        byte[] proof = py.getProof();
        assertTrue(kzg().verifyKzgProof(commitment, RefKzg.fe(z), RefKzg.fe(y), proof));

        byte[] otherY = RefKzg.fe(y.add(BigInteger.ONE).mod(RefKzg.R));
        byte[] otherZ = RefKzg.fe(z.add(BigInteger.ONE).mod(RefKzg.R));
        assertFalse(kzg().verifyKzgProof(commitment, RefKzg.fe(z), otherY, proof), "another y");
        assertFalse(kzg().verifyKzgProof(commitment, otherZ, RefKzg.fe(y), proof), "another z");
        assertFalse(kzg().verifyKzgProof(commitment, RefKzg.fe(z), RefKzg.fe(y), RefKzg.plusGenerator(proof)), "another proof");
        assertFalse(kzg().verifyKzgProof(RefKzg.plusGenerator(commitment), RefKzg.fe(z), RefKzg.fe(y), proof), "another commitment");
    }

    @Property(tries = 4)
    void aConstantBlobCommitsToItsValueTimesTheGenerator(@ForAll long seed) {
        // the Lagrange basis sums to 1, so the blob of the constant c commits to [c] G, and its
        // quotient at any z is zero
        BigInteger c = RefKzg.random(new SplittableRandom(seed));
        BigInteger[] e = new BigInteger[RefKzg.N];
        java.util.Arrays.fill(e, c);
        byte[] blob = RefKzg.blob(e);
        assertArrayEquals(RefKzg.multipleOfGenerator(c), kzg().blobToKzgCommitment(blob), "commitment of the constant " + c);
        ProofAndY py = kzg().computeKzgProof(blob, RefKzg.fe(z(seed, 0)));
        assertArrayEquals(RefKzg.compress(null), py.getProof(), "the proof of a constant is the point at infinity");
        assertArrayEquals(RefKzg.fe(c), py.getY());
    }

    @Property(tries = 6)
    void aBlobProofVerifiesAndATamperedOneDoesNot(@ForAll long seed, @ForAll @IntRange(min = 0, max = 4) int blobKind) {
        Blob b = blob(seed, blobKind);
        byte[] commitment = kzg().blobToKzgCommitment(b.bytes());
        byte[] proof = kzg().computeBlobKzgProof(b.bytes(), commitment);
        assertTrue(kzg().verifyBlobKzgProof(b.bytes(), commitment, proof));
        assertFalse(kzg().verifyBlobKzgProof(b.bytes(), commitment, RefKzg.plusGenerator(proof)), "another proof");
        assertFalse(kzg().verifyBlobKzgProof(b.bytes(), RefKzg.plusGenerator(commitment), proof), "another commitment");
        assertFalse(kzg().verifyBlobKzgProof(changedElement(b.bytes(), seed), commitment, proof), "another blob");
    }

    @Property(tries = 5)
    void honestBatchesVerifyAndOneTamperedMemberFailsThem(@ForAll long seed, @ForAll @IntRange(min = 0, max = 4) int n,
            @ForAll @IntRange(min = 0, max = 2) int tamper) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<byte[]> blobs = new ArrayList<>(), commitments = new ArrayList<>(), proofs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Blob b = blob(rnd.nextLong(), rnd.nextInt(5));
            byte[] c = kzg().blobToKzgCommitment(b.bytes());
            blobs.add(b.bytes());
            commitments.add(c);
            proofs.add(kzg().computeBlobKzgProof(b.bytes(), c));
        }
        assertTrue(kzg().verifyBlobKzgProofBatch(concat(blobs), concat(commitments), concat(proofs), n), "honest batch of " + n);
        if (n == 0) {
            return;
        }
        int k = rnd.nextInt(n);
        switch (tamper) {
            case 0 -> proofs.set(k, RefKzg.plusGenerator(proofs.get(k)));
            case 1 -> commitments.set(k, RefKzg.plusGenerator(commitments.get(k)));
            default -> blobs.set(k, changedElement(blobs.get(k), seed));
        }
        assertFalse(kzg().verifyBlobKzgProofBatch(concat(blobs), concat(commitments), concat(proofs), n),
                "batch of " + n + " with member " + k + " tampered (" + tamper + ")");
    }

    /** The blob with one element replaced by another canonical value. */
    static byte[] changedElement(byte[] blob, long seed) {
        int i = new SplittableRandom(seed ^ 0x5eed).nextInt(RefKzg.N);
        byte[] r = blob.clone();
        BigInteger v = RefKzg.fe(blob, 32 * i).add(BigInteger.ONE).mod(RefKzg.R);
        System.arraycopy(RefKzg.fe(v), 0, r, 32 * i, 32);
        return r;
    }

    static byte[] concat(List<byte[]> parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        parts.forEach(out::writeBytes);
        return out.toByteArray();
    }
}
