package dev.pippin.evm;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Random byte strings into every registered precompile: output or PrecompileException, nothing
 * else; and a non-negative gas, or for a name with no schedule UnsupportedOperationException.
 */
class PrecompileFuzzTest {
    @Provide
    Arbitrary<byte[]> inputs() {
        Arbitrary<Integer> len = Arbitraries.of(0, 1, 63, 64, 95, 96, 127, 128, 129, 159, 160, 161, 192, 255, 256, 288, 320, 511, 512, 576);
        Arbitrary<Byte> b = Arbitraries.frequencyOf(Tuple.of(4, Arbitraries.just((byte) 0)), Tuple.of(1, Arbitraries.bytes()));
        return len.flatMap(n -> b.array(byte[].class).ofSize(n));
    }

    @Property(tries = 300)
    void precompilesThrowOnlyPrecompileException(@ForAll("inputs") byte[] input) {
        for (String name : Precompiles.names()) {
            Precompile p = Precompiles.get(name).orElseThrow();
            try {
                p.call(input);
            } catch (PrecompileException expected) {
                // the documented failure
            }
            if (p.hasGasSchedule()) {
                long gas = p.gas(input);
                if (gas < 0) {
                    throw new AssertionError(name + ": negative gas " + gas);
                }
            } else {
                try {
                    p.gas(input);
                    throw new AssertionError(name + ": gas without a schedule");
                } catch (UnsupportedOperationException expected) {
                    // the documented refusal
                }
            }
        }
    }
}
