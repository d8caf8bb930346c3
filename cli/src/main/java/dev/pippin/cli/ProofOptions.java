package dev.pippin.cli;

import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.Proof;
import dev.pippin.groth16.Witness;
import dev.pippin.groth16.ZKey;
import dev.pippin.msm.MsmOptions;
import java.nio.file.Path;
import java.security.SecureRandom;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The options of the commands that make a Groth16 proof (groth16 prove, groth16 fullprove):
 * the worker threads and the test-only blinding seed, with the checks both need.
 */
final class ProofOptions {
    @Option(names = "--threads", paramLabel = "T", description = "worker threads (default: all cores)")
    Integer threads;

    @Option(names = "--seed", paramLabel = "S", description = {"Blinding r, s derived from S: reproducible proofs,",
        "FOR TESTS ONLY: whoever knows S can strip the blinding",
        "and learn about the witness."})
    Long seed;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** The thread count asked for (all cores by default), checked: a usage error outside 1..MAX_THREADS. */
    int threads() {
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1 || t > MsmCommand.MAX_THREADS) {
            throw new CommandLine.ParameterException(mixee.commandLine(),
                    "--threads must be between 1 and " + MsmCommand.MAX_THREADS + ", got " + t);
        }
        return t;
    }

    /** A usage error when the two outputs name one file (the second write would replace the first). */
    void requireDistinct(Path proofOut, Path publicOut) {
        if (proofOut.toAbsolutePath().normalize().equals(publicOut.toAbsolutePath().normalize())) {
            throw new CommandLine.ParameterException(mixee.commandLine(), "PROOF.json and PUBLIC.json are the same file: " + proofOut);
        }
    }

    /** The proof, blinded from a SecureRandom, or from --seed when given (tests only). */
    Proof prove(ZKey key, Witness witness, int threads) {
        MsmOptions options = MsmOptions.defaults().withThreads(threads);
        return seed == null ? Groth16.prove(key, witness, new SecureRandom(), options)
                : Groth16.prove(key, witness, SeededBlinding.of(seed), options);
    }

    /** The text line's note on the blinding: empty, or that it came from --seed. */
    String seedNote() {
        return seed == null ? "" : ", blinding from --seed " + seed + " (for tests only)";
    }
}
