package dev.pippin.fuzz;

import dev.pippin.evm.Precompile;
import java.math.BigInteger;

/** The pairing targets' second evaluations: the pairs reversed, and the one-pair case by non-degeneracy. */
final class PairingOracle {
    private PairingOracle() {}

    static void check(Precompile p, byte[] input, Allocation.Outcome<byte[]> out, int pair,
            Ref.Format g1, int g1Bytes, Ref.Format g2, boolean g1Subgroup) {
        int k = input.length / pair;
        if (k >= 1 && k <= 2) {
            boolean valid = true, anyInfinity = false;
            for (int i = 0; i < k && valid; i++) {
                BigInteger[][] a = Ref.decode(g1, input, i * pair, g1Subgroup);
                BigInteger[][] b = a == null ? null : Ref.decode(g2, input, i * pair + g1Bytes, true);
                valid = a != null && b != null;
                anyInfinity |= valid && (a == Ref.INFINITY || b == Ref.INFINITY);
            }
            if (!valid) {
                PrecompileCheck.verdict(p, input, out, null);
                return;
            }
            Expect.isTrue(out.ok(), p + " rejected pairs the reference accepts: " + (out.error() == null ? "" : out.error().getMessage()), input);
            if (k == 1) {
                PrecompileCheck.verdict(p, input, out, word(anyInfinity));
            }
        }
        byte[] got = PrecompileCheck.acceptedOrRejected(p, input, out);
        if (got != null) {
            Expect.isTrue(got.length == 32 && java.util.Arrays.equals(java.util.Arrays.copyOf(got, 31), new byte[31])
                    && (got[31] == 0 || got[31] == 1), p + ": not a 32-byte 0 or 1", input);
        }
        if (k >= 2) {
            byte[] reversed = new byte[input.length];
            for (int i = 0; i < k; i++) {
                System.arraycopy(input, i * pair, reversed, (k - 1 - i) * pair, pair);
            }
            Allocation.Outcome<byte[]> again = PrecompileCheck.call(p, reversed);
            Expect.isTrue(again.ok() == out.ok(), p + ": the pairs reversed change the verdict", input);
            if (got != null) {
                Expect.equal(got, again.value(), p + " with the pairs reversed", input);
            }
        }
    }

    static byte[] word(boolean one) {
        byte[] w = new byte[32];
        w[31] = (byte) (one ? 1 : 0);
        return w;
    }
}
