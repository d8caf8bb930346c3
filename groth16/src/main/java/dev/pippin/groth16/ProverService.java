package dev.pippin.groth16;

import dev.pippin.msm.MsmOptions;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;

/**
 * A warm Groth16 prover for a long-lived program: proving keys opened once, the JIT and the MSM's
 * vector lanes warmed up by proofs of a synthetic witness ({@link #warmUp}), and proofs from a
 * {@code .wtns} witness or, for a circuit with a {@link WitnessSource}, from input signals. A
 * JVM pays its warm-up once: the first proofs of a fresh JVM run interpreted and boxed code and
 * take several times a warm proof (docs/GROTH16.md, "Prover service").
 *
 * <p>Proofs run {@code concurrency} at a time (default 1), each on {@code threads} threads
 * (default: the cores over the concurrency), on threads of the service's own, in the order they
 * came; up to {@code maxWaiting} more wait, and past that a proof is refused at once
 * ({@link ProverUnavailableException}, BUSY). The blinding r, s of every proof is drawn from a
 * {@link SecureRandom}.
 *
 * <p>Thread-safe: any number of threads may call {@link #prove} and {@link #proveInputs} at
 * once; they wait their turn. {@link #close} fails the waiting proofs (CLOSED) and returns when
 * the running ones have finished.
 *
 * <pre>{@code
 * try (ProverService prover = ProverService.builder().circuit("p16", ZKey.open(zkey)).build()) {
 *     prover.warmUp(ProverService.DEFAULT_WARM_UP_ROUNDS).join();
 *     Proof proof = prover.prove("p16", Witness.open(wtns));
 * }
 * }</pre>
 */
public final class ProverService implements AutoCloseable {
    /**
     * Synthetic proofs per circuit that {@link #warmUp} makes by default. The 2^16 fixture's
     * proofs in two fresh JVMs (65 414 wires, 2 threads, tools/serve-bench.sh part 1, at load
     * 8-14 on 2 cores) took 1.5-5 times the later ones' for the first eight (the 8th slowed
     * again in both, the lanes' warm-up thread running beside it), and settled from the 9th or
     * 10th: ten proofs put a caller's first proof past them (docs/GROTH16.md, "Warm-up").
     */
    public static final int DEFAULT_WARM_UP_ROUNDS = 10;
    /** Proofs that may wait beside the running ones by default: a policy (memory: a witness each), not a measurement. */
    public static final int DEFAULT_MAX_WAITING = 16;
    /** Circuit names: what fits a URL path segment unescaped. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    private final Map<String, ServedCircuit> circuits;
    /** The names in the order given: status and warm-up go through them so. */
    private final List<String> order;
    private final ProofQueue queue;
    private final MsmOptions options;
    private final int concurrency;
    private final int maxWaiting;
    private final SecureRandom random;
    /** Why the last warm-up stopped short (its one-line message), or null. */
    private volatile String warmUpFailure;

    private ProverService(Builder b) {
        this.circuits = Map.copyOf(b.circuits);
        this.concurrency = b.concurrency;
        this.maxWaiting = b.maxWaiting;
        int t = b.threads > 0 ? b.threads : Math.max(1, Runtime.getRuntime().availableProcessors() / b.concurrency);
        this.options = MsmOptions.defaults().withThreads(t);
        this.random = b.random != null ? b.random : new SecureRandom();
        this.queue = new ProofQueue(b.concurrency, b.maxWaiting);
        this.order = List.copyOf(b.circuits.keySet());
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The circuits and their settings; not thread-safe (build on one thread). */
    public static final class Builder {
        private final Map<String, ServedCircuit> circuits = new LinkedHashMap<>();
        private int concurrency = 1;
        private int threads;
        private int maxWaiting = DEFAULT_MAX_WAITING;
        private SecureRandom random;

        private Builder() {}

        /** A circuit proved from .wtns witnesses only. */
        public Builder circuit(String name, ZKey key) {
            return circuit(name, key, null);
        }

        /**
         * A circuit; inputs (null for none) computes witnesses from input signals. name is 1 to 64
         * of {@code A-Z a-z 0-9 . _ -}, once per service.
         */
        public Builder circuit(String name, ZKey key, WitnessSource inputs) {
            Objects.requireNonNull(key, "key");
            if (name == null || !NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("circuit name " + (name == null ? "null" : "\"" + name + "\"")
                        + " is not 1 to 64 of A-Z a-z 0-9 . _ -");
            }
            if (circuits.containsKey(name)) {
                throw new IllegalArgumentException("circuit " + name + " is given twice");
            }
            circuits.put(name, new ServedCircuit(name, key, inputs));
            return this;
        }

        /** Proofs computed at once (default 1). */
        public Builder concurrency(int n) {
            if (n < 1 || n > 256) {
                throw new IllegalArgumentException("concurrency must be between 1 and 256, got " + n);
            }
            concurrency = n;
            return this;
        }

        /** Threads of each proof (default: the cores over the concurrency, at least 1). */
        public Builder threads(int t) {
            if (t < 1 || t > 1024) {
                throw new IllegalArgumentException("threads must be between 1 and 1024, got " + t);
            }
            threads = t;
            return this;
        }

        /** Proofs that may wait beside the running ones before more are refused (default {@value #DEFAULT_MAX_WAITING}). */
        public Builder maxWaiting(int n) {
            if (n < 0 || n > 1 << 16) {
                throw new IllegalArgumentException("maxWaiting must be between 0 and 65536, got " + n);
            }
            maxWaiting = n;
            return this;
        }

        /** Where the blinding comes from (default a new SecureRandom). */
        public Builder random(SecureRandom r) {
            random = Objects.requireNonNull(r, "random");
            return this;
        }

        public ProverService build() {
            if (circuits.isEmpty()) {
                throw new IllegalArgumentException("no circuit to serve");
            }
            return new ProverService(this);
        }
    }

    /**
     * One circuit as served.
     *
     * @param witnessBytes the size of its .wtns as circom writes it
     * @param inputs       whether it proves from input signals (has a {@link WitnessSource})
     * @param warmUpDone   warm-up proofs made so far, of warmUpRounds asked
     * @param proofs       proofs made for callers (the warm-up's not counted)
     */
    public record CircuitStatus(String name, int nVars, int nPublic, int domainSize, long witnessBytes, boolean inputs,
            int warmUpDone, int warmUpRounds, long proofs) {
        public boolean warm() {
            return warmUpDone >= warmUpRounds;
        }
    }

    /**
     * The service at one moment: its circuits (in the order given), the proofs running and
     * waiting; warmUpFailure says why a warm-up stopped short (a proof of it failed: a corrupted
     * key section, say), null otherwise.
     */
    public record Status(List<CircuitStatus> circuits, int running, int waiting, boolean closed, String warmUpFailure) {
        public boolean warm() {
            return circuits.stream().allMatch(CircuitStatus::warm);
        }
    }

    public Status status() {
        List<CircuitStatus> list = new ArrayList<>(order.size());
        for (String n : order) {
            list.add(circuits.get(n).status());
        }
        return new Status(List.copyOf(list), queue.running(), queue.waiting(), queue.closed(), warmUpFailure);
    }

    /** The circuits' names, in the order given. */
    public List<String> circuits() {
        return order;
    }

    public boolean has(String name) {
        return circuits.containsKey(name);
    }

    public ZKey key(String name) {
        return circuit(name).key;
    }

    /** Whether the circuit proves from input signals. */
    public boolean acceptsInputs(String name) {
        return circuit(name).inputs != null;
    }

    /** Threads each proof uses. */
    public int threads() {
        return options.threads();
    }

    public int concurrency() {
        return concurrency;
    }

    /** Proofs that may wait beside the running ones before more are refused. */
    public int maxWaiting() {
        return maxWaiting;
    }

    /**
     * Reads a .wtns received as bytes (named by source in messages) and checks it fits the
     * circuit: {@link MalformedFileException}, one line, otherwise.
     */
    public Witness readWitness(String name, Path source, byte[] wtns) {
        ServedCircuit c = circuit(name);
        return c.check(Witness.read(source, wtns));
    }

    /**
     * A proof of the witness, r and s drawn afresh; waits its turn.
     *
     * @throws NoSuchElementException for an unknown circuit
     * @throws MalformedFileException for a witness of another size than the key's (or a corrupted key)
     * @throws ProverUnavailableException when the queue is full or the service closing
     */
    public Proof prove(String name, Witness witness) throws InterruptedException {
        ServedCircuit c = circuit(name);
        c.check(witness);
        Proof p = queue.run(() -> Groth16.prove(c.key, witness, random, options), true);
        c.proofs.incrementAndGet();
        return p;
    }

    /**
     * A proof from input signals (UTF-8 JSON, snarkjs's input.json): the witness is computed in
     * the proof's turn, so it counts against the concurrency as the proof does.
     *
     * @throws UnsupportedOperationException when the circuit has no {@link WitnessSource}
     * @throws IllegalArgumentException for a bad input (the source's one-line message)
     */
    public Proof proveInputs(String name, byte[] inputJson) throws InterruptedException {
        ServedCircuit c = circuit(name);
        if (c.inputs == null) {
            throw new UnsupportedOperationException("circuit " + name + " has no witness calculator (no wasm)");
        }
        Proof p = queue.run(() -> {
            Witness w = c.inputs.witness(inputJson);
            if (w.size() != c.key.nVars()) {
                throw new IllegalStateException("the witness source of circuit " + name + " gave " + w.size()
                        + " values, its key expects " + c.key.nVars());
            }
            return Groth16.prove(c.key, w, random, options);
        }, true);
        c.proofs.incrementAndGet();
        return p;
    }

    /**
     * Warms the service up in the background: rounds proofs of a synthetic witness per circuit,
     * one at a time through the queue, so that callers' proofs take their turns between them
     * (served meanwhile, only slower). The future completes when all are done, exceptionally if
     * one failed or the service closed; {@link #status} counts them as they go.
     */
    public CompletableFuture<Void> warmUp(int rounds) {
        if (rounds < 0) {
            throw new IllegalArgumentException("warm-up rounds must be at least 0, got " + rounds);
        }
        for (ServedCircuit c : circuits.values()) {
            c.warmUpRounds = c.warmUpDone.get() + rounds;
        }
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                Map<String, Witness> synthetic = new LinkedHashMap<>();
                for (String n : order) {
                    synthetic.put(n, SyntheticWitness.of(circuits.get(n).key.nVars(), n.hashCode()));
                }
                for (int r = 0; r < rounds; r++) {
                    for (String n : order) {
                        ServedCircuit c = circuits.get(n);
                        Witness w = synthetic.get(n);
                        queue.run(() -> Groth16.prove(c.key, w, random, options), false);
                        c.warmUpDone.incrementAndGet();
                    }
                }
                done.complete(null);
            } catch (Throwable e) {
                warmUpFailure = String.valueOf(e.getMessage()).strip().replaceAll("\\s*\\R\\s*", "; ");
                done.completeExceptionally(e);
            }
        }, "pippin-prover-warmup");
        t.setDaemon(true);
        t.start();
        return done;
    }

    /** Refuses new proofs, fails the waiting ones (CLOSED), and returns once the running ones have finished. */
    @Override
    public void close() {
        queue.close();
    }

    private ServedCircuit circuit(String name) {
        ServedCircuit c = circuits.get(name);
        if (c == null) {
            throw new NoSuchElementException("no circuit named " + name);
        }
        return c;
    }
}
