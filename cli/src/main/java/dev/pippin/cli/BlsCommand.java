package dev.pippin.cli;

import dev.pippin.bls.Bls;
import dev.pippin.bls.BlsBatchVerifier;
import dev.pippin.curve.codec.Eip2537Codec;
import dev.pippin.curve.hash.Bls12381HashToCurve;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pippin bls OP --batch FILE}: BLS signature checks (and hashing to G2) in the Ethereum
 * ciphersuite, one case per line of FILE. A key or signature that is not valid is a result,
 * false, as the Ethereum tests have it; a line that cannot be read as a case is a usage error
 * naming the line (exit 2), found before any case runs.
 */
@Command(name = "bls", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = {"BLS signatures in the Ethereum ciphersuite",
            "  " + Bls.CIPHERSUITE,
            "(keys in G1, signatures in G2): verify the cases in FILE, or hash to G2."},
        footer = {"",
            "Each line of FILE is one case, its fields separated by spaces or tabs:",
            "  verify                 PUBKEY MESSAGE SIGNATURE",
            "  fast-aggregate-verify  PUBKEYS MESSAGE SIGNATURE",
            "  eth-fast-aggregate-verify  PUBKEYS MESSAGE SIGNATURE (the consensus specs'",
            "                         wrapper: true for - and the signature at infinity)",
            "  aggregate-verify       PUBKEYS MESSAGES SIGNATURE",
            "  batch-verify           PUBKEYS MESSAGES SIGNATURES",
            "  hash-to-g2             MESSAGE DST",
            "Bytes are 0x followed by an even number of hex digits (0x alone: no bytes).",
            "A list (PUBKEYS, MESSAGES, SIGNATURES) is its items separated by commas,",
            "without spaces; - is the empty list. A MESSAGE may also be - for no bytes.",
            "PUBKEY is a 48-byte compressed G1 point, SIGNATURE a 96-byte compressed G2",
            "point (ZCash encoding). DST is the tag as its printable ASCII text, e.g.",
            "  " + Bls.CIPHERSUITE,
            "or 0x and hex for a tag with other bytes.",
            "",
            "Output, one line per case: true or false for the verifications (a key or a",
            "signature that does not decode or is not valid, an empty key list, lists of",
            "different lengths: false); for hash-to-g2, the point in EIP-2537 encoding",
            "(256 bytes, lower-case hex, no 0x). batch-verify is true when every triple",
            "(PUBKEY, MESSAGE, SIGNATURE) verifies, checked at once with random",
            "coefficients. An empty line, a wrong number of fields or bad hex is an error",
            "naming the line (exit 2), and no case runs.",
            "",
            "With --json, one object per case:",
            "  kind   string        \"bls\"",
            "  op     string        the operation",
            "  line   integer       line of the --batch file, from 1",
            "  valid  boolean|null  the verification's answer; null for hash-to-g2",
            "  point  string|null   hash-to-g2's point as above; null otherwise"})
public final class BlsCommand implements Callable<Integer> {
    /** The operations and the fields of their lines. */
    enum Op {
        VERIFY("PUBKEY", "MESSAGE", "SIGNATURE"),
        FAST_AGGREGATE_VERIFY("PUBKEYS", "MESSAGE", "SIGNATURE"),
        ETH_FAST_AGGREGATE_VERIFY("PUBKEYS", "MESSAGE", "SIGNATURE"),
        AGGREGATE_VERIFY("PUBKEYS", "MESSAGES", "SIGNATURE"),
        BATCH_VERIFY("PUBKEYS", "MESSAGES", "SIGNATURES"),
        HASH_TO_G2("MESSAGE", "DST");

        final List<String> fields;

        Op(String... fields) {
            this.fields = List.of(fields);
        }

        String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OP", completionCandidates = Names.class, description = "The operation: ${COMPLETION-CANDIDATES}.")
    String opName;

    @Option(names = "--batch", paramLabel = "FILE", required = true, description = "The cases, one per line (format below).")
    Path batch;

    @Mixin
    JsonOption json;

    /** The JSON row; its keys are in the footer above. */
    record Row(String kind, String op, int line, Boolean valid, String point) {}

    /** One line's values, field by field in the order of its operation. */
    record Case(int line, List<List<byte[]>> values) {
        List<byte[]> list(int field) {
            return values.get(field);
        }

        byte[] one(int field) {
            return values.get(field).get(0);
        }
    }

    static final class Names extends Candidates {
        Names() {
            super(() -> java.util.Arrays.stream(Op.values()).map(Op::label).toList());
        }
    }

    @Override
    public Integer call() {
        Op op = java.util.Arrays.stream(Op.values()).filter(o -> o.label().equals(opName)).findFirst().orElseThrow(() -> usage(
                "unknown operation '" + opName + "' (known: " + String.join(", ", new Names()) + ")"));
        List<Case> cases = readBatch(op);
        BlsBatchVerifier batchVerifier = op == Op.BATCH_VERIFY ? new BlsBatchVerifier() : null;
        PrintWriter out = spec.commandLine().getOut();
        for (Case c : cases) {
            Row row = op == Op.HASH_TO_G2
                    ? new Row("bls", op.label(), c.line(), null, Hex.format(Eip2537Codec.encodeG2(Bls12381HashToCurve.hashToG2(c.one(0), c.one(1)), 0)))
                    : new Row("bls", op.label(), c.line(), verify(op, c, batchVerifier), null);
            if (json.on()) {
                json.print(row);
            } else {
                out.println(row.point() != null ? row.point() : row.valid().toString());
                out.flush();
            }
        }
        return Main.OK;
    }

    private static boolean verify(Op op, Case c, BlsBatchVerifier batchVerifier) {
        return switch (op) {
            case VERIFY -> Bls.verify(c.one(0), c.one(1), c.one(2));
            case FAST_AGGREGATE_VERIFY -> Bls.fastAggregateVerify(c.list(0), c.one(1), c.one(2));
            case ETH_FAST_AGGREGATE_VERIFY -> Bls.ethFastAggregateVerify(c.list(0), c.one(1), c.one(2));
            case AGGREGATE_VERIFY -> Bls.aggregateVerify(c.list(0), c.list(1), c.one(2));
            case BATCH_VERIFY -> batchVerifier.verify(c.list(0), c.list(1), c.list(2));
            case HASH_TO_G2 -> throw new IllegalStateException("hash-to-g2 is not a verification");
        };
    }

    /** Every line parsed before the first case runs: a malformed file is the user's to fix, not a result. */
    private List<Case> readBatch(Op op) {
        // Latin-1 maps every byte to a character, so a stray byte is reported as such, not as a decoding failure
        String text = new String(InputFile.read(spec.commandLine(), "--batch", batch), StandardCharsets.ISO_8859_1);
        List<Case> cases = new ArrayList<>();
        Iterator<String> lines = text.lines().iterator();
        for (int number = 1; lines.hasNext(); number++) {
            String where = "--batch " + batch + " line " + number + ": ";
            String[] fields = BlsLines.fields(lines.next());
            if (fields.length != op.fields.size()) {
                throw usage(where + (fields.length == 0 ? "empty; " : "")
                        + "expected " + op.fields.size() + " fields (" + String.join(" ", op.fields) + "), got " + fields.length);
            }
            List<List<byte[]>> values = new ArrayList<>();
            try {
                for (int f = 0; f < fields.length; f++) {
                    values.add(parse(op.fields.get(f), fields[f]));
                }
            } catch (BlsLines.BadFieldException e) {
                throw usage(where + e.getMessage());
            }
            cases.add(new Case(number, values));
        }
        return cases;
    }

    private static List<byte[]> parse(String label, String text) throws BlsLines.BadFieldException {
        return switch (label) {
            case "PUBKEYS", "MESSAGES", "SIGNATURES" -> BlsLines.list(label, text);
            case "MESSAGE" -> List.of(BlsLines.message(label, text));
            case "DST" -> List.of(BlsLines.dst(label, text));
            default -> List.of(BlsLines.hex(label, text));
        };
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
