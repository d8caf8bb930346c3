package dev.pippin.fuzz;

import dev.pippin.evm.Precompile;
import dev.pippin.evm.PrecompileException;
import dev.pippin.evm.PrecompileOptions;
import dev.pippin.evm.Precompiles;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmOptions;
import java.util.Arrays;
import java.util.function.BiConsumer;

/** What every precompile target shares: the call under the allocation budget, the verdicts, the plain MSM path. */
final class PrecompileCheck {
    private PrecompileCheck() {}

    /** One thread: the allocation counter sees the whole call. */
    static final PrecompileOptions ONE = PrecompileOptions.defaults().withThreads(1);

    /** The engine without GLV/GLS, with a fixed narrow window and no batch-affine additions: another route to the same sum. */
    static final MsmOptions PLAIN = MsmOptions.defaults().withThreads(1).withEndomorphism(false).withWindowBits(3).withBatchSize(0);

    /** Budget multiple for a precompile call: its arrays are the decoded points, a few times the bytes. */
    static final int MULTIPLE = 8;

    static Precompile named(String name) {
        return Precompiles.get(name, ONE).orElseThrow();
    }

    /** The selector byte's choice among names, and the input after it. */
    static String pick(byte[] data, String... names) {
        return names[data.length == 0 ? 0 : (data[0] & 0xFF) % names.length];
    }

    static byte[] rest(byte[] data) {
        return data.length == 0 ? data : Arrays.copyOfRange(data, 1, data.length);
    }

    static Allocation.Outcome<byte[]> call(Precompile p, byte[] input) {
        return Allocation.measure(p.toString(), input.length, MULTIPLE, () -> p.call(input));
    }

    /** Gas: never negative, and the value its EIP gives (computed by the caller from the length alone). */
    static void gas(Precompile p, byte[] input, long expected) {
        long g = p.gas(input);
        Expect.isTrue(g >= 0, p + ": negative gas " + g, input);
        Expect.isTrue(g == expected, p + ": gas " + g + ", the EIP gives " + expected, input);
    }

    /** The verdict against the second path: expected null means the input must be rejected. */
    static void verdict(Precompile p, byte[] input, Allocation.Outcome<byte[]> out, byte[] expected) {
        if (expected == null) {
            Expect.isTrue(!out.ok(), p + " accepted an input the reference rejects", input);
            Expect.rejected(out.error(), PrecompileException.class, p.toString(), input);
        } else {
            if (!out.ok()) {
                Expect.rejected(out.error(), PrecompileException.class, p.toString(), input);
                throw Expect.fail(p + " rejected an input the reference accepts: " + out.error().getMessage(), input);
            }
            Expect.equal(expected, out.value(), p.toString(), input);
        }
    }

    /** A rejection must be the documented one; an answer is returned for the caller's own check. */
    static byte[] acceptedOrRejected(Precompile p, byte[] input, Allocation.Outcome<byte[]> out) {
        if (!out.ok()) {
            Expect.rejected(out.error(), PrecompileException.class, p.toString(), input);
            return null;
        }
        return out.value();
    }

    /**
     * The MSM of k (point, scalar) pairs by the engine's plain path: points decoded by the
     * codec, summed with PLAIN options, encoded back.
     */
    static byte[] plainMsm(MsmGroup g, byte[] input, int pointBytes, Decoder decode, BiConsumer<long[], byte[]> encode, int outBytes) {
        int pair = pointBytes + 32, k = input.length / pair;
        long[] points = new long[k * g.pointLongs()];
        byte[] scalars = new byte[k * 32];
        for (int i = 0; i < k; i++) {
            decode.decode(input, i * pair, points, i * g.pointLongs());
            System.arraycopy(input, i * pair + pointBytes, scalars, i * 32, 32);
        }
        byte[] out = new byte[outBytes];
        encode.accept(Msm.compute(g, points, scalars, PLAIN), out);
        return out;
    }

    interface Decoder {
        void decode(byte[] src, int off, long[] dst, int dstOff);
    }
}
