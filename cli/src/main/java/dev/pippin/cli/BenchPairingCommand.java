package dev.pippin.cli;

import dev.pippin.cli.bench.PairingComparison;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pippin bench pairing}: products of K = 1, 2, 4, 8 pairings on each curve, then BLS batch
 * verification of 128 distinct-message signatures beside 128 separate verifications; single
 * thread, minimum of the timed runs, the products timed in turn ({@link PairingComparison}).
 */
@Command(name = "pairing", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = "Pairing products (K = 1, 2, 4, 8) and BLS batch verification, one thread (about 20 s for all).",
        footer = {"",
            "With --json, one object per line; its kind names its shape:",
            "  kind          string   \"bench_pairing\"",
            "  curve         string   bn254 or bls12-381",
            "  pairs         integer  K, the pairings in the product",
            "  ms            number   minimum ms of one product (Miller loop and final exponentiation)",
            "",
            "  kind          string   \"bench_bls_batch_verify\"",
            "  op            string   \"bls-batch-verify\"",
            "  n             integer  signatures (distinct messages)",
            "  ms_batch      number   minimum ms of one batch verification of all n",
            "  ms_separate   number   n separate verifications: the sum of the minimum ms of each chunk of 32",
            "  speedup       number   ms_separate / ms_batch"})
final class BenchPairingCommand implements Callable<Integer> {
    @Option(names = "--curve", paramLabel = "CURVE", split = ",",
            description = "only these curves: ${COMPLETION-CANDIDATES} (default: both)", completionCandidates = Curves.class)
    List<String> curves;

    @Option(names = "--pairs", paramLabel = "K", split = ",",
            description = "only these products: 1, 2, 4, 8 (default: all)")
    List<Integer> pairs;

    @Option(names = "--no-bls", description = "leave out the BLS batch-verification row")
    boolean noBls;

    @Mixin
    JsonOption json;

    @Mixin
    QuietOption quiet;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    record PairingRow(String kind, String curve, int pairs, double ms) {}

    record BatchRow(String kind, String op, int n, double msBatch, double msSeparate, double speedup) {}

    static final class Curves extends Candidates {
        Curves() {
            super(() -> PairingComparison.CURVES);
        }
    }

    @Override
    public Integer call() {
        List<String> chosen = BenchCommand.chosen(spec.commandLine(), "--curve", curves, PairingComparison.CURVES);
        List<Integer> ks = BenchCommand.chosen(spec.commandLine(), "--pairs", pairs, PairingComparison.PAIRS);
        quiet.info("pippin bench pairing: " + String.join(", ", chosen) + (noBls ? "" : ", BLS batch verification")
                + "; one thread");
        PrintWriter out = spec.commandLine().getOut();
        try {
            for (PairingComparison.Pairing p : PairingComparison.pairings(chosen, ks)) {
                if (json.on()) {
                    json.print(new PairingRow("bench_pairing", p.curve(), p.pairs(), Json.round(p.ms(), 4)));
                } else {
                    out.printf(Locale.ROOT, "%-10s %2d pairs %10.3f ms%n", p.curve(), p.pairs(), p.ms());
                    out.flush();
                }
            }
            if (!noBls) {
                PairingComparison.Batch b = PairingComparison.blsBatchVerify();
                if (json.on()) {
                    json.print(new BatchRow("bench_bls_batch_verify", "bls-batch-verify", b.n(), Json.round(b.msBatch(), 3),
                            Json.round(b.msSeparate(), 3), Json.round(b.speedup(), 2)));
                } else {
                    out.printf(Locale.ROOT, "bls batch verify, %d signatures: batch %.1f ms, separate %.1f ms, %.2fx%n",
                            b.n(), b.msBatch(), b.msSeparate(), b.speedup());
                    out.flush();
                }
            }
        } catch (PairingComparison.Mismatch e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("pippin bench pairing: MISMATCH: " + e.getMessage());
            err.flush();
            return Main.FAILED;
        }
        return Main.OK;
    }
}
