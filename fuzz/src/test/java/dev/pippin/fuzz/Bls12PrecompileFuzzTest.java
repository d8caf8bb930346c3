package dev.pippin.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.evm.Bls12Gas;
import dev.pippin.evm.Precompile;
import dev.pippin.msm.MsmGroup;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * The BLS12-381 precompiles (EIP-2537): bls12_g1add, bls12_g2add, bls12_g1mul, bls12_g1msm,
 * bls12_g2mul, bls12_g2msm, bls12_pairing_check, bls12_map_fp_to_g1, bls12_map_fp2_to_g2. The
 * first input byte picks the name where a target serves two; the rest is the call data. Every
 * target also holds the call to {@value PrecompileCheck#MULTIPLE} times its input plus
 * {@link Allocation#FIXED} of allocation.
 */
class Bls12PrecompileFuzzTest {
    private static final BigInteger P = RefCurves.BLS12_381_P;

    /**
     * bls12_g1add and bls12_g2add. Oracle: exactly 256 / 512 bytes or a rejection; the two points
     * read with BigInteger (16 zero bytes of padding, coordinates below p, on the curve; no
     * subgroup check, as EIP-2537 says for ADD) or a rejection exactly when either fails; the
     * answer is the textbook sum; gas 375 / 600.
     */
    @FuzzTest(maxDuration = "10m")
    void add(byte[] data) {
        boolean g2 = PrecompileCheck.pick(data, "g1", "g2").equals("g2");
        byte[] input = PrecompileCheck.rest(data);
        Precompile p = PrecompileCheck.named(g2 ? "bls12_g2add" : "bls12_g1add");
        PrecompileCheck.gas(p, input, g2 ? Bls12Gas.G2ADD : Bls12Gas.G1ADD);
        Allocation.Outcome<byte[]> out = PrecompileCheck.call(p, input);
        Ref.Format f = g2 ? Ref.BLS_G2 : Ref.BLS_G1;
        byte[] expected = null;
        if (input.length == 2 * f.pointBytes()) {
            BigInteger[][] a = Ref.decode(f, input, 0, false), b = Ref.decode(f, input, f.pointBytes(), false);
            expected = a == null || b == null ? null : Ref.encode(f, f.curve().add(Ref.curvePoint(a), Ref.curvePoint(b)));
        }
        PrecompileCheck.verdict(p, input, out, expected);
    }

    /**
     * bls12_g1mul / bls12_g1msm (selector bit 0) and bls12_g2mul / bls12_g2msm (bit 1). Oracle:
     * gas is k · mulCost · discount(k) / 1000 from {@link Bls12Gas} (its formula has its own
     * target); mul takes exactly one pair, msm a positive multiple; up to 2 pairs, the naive
     * BigInteger sum with every point checked for the subgroup (whatever its scalar) or a
     * rejection exactly when one fails; beyond, an accepted call must equal the engine's plain
     * path.
     */
    @FuzzTest(maxDuration = "10m")
    void msm(byte[] data) {
        int sel = data.length == 0 ? 0 : data[0] & 3;
        boolean g2 = (sel & 2) != 0, mul = (sel & 1) == 0;
        byte[] input = PrecompileCheck.rest(data);
        Precompile p = PrecompileCheck.named("bls12_" + (g2 ? "g2" : "g1") + (mul ? "mul" : "msm"));
        PrecompileCheck.gas(p, input, g2 ? Bls12Gas.g2Msm(input.length) : Bls12Gas.g1Msm(input.length));
        Allocation.Outcome<byte[]> out = PrecompileCheck.call(p, input);
        Ref.Format f = g2 ? Ref.BLS_G2 : Ref.BLS_G1;
        int pair = f.pointBytes() + 32;
        if (input.length == 0 || input.length % pair != 0 || (mul && input.length != pair)) {
            PrecompileCheck.verdict(p, input, out, null);
        } else if (input.length / pair <= 2) {
            PrecompileCheck.verdict(p, input, out, Ref.naiveMsm(f, input, true));
        } else {
            byte[] got = PrecompileCheck.acceptedOrRejected(p, input, out);
            if (got != null) {
                byte[] plain = g2
                        ? PrecompileCheck.plainMsm(MsmGroup.BLS12_381_G2, input, Eip2537Codec.G2_BYTES,
                                (s, o, d, dOff) -> Eip2537Codec.decodeG2(s, o, d, dOff, true), (pt, b) -> Eip2537Codec.encodeG2(pt, 0, b, 0), 256)
                        : PrecompileCheck.plainMsm(MsmGroup.BLS12_381_G1, input, Eip2537Codec.G1_BYTES,
                                (s, o, d, dOff) -> Eip2537Codec.decodeG1(s, o, d, dOff, true), (pt, b) -> Eip2537Codec.encodeG1(pt, 0, b, 0), 128);
                Expect.equal(plain, got, p + " against the plain path", input);
            }
        }
    }

    /**
     * bls12_pairing_check. Oracle: gas 37700 + 32600 floor(len / 384); an empty input or a length
     * not a multiple of 384 must be rejected; a 32-byte 0 or 1; the same verdict and answer with
     * the pairs reversed; with one or two pairs, rejection exactly when the BigInteger reference
     * finds a point invalid (both groups checked for the subgroup), and with one valid pair the
     * answer 1 exactly when a point is infinity.
     */
    @FuzzTest(maxDuration = "10m")
    void pairing(byte[] input) {
        Precompile p = PrecompileCheck.named("bls12_pairing_check");
        PrecompileCheck.gas(p, input, Bls12Gas.PAIRING_BASE + Bls12Gas.PAIRING_PER_PAIR * (input.length / 384));
        Allocation.Outcome<byte[]> out = PrecompileCheck.call(p, input);
        if (input.length == 0 || input.length % 384 != 0) {
            PrecompileCheck.verdict(p, input, out, null);
            return;
        }
        PairingOracle.check(p, input, out, 384, Ref.BLS_G1, 128, Ref.BLS_G2, true);
    }

    /**
     * bls12_map_fp_to_g1 and bls12_map_fp2_to_g2. Oracle: exactly 64 / 128 bytes, each element
     * with 16 zero bytes of padding and a value below p, or a rejection exactly when not; gas
     * 5500 / 23800; the answer is a point the BigInteger reference finds on the curve and in the
     * subgroup; the same input gives the same point again.
     */
    @FuzzTest(maxDuration = "10m")
    void map(byte[] data) {
        boolean g2 = PrecompileCheck.pick(data, "g1", "g2").equals("g2");
        byte[] input = PrecompileCheck.rest(data);
        Precompile p = PrecompileCheck.named(g2 ? "bls12_map_fp2_to_g2" : "bls12_map_fp_to_g1");
        PrecompileCheck.gas(p, input, g2 ? Bls12Gas.MAP_FP2_TO_G2 : Bls12Gas.MAP_FP_TO_G1);
        Allocation.Outcome<byte[]> out = PrecompileCheck.call(p, input);
        int elements = g2 ? 2 : 1;
        boolean valid = input.length == 64 * elements;
        for (int i = 0; valid && i < elements; i++) {
            valid = Arrays.equals(Arrays.copyOfRange(input, 64 * i, 64 * i + 16), new byte[16])
                    && new BigInteger(1, Arrays.copyOfRange(input, 64 * i + 16, 64 * i + 64)).compareTo(P) < 0;
        }
        if (!valid) {
            PrecompileCheck.verdict(p, input, out, null);
            return;
        }
        byte[] got = PrecompileCheck.acceptedOrRejected(p, input, out);
        Expect.isTrue(got != null, p + " rejected a canonical field element", input);
        Ref.Format f = g2 ? Ref.BLS_G2 : Ref.BLS_G1;
        Expect.isTrue(got.length == f.pointBytes() && Ref.decode(f, got, 0, true) != null,
                p + ": the answer is not a point of the subgroup", input);
        Expect.equal(got, PrecompileCheck.call(p, input).value(), p + " called again", input);
    }
}
