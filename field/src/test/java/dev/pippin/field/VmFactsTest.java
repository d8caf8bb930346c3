package dev.pippin.field;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class VmFactsTest {
    @Test
    void avx512CodeIsUseAvx3OrMoreWhateverSuperWord() {
        assertTrue(new VmFacts(3, false).avx512Code());
        assertTrue(new VmFacts(4, true).avx512Code());
        assertFalse(new VmFacts(2, true).avx512Code());
        assertFalse(VmFacts.UNKNOWN.avx512Code(), "a JVM that does not tell counts as AVX2 code");
    }

    @Test
    void vectorLongMultiplyNeedsSuperWordAsWell() {
        assertTrue(new VmFacts(3, true).vectorLongMultiply());
        assertFalse(new VmFacts(3, false).vectorLongMultiply());
        assertFalse(new VmFacts(2, true).vectorLongMultiply());
    }

    @Test
    void hotSpotOnX86Tells() {
        org.junit.jupiter.api.Assumptions.assumeTrue(System.getProperty("os.arch").matches("amd64|x86_64"), "x86 only");
        VmFacts facts = VmFacts.detect();
        assertTrue(facts.useAvx() >= 0, "HotSpot on x86 has UseAVX, got " + facts);
        assertEquals(facts, VmFacts.detect());
    }
}
