package dev.pippin.curve.codec;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import java.util.List;
import java.util.function.Consumer;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Random byte strings into every decoder: a result or EncodingException, never anything else. */
class DecoderFuzzTest {
    static final List<Consumer<byte[]>> DECODERS = List.of(
            Eip196Codec::decodeG1,
            b -> Eip196Codec.decodeG2(b, true),
            b -> Eip2537Codec.decodeG1(b, true),
            b -> Eip2537Codec.decodeG2(b, true),
            b -> ZcashCodec.decodeG1(b, true),
            b -> ZcashCodec.decodeG2(b, true),
            b -> SnarkjsCodec.readPoints(Bn254G1.OPS, b, 0, 1, true),
            b -> SnarkjsCodec.readPoints(Bn254G2.OPS, b, 0, 1, true),
            b -> SnarkjsCodec.readPoints(Bls12381G1.OPS, b, 0, 1, true),
            b -> SnarkjsCodec.readPoints(Bls12381G2.OPS, b, 0, 1, true));

    @Provide
    Arbitrary<byte[]> inputs() {
        // lengths around every valid size, and bytes biased to zero so that padding and flags pass sometimes
        Arbitrary<Integer> len = Arbitraries.of(0, 1, 47, 48, 49, 63, 64, 65, 95, 96, 97, 127, 128, 129, 191, 192, 193, 255, 256, 257);
        Arbitrary<Byte> b = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.just((byte) 0)),
                net.jqwik.api.Tuple.of(1, Arbitraries.bytes()));
        return len.flatMap(n -> b.array(byte[].class).ofSize(n));
    }

    @Property(tries = 400)
    void decodersThrowOnlyEncodingException(@ForAll("inputs") byte[] input) {
        for (Consumer<byte[]> d : DECODERS) {
            try {
                d.accept(input);
            } catch (EncodingException expected) {
                // the documented failure
            }
        }
    }
}
