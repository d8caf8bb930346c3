package dev.pippin.kzg;

/** c-kzg-4844's text format of a trusted setup: parsing and validation ({@link TrustedSetup#fromText}). */
final class SetupText {
    private SetupText() {}

    static TrustedSetup parse(String text) {
        String[] t = text.strip().split("\\s+");
        int expected = 2 + 2 * TrustedSetup.G1_POINTS + TrustedSetup.G2_POINTS;
        if (t.length < 2) {
            throw TrustedSetup.invalid("no point counts");
        }
        if (!t[0].equals(Integer.toString(TrustedSetup.G1_POINTS))) {
            throw TrustedSetup.invalid("the G1 point count must be " + TrustedSetup.G1_POINTS + ", got " + abbreviate(t[0]));
        }
        if (!t[1].equals(Integer.toString(TrustedSetup.G2_POINTS))) {
            throw TrustedSetup.invalid("the G2 point count must be " + TrustedSetup.G2_POINTS + ", got " + abbreviate(t[1]));
        }
        if (t.length != expected) {
            throw TrustedSetup.invalid("expected " + (expected - 2) + " points after the counts, got " + (t.length - 2));
        }
        int n1 = TrustedSetup.G1_POINTS, n2 = TrustedSetup.G2_POINTS;
        long[] lagrange = new long[n1 * TrustedSetup.G1_AFFINE];
        long[] g2 = new long[n2 * TrustedSetup.G2_AFFINE];
        long[] monomial = new long[n1 * TrustedSetup.G1_AFFINE];
        for (int i = 0; i < n1; i++) {
            String what = "G1 Lagrange point " + i;
            TrustedSetup.decodeG1(TrustedSetup.hex(t[2 + i], G1.BYTES, what), lagrange, i * TrustedSetup.G1_AFFINE, what);
        }
        for (int i = 0; i < n2; i++) {
            String what = "G2 monomial point " + i;
            TrustedSetup.decodeG2(TrustedSetup.hex(t[2 + n1 + i], 96, what), g2, i * TrustedSetup.G2_AFFINE, what);
        }
        for (int i = 0; i < n1; i++) {
            String what = "G1 monomial point " + i;
            TrustedSetup.decodeG1(TrustedSetup.hex(t[2 + n1 + n2 + i], G1.BYTES, what), monomial, i * TrustedSetup.G1_AFFINE, what);
        }
        return new TrustedSetup(lagrange, g2, monomial);
    }

    private static String abbreviate(String s) {
        return s.length() <= 20 ? "'" + s + "'" : "'" + s.substring(0, 20) + "...'";
    }
}
