package dev.pippin.kzg;

import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.msm.MsmOptions;
import java.util.function.IntFunction;

/**
 * c-kzg-4844's text format of a trusted setup ({@link TrustedSetup#fromText}): the two counts,
 * then the hex encodings; every point decoded and validated ({@link SetupDecoding}), then the
 * points' relations ({@link SetupChecks}).
 */
final class SetupText {
    private SetupText() {}

    private static final int N1 = TrustedSetup.G1_POINTS, N2 = TrustedSetup.G2_POINTS;

    static TrustedSetup parse(String text) {
        String[] t = text.strip().split("\\s+");
        int expected = 2 + 2 * N1 + N2;
        if (t.length < 2) {
            throw TrustedSetup.invalid("no point counts");
        }
        if (!t[0].equals(Integer.toString(N1))) {
            throw TrustedSetup.invalid("the G1 point count must be " + N1 + ", got " + abbreviate(t[0]));
        }
        if (!t[1].equals(Integer.toString(N2))) {
            throw TrustedSetup.invalid("the G2 point count must be " + N2 + ", got " + abbreviate(t[1]));
        }
        if (t.length != expected) {
            throw TrustedSetup.invalid("expected " + (expected - 2) + " points after the counts, got " + (t.length - 2));
        }
        int lagrangeAt = 2, g2At = lagrangeAt + N1, monomialAt = g2At + N2;
        byte[][] lagrange = hex(t, lagrangeAt, N1, G1.BYTES, SetupText::lagrangeName);
        byte[][] g2 = hex(t, g2At, N2, ZcashCodec.G2_COMPRESSED, SetupText::g2Name);
        byte[][] monomial = hex(t, monomialAt, N1, G1.BYTES, SetupText::monomialName);

        MsmOptions options = MsmOptions.defaults();
        long[] lagrangePoints = SetupDecoding.g1(lagrange, SetupText::lagrangeName, options);
        long[] g2Points = SetupDecoding.g2(g2, SetupText::g2Name, options);
        long[] monomialPoints = SetupDecoding.g1(monomial, SetupText::monomialName, options);
        SetupChecks.check(lagrangePoints, g2Points, monomialPoints, options);
        return new TrustedSetup(lagrangePoints, g2Points, monomialPoints);
    }

    private static byte[][] hex(String[] t, int from, int count, int bytes, IntFunction<String> what) {
        byte[][] r = new byte[count][];
        for (int i = 0; i < count; i++) {
            r[i] = TrustedSetup.hex(t[from + i], bytes, what.apply(i));
        }
        return r;
    }

    private static String lagrangeName(int i) {
        return "G1 Lagrange point " + i;
    }

    private static String g2Name(int i) {
        return "G2 monomial point " + i;
    }

    private static String monomialName(int i) {
        return "G1 monomial point " + i;
    }

    private static String abbreviate(String s) {
        return s.length() <= 20 ? "'" + s + "'" : "'" + s.substring(0, 20) + "...'";
    }
}
