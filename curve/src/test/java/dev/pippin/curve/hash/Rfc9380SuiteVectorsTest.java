package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.field.Bls12381Fp;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * RFC 9380 appendix J, every message of the four BLS12-381 suites: hash_to_field's u values,
 * each map_to_curve output Q (before cofactor clearing) and the final point P.
 */
class Rfc9380SuiteVectorsTest {
    private static final int N = Bls12381Fp.LIMBS;

    /** The coordinates of name.x and name.y, c0 before c1: what toBigIntegers gives. */
    static BigInteger[] point(Map<String, List<String>> c, String name) {
        List<String> all = new ArrayList<>(c.get(name + ".x"));
        all.addAll(c.get(name + ".y"));
        return all.stream().map(h -> new BigInteger(h, 16)).toArray(BigInteger[]::new);
    }

    static BigInteger[] field(long[] u, int offset, int degree) {
        BigInteger[] r = new BigInteger[degree];
        for (int i = 0; i < degree; i++) {
            r[i] = Bls12381Fp.toBigInteger(u, offset + i * N);
        }
        return r;
    }

    static BigInteger[] values(List<String> hex) {
        return hex.stream().map(h -> new BigInteger(h, 16)).toArray(BigInteger[]::new);
    }

    @TestFactory
    List<DynamicTest> g1RandomOracle() {
        return suite("BLS12381G1_XMD-SHA-256_SSWU_RO_.txt", "BLS12381G1_XMD:SHA-256_SSWU_RO_", (c, msg, dst) -> {
            long[] u = HashToField.fp(msg, dst, 2);
            assertArrayEquals(values(c.get("u[0]")), field(u, 0, 1), "u[0]");
            assertArrayEquals(values(c.get("u[1]")), field(u, N, 1), "u[1]");
            long[] q = new long[Bls12381G1.AFFINE];
            Bls12381HashToCurve.mapToCurveG1(q, 0, u, 0);
            assertArrayEquals(point(c, "Q0"), Bls12381G1.toBigIntegers(q, 0), "Q0");
            Bls12381HashToCurve.mapToCurveG1(q, 0, u, N);
            assertArrayEquals(point(c, "Q1"), Bls12381G1.toBigIntegers(q, 0), "Q1");
            assertArrayEquals(point(c, "P"), Bls12381G1.toBigIntegers(Bls12381HashToCurve.hashToG1(msg, dst), 0), "P");
        });
    }

    @TestFactory
    List<DynamicTest> g1Nonuniform() {
        return suite("BLS12381G1_XMD-SHA-256_SSWU_NU_.txt", "BLS12381G1_XMD:SHA-256_SSWU_NU_", (c, msg, dst) -> {
            long[] u = HashToField.fp(msg, dst, 1);
            assertArrayEquals(values(c.get("u[0]")), field(u, 0, 1), "u[0]");
            long[] q = new long[Bls12381G1.AFFINE];
            Bls12381HashToCurve.mapToCurveG1(q, 0, u, 0);
            assertArrayEquals(point(c, "Q"), Bls12381G1.toBigIntegers(q, 0), "Q");
            assertArrayEquals(point(c, "P"), Bls12381G1.toBigIntegers(Bls12381HashToCurve.encodeToG1(msg, dst), 0), "P");
            assertArrayEquals(point(c, "P"), Bls12381G1.toBigIntegers(Bls12381HashToCurve.mapFpToG1(u, 0), 0), "map_fp_to_G1(u)");
        });
    }

    @TestFactory
    List<DynamicTest> g2RandomOracle() {
        return suite("BLS12381G2_XMD-SHA-256_SSWU_RO_.txt", "BLS12381G2_XMD:SHA-256_SSWU_RO_", (c, msg, dst) -> {
            long[] u = HashToField.fp2(msg, dst, 2);
            assertArrayEquals(values(c.get("u[0]")), field(u, 0, 2), "u[0]");
            assertArrayEquals(values(c.get("u[1]")), field(u, 2 * N, 2), "u[1]");
            long[] q = new long[Bls12381G2.AFFINE];
            Bls12381HashToCurve.mapToCurveG2(q, 0, u, 0);
            assertArrayEquals(point(c, "Q0"), Bls12381G2.toBigIntegers(q, 0), "Q0");
            Bls12381HashToCurve.mapToCurveG2(q, 0, u, 2 * N);
            assertArrayEquals(point(c, "Q1"), Bls12381G2.toBigIntegers(q, 0), "Q1");
            assertArrayEquals(point(c, "P"), Bls12381G2.toBigIntegers(Bls12381HashToCurve.hashToG2(msg, dst), 0), "P");
        });
    }

    @TestFactory
    List<DynamicTest> g2Nonuniform() {
        return suite("BLS12381G2_XMD-SHA-256_SSWU_NU_.txt", "BLS12381G2_XMD:SHA-256_SSWU_NU_", (c, msg, dst) -> {
            long[] u = HashToField.fp2(msg, dst, 1);
            assertArrayEquals(values(c.get("u[0]")), field(u, 0, 2), "u[0]");
            long[] q = new long[Bls12381G2.AFFINE];
            Bls12381HashToCurve.mapToCurveG2(q, 0, u, 0);
            assertArrayEquals(point(c, "Q"), Bls12381G2.toBigIntegers(q, 0), "Q");
            assertArrayEquals(point(c, "P"), Bls12381G2.toBigIntegers(Bls12381HashToCurve.encodeToG2(msg, dst), 0), "P");
            assertArrayEquals(point(c, "P"), Bls12381G2.toBigIntegers(Bls12381HashToCurve.mapFp2ToG2(u, 0), 0), "map_fp2_to_G2(u)");
        });
    }

    interface Check {
        void run(Map<String, List<String>> c, byte[] msg, byte[] dst);
    }

    private static List<DynamicTest> suite(String file, String suite, Check check) {
        Rfc9380Text.Block block = Rfc9380Text.read(file);
        assertEquals(suite, block.headerValue("suite"));
        byte[] dst = block.headerValue("dst").getBytes(StandardCharsets.US_ASCII);
        // Every RFC suite lists the same five messages.
        assertEquals(List.of(0, 3, 16, 133, 517), block.cases().stream().map(c -> c.get("msg").get(0).length()).toList());
        List<DynamicTest> tests = new ArrayList<>();
        for (Map<String, List<String>> c : block.cases()) {
            String text = c.get("msg").get(0);
            byte[] msg = text.getBytes(StandardCharsets.US_ASCII);
            String name = suite + " msg \"" + (text.length() > 16 ? text.substring(0, 5) + "..." : text) + "\"";
            tests.add(DynamicTest.dynamicTest(name, () -> check.run(c, msg, dst)));
        }
        return tests;
    }
}
