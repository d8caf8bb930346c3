package dev.pippin.field;

/**
 * What the running JVM tells of the code its JIT compiler emits, as far as the vector kernels'
 * speed depends on it: HotSpot's {@code UseAVX} level (3 is AVX-512 code generation: 32 vector
 * registers, a 64-bit lane multiply {@code vpmullq} and arithmetic shift {@code vpsraq}; 2 is
 * AVX2, with 16 registers and neither) and whether SuperWord vectorisation is on at all. The
 * modexp router reads it to pick its kernels, the MSM module to size the batches its FMA lanes
 * take.
 *
 * <p>Read through {@code com.sun.management.HotSpotDiagnosticMXBean}, which lives in the optional
 * {@code jdk.management} module: where that module is absent (a jlinked image without it, a
 * module graph that does not resolve it), the bean is absent (another JVM), or the flag is absent
 * (another architecture), the facts are {@link #UNKNOWN}, which routes as a machine without
 * AVX-512 does: the conservative route.
 *
 * @param useAvx    HotSpot's {@code UseAVX} value, or −1 when the JVM did not tell
 * @param superWord HotSpot's {@code UseSuperWord} value (false when the JVM did not tell)
 */
public record VmFacts(int useAvx, boolean superWord) {
    /** Nothing known: the facts of a JVM that gave no answer. */
    public static final VmFacts UNKNOWN = new VmFacts(-1, false);

    /** C2 emits AVX-512 code (UseAVX 3 or more) for the Vector API and SuperWord alike. */
    public boolean avx512Code() {
        return useAvx >= 3;
    }

    /** C2 vectorises plain loops of 64-bit products with a 64-bit lane multiply (AVX-512 and SuperWord). */
    public boolean vectorLongMultiply() {
        return avx512Code() && superWord;
    }

    /** The facts of this JVM; {@link #UNKNOWN} when it cannot tell (never throws). */
    public static VmFacts detect() {
        if (ModuleLayer.boot().findModule("jdk.management").isEmpty()) {
            return UNKNOWN;
        }
        try {
            return Bean.read();
        } catch (LinkageError | RuntimeException absent) {
            // no jdk.management, no HotSpot bean, or no such flag on this JVM or architecture
            return UNKNOWN;
        }
    }

    /**
     * The facts from the raw flag values as the bean gives them; {@link #UNKNOWN} for values that
     * are not a HotSpot integer and boolean.
     */
    public static VmFacts parse(String useAvx, String superWord) {
        if (useAvx == null || superWord == null || !useAvx.matches("[0-9]{1,2}")
                || !(superWord.equals("true") || superWord.equals("false"))) {
            return UNKNOWN;
        }
        return new VmFacts(Integer.parseInt(useAvx), Boolean.parseBoolean(superWord));
    }

    /**
     * The only code that names the management types: loaded on first use, so that their absence
     * surfaces as a LinkageError caught above and never while loading {@link VmFacts}.
     */
    private static final class Bean {
        static VmFacts read() {
            com.sun.management.HotSpotDiagnosticMXBean bean = java.lang.management.ManagementFactory
                    .getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
            if (bean == null) {
                return UNKNOWN;
            }
            return parse(bean.getVMOption("UseAVX").getValue(), bean.getVMOption("UseSuperWord").getValue());
        }
    }
}
