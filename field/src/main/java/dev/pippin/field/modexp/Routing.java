package dev.pippin.field.modexp;

import dev.pippin.field.VmFacts;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Which engine a modexp runs on: one of Pippin's kernels, or {@code BigInteger.modPow} where
 * none of them is faster. The answer depends on the width of the modulus's odd part (the part a
 * kernel runs on) and of its power-of-two part, on the exponent's bit length (a short exponent
 * is mostly the conversions, where Pippin's are cheaper), on whether C2 vectorises
 * {@link Radix28N}'s rows with a 64-bit lane multiply ({@link VmFacts}) and, where it does not,
 * on whether jdk.incubator.vector is there for {@link Radix28Lanes} ({@link VectorApi}).
 *
 * <p>A routing is a ladder of steps in increasing width of the odd part; the first step that
 * holds it decides: its kernel when the exponent has at most the step's exponent bits,
 * {@code BigInteger.modPow} otherwise (and past the last step). Every bound is a measurement in
 * docs/MODEXP-ROUTING.md (a routing-bounds harness, since removed from the tree and kept in the
 * git history, under {@code -XX:UseAVX=3} and {@code -XX:UseAVX=2}).
 *
 * <p>The routing in force is chosen once, at first use, by the system property
 * {@value #PROPERTY}: {@code auto} (the default: by the JVM's facts), {@code pippin} (always
 * Pippin's kernels, by width alone) or {@code biginteger} (always {@code BigInteger.modPow}).
 * A modulus 0 or 1 never reaches a routing (the answer is 0).
 */
final class Routing {
    /** The system property that overrides the automatic choice. */
    static final String PROPERTY = "pippin.modexp.route";

    /** Any exponent length, any width. */
    private static final int ANY = Integer.MAX_VALUE;
    /** No exponent (every non-zero one has a bit): BigInteger.modPow throughout the step. */
    private static final int NEVER = 0;

    /**
     * Widest odd part on which BigInteger.modPow is faster at every exponent: below 193 bits
     * (6 ints) BigInteger's cost shrinks with the width and the 5-limb kernel's does not (192
     * bits, 3 to full-width exponents, 0.78-0.99× under both UseAVX settings; 224 bits 1.02-1.10×).
     */
    static final int BIG_INTEGER_UP_TO_BITS = 192;

    /**
     * Exponent bits up to which the 7-limb kernel (279-320 bits) and the radix-2^56 loops beat
     * BigInteger.modPow at every width they cover: the exponents 2 and 3, whose one or two
     * products cost less than the conversions Pippin saves (288/3 1.07-1.08×, 2048/3 1.58×,
     * 16384/3 1.06-1.10×); with 3 bits the 7-limb kernel loses at 288 bits (0.95-0.96×) and the
     * loops at 6144 bits and up (8192/7 0.98-0.99×, 12288/7 0.87-0.94×).
     */
    static final int SHORT_EXP_BITS = 2;

    /**
     * Widths of the 7-limb kernel's range (279-390 bits) where BigInteger.modPow's cost, which
     * steps with every 32 bits, has caught up with the kernel's, which does not: up to 320 bits
     * (10 ints) only the short exponents win; 321-384 bits (11-12 ints) exponents up to
     * {@link #MID_EXP_BITS} win (65537 1.07-1.13×, 31 1.02-1.08×) and longer ones tie or lose
     * (random 64-bit to full-width exponents 0.96-1.02×); 385-390 bits (13 ints) every exponent
     * wins (1.19-1.42×). Both UseAVX settings (the kernel is scalar).
     */
    static final int RADIX56_7_SHORT_UP_TO_BITS = 320;
    static final int RADIX56_7_MID_UP_TO_BITS = 384;

    /** Exponent bits of 65537, the commonest exponent: the middle rungs take it. */
    static final int MID_EXP_BITS = 17;

    /**
     * Widest power-of-two part measured (m = 2^k, full-width exponents up to 2048 bits: 64 bits
     * 1.71-1.87×, 4096 bits 1.36-1.40×, 8192 bits 1.45-1.50×, both UseAVX settings); above it
     * BigInteger.modPow takes the call.
     */
    static final int MAX_TWOS_BITS = 8192;

    /** One rung: odd parts of at most maxBits run on kernel when the exponent has at most maxExpBits. */
    record Step(int maxBits, int maxExpBits, OddModExp.Kernel kernel) {
    }

    /** Pippin's kernels by width alone, any exponent (the {@code pippin} route). */
    static final Routing PIPPIN = new Routing("pippin", ANY, new Step[] {
        new Step(OddModExp.BITS_5, ANY, OddModExp.Kernel.RADIX56_5),
        new Step(OddModExp.BITS_7, ANY, OddModExp.Kernel.RADIX56_7),
        new Step(OddModExp.BITS_56N, ANY, OddModExp.Kernel.RADIX56_N),
        new Step(ANY, ANY, OddModExp.Kernel.RADIX28_N)});

    /** BigInteger.modPow for everything past the trivial cases (the {@code biginteger} route). */
    static final Routing BIG_INTEGER = new Routing("biginteger", -1, new Step[0]);

    /**
     * Radix28N's rungs under AVX-512 (UseAVX=3): 769-1023 bits it wins exponents up to 5 bits
     * (896/31 1.04×, 896/65537 0.91×); 1024-1535 bits up to {@link #MID_EXP_BITS} (65537:
     * 1.01-1.36× at 1024-1472 bits; random 64-bit and longer exponents 0.88-0.96× at 1088,
     * 1152 and 1344 bits, and, through the public API, 0.91-0.99× at 1408 and 0.97× at 1472
     * bits, where the forced kernel had measured 1.02-1.21×: its speed moves with the trip count
     * and where the arrays land); from 1536 bits every exponent (public API: 1536 bits
     * 1.09-1.74×, 1600 1.03-1.75×, 1664-1920 1.09× and up, 2048 1.13-1.88×, 8192 1.47-1.62×;
     * forced kernel: 16384 bits 1.53-1.78×).
     */
    static final int RADIX28_SHORT_UP_TO_BITS = 1023;
    static final int RADIX28_SHORT_EXP_BITS = 5;
    static final int RADIX28_MID_UP_TO_BITS = 1535;

    /**
     * Widest odd part measured (16384 bits, twice EIP-7823's cap): wider ones go to
     * BigInteger.modPow, on any JVM.
     */
    static final int MAX_BITS = 16384;

    /** Auto, where C2 multiplies 64-bit lanes in vectors (UseAVX=3). */
    static final Routing AVX512 = new Routing("auto (AVX-512)", MAX_TWOS_BITS, new Step[] {
        new Step(BIG_INTEGER_UP_TO_BITS, NEVER, OddModExp.Kernel.RADIX56_5),
        new Step(OddModExp.BITS_5, ANY, OddModExp.Kernel.RADIX56_5),
        new Step(RADIX56_7_SHORT_UP_TO_BITS, SHORT_EXP_BITS, OddModExp.Kernel.RADIX56_7),
        new Step(RADIX56_7_MID_UP_TO_BITS, MID_EXP_BITS, OddModExp.Kernel.RADIX56_7),
        new Step(OddModExp.BITS_7, ANY, OddModExp.Kernel.RADIX56_7),
        new Step(OddModExp.BITS_56N, SHORT_EXP_BITS, OddModExp.Kernel.RADIX56_N),
        new Step(RADIX28_SHORT_UP_TO_BITS, RADIX28_SHORT_EXP_BITS, OddModExp.Kernel.RADIX28_N),
        new Step(RADIX28_MID_UP_TO_BITS, MID_EXP_BITS, OddModExp.Kernel.RADIX28_N),
        new Step(MAX_BITS, ANY, OddModExp.Kernel.RADIX28_N)});

    /**
     * Auto, anywhere else (AVX2, another architecture, a JVM that does not tell): the radix-2^56
     * loops at every width above the 7-limb kernel's, since without a vector 64-bit multiply they
     * beat Radix28N (UseAVX=2: 2048/3 1.59× against 1.50×, 8192/3 1.13× against 1.06×).
     */
    static final Routing CONSERVATIVE = new Routing("auto (conservative)", MAX_TWOS_BITS, new Step[] {
        new Step(BIG_INTEGER_UP_TO_BITS, NEVER, OddModExp.Kernel.RADIX56_5),
        new Step(OddModExp.BITS_5, ANY, OddModExp.Kernel.RADIX56_5),
        new Step(RADIX56_7_SHORT_UP_TO_BITS, SHORT_EXP_BITS, OddModExp.Kernel.RADIX56_7),
        new Step(RADIX56_7_MID_UP_TO_BITS, MID_EXP_BITS, OddModExp.Kernel.RADIX56_7),
        new Step(OddModExp.BITS_7, ANY, OddModExp.Kernel.RADIX56_7),
        new Step(MAX_BITS, SHORT_EXP_BITS, OddModExp.Kernel.RADIX56_N)});

    /**
     * {@link Radix28Lanes}'s rungs under AVX2 (UseAVX=2 with jdk.incubator.vector; ModExpCosts
     * sweep, forced kernel against BigInteger.modPow on BigIntegers, docs/MODEXP-ROUTING.md "A
     * kernel for AVX2"): 769-1023 bits it wins exponents up to {@link #RADIX28_SHORT_EXP_BITS}
     * bits (768/31 1.09×, 896/31 1.17×; 65537 0.97× at 768 bits, 1.06× at 896), 1024-1279 bits
     * up to {@link #MID_EXP_BITS} (65537: 1024 bits 1.14×, 1152 bits 1.17×; random 64-bit to
     * full-width exponents 0.99-1.03× at 1024 and 1152 bits, too close to call), from 1280 bits
     * every exponent (1280 bits 1.06-1.77×, 1536 1.16-1.93×, 2048 1.13-2.04×, 4096 1.19-1.77×,
     * 8192 1.31-1.56×).
     */
    static final int LANES_MID_UP_TO_BITS = 1279;

    /**
     * Auto on AVX2 with jdk.incubator.vector in the module graph: the conservative ladder up to
     * 768 bits, then {@link Radix28Lanes}, whose rows multiply with {@code vpmuludq} where the
     * auto-vectorised {@link Radix28N} emulates a 64-bit lane multiply.
     */
    static final Routing AVX2_LANES = new Routing("auto (AVX2, vector lanes)", MAX_TWOS_BITS, new Step[] {
        new Step(BIG_INTEGER_UP_TO_BITS, NEVER, OddModExp.Kernel.RADIX56_5),
        new Step(OddModExp.BITS_5, ANY, OddModExp.Kernel.RADIX56_5),
        new Step(RADIX56_7_SHORT_UP_TO_BITS, SHORT_EXP_BITS, OddModExp.Kernel.RADIX56_7),
        new Step(RADIX56_7_MID_UP_TO_BITS, MID_EXP_BITS, OddModExp.Kernel.RADIX56_7),
        new Step(OddModExp.BITS_7, ANY, OddModExp.Kernel.RADIX56_7),
        new Step(OddModExp.BITS_56N, SHORT_EXP_BITS, OddModExp.Kernel.RADIX56_N),
        new Step(RADIX28_SHORT_UP_TO_BITS, RADIX28_SHORT_EXP_BITS, OddModExp.Kernel.RADIX28_LANES),
        new Step(LANES_MID_UP_TO_BITS, MID_EXP_BITS, OddModExp.Kernel.RADIX28_LANES),
        new Step(MAX_BITS, ANY, OddModExp.Kernel.RADIX28_LANES)});

    private final String name;
    private final int maxTwos;
    private final Step[] steps;

    private Routing(String name, int maxTwos, Step[] steps) {
        this.name = name;
        this.maxTwos = maxTwos;
        this.steps = steps;
    }

    /** The route's name, as the property spells it (auto routes say which facts chose them). */
    String name() {
        return name;
    }

    /**
     * Whether Pippin takes a modulus 2^twos·(odd part of oddBits bits; 1 for a power of two) and
     * an exponent of expBits bits; false means BigInteger.modPow. Both halves must be ours to
     * win: the power of two within the measured width, and the odd part on a rung that takes
     * the exponent.
     */
    boolean pippin(int oddBits, int twos, int expBits) {
        return twos <= maxTwos && (oddBits == 1 || kernel(oddBits, expBits) != null);
    }

    /**
     * The kernel for an odd part of oddBits bits (at least 2) and an exponent of expBits bits,
     * or null for BigInteger.modPow.
     */
    OddModExp.Kernel kernel(int oddBits, int expBits) {
        for (Step s : steps) {
            if (oddBits <= s.maxBits()) {
                return expBits <= s.maxExpBits() ? s.kernel() : null;
            }
        }
        return null;
    }

    /** The routing in force: the property's, read once (a bad value fails every call, in one line). */
    static Routing active() {
        Object r = Active.ROUTING;
        if (r instanceof Routing routing) {
            // the lanes ladder only once its kernel runs compiled (LanesLadderRace)
            return routing == AVX2_LANES ? LanesLadderRace.gate(AVX2_LANES, CONSERVATIVE) : routing;
        }
        throw new IllegalArgumentException((String) r);
    }

    /**
     * The routing a property value gives; facts are asked for only by {@code auto} (or no value).
     *
     * @throws IllegalArgumentException for any other value
     */
    static Routing choose(String property, Supplier<VmFacts> facts) {
        String v = property == null ? "auto" : property.trim().toLowerCase(Locale.ROOT);
        return switch (v) {
            case "auto" -> forFacts(facts.get());
            case "pippin" -> PIPPIN;
            case "biginteger" -> BIG_INTEGER;
            default -> throw new IllegalArgumentException(
                    PROPERTY + " must be auto, pippin or biginteger, not \"" + property + "\"");
        };
    }

    /** The automatic routing for these facts, with jdk.incubator.vector as this JVM has it. */
    static Routing forFacts(VmFacts facts) {
        return forFacts(facts, VectorApi.AVAILABLE);
    }

    /**
     * The automatic routing for these facts: AVX-512 code generation takes the AVX-512 ladder;
     * AVX2 (the setting {@link Radix28Lanes} was measured on) with the Vector API the lanes
     * ladder; anything else the conservative one.
     */
    static Routing forFacts(VmFacts facts, boolean vectorApi) {
        if (facts.vectorLongMultiply()) {
            return AVX512;
        }
        return vectorApi && facts.useAvx() == 2 ? AVX2_LANES : CONSERVATIVE;
    }

    private static final class Active {
        /** The routing, or the one-line message of a bad property value. */
        static final Object ROUTING = resolve();

        private static Object resolve() {
            try {
                return choose(System.getProperty(PROPERTY), VmFacts::detect);
            } catch (IllegalArgumentException bad) {
                return bad.getMessage();
            }
        }
    }
}
