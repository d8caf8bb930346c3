package dev.pippin.field.modexp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.VmFacts;
import java.io.IOException;
import java.math.BigInteger;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The modexp routing: the automatic decision on AVX-512 facts and on any others, the property,
 * the facts this JVM and child JVMs give, each routing's ladder at its bounds, and every routing
 * against BigInteger.modPow on random and critical inputs.
 */
class RoutingTest {
    private static final Routing[] ALL = {Routing.PIPPIN, Routing.BIG_INTEGER, Routing.AVX512, Routing.CONSERVATIVE,
        Routing.AVX2_LANES};
    private static final OddModExp.Kernel R5 = OddModExp.Kernel.RADIX56_5;
    private static final OddModExp.Kernel R7 = OddModExp.Kernel.RADIX56_7;
    private static final OddModExp.Kernel RN = OddModExp.Kernel.RADIX56_N;
    private static final OddModExp.Kernel R28 = OddModExp.Kernel.RADIX28_N;
    private static final OddModExp.Kernel RL = OddModExp.Kernel.RADIX28_LANES;

    // ------------------------------------------------------------------ the decision

    @Test
    void avx512FactsChooseTheAvx512Ladder() {
        assertSame(Routing.AVX512, Routing.forFacts(new VmFacts(3, true)));
        assertSame(Routing.AVX512, Routing.forFacts(new VmFacts(4, true)));
    }

    @Test
    void otherFactsChooseTheConservativeLadder() {
        for (boolean vectorApi : new boolean[] {false, true}) {
            assertSame(Routing.CONSERVATIVE, Routing.forFacts(new VmFacts(1, true), vectorApi));
            assertSame(Routing.CONSERVATIVE, Routing.forFacts(new VmFacts(0, true), vectorApi));
            assertSame(Routing.CONSERVATIVE, Routing.forFacts(new VmFacts(3, false), vectorApi), "no SuperWord: the rows stay scalar");
            assertSame(Routing.CONSERVATIVE, Routing.forFacts(VmFacts.UNKNOWN, vectorApi));
            assertSame(Routing.AVX512, Routing.forFacts(new VmFacts(3, true), vectorApi), "AVX-512 keeps Radix28N");
        }
        assertSame(Routing.CONSERVATIVE, Routing.forFacts(new VmFacts(2, true), false), "AVX2 without the Vector API");
    }

    @Test
    void avx2WithTheVectorApiChoosesTheLanesLadder() {
        assertSame(Routing.AVX2_LANES, Routing.forFacts(new VmFacts(2, true), true));
        assertSame(Routing.AVX2_LANES, Routing.forFacts(new VmFacts(2, false), true), "the Vector API needs no SuperWord");
        assertSame(VectorApi.AVAILABLE ? Routing.AVX2_LANES : Routing.CONSERVATIVE, Routing.forFacts(new VmFacts(2, true)));
    }

    @Test
    void propertyValues() {
        VmFacts avx512 = new VmFacts(3, true);
        VmFacts avx2 = new VmFacts(2, true);
        assertSame(Routing.AVX512, Routing.choose(null, () -> avx512));
        Routing avx2Route = VectorApi.AVAILABLE ? Routing.AVX2_LANES : Routing.CONSERVATIVE;
        assertSame(avx2Route, Routing.choose(null, () -> avx2));
        assertSame(Routing.AVX512, Routing.choose("auto", () -> avx512));
        assertSame(avx2Route, Routing.choose(" AUTO ", () -> avx2));
        assertSame(Routing.PIPPIN, Routing.choose("pippin", RoutingTest::noFacts));
        assertSame(Routing.PIPPIN, Routing.choose("Pippin", RoutingTest::noFacts));
        assertSame(Routing.BIG_INTEGER, Routing.choose("biginteger", RoutingTest::noFacts));
        assertSame(Routing.BIG_INTEGER, Routing.choose("BigInteger ", RoutingTest::noFacts));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> Routing.choose("gmp", RoutingTest::noFacts));
        assertEquals("pippin.modexp.route must be auto, pippin or biginteger, not \"gmp\"", bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Routing.choose("", RoutingTest::noFacts));
    }

    /** A forced route must not look at the JVM. */
    private static VmFacts noFacts() {
        throw new AssertionError("facts read for a forced route");
    }

    @Test
    void factsFromFlagValues() {
        assertEquals(new VmFacts(3, true), VmFacts.parse("3", "true"));
        assertEquals(new VmFacts(2, false), VmFacts.parse("2", "false"));
        assertEquals(new VmFacts(0, true), VmFacts.parse("0", "true"));
        assertSame(VmFacts.UNKNOWN, VmFacts.parse(null, "true"));
        assertSame(VmFacts.UNKNOWN, VmFacts.parse("3", null));
        assertSame(VmFacts.UNKNOWN, VmFacts.parse("three", "true"));
        assertSame(VmFacts.UNKNOWN, VmFacts.parse("-1", "true"));
        assertSame(VmFacts.UNKNOWN, VmFacts.parse("3", "yes"));
    }

    @Test
    void detectReadsThisJvmsFlags() {
        VmFacts facts = VmFacts.detect();
        if (ModuleLayer.boot().findModule("jdk.management").isEmpty()) {
            assertSame(VmFacts.UNKNOWN, facts);
            return;
        }
        com.sun.management.HotSpotDiagnosticMXBean bean = java.lang.management.ManagementFactory
                .getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
        boolean x86 = List.of("amd64", "x86_64").contains(System.getProperty("os.arch"));
        if (bean == null || !x86) {
            assertSame(VmFacts.UNKNOWN, facts);
            return;
        }
        assertEquals(Integer.parseInt(bean.getVMOption("UseAVX").getValue()), facts.useAvx());
        assertEquals(Boolean.parseBoolean(bean.getVMOption("UseSuperWord").getValue()), facts.superWord());
    }

    // ------------------------------------------------------------------ the ladders at their bounds

    @Test
    void avx512Ladder() {
        Routing r = Routing.AVX512;
        assertNull(r.kernel(2, 1));
        assertNull(r.kernel(192, 1));
        assertEquals(R5, r.kernel(193, 8192));
        assertEquals(R5, r.kernel(278, 8192));
        assertEquals(R7, r.kernel(279, 2));
        assertNull(r.kernel(279, 3));
        assertEquals(R7, r.kernel(320, 2));
        assertNull(r.kernel(320, 3));
        assertEquals(R7, r.kernel(321, 17));
        assertNull(r.kernel(321, 18));
        assertEquals(R7, r.kernel(384, 17));
        assertNull(r.kernel(384, 18));
        assertEquals(R7, r.kernel(385, 8192));
        assertEquals(R7, r.kernel(390, 8192));
        assertEquals(RN, r.kernel(391, 2));
        assertNull(r.kernel(391, 3));
        assertEquals(RN, r.kernel(768, 2));
        assertNull(r.kernel(768, 3));
        assertEquals(R28, r.kernel(769, 5));
        assertNull(r.kernel(769, 6));
        assertEquals(R28, r.kernel(1023, 5));
        assertNull(r.kernel(1023, 6));
        assertEquals(R28, r.kernel(1024, 17));
        assertNull(r.kernel(1024, 18));
        assertEquals(R28, r.kernel(1535, 17));
        assertNull(r.kernel(1535, 18));
        assertEquals(R28, r.kernel(1536, 8192));
        assertEquals(R28, r.kernel(16384, 8192));
        assertNull(r.kernel(16385, 1));
    }

    @Test
    void conservativeLadder() {
        Routing r = Routing.CONSERVATIVE;
        assertNull(r.kernel(2, 1));
        assertNull(r.kernel(192, 1));
        assertEquals(R5, r.kernel(193, 8192));
        assertEquals(R5, r.kernel(278, 8192));
        assertEquals(R7, r.kernel(279, 2));
        assertNull(r.kernel(279, 3));
        assertEquals(R7, r.kernel(320, 2));
        assertNull(r.kernel(320, 3));
        assertEquals(R7, r.kernel(321, 17));
        assertNull(r.kernel(321, 18));
        assertEquals(R7, r.kernel(384, 17));
        assertNull(r.kernel(384, 18));
        assertEquals(R7, r.kernel(385, 8192));
        assertEquals(R7, r.kernel(390, 8192));
        assertEquals(RN, r.kernel(391, 2));
        assertNull(r.kernel(391, 3));
        assertEquals(RN, r.kernel(2048, 2));
        assertNull(r.kernel(2048, 17));
        assertEquals(RN, r.kernel(16384, 2));
        assertNull(r.kernel(16384, 3));
        assertNull(r.kernel(16385, 2));
    }

    @Test
    void lanesLadder() {
        Routing r = Routing.AVX2_LANES;
        assertNull(r.kernel(2, 1));
        assertNull(r.kernel(192, 1));
        assertEquals(R5, r.kernel(193, 8192));
        assertEquals(R5, r.kernel(278, 8192));
        assertEquals(R7, r.kernel(279, 2));
        assertNull(r.kernel(279, 3));
        assertEquals(R7, r.kernel(321, 17));
        assertNull(r.kernel(384, 18));
        assertEquals(R7, r.kernel(390, 8192));
        assertEquals(RN, r.kernel(391, 2));
        assertNull(r.kernel(391, 3));
        assertEquals(RN, r.kernel(768, 2));
        assertNull(r.kernel(768, 3));
        assertEquals(RL, r.kernel(769, 5));
        assertNull(r.kernel(769, 6));
        assertEquals(RL, r.kernel(1023, 5));
        assertNull(r.kernel(1023, 6));
        assertEquals(RL, r.kernel(1024, 17));
        assertNull(r.kernel(1024, 18));
        assertEquals(RL, r.kernel(1279, 17));
        assertNull(r.kernel(1279, 18));
        assertEquals(RL, r.kernel(1280, 8192));
        assertEquals(RL, r.kernel(2048, 17), "2048/65537");
        assertEquals(RL, r.kernel(16384, 8192));
        assertNull(r.kernel(16385, 1));
    }

    /** Both halves of an even modulus must be ours: the power of two up to 8192 bits, the odd part on a rung. */
    @Test
    void evenModuli() {
        for (Routing r : new Routing[] {Routing.AVX512, Routing.CONSERVATIVE, Routing.AVX2_LANES}) {
            assertTrue(r.pippin(1, 1, 8192), r.name());
            assertTrue(r.pippin(1, 8192, 8192), r.name());
            assertFalse(r.pippin(1, 8193, 1), r.name());
            assertTrue(r.pippin(256, 8192, 8192), r.name());
            assertFalse(r.pippin(256, 8193, 8192), r.name());
            assertFalse(r.pippin(192, 1, 1), r.name());
            assertTrue(r.pippin(2048, 1, 2), r.name());
        }
        assertTrue(Routing.AVX512.pippin(2048, 1, 2048));
        assertFalse(Routing.CONSERVATIVE.pippin(2048, 1, 2048));
        assertTrue(Routing.AVX2_LANES.pippin(2047, 1, 2048), "the 2048-bit even cell");
        assertFalse(Routing.AVX2_LANES.pippin(1024, 1, 2048));
        assertTrue(Routing.PIPPIN.pippin(2, 100_000, Integer.MAX_VALUE));
        assertFalse(Routing.BIG_INTEGER.pippin(1, 1, 1));
        assertFalse(Routing.BIG_INTEGER.pippin(256, 0, 1));
    }

    @Test
    void forcedLadders() {
        for (int bits : new int[] {2, 278, 279, 390, 391, 768, 769, 8192, 8193, 20000}) {
            assertEquals(OddModExp.kernelFor(bits), Routing.PIPPIN.kernel(bits, Integer.MAX_VALUE), bits + " bits");
            assertNull(Routing.BIG_INTEGER.kernel(bits, 1), bits + " bits");
        }
    }

    // ------------------------------------------------------------------ every routing against BigInteger

    /** Odd-part widths at every bound of every ladder, ±1. */
    private static final int[] WIDTHS = {2, 3, 64, 191, 192, 193, 277, 278, 279, 319, 320, 321, 383, 384, 385, 389, 390, 391,
        767, 768, 769, 1022, 1023, 1024, 1278, 1279, 1280, 1534, 1535, 1536, 8192, 16383, 16384, 16385};
    /** Exponent lengths at every exponent bound, ±1. */
    private static final int[] EXP_BITS = {1, 2, 3, 5, 6, 17, 18, 64};

    @Test
    void everyRoutingAtEveryBound() {
        Random rnd = new Random(2024);
        for (int w : WIDTHS) {
            BigInteger odd = new BigInteger(w, rnd).setBit(w - 1).setBit(0);
            for (BigInteger m : new BigInteger[] {odd, odd.shiftLeft(1), odd.shiftLeft(67)}) {
                for (int eb : EXP_BITS) {
                    BigInteger e = new BigInteger(eb, rnd).setBit(eb - 1);
                    BigInteger b = new BigInteger(m.bitLength() + 8, rnd);
                    checkAll(b, e, m, w + "-bit odd part, " + m.getLowestSetBit() + " twos, " + eb + "-bit exponent");
                }
            }
        }
    }

    @Test
    void everyRoutingOnCriticalInputs() {
        Random rnd = new Random(7);
        List<BigInteger> moduli = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO,
                BigInteger.valueOf(3), BigInteger.ONE.shiftLeft(64), BigInteger.ONE.shiftLeft(2048),
                BigInteger.ONE.shiftLeft(2048).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(1535).subtract(BigInteger.ONE),
                BigInteger.ONE.shiftLeft(8192), BigInteger.ONE.shiftLeft(8193)));
        BigInteger odd250 = new BigInteger(250, rnd).setBit(249).setBit(0);
        moduli.add(odd250.shiftLeft(8192));             // both halves within the bounds: ours
        moduli.add(odd250.shiftLeft(8193));             // the power of two past its bound: BigInteger
        for (int w : new int[] {256, 384, 2048}) {
            BigInteger m = new BigInteger(w, rnd).setBit(w - 1);
            moduli.add(m.setBit(0));
            moduli.add(m.clearBit(0));
        }
        for (BigInteger m : moduli) {
            BigInteger[] bases = m.signum() == 0 ? new BigInteger[] {BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(5)}
                    : new BigInteger[] {BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO, m.subtract(BigInteger.ONE), m,
                        m.add(BigInteger.ONE), new BigInteger(m.bitLength() + 100, rnd)};
            for (BigInteger b : bases) {
                for (BigInteger e : new BigInteger[] {BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO, BigInteger.valueOf(3),
                    BigInteger.valueOf(65537), new BigInteger(200, rnd)}) {
                    checkAll(b, e, m, "critical");
                }
            }
        }
    }

    @Property(tries = 200)
    void everyRoutingOnRandomInputs(@ForAll @IntRange(min = 1, max = 1100) int modBits, @ForAll @IntRange(min = 0, max = 40) int twos,
                                    @ForAll @IntRange(min = 1, max = 300) int expBits, @ForAll long seed) {
        Random rnd = new Random(seed);
        BigInteger m = new BigInteger(modBits, rnd).setBit(modBits - 1).shiftLeft(rnd.nextBoolean() ? 0 : twos);
        BigInteger e = new BigInteger(expBits, rnd);
        BigInteger b = new BigInteger(modBits + rnd.nextInt(64), rnd);
        checkAll(b, e, m, "random");
    }

    /** Slices inside larger arrays, with leading zeros: the BigInteger route reads the same bytes the kernels do. */
    @Test
    void slicesOnEveryRouting() {
        Random rnd = new Random(11);
        for (int w : new int[] {255, 1000, 2048}) {
            BigInteger m = new BigInteger(w, rnd).setBit(w - 1).setBit(0);
            BigInteger b = new BigInteger(w, rnd);
            BigInteger e = new BigInteger(40, rnd).setBit(39);
            byte[] mb = ModExpPropertiesTest.pad(ModExpPropertiesTest.bytes(m, 0), 3);
            byte[] bb = ModExpPropertiesTest.pad(ModExpPropertiesTest.bytes(b, 0), 2);
            byte[] ebytes = ModExpPropertiesTest.pad(ModExpPropertiesTest.bytes(e, 0), 5);
            byte[] all = new byte[7 + bb.length + ebytes.length + mb.length + 4];
            java.util.Arrays.fill(all, (byte) 0xA5);
            int bo = 7;
            int eo = bo + bb.length;
            int mo = eo + ebytes.length;
            System.arraycopy(bb, 0, all, bo, bb.length);
            System.arraycopy(ebytes, 0, all, eo, ebytes.length);
            System.arraycopy(mb, 0, all, mo, mb.length);
            for (Routing r : ALL) {
                byte[] out = ModExp.modexp(all, bo, bb.length, all, eo, ebytes.length, all, mo, mb.length, r);
                assertEquals(mb.length, out.length);
                assertEquals(b.modPow(e, m), new BigInteger(1, out), r.name() + ", " + w + " bits");
            }
        }
    }

    private static void checkAll(BigInteger b, BigInteger e, BigInteger m, String what) {
        BigInteger want = m.signum() == 0 ? BigInteger.ZERO : b.modPow(e, m);
        byte[] bb = ModExpPropertiesTest.bytes(b, 0);
        byte[] eb = ModExpPropertiesTest.bytes(e, 0);
        byte[] mb = ModExpPropertiesTest.bytes(m, 0);
        for (Routing r : ALL) {
            byte[] out = ModExp.modexp(bb, 0, bb.length, eb, 0, eb.length, mb, 0, mb.length, r);
            assertEquals(mb.length, out.length, what);
            assertEquals(want, new BigInteger(1, out), () -> r.name() + ", " + what + ": m=" + m.toString(16)
                    + " b=" + b.toString(16) + " e=" + e.toString(16));
        }
    }

    // ------------------------------------------------------------------ child JVMs: the property and the facts as the JVM gives them

    private static final BigInteger PROBE_M = BigInteger.ONE.shiftLeft(2047).add(BigInteger.valueOf(12345)).setBit(0);
    private static final BigInteger PROBE_B = BigInteger.valueOf(0xC0FFEE);
    private static final BigInteger PROBE_E = BigInteger.valueOf(65537);

    @Test
    void propertyForcesTheRouteInAChildJvm() throws Exception {
        String want = "result " + PROBE_B.modPow(PROBE_E, PROBE_M).toString(16);
        List<String> pippin = probe("-Dpippin.modexp.route=pippin");
        assertEquals("route pippin", pippin.get(1));
        assertEquals(want, pippin.get(2));
        List<String> big = probe("-Dpippin.modexp.route=biginteger");
        assertEquals("route biginteger", big.get(1));
        assertEquals(want, big.get(2));
        List<String> bad = probe("-Dpippin.modexp.route=fastest");
        assertEquals("error pippin.modexp.route must be auto, pippin or biginteger, not \"fastest\"", bad.get(1));
    }

    @Test
    void noManagementModuleGivesTheConservativeRoute() throws Exception {
        List<String> out = probe("--limit-modules", "java.base");
        assertEquals("facts -1 false", out.get(0));
        assertEquals("route auto (conservative)", out.get(1));
        assertEquals("result " + PROBE_B.modPow(PROBE_E, PROBE_M).toString(16), out.get(2));
    }

    @Test
    void avx2FlagGivesTheConservativeRoute() throws Exception {
        if (!List.of("amd64", "x86_64").contains(System.getProperty("os.arch").toLowerCase(Locale.ROOT))) {
            return;                                     // -XX:UseAVX exists on x86 only
        }
        List<String> out = probe("-XX:UseAVX=2");
        String[] facts = out.get(0).split(" ");
        assertTrue(Integer.parseInt(facts[1]) <= 2, out.get(0));
        assertEquals("route auto (conservative)", out.get(1));
        assertEquals("result " + PROBE_B.modPow(PROBE_E, PROBE_M).toString(16), out.get(2));
    }

    @Test
    void avx2FlagWithTheVectorModuleGivesTheLanesRoute() throws Exception {
        if (!List.of("amd64", "x86_64").contains(System.getProperty("os.arch").toLowerCase(Locale.ROOT))) {
            return;                                     // -XX:UseAVX exists on x86 only
        }
        List<String> out = probe("-XX:UseAVX=2", "--add-modules", "jdk.incubator.vector");
        String[] facts = out.get(0).split(" ");
        if (!facts[1].equals("2")) {
            return;                                     // a CPU without AVX2 caps UseAVX lower: the conservative ladder, tested above
        }
        // cold, the conservative ladder (LanesLadderRace); once the lanes kernel has won its warm-up, the lanes ladder
        assertEquals("route auto (conservative)", out.get(1));
        assertEquals("result " + PROBE_B.modPow(PROBE_E, PROBE_M).toString(16), out.get(2));
        assertEquals("warmed true, route auto (AVX2, vector lanes)", out.get(3));
    }

    /** RoutingProbe's output lines in a child JVM with these options, on the class directories. */
    private static List<String> probe(String... options) throws IOException, InterruptedException, URISyntaxException {
        String cp = Path.of(Routing.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                + java.io.File.pathSeparator
                + Path.of(RoutingProbe.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(List.of(options));
        cmd.addAll(List.of("-Xshare:auto", "-cp", cp, RoutingProbe.class.getName(),
                PROBE_B.toString(16), PROBE_E.toString(16), PROBE_M.toString(16)));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] raw = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "child JVM did not finish");
        String text = new String(raw, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), text);
        List<String> lines = text.lines().filter(l -> l.matches("(facts|route|result|error|warmed) .*")).toList();
        assertTrue(lines.size() >= 2, text);
        return lines;
    }
}
