package dev.pippin.cli;

import dev.pippin.cli.bench.KzgTiming;
import dev.pippin.kzg.Kzg;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pippin bench kzg}: every KZG function timed on one thread ({@link KzgTiming}), a row per
 * function as it is measured. The JSON rows have the fields and op names of the usual KZG
 * benchmark runners (lib, op, n, ms_min, ms_median, reps), so that they can be set beside theirs.
 */
@Command(name = "kzg", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = {"Every EIP-4844 and EIP-7594 KZG function on random blobs, mainnet setup, one thread",
            "(about a minute with the cell functions)."},
        footer = {"",
            "Timed: load_trusted_setup (the first load in this JVM, with --precompute's tables;",
            "one run), blob_to_kzg_commitment, compute_kzg_proof, compute_blob_kzg_proof,",
            "verify_kzg_proof and verify_blob_kzg_proof (5 x REPS runs), verify_blob_kzg_proof_batch",
            "(16 blobs), compute_cells, compute_cells_and_kzg_proofs, recover_cells_and_kzg_proofs",
            "(from 64 of the 128 cells, every other one), verify_cell_kzg_proof_batch (the 128",
            "cells of one blob) and verify_cell_kzg_proof_batch_column (cell 7 of 16 blobs).",
            "Blobs are random canonical field elements from a fixed seed; each function runs",
            "untimed (at least twice, and for at least a second) before its timed runs.",
            "A function that fails is reported on stderr, the others go on, and the exit",
            "status is 1; so is a verification that answers false.",
            "",
            "With --json, one object per function (the fields of the usual KZG benchmark runners):",
            "  lib        string   \"pippin\", or \"pippin-precompute\" and W with --precompute W > 0",
            "  op         string   the function (the specs' name)",
            "  n          integer  blobs, cells or cell indices per call (1 for the single ones)",
            "  ms_min     number   minimum ms of one call",
            "  ms_median  number   median ms of one call",
            "  reps       integer  timed runs"})
final class BenchKzgCommand implements Callable<Integer> {
    @Option(names = "--precompute", paramLabel = "W", defaultValue = "0",
            description = "fixed-base precomputation: 0 for none (default), else the cell proofs' table width, up to 12, "
                    + "with the commitments' Lagrange table")
    int precompute;

    @Option(names = "--reps", paramLabel = "N", defaultValue = "10",
            description = "timed runs of each function (default: 10; 5 x N for verify_kzg_proof and verify_blob_kzg_proof)")
    int reps;

    @Mixin
    JsonOption json;

    @Mixin
    QuietOption quiet;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    record Row(String lib, String op, int n, double msMin, double msMedian, int reps) {}

    /** Far more would only make the run take hours. */
    static final int MAX_REPS = 10_000;

    @Override
    public Integer call() {
        if (reps < 1 || reps > MAX_REPS) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--reps must be between 1 and " + MAX_REPS + ", got " + reps);
        }
        try {
            new Kzg.Options(1, precompute);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--precompute: " + e.getMessage());
        }
        String lib = precompute == 0 ? "pippin" : "pippin-precompute" + precompute;
        quiet.info("pippin bench kzg: " + KzgTiming.OPS.size() + " functions, one thread, " + reps + " timed runs each"
                + (precompute == 0 ? "" : ", precompute " + precompute));
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!json.on()) {
            out.printf("%-36s %5s %12s %12s %6s%n", "op", "n", "ms min", "ms median", "reps");
            out.flush();
        }
        boolean[] failed = {false};
        try {
            KzgTiming.run(precompute, reps, r -> {
                if (json.on()) {
                    json.print(new Row(lib, r.op(), r.n(), Json.round(r.msMin(), 3), Json.round(r.msMedian(), 3), r.reps()));
                } else {
                    out.printf(Locale.ROOT, "%-36s %5d %12.3f %12.3f %6d%n", r.op(), r.n(), r.msMin(), r.msMedian(), r.reps());
                    out.flush();
                }
            }, f -> {
                failed[0] = true;
                err.println("pippin bench kzg: " + f.op() + ": not timed: " + Errors.oneLine(f.reason()));
                err.flush();
            });
        } catch (KzgTiming.Mismatch e) {
            err.println("pippin bench kzg: MISMATCH: " + e.getMessage());
            err.flush();
            return Main.FAILED;
        }
        return failed[0] ? Main.FAILED : Main.OK;
    }
}
