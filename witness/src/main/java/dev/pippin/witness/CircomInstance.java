package dev.pippin.witness;

import com.dylibso.chicory.runtime.ByteArrayMemory;
import com.dylibso.chicory.runtime.ExportFunction;
import com.dylibso.chicory.runtime.HostFunction;
import com.dylibso.chicory.runtime.ImportValues;
import com.dylibso.chicory.runtime.Instance;
import com.dylibso.chicory.runtime.Machine;
import com.dylibso.chicory.runtime.Memory;
import com.dylibso.chicory.wasm.WasmModule;
import com.dylibso.chicory.wasm.types.ExternalType;
import com.dylibso.chicory.wasm.types.FunctionImport;
import com.dylibso.chicory.wasm.types.Import;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One instance of a circom witness calculator and the host side of its protocol: the runtime
 * imports the circuit calls ({@code exceptionHandler}, {@code printErrorMessage},
 * {@code writeBufferMessage}, {@code showSharedRWMemory}, and circom 2.0's log hooks) and the
 * exports the host calls. Values cross in the shared read-write memory, n32 32-bit words least
 * significant first; where the circuit exports {@code getSharedRWMemoryStart} (circom 2.1 on)
 * the words are read and written in linear memory directly, one copy instead of n32 calls.
 *
 * <p>Not thread-safe: an instance holds one computation's state; {@link WasmCircuit} lends each
 * computation its own and drops an instance a computation failed in.
 */
final class CircomInstance {
    /** circom's error codes passed to exceptionHandler, from its calculators' own tables. */
    private static final String[] CODES = {null, "Signal not found", "Too many signals set", "Signal already set",
        "Assert Failed", "Not enough memory", "Input signal array access exceeds the size"};
    /** circom 2.0's tracing hooks, called only when the calculator is built to log: ignored. */
    private static final Set<String> LOG_HOOKS = Set.of("logSetSignal", "logGetSignal", "logFinishComponent",
            "logStartComponent", "log");
    /** A bound on one message drained with getMessageChar: no circom message comes near it. */
    private static final int MAX_MESSAGE = 1 << 16;

    /** Thrown from exceptionHandler through the wasm frames back to the host's call. */
    static final class Trap extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Trap(String message) {
            super(message, null, false, false);
        }
    }

    private final Instance instance;
    private final Memory memory;
    private final ExportFunction init, setInputSignal, getInputSignalSize, getWitness, readShared, writeShared,
            getMessageChar, getRawPrime;
    /** The shared memory's address in linear memory, or -1 to go through read/writeSharedRWMemory. */
    private final int sharedStart;
    final int n32;
    /** What printErrorMessage collected since init: circom's "Error in template ... line: ..." lines. */
    private final List<String> errors = new ArrayList<>();
    /** The log line being assembled by writeBufferMessage and showSharedRWMemory. */
    private final StringBuilder logLine = new StringBuilder();
    private Consumer<String> log = s -> {};

    CircomInstance(WasmModule module, Function<Instance, Machine> machines) {
        ImportValues.Builder imports = ImportValues.builder();
        var section = module.importSection();
        for (int i = 0; i < section.importCount(); i++) {
            Import im = section.getImport(i);
            if (im.importType() != ExternalType.FUNCTION || !im.module().equals("runtime")) {
                throw new WitnessException("the circuit imports " + im.module() + "." + im.name()
                        + ", which circom's witness-calculator runtime does not provide");
            }
            var type = module.typeSection().getType(((FunctionImport) im).typeIndex());
            String name = im.name();
            imports.addFunction(new HostFunction("runtime", name, type, switch (name) {
                case "exceptionHandler" -> (inst, args) -> {
                    throw trap((int) args[0]);
                };
                case "printErrorMessage" -> (inst, args) -> {
                    errors.add(message());
                    return null;
                };
                case "writeBufferMessage" -> (inst, args) -> {
                    writeBufferMessage(message());
                    return null;
                };
                case "showSharedRWMemory" -> (inst, args) -> {
                    appendLog(readShared().toString());
                    return null;
                };
                default -> {
                    if (!LOG_HOOKS.contains(name)) {
                        throw new WitnessException("the circuit imports runtime." + name
                                + ", which circom's witness-calculator runtime does not provide");
                    }
                    yield (inst, args) -> null;
                }
            }));
        }
        Instance.Builder b = Instance.builder(module).withImportValues(imports.build());
        if (machines != null) {
            b.withMachineFactory(machines);
        }
        // Linear memory in byte arrays read through VarHandles rather than Chicory's default
        // ByteBuffers: circom's field-element copies are its hottest loads (a profile of the 2^16
        // fixture), and the median warm witness took 0.61-0.91 of the ByteBuffer time in four
        // interleaved rounds (docs/GROTH16.md).
        b.withMemoryFactory(ByteArrayMemory::new);
        instance = b.build();
        memory = instance.memory();
        init = export("init");
        setInputSignal = export("setInputSignal");
        getInputSignalSize = export("getInputSignalSize");
        getWitness = export("getWitness");
        readShared = export("readSharedRWMemory");
        writeShared = export("writeSharedRWMemory");
        getMessageChar = export("getMessageChar");
        getRawPrime = export("getRawPrime");
        n32 = call(export("getFieldNumLen32"));
        boolean direct = module.exportSection() != null && hasExport(module, "getSharedRWMemoryStart");
        sharedStart = direct ? call(export("getSharedRWMemoryStart")) : -1;
    }

    private static boolean hasExport(WasmModule module, String name) {
        var s = module.exportSection();
        for (int i = 0; i < s.exportCount(); i++) {
            if (s.getExport(i).name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    private ExportFunction export(String name) {
        try {
            return instance.export(name);
        } catch (RuntimeException e) {
            throw new WitnessException("the circuit does not export " + name
                    + ": not a circom 2 witness calculator (circuit.wasm from circom 2's --wasm)", e);
        }
    }

    int call(String name) {
        return call(export(name));
    }

    private static int call(ExportFunction f, long... args) {
        long[] r = f.apply(args);
        return r == null || r.length == 0 ? 0 : (int) r[0];
    }

    /** Starts a computation; sanityCheck asks the calculator to check signals as it goes. */
    void init(boolean sanityCheck, Consumer<String> log) {
        errors.clear();
        logLine.setLength(0);
        this.log = log;
        init.apply(sanityCheck ? 1 : 0);
    }

    BigInteger prime() {
        getRawPrime.apply();
        return readShared();
    }

    /** The count of values input signal hash takes, or -1 if main has no such input. */
    int inputSignalSize(long hash) {
        return call(getInputSignalSize, hash >>> 32, hash & 0xffffffffL);
    }

    /** Sets element i of input signal hash to value (below the prime); the last one runs the circuit. */
    void setInputSignal(long hash, int i, BigInteger value) {
        writeShared(value);
        setInputSignal.apply(hash >>> 32, hash & 0xffffffffL, i);
    }

    /** Copies wire i's n32 words into out from offset. */
    void witness(int i, int[] out, int offset) {
        getWitness.apply(i);
        if (sharedStart >= 0) {
            for (int j = 0; j < n32; j++) {
                out[offset + j] = memory.readInt(sharedStart + 4 * j);
            }
        } else {
            for (int j = 0; j < n32; j++) {
                out[offset + j] = call(readShared, j);
            }
        }
    }

    private BigInteger readShared() {
        return WitnessValues.unsigned(j -> sharedStart >= 0 ? memory.readInt(sharedStart + 4 * j) : call(readShared, j), n32);
    }

    private void writeShared(BigInteger value) {
        for (int j = 0; j < n32; j++) {
            int w = value.shiftRight(32 * j).intValue();
            if (sharedStart >= 0) {
                memory.writeI32(sharedStart + 4 * j, w);
            } else {
                writeShared.apply(j, w & 0xffffffffL);
            }
        }
    }

    /** Drains the calculator's message buffer, one character per getMessageChar call up to a 0. */
    private String message() {
        StringBuilder s = new StringBuilder();
        for (int c = call(getMessageChar); c != 0; c = call(getMessageChar)) {
            if (s.length() == MAX_MESSAGE) {
                s.append("...");
                break;
            }
            s.append((char) (c & 0xff));
        }
        return s.toString();
    }

    /** A log() call arrives item by item, then as "\n": items are joined by spaces, the line goes out at the end. */
    private void writeBufferMessage(String msg) {
        if (msg.equals("\n")) {
            log.accept(logLine.toString());
            logLine.setLength(0);
        } else {
            appendLog(msg);
        }
    }

    private void appendLog(String item) {
        if (!logLine.isEmpty()) {
            logLine.append(' ');
        }
        logLine.append(item);
    }

    private Trap trap(int code) {
        String what = code >= 1 && code < CODES.length ? CODES[code] : "Unknown error " + code;
        StringBuilder s = new StringBuilder(what);
        for (String e : errors) {
            if (!e.isBlank()) {
                s.append(s.length() == what.length() ? ": " : "; ").append(e.strip().replace('\n', ' '));
            }
        }
        return new Trap(s.toString());
    }
}
