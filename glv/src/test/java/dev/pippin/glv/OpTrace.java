package dev.pippin.glv;

/**
 * The recorder of the generated SecretMulTrace twins: every field operation (by kind) and every
 * table read (by entry index) they perform, folded into a running 64-bit FNV-1a hash and a count.
 * Two runs with the same (hash, count) made the same sequence of operations and reads (up to a
 * hash collision, which no scalar can steer). Single-threaded: the tests run one trace at a time.
 */
final class OpTrace {
    private OpTrace() {}

    private static long hash, count, reads;

    static void reset() {
        hash = 0xcbf29ce484222325L;
        count = 0;
        reads = 0;
    }

    static void op(String kind) {
        mix(kind.hashCode());
        count++;
    }

    static void read(int entry) {
        mix(0x7f000000 | entry);
        reads++;
    }

    private static void mix(int v) {
        for (int i = 0; i < 4; i++) {
            hash = (hash ^ ((v >>> (8 * i)) & 0xff)) * 0x100000001b3L;
        }
    }

    /** The trace since the last reset: hash, operation count, table-read count. */
    static long[] snapshot() {
        return new long[] {hash, count, reads};
    }
}
