package dev.pippin.groth16;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A Groth16 proof on bn254 with its public signals: pi_A and pi_C in G1, pi_B in G2, as canonical
 * affine coordinates, and, when this process made it, the time it took. {@link #toJson} and
 * {@link #publicSignalsJson} write snarkjs's {@code proof.json} and {@code public.json};
 * {@link #read} reads them back (or snarkjs's own) for {@link Groth16#verify}.
 */
public final class Proof {
    private final List<BigInteger> a;
    private final List<BigInteger> b;
    private final List<BigInteger> c;
    private final List<BigInteger> publicSignals;
    /** Null for a proof read from files. */
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

    /** Where the prover's time went; empty for a proof read from files. */
    public Optional<Timings> timings() {
        return Optional.ofNullable(timings);
    }

    /**
     * Reads snarkjs's {@code proof.json} (pi_a, pi_b, pi_c; protocol and curve checked when
     * present) and {@code public.json} (an array of decimal strings). The coordinates must be
     * below q and the points written as snarkjs writes them; whether they lie on their curves,
     * and whether the signals are below r, is {@link Groth16#verify}'s to judge. A file that
     * cannot be read that far raises {@link MalformedFileException} naming the file and the field.
     */
    public static Proof read(Path proofJson, Path publicJson) throws IOException {
        SnarkjsJson p = SnarkjsJson.read(proofJson);
        JsonNode root = p.object(p.root, "the top level");
        p.protocol(root, false);
        p.curve(root, false);
        BigInteger[] a = p.g1(p.member(root, "pi_a"), "pi_a");
        BigInteger[] b = p.g2(p.member(root, "pi_b"), "pi_b");
        BigInteger[] c = p.g1(p.member(root, "pi_c"), "pi_c");
        SnarkjsJson s = SnarkjsJson.read(publicJson);
        JsonNode arr = s.array(s.root, "the top level", -1);
        List<BigInteger> signals = new ArrayList<>(arr.size());
        for (int i = 0; i < arr.size(); i++) {
            signals.add(s.decimal(arr.get(i), "[" + i + "]"));
        }
        return new Proof(List.of(a), List.of(b), List.of(c), signals, null);
    }

    /**
     * snarkjs's proof.json: projective coordinates with Z = 1 as decimal strings (pi_b as
     * [[x.c0, x.c1], [y.c0, y.c1], ["1", "0"]]), protocol "groth16", curve "bn128". A point at
     * infinity is written as snarkjs writes it, (0, 1, 0). The layout is snarkjs's byte for byte
     * ({@link Stringify}), without a final newline.
     */
    public String toJson() {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("pi_a", g1(a));
        boolean bInf = isZero(b);
        root.put("pi_b", List.of(pair(b.get(0), b.get(1)),
                bInf ? pair(BigInteger.ONE, BigInteger.ZERO) : pair(b.get(2), b.get(3)),
                bInf ? pair(BigInteger.ZERO, BigInteger.ZERO) : pair(BigInteger.ONE, BigInteger.ZERO)));
        root.put("pi_c", g1(c));
        root.put("protocol", "groth16");
        root.put("curve", "bn128");
        return Stringify.of(root);
    }

    /** snarkjs's public.json: the public signals as decimal strings, laid out as snarkjs writes them. */
    public String publicSignalsJson() {
        List<String> arr = new ArrayList<>(publicSignals.size());
        for (BigInteger v : publicSignals) {
            arr.add(v.toString());
        }
        return Stringify.of(arr);
    }

    private static List<String> g1(List<BigInteger> xy) {
        boolean inf = isZero(xy);
        return List.of(xy.get(0).toString(), inf ? "1" : xy.get(1).toString(), inf ? "0" : "1");
    }

    private static List<String> pair(BigInteger c0, BigInteger c1) {
        return List.of(c0.toString(), c1.toString());
    }

    private static boolean isZero(List<BigInteger> coords) {
        for (BigInteger v : coords) {
            if (v.signum() != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return toJson();
    }
}
