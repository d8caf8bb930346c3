package dev.pippin.witness;

/**
 * The 64-bit FNV-1a hash by which circom's witness calculator finds an input signal: the
 * calculator keeps a table of the hashes of main's input names, not the names. The name is
 * hashed as JavaScript's calculators do it, one UTF-16 code unit at a time (circom names are
 * ASCII, where that is one byte per character).
 */
final class Fnv1a {
    private Fnv1a() {}

    private static final long OFFSET_BASIS = 0xcbf29ce484222325L;
    private static final long PRIME = 0x100000001b3L;

    static long hash(String name) {
        long h = OFFSET_BASIS;
        for (int i = 0; i < name.length(); i++) {
            h ^= name.charAt(i);
            h *= PRIME; // modulo 2^64, as the calculators reduce it
        }
        return h;
    }
}
