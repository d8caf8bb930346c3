package dev.pippin.cli;

import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.MalformedFileException;
import dev.pippin.groth16.Proof;
import dev.pippin.groth16.Timings;
import dev.pippin.groth16.Verdict;
import dev.pippin.groth16.VerificationKey;
import dev.pippin.groth16.Witness;
import dev.pippin.groth16.ZKey;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code pippin groth16 prove|verify}: snarkjs's {@code groth16 prove} and {@code groth16 verify}
 * on the same files (circom/snarkjs artifacts on bn254, snarkjs's bn128). A file that cannot be
 * read or used is bad input (exit 2, one line naming the file and the section or field); a proof
 * that does not verify is a failed check (exit 1).
 */
@Command(name = "groth16", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = "Groth16 proofs on bn254 from circom/snarkjs files: prove, fullprove, verify, serve.",
        subcommands = {Groth16Command.Prove.class, Groth16FullProveCommand.class, Groth16Command.Verify.class, Groth16Serve.class})
final class Groth16Command implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "needs a subcommand: prove, fullprove, verify or serve");
    }

    /** Opens a file a parameter names; its failures become one-line usage errors naming the parameter. */
    interface Opener<T> {
        T open(Path p) throws IOException;
    }

    static <T> T open(CommandLine cl, String label, Path p, Opener<T> opener) {
        requireReadable(cl, label, p);
        try {
            return opener.open(p);
        } catch (MalformedFileException e) {
            throw new CommandLine.ParameterException(cl, e.getMessage());
        } catch (IOException e) {
            throw new CommandLine.ParameterException(cl, label + " " + p + ": " + InputFile.reason(e));
        }
    }

    /** Checked up front so that the message names the file at fault when a reader takes two. */
    static void requireReadable(CommandLine cl, String label, Path p) {
        String problem = !Files.exists(p) ? "no such file" : Files.isDirectory(p) ? "is a directory"
                : !Files.isReadable(p) ? "permission denied" : null;
        if (problem != null) {
            throw new CommandLine.ParameterException(cl, label + " " + p + ": " + problem);
        }
    }

    static double ms(long nanos) {
        return Json.round(nanos / 1e6, 1);
    }

    @Command(name = "prove", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
            description = {"Make a Groth16 proof from a snarkjs proving key and a circom witness,",
                "and write snarkjs's proof.json and public.json (as 'snarkjs groth16 prove'",
                "does). Without --json, a one-line summary goes to stderr."},
            footer = {"",
                "With --json, one object (times in ms):",
                "  kind            string        \"groth16_prove\"",
                "  read_ms         number        decoding the key's points (summed over lanes)",
                "  ntt_ms          number        the H scalars (six transforms of the domain)",
                "  msm_ms          number        the five MSMs' wall time, read and ntt inside",
                "  total_ms        number        the proof, from the witness to the points",
                "  open_ms         number        mapping, checking the key; reading the witness",
                "  threads         integer       worker threads",
                "  seed            integer|null  --seed; null with secure random blinding",
                "  wires           integer       nVars, the constant wire included",
                "  public_signals  integer       nPublic, the values in PUBLIC.json",
                "  domain_size     integer       the evaluation domain, a power of two"})
    static final class Prove implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "KEY.zkey", description = "The proving key (snarkjs .zkey, Groth16, bn128).")
        Path zkey;

        @Parameters(index = "1", paramLabel = "WITNESS.wtns", description = "The witness (circom .wtns) for the key's circuit.")
        Path wtns;

        @Parameters(index = "2", paramLabel = "PROOF.json", description = "Where to write the proof (overwritten).")
        Path proofOut;

        @Parameters(index = "3", paramLabel = "PUBLIC.json", description = "Where to write the public signals (overwritten).")
        Path publicOut;

        @Mixin
        ProofOptions proofOptions;

        @Mixin
        JsonOption json;

        @Mixin
        QuietOption quiet;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        /** The JSON row; its keys are in the footer above. */
        record Row(String kind, double readMs, double nttMs, double msmMs, double totalMs, double openMs,
                int threads, Long seed, int wires, int publicSignals, int domainSize) {}

        @Override
        public Integer call() {
            CommandLine cl = spec.commandLine();
            int t = proofOptions.threads();
            proofOptions.requireDistinct(proofOut, publicOut);
            long t0 = System.nanoTime();
            ZKey key = open(cl, "KEY.zkey", zkey, ZKey::open);
            Witness witness = open(cl, "WITNESS.wtns", wtns, Witness::open);
            long opened = System.nanoTime() - t0;
            Proof proof;
            try {
                proof = proofOptions.prove(key, witness, t);
            } catch (MalformedFileException e) {
                throw new CommandLine.ParameterException(cl, e.getMessage());
            }
            write(cl, "PROOF.json", proofOut, proof.toJson());
            write(cl, "PUBLIC.json", publicOut, proof.publicSignalsJson());
            Timings tm = proof.timings().orElseThrow();
            if (json.on()) {
                json.print(new Row("groth16_prove", ms(tm.read()), ms(tm.ntt()), ms(tm.msm()), ms(tm.total()), ms(opened),
                        t, proofOptions.seed, key.nVars(), key.nPublic(), key.domainSize()));
            } else {
                quiet.info(String.format("%s: %s, %s, domain 2^%d, %s: proof in %.0f ms (msm %.0f ms with read %.0f ms"
                                + " and ntt %.0f ms inside; opening the files %.0f ms)%s; wrote %s and %s",
                        cl.getCommandSpec().qualifiedName(), MsmCommand.count(key.nVars(), "wire"),
                        MsmCommand.count(key.nPublic(), "public signal"), Integer.numberOfTrailingZeros(key.domainSize()),
                        MsmCommand.count(t, "thread"), tm.total() / 1e6, tm.msm() / 1e6, tm.read() / 1e6, tm.ntt() / 1e6,
                        opened / 1e6, proofOptions.seedNote(), proofOut, publicOut));
            }
            return Main.OK;
        }

        private static void write(CommandLine cl, String label, Path p, String text) {
            try {
                Files.writeString(p, text);
            } catch (IOException e) {
                throw new CommandLine.ParameterException(cl, label + " " + p + ": cannot write: " + InputFile.reason(e));
            }
        }
    }

    @Command(name = "verify", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
            description = {"Verify a Groth16 proof against a snarkjs verification key, as",
                "'snarkjs groth16 verify' does: prints OK (exit 0), or invalid (exit 1,",
                "the reason on stderr)."},
            footer = {"",
                "With --json, one object:",
                "  kind       string       \"groth16_verify\"",
                "  valid      boolean      the proof verifies (exit 0; exit 1 if not)",
                "  reason     string|null  why it does not; null when valid",
                "  verify_ms  number       the checks and the pairing (not reading the files)"})
    static final class Verify implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "VKEY.json", description = "snarkjs's verification_key.json.")
        Path vkey;

        @Parameters(index = "1", paramLabel = "PUBLIC.json", description = "The public signals, an array of decimal strings.")
        Path pub;

        @Parameters(index = "2", paramLabel = "PROOF.json", description = "The proof: pi_a, pi_b, pi_c.")
        Path proofIn;

        @Mixin
        JsonOption json;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        /** The JSON row; its keys are in the footer above. */
        record Row(String kind, boolean valid, String reason, double verifyMs) {}

        @Override
        public Integer call() {
            CommandLine cl = spec.commandLine();
            VerificationKey key = open(cl, "VKEY.json", vkey, VerificationKey::read);
            requireReadable(cl, "PUBLIC.json", pub);
            Proof proof = open(cl, "PROOF.json", proofIn, p -> Proof.read(p, pub));
            long t0 = System.nanoTime();
            Verdict v = Groth16.verify(key, proof);
            long took = System.nanoTime() - t0;
            if (json.on()) {
                json.print(new Row("groth16_verify", v.valid(), v.reason(), ms(took)));
            } else {
                PrintWriter out = cl.getOut();
                out.println(v.valid() ? "OK" : "invalid");
                out.flush();
                if (!v.valid()) {
                    PrintWriter err = cl.getErr();
                    err.println(cl.getCommandSpec().qualifiedName() + ": " + v.reason());
                    err.flush();
                }
            }
            return v.valid() ? Main.OK : Main.FAILED;
        }
    }
}
