package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.field.Bn254Fr;
import dev.pippin.msm.MsmOptions;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The prover on the vendored 2^10 fixture against the BigInteger restatement of snarkjs's prover. */
class ProverTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final MsmOptions TWO = MsmOptions.defaults().withThreads(2);
    private static final long SEED = 20261201L;
    private static final Blinding BLINDING = Seeded.blinding(SEED);

    private static ZKey key;
    private static Witness witness;
    private static RefProver ref;

    @BeforeAll
    static void open() throws IOException {
        key = ZKey.open(RefFiles.zkey());
        witness = Witness.open(RefFiles.wtns());
        ref = new RefProver(RefFiles.read(RefFiles.zkey()), RefFiles.read(RefFiles.wtns()));
    }

    @Test
    void headerOfTheFixture() {
        // The fixture's README table: 950 wires, 2 public signals, a domain of 2^10.
        assertEquals(950, key.nVars());
        assertEquals(2, key.nPublic());
        assertEquals(1024, key.domainSize());
        assertEquals(950, witness.size());
        assertEquals(BigInteger.ONE, witness.value(0));
    }

    @Test
    void publicSignalsAreThoseOfPublicJson() throws IOException {
        JsonNode expected = JSON.readTree(Files.readString(RefFiles.p10("public.json")));
        Proof p = Groth16.prove(key, witness, BLINDING, TWO);
        List<BigInteger> want = new ArrayList<>();
        expected.forEach(n -> want.add(new BigInteger(n.asText())));
        assertEquals(2, want.size());
        assertEquals(want, p.publicSignals());
        assertEquals(expected, JSON.readTree(p.publicSignalsJson()));
    }

    @Test
    void hScalarsMatchTheQuadraticTimeReference() {
        long[] h = HScalars.compute(key, witness, new Domain(key.logDomain(), 2), 2);
        List<BigInteger> want = ref.hScalars();
        assertEquals(key.domainSize(), want.size());
        for (int i = 0; i < want.size(); i++) {
            assertEquals(want.get(i), Bn254Fr.toBigInteger(h, 4 * i), "H scalar " + i);
        }
    }

    @Test
    void proofMatchesTheBigIntegerProver() {
        Proof p = Groth16.prove(key, witness, BLINDING, TWO);
        BigInteger[] rs = Seeded.values(SEED);
        RefCurve.P[] want = ref.prove(rs[0], rs[1]);
        RefCurve.F[] a = want[0].toAffine(), b = want[1].toAffine(), c = want[3].toAffine();
        assertTrue(RefCurve.onCurve(a[0], a[1], RefCurve.B1) && RefCurve.onCurve(b[0], b[1], RefCurve.B2)
                && RefCurve.onCurve(c[0], c[1], RefCurve.B1), "reference points on their curves");
        assertEquals(List.of(a[0].c0(), a[1].c0()), p.piA(), "pi_A");
        assertEquals(List.of(b[0].c0(), b[0].c1(), b[1].c0(), b[1].c1()), p.piB(), "pi_B");
        assertEquals(List.of(c[0].c0(), c[1].c0()), p.piC(), "pi_C");
    }

    @Test
    void sameProofForAnyThreadCountAndMapping() throws IOException {
        String one = Groth16.prove(key, witness, BLINDING, MsmOptions.defaults().withThreads(1)).toJson();
        for (int t : new int[] {2, 3, 4, 5}) {
            assertEquals(one, Groth16.prove(key, witness, BLINDING, MsmOptions.defaults().withThreads(t)).toJson(), t + " threads");
        }
        // 512-byte buffers: every section, point and coefficient run crosses buffer boundaries.
        ZKey chunkedKey = ZKey.open(RefFiles.zkey(), 9);
        Witness chunkedWitness = Witness.open(RefFiles.wtns(), 9);
        assertEquals(one, Groth16.prove(chunkedKey, chunkedWitness, BLINDING, TWO).toJson());
    }

    @Test
    void blindingChangesTheProofButNotThePublicSignals() {
        Proof p = Groth16.prove(key, witness, BLINDING, TWO);
        Proof q = Groth16.prove(key, witness, Seeded.blinding(7), TWO);
        assertNotEquals(p.piA(), q.piA());
        assertNotEquals(p.piB(), q.piB());
        assertNotEquals(p.piC(), q.piC());
        assertEquals(p.publicSignals(), q.publicSignals());
        assertEquals(p.toJson(), Groth16.prove(key, witness, Seeded.blinding(SEED), TWO).toJson(), "a seed gives the same proof every time");
    }

    @Test
    void proofJsonHasSnarkjsShape() throws IOException {
        Proof p = Groth16.prove(key, witness, BLINDING, TWO);
        JsonNode j = JSON.readTree(p.toJson());
        assertEquals("groth16", j.get("protocol").asText());
        assertEquals("bn128", j.get("curve").asText());
        assertEquals(List.of(p.piA().get(0).toString(), p.piA().get(1).toString(), "1"), texts(j.get("pi_a")));
        assertEquals(List.of(p.piC().get(0).toString(), p.piC().get(1).toString(), "1"), texts(j.get("pi_c")));
        JsonNode b = j.get("pi_b");
        assertEquals(3, b.size());
        assertEquals(List.of(p.piB().get(0).toString(), p.piB().get(1).toString()), texts(b.get(0)));
        assertEquals(List.of(p.piB().get(2).toString(), p.piB().get(3).toString()), texts(b.get(1)));
        assertEquals(List.of("1", "0"), texts(b.get(2)));
        assertTrue(j.get("pi_a").get(0).isTextual(), "coordinates are strings, as snarkjs writes them");
        assertEquals(5, j.size());
    }

    @Test
    void timingsAreFilledIn() {
        Timings t = Groth16.prove(key, witness, BLINDING, TWO).timings().orElseThrow();
        assertTrue(t.read() > 0 && t.ntt() > 0 && t.msm() > 0, t.toString());
        assertTrue(t.total() >= t.msm(), t.toString());
        assertTrue(t.msm() >= t.ntt(), "the H scalars run inside the MSM phase: " + t);
        assertTrue(2 * t.msm() >= t.read(), "decoding runs inside the MSM phase, on at most two lanes: " + t);
    }

    @Test
    void blindingOutsideTheScalarFieldOrZeroIsRefused() {
        byte[] one = Seeded.bytes32(BigInteger.ONE);
        for (BigInteger bad : List.of(RefCurve.R, RefCurve.R.add(BigInteger.ONE), BigInteger.ZERO,
                BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Blinding.of(Seeded.bytes32(bad), one));
            assertTrue(e.getMessage().contains("[1, r)"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> Blinding.of(one, Seeded.bytes32(bad)));
        }
        assertThrows(IllegalArgumentException.class, () -> Blinding.of(new byte[31], one));
        // the largest and smallest factors, against the BigInteger prover
        BigInteger top = RefCurve.R.subtract(BigInteger.ONE);
        Proof p = Groth16.prove(key, witness, Blinding.of(Seeded.bytes32(top), one), TWO);
        RefCurve.P[] want = ref.prove(top, BigInteger.ONE);
        RefCurve.F[] a = want[0].toAffine(), c = want[3].toAffine();
        assertEquals(List.of(a[0].c0(), a[1].c0()), p.piA(), "pi_A");
        assertEquals(List.of(c[0].c0(), c[1].c0()), p.piC(), "pi_C");
    }

    @Test
    void blindingIsRedactedComparedByIdentityAndDestroyable() {
        Blinding b = Seeded.blinding(SEED), c = Seeded.blinding(SEED);
        assertEquals("Blinding(redacted)", b.toString());
        assertNotEquals(b, c, "no value equality: equals could be timed and would hash secrets");
        assertEquals(System.identityHashCode(b), b.hashCode());
        b.destroy();
        assertTrue(b.isDestroyed());
        assertEquals("Blinding(destroyed)", b.toString());
        assertThrows(IllegalStateException.class, () -> Groth16.prove(key, witness, b, TWO));
    }

    @Test
    void theSecureRandomEntryPointDrawsAFreshBlindingPerProof() {
        // the drawn blinding is private to prove(); what is observable is a valid, fresh proof
        Proof p = Groth16.prove(key, witness, new java.security.SecureRandom(), TWO);
        Proof q = Groth16.prove(key, witness, new java.security.SecureRandom(), TWO);
        assertNotEquals(p.piA(), q.piA());
        assertEquals(p.publicSignals(), q.publicSignals());
    }

    private static List<String> texts(JsonNode arr) {
        List<String> out = new ArrayList<>();
        arr.forEach(n -> out.add(n.asText()));
        return out;
    }
}
