package dev.pippin.groth16;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.List;

/**
 * A Groth16 proof on bn254 with its public signals: pi_A and pi_C in G1, pi_B in G2, as canonical
 * affine coordinates, and the time it took. {@link #toJson} and {@link #publicSignalsJson} write
 * snarkjs's {@code proof.json} and {@code public.json}.
 */
public final class Proof {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final List<BigInteger> a;
    private final List<BigInteger> b;
    private final List<BigInteger> c;
    private final List<BigInteger> publicSignals;
    private final Timings timings;

    Proof(List<BigInteger> a, List<BigInteger> b, List<BigInteger> c, List<BigInteger> publicSignals, Timings timings) {
        this.a = List.copyOf(a);
        this.b = List.copyOf(b);
        this.c = List.copyOf(c);
        this.publicSignals = List.copyOf(publicSignals);
        this.timings = timings;
    }

    /** pi_A as [x, y]; [0, 0] is the point at infinity. */
    public List<BigInteger> piA() {
        return a;
    }

    /** pi_B as [x.c0, x.c1, y.c0, y.c1]; all zero is the point at infinity. */
    public List<BigInteger> piB() {
        return b;
    }

    /** pi_C as [x, y]. */
    public List<BigInteger> piC() {
        return c;
    }

    /** The witness's values 1..nPublic. */
    public List<BigInteger> publicSignals() {
        return publicSignals;
    }

    public Timings timings() {
        return timings;
    }

    /**
     * snarkjs's proof.json: projective coordinates with Z = 1 as decimal strings (pi_b as
     * [[x.c0, x.c1], [y.c0, y.c1], ["1", "0"]]), protocol "groth16", curve "bn128". A point at
     * infinity is written as snarkjs writes it, (0, 1, 0).
     */
    public String toJson() {
        ObjectNode root = JSON.createObjectNode();
        root.set("pi_a", g1(root.arrayNode(), a));
        ArrayNode pb = root.arrayNode();
        boolean bInf = isZero(b);
        pb.add(pair(pb.arrayNode(), b.get(0), b.get(1)));
        pb.add(bInf ? pair(pb.arrayNode(), BigInteger.ONE, BigInteger.ZERO) : pair(pb.arrayNode(), b.get(2), b.get(3)));
        pb.add(bInf ? pair(pb.arrayNode(), BigInteger.ZERO, BigInteger.ZERO) : pair(pb.arrayNode(), BigInteger.ONE, BigInteger.ZERO));
        root.set("pi_b", pb);
        root.set("pi_c", g1(root.arrayNode(), c));
        root.put("protocol", "groth16");
        root.put("curve", "bn128");
        return write(root);
    }

    /** snarkjs's public.json: the public signals as decimal strings. */
    public String publicSignalsJson() {
        ArrayNode arr = JSON.createArrayNode();
        for (BigInteger v : publicSignals) {
            arr.add(v.toString());
        }
        return write(arr);
    }

    private static ArrayNode g1(ArrayNode n, List<BigInteger> xy) {
        boolean inf = isZero(xy);
        n.add(xy.get(0).toString());
        n.add(inf ? "1" : xy.get(1).toString());
        n.add(inf ? "0" : "1");
        return n;
    }

    private static ArrayNode pair(ArrayNode n, BigInteger c0, BigInteger c1) {
        n.add(c0.toString());
        n.add(c1.toString());
        return n;
    }

    private static boolean isZero(List<BigInteger> coords) {
        return coords.stream().allMatch(v -> v.signum() == 0);
    }

    private static String write(Object node) {
        try {
            return JSON.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the proof's JSON", e);
        }
    }

    @Override
    public String toString() {
        return toJson();
    }
}
