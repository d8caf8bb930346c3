package dev.pippin.groth16;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** One circuit of a {@link ProverService}: its key, its witness source if any, and its counters. */
final class ServedCircuit {
    final String name;
    final ZKey key;
    /** Null when the circuit takes .wtns witnesses only. */
    final WitnessSource inputs;
    final AtomicInteger warmUpDone = new AtomicInteger();
    volatile int warmUpRounds;
    final AtomicLong proofs = new AtomicLong();

    ServedCircuit(String name, ZKey key, WitnessSource inputs) {
        this.name = name;
        this.key = key;
        this.inputs = inputs;
    }

    /**
     * Requires a witness to hold the key's count of values, before it waits in the queue (the
     * prover checks it too, with the same message).
     */
    Witness check(Witness w) {
        if (w.size() != key.nVars()) {
            throw new MalformedFileException(w.path(), "section 2 (values)", "holds " + w.size() + " values, "
                    + key.path().getFileName() + " expects " + key.nVars() + " (a witness for another circuit?)");
        }
        return w;
    }

    ProverService.CircuitStatus status() {
        int rounds = warmUpRounds;
        return new ProverService.CircuitStatus(name, key.nVars(), key.nPublic(), key.domainSize(),
                SyntheticWitness.fileBytes(key.nVars()), inputs != null, Math.min(warmUpDone.get(), rounds), rounds, proofs.get());
    }
}
