package dev.pippin.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.evm.Bn254Gas;
import dev.pippin.evm.Precompile;
import dev.pippin.msm.MsmGroup;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * The bn254 precompiles (EIP-196/197): bn254_g1add, bn254_g1mul, bn254_g1msm, bn254_g2msm,
 * bn254_pairing. The first input byte picks the name where a target serves two; the rest is the
 * call data. Every target also holds the call to {@value PrecompileCheck#MULTIPLE} times its
 * input plus {@link Allocation#FIXED} of allocation.
 */
class Bn254PrecompileFuzzTest {
    /**
     * bn254_g1add and bn254_g1mul. Oracle: the input zero-padded (or truncated) to 128 / 96 bytes
     * is decoded with BigInteger; a coordinate not below p or a point off the curve must be
     * rejected with PrecompileException, anything else must give exactly the textbook sum (or
     * double-and-add multiple) encoded; gas is EIP-1108's 150 / 6000 whatever the input.
     */
    @FuzzTest(maxDuration = "10m")
    void g1AddMul(byte[] data) {
        String name = PrecompileCheck.pick(data, "bn254_g1add", "bn254_g1mul");
        byte[] input = PrecompileCheck.rest(data);
        Precompile p = PrecompileCheck.named(name);
        Allocation.Outcome<byte[]> out = PrecompileCheck.call(p, input);
        byte[] expected;
        if (name.equals("bn254_g1add")) {
            PrecompileCheck.gas(p, input, Bn254Gas.ADD);
            byte[] in = Arrays.copyOf(input, 128);
            BigInteger[][] a = Ref.decode(Ref.BN254_G1, in, 0, false), b = Ref.decode(Ref.BN254_G1, in, 64, false);
            expected = a == null || b == null ? null
                    : Ref.encode(Ref.BN254_G1, RefCurves.BN254_G1.add(Ref.curvePoint(a), Ref.curvePoint(b)));
        } else {
            PrecompileCheck.gas(p, input, Bn254Gas.MUL);
            byte[] in = Arrays.copyOf(input, 96);
            BigInteger[][] a = Ref.decode(Ref.BN254_G1, in, 0, false);
            BigInteger k = new BigInteger(1, Arrays.copyOfRange(in, 64, 96));
            expected = a == null ? null : Ref.encode(Ref.BN254_G1, RefCurves.BN254_G1.mul(Ref.curvePoint(a), k));
        }
        PrecompileCheck.verdict(p, input, out, expected);
    }

    /**
     * bn254_g1msm and bn254_g2msm (no gas schedule: gas must refuse). Oracle: a length that is not
     * a positive multiple of the pair must be rejected; up to 4 pairs, the naive BigInteger sum
     * (G2 points checked for the subgroup by multiplying by r), or rejection exactly when some
     * point is invalid; beyond, an accepted call must equal the engine's plain path (no GLV/GLS,
     * window 3, no batch-affine additions).
     */
    @FuzzTest(maxDuration = "10m")
    void msm(byte[] data) {
        boolean g2 = PrecompileCheck.pick(data, "g1", "g2").equals("g2");
        byte[] input = PrecompileCheck.rest(data);
        Precompile p = PrecompileCheck.named(g2 ? "bn254_g2msm" : "bn254_g1msm");
        Expect.isTrue(!p.hasGasSchedule(), p + " claims a gas schedule", input);
        try {
            p.gas(input);
            throw Expect.fail(p + ": gas answered for a call no EIP prices", input);
        } catch (UnsupportedOperationException expected) {
            // the documented refusal
        }
        Allocation.Outcome<byte[]> out = PrecompileCheck.call(p, input);
        Ref.Format f = g2 ? Ref.BN254_G2 : Ref.BN254_G1;
        int pair = f.pointBytes() + 32;
        if (input.length == 0 || input.length % pair != 0) {
            PrecompileCheck.verdict(p, input, out, null);
        } else if (input.length / pair <= 4) {
            PrecompileCheck.verdict(p, input, out, Ref.naiveMsm(f, input, g2));
        } else {
            byte[] got = PrecompileCheck.acceptedOrRejected(p, input, out);
            if (got != null) {
                byte[] plain = g2
                        ? PrecompileCheck.plainMsm(MsmGroup.BN254_G2, input, Eip196Codec.G2_BYTES,
                                (s, o, d, dOff) -> Eip196Codec.decodeG2(s, o, d, dOff, true), (pt, b) -> Eip196Codec.encodeG2(pt, 0, b, 0), 128)
                        : PrecompileCheck.plainMsm(MsmGroup.BN254_G1, input, Eip196Codec.G1_BYTES,
                                Eip196Codec::decodeG1, (pt, b) -> Eip196Codec.encodeG1(pt, 0, b, 0), 64);
                Expect.equal(plain, got, p + " against the plain path", input);
            }
        }
    }

    /**
     * bn254_pairing (EIP-197). Oracle: gas is 45000 + 34000 floor(len / 192); a length that is
     * not a multiple of 192 must be rejected; the answer is a 32-byte 0 or 1; the pairs in
     * reverse order must give the same verdict and answer; with one pair whose points the
     * BigInteger reference validates (G2 in the subgroup), the answer is 1 exactly when one of
     * the points is infinity (e is non-degenerate on points of order r); with up to two pairs
     * the call must reject exactly when the reference finds a point invalid.
     */
    @FuzzTest(maxDuration = "10m")
    void pairing(byte[] input) {
        Precompile p = PrecompileCheck.named("bn254_pairing");
        PrecompileCheck.gas(p, input, Bn254Gas.PAIRING_BASE + Bn254Gas.PAIRING_PER_PAIR * (input.length / 192));
        Allocation.Outcome<byte[]> out = PrecompileCheck.call(p, input);
        if (input.length % 192 != 0) {
            PrecompileCheck.verdict(p, input, out, null);
            return;
        }
        PairingOracle.check(p, input, out, 192, Ref.BN254_G1, 64, Ref.BN254_G2, false);
    }
}
