package dev.pippin.cli;

import dev.pippin.kzg.CellsAndProofs;
import dev.pippin.kzg.Kzg;
import dev.pippin.kzg.KzgException;
import dev.pippin.kzg.ProofAndY;
import dev.pippin.kzg.TrustedSetup;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
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
 * {@code pippin kzg FUNCTION --batch FILE}: the KZG functions of the consensus specs (deneb,
 * EIP-4844; fulu cells, EIP-7594) through {@link Kzg}, one case per line of FILE. Unlike
 * {@code pippin bls}, whose lines are checked before any runs, a line that is not a case is a
 * result here, as an input the specs reject is: it prints {@code error: RULE: message} in place of
 * the answer and the batch goes on (exit 0), so a file of reference cases, valid and invalid,
 * runs in one go. Usage errors exit 2: an unknown function, an unreadable --batch or --setup
 * file, a --setup that is not a valid trusted setup, --threads out of range.
 */
@Command(name = "kzg", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = {"KZG commitments for Ethereum blobs (EIP-4844) and cells (EIP-7594): run one",
            "function of the consensus specs on every case in FILE, over the mainnet trusted",
            "setup or the one in --setup."},
        footer = {"",
            "Each line of FILE is one case: the function's arguments in the specs' order,",
            "separated by a space:",
            "  blob-to-kzg-commitment        BLOB",
            "  compute-kzg-proof             BLOB Z",
            "  compute-blob-kzg-proof        BLOB COMMITMENT",
            "  verify-kzg-proof              COMMITMENT Z Y PROOF",
            "  verify-blob-kzg-proof         BLOB COMMITMENT PROOF",
            "  verify-blob-kzg-proof-batch   BLOBS COMMITMENTS PROOFS",
            "  compute-cells                 BLOB",
            "  compute-cells-and-kzg-proofs  BLOB",
            "  recover-cells-and-kzg-proofs  CELL_INDICES CELLS",
            "  verify-cell-kzg-proof-batch   COMMITMENTS CELL_INDICES CELLS PROOFS",
            "Bytes are 0x followed by hex digits: a BLOB is 131072 bytes, Z and Y 32 (below",
            "the BLS12-381 scalar field modulus), a COMMITMENT and a PROOF 48 (compressed G1",
            "points), a cell 2048. A list (a plural name) is its items separated by commas,",
            "without spaces; - is the empty list. CELL_INDICES are decimal (below 128).",
            "",
            "Output, one line per case: bytes as 0x and lower-case hex; true or false for the",
            "verifications; a list as its items joined by commas. compute-kzg-proof prints",
            "PROOF Y; compute-cells-and-kzg-proofs and recover-cells-and-kzg-proofs print",
            "CELLS PROOFS. A case the specs reject (a wrong length, a non-canonical field",
            "element, an invalid point, a bad cell index...) or a line that is not a case (a",
            "wrong number of fields, bad hex) prints error: RULE: message instead, RULE being",
            "one of the Kzg rules (LENGTH, COUNT_MISMATCH, NON_CANONICAL_FIELD_ELEMENT,",
            "INVALID_G1_POINT, G1_NOT_IN_SUBGROUP, CELL_INDEX, CELL_INDICES_NOT_ASCENDING,",
            "TOO_FEW_CELLS...) or FORMAT; the batch goes on and exits 0.",
            "",
            "With --json, one object per case:",
            "  kind      string       \"kzg\"",
            "  function  string       the function",
            "  line      integer      line of the --batch file, from 1",
            "  ok        boolean      false when the case printed an error",
            "  result    string|null  the output line as above; null when not ok",
            "  error     string|null  RULE: message; null when ok"})
public final class KzgCommand implements Callable<Integer> {
    /** The functions, by the specs' names, with their arguments. */
    enum Function {
        BLOB_TO_KZG_COMMITMENT("BLOB"),
        COMPUTE_KZG_PROOF("BLOB", "Z"),
        COMPUTE_BLOB_KZG_PROOF("BLOB", "COMMITMENT"),
        VERIFY_KZG_PROOF("COMMITMENT", "Z", "Y", "PROOF"),
        VERIFY_BLOB_KZG_PROOF("BLOB", "COMMITMENT", "PROOF"),
        VERIFY_BLOB_KZG_PROOF_BATCH("BLOBS", "COMMITMENTS", "PROOFS"),
        COMPUTE_CELLS("BLOB"),
        COMPUTE_CELLS_AND_KZG_PROOFS("BLOB"),
        RECOVER_CELLS_AND_KZG_PROOFS("CELL_INDICES", "CELLS"),
        VERIFY_CELL_KZG_PROOF_BATCH("COMMITMENTS", "CELL_INDICES", "CELLS", "PROOFS");

        final List<String> fields;

        Function(String... fields) {
            this.fields = List.of(fields);
        }

        String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FUNCTION", completionCandidates = Names.class,
            description = "The function: ${COMPLETION-CANDIDATES}.")
    String functionName;

    @Option(names = "--batch", paramLabel = "FILE", required = true, description = "The cases, one per line (format below).")
    Path batch;

    @Option(names = "--setup", paramLabel = "FILE",
            description = "A trusted setup in c-kzg-4844's text format (default: the bundled mainnet setup).")
    Path setup;

    @Option(names = "--threads", paramLabel = "T", description = "worker threads of each call (default: all cores)")
    Integer threads;

    @Mixin
    JsonOption json;

    /** The JSON row; its keys are in the footer above. */
    record Row(String kind, String function, int line, boolean ok, String result, String error) {}

    static final class Names extends Candidates {
        Names() {
            super(() -> Arrays.stream(Function.values()).map(Function::label).toList());
        }
    }

    private static final HexFormat HEX = HexFormat.of();

    @Override
    public Integer call() {
        Function function = Arrays.stream(Function.values()).filter(f -> f.label().equals(functionName)).findFirst()
                .orElseThrow(() -> usage("unknown function '" + functionName + "' (known: " + String.join(", ", new Names()) + ")"));
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1 || t > MsmCommand.MAX_THREADS) {
            throw usage("--threads must be between 1 and " + MsmCommand.MAX_THREADS + ", got " + t);
        }
        // Latin-1 maps every byte to a character, so a stray byte is reported as not hex, not as a decoding failure
        String text = new String(InputFile.read(spec.commandLine(), "--batch", batch), StandardCharsets.ISO_8859_1);
        Kzg kzg = Kzg.of(loadSetup(), new Kzg.Options(t, 0));
        PrintWriter out = spec.commandLine().getOut();
        Iterator<String> lines = text.lines().iterator();
        for (int number = 1; lines.hasNext(); number++) {
            Row row;
            try {
                row = new Row("kzg", function.label(), number, true, run(kzg, function, lines.next()), null);
            } catch (KzgLines.BadFieldException e) {
                row = new Row("kzg", function.label(), number, false, null, Errors.oneLine(e.getMessage()));
            } catch (KzgException e) {
                row = new Row("kzg", function.label(), number, false, null, e.rule() + ": " + Errors.oneLine(e.getMessage()));
            }
            if (json.on()) {
                json.print(row);
            } else {
                out.println(row.ok() ? row.result() : "error: " + row.error());
                out.flush();
            }
        }
        return Main.OK;
    }

    private TrustedSetup loadSetup() {
        if (setup == null) {
            return TrustedSetup.mainnet();
        }
        // read as --batch is, for its usage errors (no such file, a directory...); fromText reads at most 4 MiB
        byte[] bytes = InputFile.read(spec.commandLine(), "--setup", setup);
        try {
            return TrustedSetup.fromText(new java.io.ByteArrayInputStream(bytes));
        } catch (KzgException e) {
            throw usage("--setup " + setup + ": " + Errors.oneLine(e.getMessage()));
        } catch (IOException e) {
            throw usage("--setup " + setup + ": " + InputFile.reason(e));
        }
    }

    /** One case: its output line, or the reason it has none. */
    static String run(Kzg kzg, Function f, String line) throws KzgLines.BadFieldException {
        List<String> fields = KzgLines.fields(line, f.fields.size());
        if (fields.size() != f.fields.size()) {
            throw new KzgLines.BadFieldException("FORMAT", "expected " + f.fields.size() + " field" + (f.fields.size() == 1 ? "" : "s")
                    + " (" + String.join(" ", f.fields) + "), got " + (fields.size() > f.fields.size() ? "more than " + f.fields.size() : fields.size()));
        }
        return switch (f) {
            case BLOB_TO_KZG_COMMITMENT -> hex(kzg.blobToKzgCommitment(KzgLines.hex("BLOB", fields.get(0))));
            case COMPUTE_KZG_PROOF -> {
                ProofAndY py = kzg.computeKzgProof(KzgLines.hex("BLOB", fields.get(0)), KzgLines.hex("Z", fields.get(1)));
                yield hex(py.getProof()) + " " + hex(py.getY());
            }
            case COMPUTE_BLOB_KZG_PROOF -> hex(kzg.computeBlobKzgProof(KzgLines.hex("BLOB", fields.get(0)),
                    KzgLines.hex("COMMITMENT", fields.get(1))));
            case VERIFY_KZG_PROOF -> Boolean.toString(kzg.verifyKzgProof(KzgLines.hex("COMMITMENT", fields.get(0)),
                    KzgLines.hex("Z", fields.get(1)), KzgLines.hex("Y", fields.get(2)), KzgLines.hex("PROOF", fields.get(3))));
            case VERIFY_BLOB_KZG_PROOF -> Boolean.toString(kzg.verifyBlobKzgProof(KzgLines.hex("BLOB", fields.get(0)),
                    KzgLines.hex("COMMITMENT", fields.get(1)), KzgLines.hex("PROOF", fields.get(2))));
            case VERIFY_BLOB_KZG_PROOF_BATCH -> {
                byte[] blobs = KzgLines.flatList("BLOBS", fields.get(0), Kzg.BYTES_PER_BLOB);
                byte[] commitments = KzgLines.flatList("COMMITMENTS", fields.get(1), Kzg.BYTES_PER_COMMITMENT);
                byte[] proofs = KzgLines.flatList("PROOFS", fields.get(2), Kzg.BYTES_PER_PROOF);
                yield Boolean.toString(kzg.verifyBlobKzgProofBatch(blobs, commitments, proofs, blobs.length / Kzg.BYTES_PER_BLOB));
            }
            case COMPUTE_CELLS -> list(kzg.computeCells(KzgLines.hex("BLOB", fields.get(0))), Kzg.BYTES_PER_CELL);
            case COMPUTE_CELLS_AND_KZG_PROOFS -> cellsAndProofs(kzg.computeCellsAndKzgProofs(KzgLines.hex("BLOB", fields.get(0))));
            case RECOVER_CELLS_AND_KZG_PROOFS -> cellsAndProofs(kzg.recoverCellsAndKzgProofs(
                    KzgLines.indices("CELL_INDICES", fields.get(0)), KzgLines.flatList("CELLS", fields.get(1), Kzg.BYTES_PER_CELL)));
            case VERIFY_CELL_KZG_PROOF_BATCH -> Boolean.toString(kzg.verifyCellKzgProofBatch(
                    KzgLines.flatList("COMMITMENTS", fields.get(0), Kzg.BYTES_PER_COMMITMENT),
                    KzgLines.indices("CELL_INDICES", fields.get(1)),
                    KzgLines.flatList("CELLS", fields.get(2), Kzg.BYTES_PER_CELL),
                    KzgLines.flatList("PROOFS", fields.get(3), Kzg.BYTES_PER_PROOF)));
        };
    }

    private static String cellsAndProofs(CellsAndProofs cp) {
        return list(cp.getCells(), Kzg.BYTES_PER_CELL) + " " + list(cp.getProofs(), Kzg.BYTES_PER_PROOF);
    }

    static String hex(byte[] b) {
        return "0x" + HEX.formatHex(b);
    }

    /** Flattened items of itemBytes each, as 0x hex joined by commas; - for none. */
    static String list(byte[] flat, int itemBytes) {
        if (flat.length == 0) {
            return "-";
        }
        StringBuilder b = new StringBuilder(flat.length / itemBytes * (3 + 2 * itemBytes));
        for (int at = 0; at < flat.length; at += itemBytes) {
            if (at > 0) {
                b.append(',');
            }
            b.append("0x");
            HEX.formatHex(b, flat, at, at + itemBytes);
        }
        return b.toString();
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
