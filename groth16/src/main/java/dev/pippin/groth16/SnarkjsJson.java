package dev.pippin.groth16;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.pippin.field.Bn254Fp;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * One of snarkjs's JSON files (verification_key.json, proof.json, public.json) and the shapes
 * they share: field elements as decimal strings, G1 points as [x, y, z] and G2 points as
 * [[x.c0, x.c1], [y.c0, y.c1], [z.c0, z.c1]], projective with z = 1, or (0, 1, 0) for the point
 * at infinity, as snarkjs writes them. Every fault is a {@link MalformedFileException} naming
 * the file and the field ("pi_b[1][0]").
 *
 * <p>Stricter than snarkjs, which reduces coordinates mod q and takes the last of repeated keys:
 * a coordinate not below q, a repeated key or text after the JSON value is refused, since two
 * spellings of one proof, or a file that means two things, is not something to accept quietly.
 */
final class SnarkjsJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    /**
     * A field element has at most 77 digits. The bound leaves room for leading zeros and keeps a
     * hostile file from making BigInteger parse megabytes of digits.
     */
    static final int MAX_DIGITS = 100;
    private static final BigInteger Q = Bn254Fp.MODULUS;

    final Path path;
    final JsonNode root;

    private SnarkjsJson(Path path, JsonNode root) {
        this.path = path;
        this.root = root;
    }

    /** Parses the file; I/O failures propagate, bad JSON is a MalformedFileException. */
    static SnarkjsJson read(Path path) throws IOException {
        JsonNode root;
        try (InputStream in = Files.newInputStream(path)) {
            root = MAPPER.readTree(in);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw new MalformedFileException(path, "JSON", "not valid JSON: " + printable(oneLine(e.getOriginalMessage())) + where);
        }
        if (root == null || root.isMissingNode()) {
            throw new MalformedFileException(path, "JSON", "the file holds no JSON value");
        }
        return new SnarkjsJson(path, root);
    }

    MalformedFileException error(String field, String problem) {
        return new MalformedFileException(path, field, problem);
    }

    /** n as an object. */
    JsonNode object(JsonNode n, String field) {
        if (!n.isObject()) {
            throw error(field, "expected an object, got " + describe(n));
        }
        return n;
    }

    /** The member name of object o, which must be present. */
    JsonNode member(JsonNode o, String name) {
        JsonNode v = o.get(name);
        if (v == null) {
            throw error(name, "missing");
        }
        return v;
    }

    /** n as an array of exactly length elements (any length when length < 0). */
    JsonNode array(JsonNode n, String field, int length) {
        if (!n.isArray()) {
            throw error(field, "expected an array, got " + describe(n));
        }
        if (length >= 0 && n.size() != length) {
            throw error(field, "holds " + n.size() + " elements, expected " + length);
        }
        return n;
    }

    /** The string member name of o; null when absent. */
    String text(JsonNode o, String name) {
        JsonNode v = o.get(name);
        if (v == null) {
            return null;
        }
        if (!v.isTextual()) {
            throw error(name, "expected a string, got " + describe(v));
        }
        return v.asText();
    }

    /** Requires {@code protocol} to be groth16: present when required, checked when present. */
    void protocol(JsonNode o, boolean required) {
        String p = required ? textMember(o, "protocol") : text(o, "protocol");
        if (p != null && !p.equals("groth16")) {
            throw error("protocol", quote(p) + " is not groth16; this verifier checks Groth16 proofs only");
        }
    }

    /** Requires {@code curve} to name bn254 as snarkjs's getCurveFromName does (bn128, bn254, alt_bn128, any case). */
    void curve(JsonNode o, boolean required) {
        String c = required ? textMember(o, "curve") : text(o, "curve");
        if (c == null) {
            return;
        }
        String norm = c.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
        if (!norm.equals("BN128") && !norm.equals("BN254") && !norm.equals("ALTBN128")) {
            throw error("curve", quote(c) + " is not bn128 (bn254); this verifier supports bn254 only");
        }
    }

    private String textMember(JsonNode o, String name) {
        member(o, name);
        return text(o, name);
    }

    /** A non-negative integer written as a decimal string. */
    BigInteger decimal(JsonNode n, String field) {
        if (!n.isTextual()) {
            throw error(field, "expected a decimal string, got " + describe(n));
        }
        String s = n.asText();
        if (!DIGITS.matcher(s).matches()) {
            throw error(field, "not a decimal string: " + quote(s));
        }
        if (s.length() > MAX_DIGITS) {
            throw error(field, "has " + s.length() + " digits, more than any field element");
        }
        return new BigInteger(s);
    }

    /** A base field element: a decimal string below q. */
    BigInteger coordinate(JsonNode n, String field) {
        BigInteger v = decimal(n, field);
        if (v.compareTo(Q) >= 0) {
            throw error(field, "is not below the base field modulus q");
        }
        return v;
    }

    /** A G1 point as {x, y}, canonical; {0, 0} for the point at infinity. Not checked to be on the curve. */
    BigInteger[] g1(JsonNode n, String field) {
        array(n, field, 3);
        BigInteger x = coordinate(n.get(0), field + "[0]"), y = coordinate(n.get(1), field + "[1]");
        BigInteger z = coordinate(n.get(2), field + "[2]");
        if (z.equals(BigInteger.ONE)) {
            return new BigInteger[] {x, y};
        }
        if (z.signum() == 0 && x.signum() == 0 && y.equals(BigInteger.ONE)) {
            return new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO};
        }
        throw error(field, "z = " + z + "; expected 1 (an affine point) or the point at infinity (0, 1, 0)");
    }

    /** A G2 point as {x.c0, x.c1, y.c0, y.c1}, canonical; all zero for the point at infinity. Not checked to be on the twist. */
    BigInteger[] g2(JsonNode n, String field) {
        array(n, field, 3);
        BigInteger[][] c = new BigInteger[3][];
        for (int i = 0; i < 3; i++) {
            String f = field + "[" + i + "]";
            JsonNode e = array(n.get(i), f, 2);
            c[i] = new BigInteger[] {coordinate(e.get(0), f + "[0]"), coordinate(e.get(1), f + "[1]")};
        }
        if (c[2][0].equals(BigInteger.ONE) && c[2][1].signum() == 0) {
            return new BigInteger[] {c[0][0], c[0][1], c[1][0], c[1][1]};
        }
        if (isZero(c[2]) && isZero(c[0]) && c[1][0].equals(BigInteger.ONE) && c[1][1].signum() == 0) {
            return new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO};
        }
        throw error(field, "z = (" + c[2][0] + ", " + c[2][1]
                + "); expected (1, 0) (an affine point) or the point at infinity ((0, 0), (1, 0), (0, 0))");
    }

    private static boolean isZero(BigInteger[] c) {
        return c[0].signum() == 0 && c[1].signum() == 0;
    }

    /** "an array of 2", "the number 5", "null": enough to see what was there instead. */
    private static String describe(JsonNode n) {
        if (n.isArray()) {
            return "an array of " + n.size();
        }
        if (n.isObject()) {
            return "an object";
        }
        if (n.isNull()) {
            return "null";
        }
        String v = n.toString();
        String kind = n.isTextual() ? "the string " : n.isNumber() ? "the number " : "";
        return kind + (v.length() > 40 ? v.substring(0, 37) + "..." : v);
    }

    private static String quote(String s) {
        String q = s.length() > 40 ? s.substring(0, 37) + "..." : s;
        return "\"" + printable(oneLine(q)) + "\"";
    }

    /**
     * Jackson quotes the offending token, which in a binary file (a .zkey given by mistake) holds
     * control bytes that would garble a terminal; long messages are cut to keep the line short.
     */
    private static String printable(String s) {
        StringBuilder b = new StringBuilder();
        int i = 0;
        for (; i < s.length() && b.length() < 200; i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || c == 0xFFFD) {
                b.append(String.format("\\x%02x", c & 0xFF));
            } else {
                b.append(c);
            }
        }
        return i < s.length() ? b + "..." : b.toString();
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.strip().replaceAll("\\s*\\R\\s*", "; ");
    }
}
