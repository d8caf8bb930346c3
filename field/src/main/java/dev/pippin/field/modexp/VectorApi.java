package dev.pippin.field.modexp;

/**
 * Whether jdk.incubator.vector links in this JVM, which {@link Radix28Lanes} needs: the module
 * is optional ({@code requires static}) and is in the module graph only when the JVM is started
 * with {@code --add-modules jdk.incubator.vector}. Found out once; never throws.
 */
final class VectorApi {
    private VectorApi() {
    }

    /** jdk.incubator.vector links, with at least two 64-bit lanes in its preferred species. */
    static final boolean AVAILABLE = probe();

    private static boolean probe() {
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
            return false;
        }
        try {
            return Probe.lanes() >= 2;
        } catch (LinkageError absent) {
            return false;
        }
    }

    /** The only code that names the vector types: loaded on first use, inside probe()'s catch. */
    private static final class Probe {
        static int lanes() {
            return jdk.incubator.vector.LongVector.SPECIES_PREFERRED.length();
        }
    }
}
