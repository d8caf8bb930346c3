package dev.pippin.groth16;

import dev.pippin.field.Bn254Fr;
import dev.pippin.field.MontgomeryField;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A circom witness ({@code .wtns}) on bn254: section 1 holds n8 (u32), the prime (n8 bytes LE)
 * and the count, section 2 the values, n8 bytes little-endian each, in standard (not Montgomery)
 * form. Opening maps the file and reads the values into 64-bit limbs (the engine's scalar input),
 * checking each is below r and that w[0], the constant wire, is 1.
 */
public final class Witness {
    private static final String[] NAMES = {null, "header", "values"};
    private static final int HEADER = 1, VALUES = 2;
    static final int LIMBS = Bn254Fr.LIMBS;
    private static final long[] R = MontgomeryField.toLimbs(Bn254Fr.MODULUS, LIMBS);

    private final Path path;
    private final int count;
    /** Value i as 4 little-endian limbs from 4i, canonical (below r). */
    final long[] limbs;

    private Witness(Path path, int count, long[] limbs) {
        this.path = path;
        this.count = count;
        this.limbs = limbs;
    }

    /** Maps and reads a witness; {@link MalformedFileException} names what is wrong with it. */
    public static Witness open(Path path) throws IOException {
        return open(path, MappedFile.DEFAULT_CHUNK_SHIFT);
    }

    /**
     * Reads a witness from the bytes of a {@code .wtns} file (one received over the network)
     * with the same checks and messages as {@link #open}; name stands for the file in them. The
     * bytes are read, not kept: the witness holds its own copy of the values.
     */
    public static Witness read(Path name, byte[] wtns) {
        return read(BinFile.read(MappedFile.wrap(name, wtns), "wtns", 2, NAMES));
    }

    static Witness open(Path path, int chunkShift) throws IOException {
        return read(BinFile.open(path, "wtns", 2, NAMES, chunkShift));
    }

    private static Witness read(BinFile b) {
        Path path = b.path();
        MappedFile f = b.file;
        long h = b.require(HEADER);
        if (b.size(HEADER) < 4) {
            throw b.error(HEADER, "holds " + b.size(HEADER) + " bytes, too few for n8");
        }
        long n8 = f.u32(h);
        if (n8 != ZKey.FIELD_BYTES) {
            throw b.error(HEADER, "values of " + n8 + " bytes, bn254 has 32; this prover supports bn254 only");
        }
        b.requireSize(HEADER, 4 + n8 + 4, "n8, the prime, the value count");
        long[] prime = new long[LIMBS];
        f.words(h + 4, prime, 0, LIMBS);
        if (!java.util.Arrays.equals(prime, R)) {
            throw b.error(HEADER, "the prime 0x" + MontgomeryField.limbsToBigInteger(prime, 0, LIMBS).toString(16)
                    + " is not the bn254 group order; this prover supports bn254 only");
        }
        long count = f.u32(h + 4 + n8);
        if (count < 1 || count > Integer.MAX_VALUE / LIMBS) {
            throw b.error(HEADER, "value count " + count + " is outside [1, " + Integer.MAX_VALUE / LIMBS + "]");
        }
        long v = b.requireSize(VALUES, count * n8, count + " values of " + n8 + " bytes");
        long[] limbs = new long[(int) count * LIMBS];
        for (int i = 0; i < count; i++) {
            f.words(v + (long) i * n8, limbs, i * LIMBS, LIMBS);
            if (!MontgomeryField.lessThan(limbs, i * LIMBS, R, 0, LIMBS)) {
                throw b.error(VALUES, "value " + i + " is not below the group order r");
            }
        }
        if (limbs[0] != 1 || (limbs[1] | limbs[2] | limbs[3]) != 0) {
            throw b.error(VALUES, "value 0, the constant wire, is " + value(limbs, 0) + ", not 1");
        }
        return new Witness(path, (int) count, limbs);
    }

    /**
     * A witness computed in memory (canonical 4-limb values, the constant wire first), with the
     * same checks as a file's; source names it in messages (the circuit it came from).
     */
    static Witness of(Path source, long[] limbs) {
        int count = limbs.length / LIMBS;
        if (count < 1 || limbs.length % LIMBS != 0) {
            throw new IllegalArgumentException(limbs.length + " limbs are not a whole number of values, at least one");
        }
        for (int i = 0; i < count; i++) {
            if (!MontgomeryField.lessThan(limbs, i * LIMBS, R, 0, LIMBS)) {
                throw new MalformedFileException(source, "witness", "value " + i + " is not below the group order r");
            }
        }
        if (limbs[0] != 1 || (limbs[1] | limbs[2] | limbs[3]) != 0) {
            throw new MalformedFileException(source, "witness", "value 0, the constant wire, is " + value(limbs, 0) + ", not 1");
        }
        return new Witness(source, count, limbs);
    }

    public Path path() {
        return path;
    }

    /** Values, the constant wire included. */
    public int size() {
        return count;
    }

    /** Value i, canonical. */
    public BigInteger value(int i) {
        java.util.Objects.checkIndex(i, count);
        return value(limbs, i);
    }

    /** Values 1..nPublic: the public signals snarkjs writes to public.json. */
    public List<BigInteger> publicSignals(int nPublic) {
        List<BigInteger> out = new ArrayList<>(nPublic);
        for (int i = 1; i <= nPublic; i++) {
            out.add(value(i));
        }
        return out;
    }

    private static BigInteger value(long[] limbs, int i) {
        return MontgomeryField.limbsToBigInteger(limbs, i * LIMBS, LIMBS);
    }
}
