package dev.pippin.groth16;

import static dev.pippin.groth16.RefCurve.Q;
import static dev.pippin.groth16.RefCurve.R;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.msm.MsmOptions;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The verifier on the 2^10 fixture: snarkjs's proof and Pippin's verify; proofs changed so
 * that every point stays on its curve, changed signals and witnesses for another circuit do
 * not; the tampered values are computed here in BigInteger arithmetic (RefCurve).
 */
class VerifierTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final MsmOptions TWO = MsmOptions.defaults().withThreads(2);

    private static VerificationKey vk;
    private static ZKey key;
    private static Witness witness;

    @TempDir
    Path dir;

    @BeforeAll
    static void open() throws IOException {
        vk = VerificationKey.read(RefFiles.p10("verification_key.json"));
        key = ZKey.open(RefFiles.zkey());
        witness = Witness.open(RefFiles.wtns());
    }

    // ---------------------------------------------------------------- valid proofs

    @Test
    void snarkjsProofVerifies() throws IOException {
        Proof p = Proof.read(RefFiles.p10("proof.json"), RefFiles.p10("public.json"));
        assertEquals(Verdict.VALID, Groth16.verify(vk, p));
        assertTrue(p.timings().isEmpty(), "a proof read from files has no timings");
        JsonNode pub = JSON.readTree(Files.readString(RefFiles.p10("public.json")));
        assertEquals(List.of(new BigInteger(pub.get(0).asText()), BigInteger.ONE), p.publicSignals());
    }

    @Test
    void pippinProofsVerify() throws IOException {
        for (Proof p : new Proof[] {
                Groth16.prove(key, witness, Seeded.blinding(3), TWO),
                Groth16.prove(key, witness, new SecureRandom(), MsmOptions.defaults().withThreads(1))}) {
            assertEquals(Verdict.VALID, Groth16.verify(vk, p));
            Path proof = write("proof.json", p.toJson()), pub = write("public.json", p.publicSignalsJson());
            Proof back = Proof.read(proof, pub);
            assertEquals(p.piA(), back.piA());
            assertEquals(p.piB(), back.piB());
            assertEquals(p.piC(), back.piC());
            assertEquals(Verdict.VALID, Groth16.verify(vk, back));
        }
    }

    /** snarkjs's files come out byte for byte: public.json from the witness, proof.json from its own points. */
    @Test
    void filesAreSnarkjssByteForByte() throws IOException {
        Proof mine = Groth16.prove(key, witness, Seeded.blinding(4), TWO);
        assertEquals(Files.readString(RefFiles.p10("public.json")), mine.publicSignalsJson());
        Proof theirs = Proof.read(RefFiles.p10("proof.json"), RefFiles.p10("public.json"));
        assertEquals(Files.readString(RefFiles.p10("proof.json")), theirs.toJson());
        assertEquals(Files.readString(RefFiles.p10("public.json")), theirs.publicSignalsJson());
        Proof empty = new Proof(theirs.piA(), theirs.piB(), theirs.piC(), List.of(), null);
        assertEquals("[]", empty.publicSignalsJson(), "JSON.stringify([], null, 1)");
    }

    /** The key's points are the zkey's: alpha1, beta2, gamma2, delta2 from its header and IC from section 3. */
    @Test
    void keyMatchesTheProvingKey() {
        byte[] zkey = RefFiles.read(RefFiles.zkey());
        RefProver ref = new RefProver(zkey, RefFiles.read(RefFiles.wtns()));
        assertEquals(List.of(affineG1(ref.alpha1())), List.of(Bn254G1.toBigIntegers(vk.alpha1, 0)));
        assertEquals(List.of(affineG2(ref.beta2())), List.of(Bn254G2.toBigIntegers(vk.beta2, 0)));
        assertEquals(List.of(affineG2(ref.gamma2())), List.of(Bn254G2.toBigIntegers(vk.gamma2, 0)));
        assertEquals(List.of(affineG2(ref.delta2())), List.of(Bn254G2.toBigIntegers(vk.delta2, 0)));
        List<RefCurve.P> ic = RefFiles.g1s(zkey, RefFiles.sections(zkey).get(3));
        assertEquals(3, ic.size());
        assertEquals(2, vk.nPublic());
        for (int i = 0; i < ic.size(); i++) {
            assertEquals(List.of(affineG1(ic.get(i))), List.of(Bn254G1.toBigIntegers(vk.ic, i * Bn254G1.AFFINE)), "IC " + i);
        }
    }

    // ---------------------------------------------------------------- tampered proofs

    /** Every change keeps the points on the curve: 2 pi_A, -pi_A, pi_C in pi_A's place, 2 pi_C, pi_A at infinity. */
    @Test
    void changedPointsOnTheCurveAreRejected() throws IOException {
        Proof p = Proof.read(RefFiles.p10("proof.json"), RefFiles.p10("public.json"));
        RefCurve.P a = g1(p.piA()), c = g1(p.piC());
        for (RefCurve.P changed : new RefCurve.P[] {a.dbl(), a.neg(), c}) {
            ObjectNode j = proofJson(RefFiles.p10("proof.json"));
            j.set("pi_a", g1Json(changed));
            assertRejected(j, "the pairing check failed");
        }
        ObjectNode j = proofJson(RefFiles.p10("proof.json"));
        j.set("pi_c", g1Json(c.dbl()));
        assertRejected(j, "the pairing check failed");
        j = proofJson(RefFiles.p10("proof.json"));
        j.set("pi_a", JSON.valueToTree(List.of("0", "1", "0")));
        assertRejected(j, "the pairing check failed");
    }

    @Test
    void pointsOffTheirCurvesOrSubgroupAreRejected() throws IOException {
        ObjectNode j = proofJson(RefFiles.p10("proof.json"));
        ArrayNode a = (ArrayNode) j.get("pi_a");
        a.set(1, JSON.getNodeFactory().textNode(new BigInteger(a.get(1).asText()).add(BigInteger.ONE).mod(Q).toString()));
        assertRejected(j, "pi_a is not on the bn254-g1 curve");
        j = proofJson(RefFiles.p10("proof.json"));
        ((ArrayNode) j.get("pi_c")).set(0, JSON.getNodeFactory().textNode("5"));
        assertRejected(j, "pi_c is not on the bn254-g1 curve");
        j = proofJson(RefFiles.p10("proof.json"));
        ((ArrayNode) j.get("pi_b").get(0)).set(0, JSON.getNodeFactory().textNode("5"));
        assertRejected(j, "pi_b is not on the bn254-g2 twist");
        j = proofJson(RefFiles.p10("proof.json"));
        j.set("pi_b", g2Json(TwistPoints.outsideSubgroup()));
        assertRejected(j, "pi_b is on the twist but not in the order-r subgroup");
    }

    @Test
    void changedPublicSignalsAreRejected() throws IOException {
        Path proof = RefFiles.p10("proof.json");
        List<String> pub = new ArrayList<>();
        JSON.readTree(Files.readString(RefFiles.p10("public.json"))).forEach(n -> pub.add(n.asText()));
        BigInteger out = new BigInteger(pub.get(0));
        for (List<String> changed : List.of(List.of(pub.get(0), "2"), List.of(out.add(BigInteger.ONE).toString(), "1"),
                List.of("1", pub.get(0)))) {
            assertEquals(Verdict.invalid("the pairing check failed: the proof does not match these public signals under this key"),
                    Groth16.verify(vk, Proof.read(proof, write("public.json", JSON.writeValueAsString(changed)))));
        }
        // out + r is out mod r, and snarkjs refuses it as not below r rather than reducing it
        Verdict v = Groth16.verify(vk, Proof.read(proof, write("public.json", JSON.writeValueAsString(List.of(out.add(R).toString(), "1")))));
        assertEquals("public signal [0] is not below the group order r", v.reason());
        v = Groth16.verify(vk, Proof.read(proof, write("public.json", JSON.writeValueAsString(List.of(pub.get(0))))));
        assertEquals("1 public signals, verification_key.json expects 2", v.reason());
        v = Groth16.verify(vk, Proof.read(proof, write("public.json", JSON.writeValueAsString(List.of(pub.get(0), "1", "1")))));
        assertEquals("3 public signals, verification_key.json expects 2", v.reason());
    }

    @Test
    void witnessesForAnotherCircuitAreRejected() throws IOException {
        byte[] wtns = RefFiles.read(RefFiles.wtns());
        int values = RefFiles.sections(wtns).get(2).offset();
        // One wire short: the prover refuses it before any work.
        byte[] shorter = wtns.clone();
        ByteBuffer b = ByteBuffer.wrap(shorter).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(RefFiles.sections(wtns).get(1).offset() + 36, 949);
        b.putLong(RefFiles.sections(wtns).get(2).header() + 4, 949L * 32);
        Witness w = Witness.open(writeBytes("short.wtns", Arrays.copyOf(shorter, shorter.length - 32)));
        assertEquals(949, w.size());
        MalformedFileException e = assertThrows(MalformedFileException.class, () -> Groth16.prove(key, w, Seeded.blinding(1), TWO));
        assertEquals("short.wtns: section 2 (values): holds 949 values, circuit_final.zkey expects 950 (a witness for another circuit?)",
                e.getMessage());
        // The same length with one private wire changed: a proof comes out, and does not verify.
        for (int wire : new int[] {3, 500, 949}) {
            byte[] changed = wtns.clone();
            changed[values + 32 * wire] ^= 1;
            Witness other = Witness.open(writeBytes("other.wtns", changed));
            Proof p = Groth16.prove(key, other, Seeded.blinding(wire), TWO);
            assertEquals(witness.publicSignals(2), p.publicSignals(), "a private wire changed");
            assertFalse(Groth16.verify(vk, p).valid(), "wire " + wire);
        }
        // The output wire changed: the proof claims another output, and does not verify either.
        byte[] changed = wtns.clone();
        changed[values + 32] ^= 1;
        Proof p = Groth16.prove(key, Witness.open(writeBytes("out.wtns", changed)), Seeded.blinding(9), TWO);
        assertEquals(witness.value(1).xor(BigInteger.ONE), p.publicSignals().get(0));
        assertFalse(Groth16.verify(vk, p).valid());
    }

    @Test
    void verdictsCarryAReasonExactlyWhenInvalid() {
        assertThrows(IllegalArgumentException.class, () -> new Verdict(true, "why"));
        assertThrows(IllegalArgumentException.class, () -> new Verdict(false, null));
        assertEquals(new Verdict(false, "x"), Verdict.invalid("x"));
    }

    // ---------------------------------------------------------------- helpers

    private void assertRejected(ObjectNode proofJson, String reason) throws IOException {
        Proof p = Proof.read(write("proof.json", JSON.writeValueAsString(proofJson)), RefFiles.p10("public.json"));
        Verdict v = Groth16.verify(vk, p);
        assertFalse(v.valid(), proofJson.toString());
        assertTrue(v.reason().startsWith(reason), v.reason());
    }

    static ObjectNode proofJson(Path p) throws IOException {
        return (ObjectNode) JSON.readTree(Files.readString(p));
    }

    private static RefCurve.P g1(List<BigInteger> xy) {
        return RefCurve.P.affine(new RefCurve.F(xy.get(0), BigInteger.ZERO), new RefCurve.F(xy.get(1), BigInteger.ZERO));
    }

    static JsonNode g1Json(RefCurve.P p) {
        RefCurve.F[] a = p.toAffine();
        return JSON.valueToTree(List.of(a[0].c0().toString(), a[1].c0().toString(), "1"));
    }

    static JsonNode g2Json(RefCurve.F[] xy) {
        return JSON.valueToTree(List.of(List.of(xy[0].c0().toString(), xy[0].c1().toString()),
                List.of(xy[1].c0().toString(), xy[1].c1().toString()), List.of("1", "0")));
    }

    /** {x, y}, as Bn254G1.toBigIntegers gives them. */
    private static BigInteger[] affineG1(RefCurve.P p) {
        RefCurve.F[] a = p.toAffine();
        return new BigInteger[] {a[0].c0(), a[1].c0()};
    }

    /** {x0, x1, y0, y1}, as Bn254G2.toBigIntegers gives them. */
    private static BigInteger[] affineG2(RefCurve.P p) {
        RefCurve.F[] a = p.toAffine();
        return new BigInteger[] {a[0].c0(), a[0].c1(), a[1].c0(), a[1].c1()};
    }

    private Path write(String name, String text) throws IOException {
        return writeBytes(name, text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    private Path writeBytes(String name, byte[] content) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, content);
        return p;
    }
}
