package dev.pippin.witness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The published 64-bit FNV-1a test vectors (Fowler, Noll and Vo's reference test suite). */
class Fnv1aTest {
    @Test
    void referenceVectors() {
        assertEquals(0xcbf29ce484222325L, Fnv1a.hash(""));
        assertEquals(0xaf63dc4c8601ec8cL, Fnv1a.hash("a"));
        assertEquals(0x85944171f73967e8L, Fnv1a.hash("foobar"));
    }
}
