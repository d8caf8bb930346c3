package dev.pippin.groth16;

import static dev.pippin.groth16.RefCurve.Q;

import java.io.IOException;
import java.math.BigInteger;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The vendored fixtures, and a plain reading of the snarkjs container and sections (from the
 * layout snarkjs's sources define) that shares nothing with the main readers: the tests' view
 * of what the files hold, and the means to build broken copies of them.
 */
final class RefFiles {
    private RefFiles() {}

    static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);

    static Path p10(String name) {
        try {
            return Path.of(RefFiles.class.getResource("/p10/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Path zkey() {
        return p10("circuit_final.zkey");
    }

    static Path wtns() {
        return p10("witness.wtns");
    }

    /** Section id -> {payload offset, size}; also the byte offset of each section's 12-byte header. */
    record Section(int id, int header, int offset, int size) {}

    static Map<Integer, Section> sections(byte[] file) {
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        int count = b.getInt(8);
        Map<Integer, Section> out = new HashMap<>();
        int pos = 12;
        for (int i = 0; i < count; i++) {
            int id = b.getInt(pos);
            int size = (int) b.getLong(pos + 4);
            out.put(id, new Section(id, pos, pos + 12, size));
            pos += 12 + size;
        }
        return out;
    }

    static BigInteger le(byte[] file, int off, int len) {
        byte[] be = new byte[len];
        for (int i = 0; i < len; i++) {
            be[i] = file[off + len - 1 - i];
        }
        return new BigInteger(1, be);
    }

    static int u32(byte[] file, int off) {
        return ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN).getInt(off);
    }

    /** A coordinate stored as x 2^256 mod q. */
    static BigInteger coordinate(byte[] file, int off) {
        return le(file, off, 32).multiply(TWO_256.modInverse(Q)).mod(Q);
    }

    static RefCurve.P g1(byte[] file, int off) {
        if (le(file, off, 64).signum() == 0) {
            return RefCurve.P.INFINITY;
        }
        return RefCurve.P.affine(new RefCurve.F(coordinate(file, off), BigInteger.ZERO),
                new RefCurve.F(coordinate(file, off + 32), BigInteger.ZERO));
    }

    static RefCurve.P g2(byte[] file, int off) {
        if (le(file, off, 128).signum() == 0) {
            return RefCurve.P.INFINITY;
        }
        return RefCurve.P.affine(new RefCurve.F(coordinate(file, off), coordinate(file, off + 32)),
                new RefCurve.F(coordinate(file, off + 64), coordinate(file, off + 96)));
    }

    static List<RefCurve.P> g1s(byte[] file, Section s) {
        List<RefCurve.P> out = new ArrayList<>();
        for (int off = s.offset(); off < s.offset() + s.size(); off += 64) {
            out.add(g1(file, off));
        }
        return out;
    }

    static List<RefCurve.P> g2s(byte[] file, Section s) {
        List<RefCurve.P> out = new ArrayList<>();
        for (int off = s.offset(); off < s.offset() + s.size(); off += 128) {
            out.add(g2(file, off));
        }
        return out;
    }

    /** The witness values, standard form. */
    static List<BigInteger> witness(byte[] wtns) {
        Section s = sections(wtns).get(2);
        List<BigInteger> out = new ArrayList<>();
        for (int off = s.offset(); off < s.offset() + s.size(); off += 32) {
            out.add(le(wtns, off, 32));
        }
        return out;
    }

    static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
