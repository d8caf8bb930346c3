package dev.pippin.witness;

import com.dylibso.chicory.compiler.InterpreterFallback;
import com.dylibso.chicory.compiler.MachineFactoryCompiler;
import com.dylibso.chicory.runtime.ChicoryInterruptedException;
import com.dylibso.chicory.runtime.Instance;
import com.dylibso.chicory.runtime.Machine;
import com.dylibso.chicory.wasm.ChicoryException;
import com.dylibso.chicory.wasm.Parser;
import com.dylibso.chicory.wasm.WasmModule;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A circom 2 circuit's witness calculator ({@code circuit.wasm}, from circom's {@code --wasm}),
 * loaded once and run on Chicory, a WebAssembly runtime in pure Java, to compute witnesses from
 * many inputs: what snarkjs's {@code wtns calculate} computes, without node.
 *
 * <p>Loading parses the module and, with {@link Engine#COMPILED}, compiles its functions to JVM
 * classes once; every computation then runs on an instance of those classes. A function too
 * large for one JVM method (circomlib's Poseidon constants make one of 128 846 instructions)
 * is left to Chicory's interpreter, silently.
 *
 * <p>Thread-safe: computations on several threads each take their own instance from a pool
 * (made on demand, each holding the circuit's linear memory: 11 MB for the 2^16 Poseidon-chain
 * fixture, so the pool grows with the number of concurrent computations and never shrinks); an
 * instance a computation failed in is dropped, since the calculator's state is then undefined.
 *
 * <p>Cost model (docs/GROTH16.md has the figures): loading is dominated by compiling, about
 * linear in the module's size; a computation costs the circuit's own arithmetic in the
 * compiled code, plus one call per input value and one per wire, plus the interpreted
 * functions, which dominate circuits built from circomlib's Poseidon.
 */
public final class WasmCircuit {
    /** How the circuit's functions run. */
    public enum Engine {
        /** Compiled to JVM classes once at load (functions too large for the JVM are interpreted). */
        COMPILED,
        /** Chicory's interpreter: nothing to compile, many times slower per witness. */
        INTERPRETED
    }

    private final WasmModule module;
    private final Function<Instance, Machine> machines;
    private final ConcurrentLinkedDeque<CircomInstance> idle = new ConcurrentLinkedDeque<>();
    private final int version;
    private final int n32;
    private final BigInteger prime;
    private final int witnessSize;
    private final int inputCount;

    private WasmCircuit(WasmModule module, Function<Instance, Machine> machines) {
        this.module = module;
        this.machines = machines;
        CircomInstance first = new CircomInstance(module, machines);
        this.version = first.call("getVersion");
        if (version != 2) {
            throw new WitnessException("the witness calculator is from circom " + version
                    + ", this reader supports circom 2's (getVersion() = 2)");
        }
        this.n32 = first.n32;
        if (n32 < 1 || n32 > 64) {
            throw new WitnessException("the circuit's field takes " + n32 + " 32-bit words, outside [1, 64]");
        }
        this.prime = first.prime();
        if (prime.compareTo(BigInteger.TWO) < 0) {
            throw new WitnessException("the circuit's prime is " + prime);
        }
        this.witnessSize = first.call("getWitnessSize");
        if (witnessSize < 1 || witnessSize > Integer.MAX_VALUE / n32) {
            throw new WitnessException("the circuit's witness size " + Integer.toUnsignedString(witnessSize)
                    + " is outside [1, " + Integer.MAX_VALUE / n32 + "]");
        }
        this.inputCount = first.call("getInputSize");
        if (inputCount < 0 || inputCount >= witnessSize) {
            throw new WitnessException("the circuit's input count " + Integer.toUnsignedString(inputCount)
                    + " is outside [0, " + witnessSize + ")");
        }
        idle.push(first);
    }

    /** Loads circuit.wasm, compiled ({@link Engine#COMPILED}). */
    public static WasmCircuit load(Path wasm) throws IOException {
        return load(wasm, Engine.COMPILED);
    }

    /**
     * Loads circuit.wasm; a file that is not a circom 2 witness calculator fails with a one-line
     * {@link WitnessException}.
     *
     * @throws IOException only if reading the file fails
     */
    public static WasmCircuit load(Path wasm, Engine engine) throws IOException {
        return load(Files.readAllBytes(wasm), engine);
    }

    /** Loads a circuit from its wasm bytes (see {@link #load(Path, Engine)}). */
    public static WasmCircuit load(byte[] wasm, Engine engine) {
        return load(wasm, engine, null);
    }

    /**
     * Loads a circuit compiled, its compiled classes kept in classCache (a directory, made if
     * missing) under the circuit's SHA-256 and the Chicory version: the first load compiles and
     * stores them, later ones (in any process) define them instead of compiling. The directory
     * holds code the JVM runs, so it must be writable by its owner alone.
     */
    public static WasmCircuit load(Path wasm, Path classCache) throws IOException {
        return load(Files.readAllBytes(wasm), Engine.COMPILED, Objects.requireNonNull(classCache, "classCache"));
    }

    private static WasmCircuit load(byte[] wasm, Engine engine, Path classCache) {
        Objects.requireNonNull(engine, "engine");
        WasmModule module;
        try {
            module = Parser.parse(wasm);
        } catch (ChicoryException | IllegalArgumentException e) {
            throw new WitnessException("not a WebAssembly module: " + e.getMessage(), e);
        }
        Function<Instance, Machine> machines = null;
        if (engine == Engine.COMPILED) {
            var compiler = MachineFactoryCompiler.builder(module).withInterpreterFallback(InterpreterFallback.SILENT);
            if (classCache != null) {
                compiler.withCache(new ClassCache(classCache));
            }
            try {
                machines = compiler.compile();
            } catch (ChicoryException e) {
                throw new WitnessException("compiling the circuit failed: " + e.getMessage(), e);
            }
        }
        try {
            return new WasmCircuit(module, machines);
        } catch (ChicoryException e) {
            throw new WitnessException("the circuit failed to start: " + e.getMessage(), e);
        }
    }

    /** circom's witness-calculator version (2). */
    public int version() {
        return version;
    }

    /** The field's prime (the bn254 group order for circom's default). */
    public BigInteger prime() {
        return prime;
    }

    /** The count of wires, the constant wire included: the size of every witness. */
    public int witnessSize() {
        return witnessSize;
    }

    /** The count of main's input values (the elements of all its input signals). */
    public int inputCount() {
        return inputCount;
    }

    /**
     * The count of values input signal name takes; 0 if main has no such input (circom's
     * calculators do not tell it from an empty array).
     */
    public int inputSignalSize(String name) {
        CircomInstance c = borrow();
        boolean ok = false;
        try {
            int size = c.inputSignalSize(Fnv1a.hash(name));
            ok = true;
            return size;
        } catch (CircomInstance.Trap notFound) { // calculators that report it through exceptionHandler
            return 0;
        } finally {
            giveBack(c, ok);
        }
    }

    /** {@link #calculate(CircuitInputs, Consumer)}, the circuit's log() lines discarded. */
    public WitnessValues calculate(CircuitInputs inputs) {
        return calculate(inputs, line -> {});
    }

    /**
     * Computes the witness for inputs. Every input signal of main must be given with exactly
     * its count of values, each in (-p, p) (a negative v stands for p + v, as in snarkjs); a
     * failure is a one-line {@link WitnessException} naming the signal, or carrying circom's own
     * message (the template and line of a failing assertion). The circuit's log() calls arrive
     * at log a line at a time.
     *
     * <p>A circuit's loops may run as long as an input makes them (circom allows loops on
     * values), so a caller with a deadline interrupts the computing thread (for instance with
     * {@code Future.cancel(true)}): Chicory checks the interrupt at loop heads and calls, and
     * the computation ends with a {@link WitnessException}, the interrupt status left set.
     */
    public WitnessValues calculate(CircuitInputs inputs, Consumer<String> log) {
        Objects.requireNonNull(log, "log");
        CircomInstance c = borrow();
        boolean ok = false;
        try {
            WitnessValues w = run(c, inputs, log);
            ok = true;
            return w;
        } catch (CircomInstance.Trap e) {
            throw new WitnessException(e.getMessage());
        } catch (ChicoryInterruptedException e) { // the thread's interrupt status stays set
            throw new WitnessException("the witness computation was interrupted", e);
        } catch (ChicoryException e) {
            throw new WitnessException("the circuit trapped: " + e.getMessage(), e);
        } catch (StackOverflowError e) {
            throw new WitnessException("the circuit overflowed the JVM's stack (call depth)", e);
        } finally {
            giveBack(c, ok);
        }
    }

    private WitnessValues run(CircomInstance c, CircuitInputs inputs, Consumer<String> log) {
        c.init(false, log);
        // Every signal is checked before any is set, so that a bad input never runs the circuit.
        var signals = inputs.signals();
        long[] hashes = new long[signals.size()];
        int k = 0, total = 0;
        for (Map.Entry<String, List<BigInteger>> e : signals.entrySet()) {
            String name = e.getKey();
            long hash = Fnv1a.hash(name);
            int size;
            try {
                size = c.inputSignalSize(hash);
            } catch (CircomInstance.Trap notFound) { // calculators that report it through exceptionHandler
                size = 0;
            }
            // circom's calculators answer 0 for a name they do not hold (and for an empty array).
            if (size <= 0 && !e.getValue().isEmpty()) {
                throw new WitnessException("input signal '" + name + "' is not an input of the circuit's main component");
            }
            if (e.getValue().size() != size) {
                throw new WitnessException("input signal '" + name + "' takes " + size + (size == 1 ? " value" : " values")
                        + ", the input gives " + e.getValue().size());
            }
            hashes[k++] = hash;
            total += size;
        }
        if (total < inputCount) {
            throw new WitnessException("the input sets " + total + " of the circuit's " + inputCount
                    + " input values: a signal of main is missing (circuit.wasm names its inputs by hash only;"
                    + " circuit.sym lists them)");
        }
        k = 0;
        for (Map.Entry<String, List<BigInteger>> e : signals.entrySet()) {
            List<BigInteger> values = e.getValue();
            for (int i = 0; i < values.size(); i++) {
                BigInteger v = reduce(e.getKey(), values.size(), i, values.get(i));
                c.setInputSignal(hashes[k], i, v);
            }
            k++;
        }
        int[] words = new int[witnessSize * n32];
        for (int i = 0; i < witnessSize; i++) {
            c.witness(i, words, i * n32);
        }
        return new WitnessValues(prime, n32, words);
    }

    /** A value in (-p, p) as its residue in [0, p); anything else is refused, not reduced. */
    private BigInteger reduce(String name, int size, int i, BigInteger v) {
        String at = size == 1 ? "'" + name + "'" : "'" + name + "' (value " + i + " in row-major order)";
        if (v.compareTo(prime) >= 0) {
            throw new WitnessException("input signal " + at + " = " + v + " is not below the field's prime " + prime);
        }
        if (v.signum() < 0) {
            if (v.negate().compareTo(prime) >= 0) {
                throw new WitnessException("input signal " + at + " = " + v + " is not above minus the field's prime");
            }
            return v.add(prime);
        }
        return v;
    }

    private CircomInstance borrow() {
        CircomInstance c = idle.poll();
        if (c != null) {
            return c;
        }
        try {
            return new CircomInstance(module, machines);
        } catch (ChicoryException e) {
            throw new WitnessException("the circuit failed to start: " + e.getMessage(), e);
        }
    }

    private void giveBack(CircomInstance c, boolean ok) {
        if (ok) {
            idle.push(c);
        }
    }
}
