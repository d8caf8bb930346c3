package dev.pippin.cli;

import dev.pippin.groth16.ProverService;
import dev.pippin.groth16.CircuitProver;
import dev.pippin.groth16.MalformedFileException;
import dev.pippin.groth16.WitnessSource;
import dev.pippin.witness.WasmCircuit;
import dev.pippin.groth16.ZKey;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code pippin groth16 serve}: a warm prover behind HTTP ({@link ProverHttpServer} over a
 * {@link ProverService}), so that a program proving many witnesses pays the JVM's start and
 * warm-up once instead of per proof. Runs until SIGTERM or SIGINT, which let the proof in flight
 * finish and answer.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = VersionCommand.Provider.class,
        description = {"Serve Groth16 proofs over HTTP from keys loaded once in a warm JVM:",
            "POST /prove/NAME with a .wtns body answers {\"proof\": ..., \"publicSignals\":",
            "[...]} (snarkjs's proof.json and public.json); GET /health the state.",
            "Listens on the loopback address by default, without authentication",
            "(docs/GROTH16.md, \"Prover service\")."},
        footer = {"",
            "Status codes: 200 proof; 400 bad witness or input; 404 unknown circuit or path;",
            "405 wrong method; 413 body past --max-body; 415 unknown Content-Type, or input",
            "JSON for a circuit without wasm;",
            "503 busy (Retry-After), shutting down, or /health while warming up; 500 internal."})
final class Groth16Serve implements Callable<Integer> {
    private static final Pattern SPEC = Pattern.compile("([^=]+)=([^,]+)(?:,(.+))?");

    @Option(names = "--circuit", required = true, paramLabel = "NAME=KEY.zkey[,CIRCUIT.wasm]",
            description = "A circuit served at /prove/NAME (repeatable): its proving key and, for input JSON, its witness calculator's wasm.")
    List<String> circuits;

    @Option(names = "--host", paramLabel = "H", description = "Address to listen on (default: ${DEFAULT-VALUE}, the loopback).")
    String host = "127.0.0.1";

    @Option(names = "--port", paramLabel = "P", description = "Port (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port = 9080;

    @Option(names = "--concurrency", paramLabel = "N", description = "Proofs computed at once (default: ${DEFAULT-VALUE}).")
    int concurrency = 1;

    @Option(names = "--threads", paramLabel = "T", description = "Threads per proof (default: the cores over --concurrency).")
    Integer threads;

    @Option(names = "--max-waiting", paramLabel = "N",
            description = "Proof requests that may wait beside the running ones; past that, 503 (default: ${DEFAULT-VALUE}).")
    int maxWaiting = ProverService.DEFAULT_MAX_WAITING;

    @Option(names = "--max-body", paramLabel = "BYTES",
            description = "Largest request body (default: each circuit's .wtns size, from its key's wires).")
    Long maxBody;

    @Option(names = "--read-timeout", paramLabel = "S",
            description = "Seconds a client may take to send a request, headers and body (default: ${DEFAULT-VALUE}).")
    int readTimeout = 30;

    @Option(names = "--warm-up", paramLabel = "N",
            description = "Synthetic proofs per circuit to warm the JVM up with, in the background (default: ${DEFAULT-VALUE}).")
    int warmUp = ProverService.DEFAULT_WARM_UP_ROUNDS;

    @Mixin
    QuietOption quiet;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** One --circuit. */
    record Spec(String name, Path zkey, Path wasm) {}

    static Spec parse(CommandLine cl, String text) {
        Matcher m = SPEC.matcher(text);
        if (!m.matches()) {
            throw new CommandLine.ParameterException(cl, "--circuit " + text + ": expected NAME=KEY.zkey or NAME=KEY.zkey,CIRCUIT.wasm");
        }
        return new Spec(m.group(1), Path.of(m.group(2)), m.group(3) == null ? null : Path.of(m.group(3)));
    }

    /**
     * The witness source of a circuit given with a wasm: the circuit compiled once
     * ({@link CircuitFiles#load}) and paired with its key ({@link CircuitProver}); a wasm that
     * does not load, or that is not the key's circuit, is a one-line usage error naming it.
     */
    static WitnessSource inputs(CommandLine cl, String name, ZKey key, Path wasm) {
        String label = "--circuit " + name + ": CIRCUIT.wasm";
        WasmCircuit circuit = CircuitFiles.load(cl, label, wasm, WasmCircuit.Engine.COMPILED, null);
        try {
            return CircuitProver.of(key, circuit, wasm).witnessSource();
        } catch (MalformedFileException e) {
            throw new CommandLine.ParameterException(cl, label + " " + wasm + ": " + e.getMessage());
        }
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        CommandLine cl = spec.commandLine();
        check(cl, concurrency >= 1 && concurrency <= 256, "--concurrency must be between 1 and 256, got " + concurrency);
        check(cl, threads == null || (threads >= 1 && threads <= MsmCommand.MAX_THREADS),
                "--threads must be between 1 and " + MsmCommand.MAX_THREADS + ", got " + threads);
        check(cl, maxWaiting >= 0 && maxWaiting <= 1 << 16, "--max-waiting must be between 0 and 65536, got " + maxWaiting);
        check(cl, maxBody == null || (maxBody >= 1 && maxBody <= InputFile.MAX_BYTES),
                "--max-body must be between 1 and " + InputFile.MAX_BYTES + ", got " + maxBody);
        check(cl, readTimeout >= 1 && readTimeout <= 86_400, "--read-timeout must be between 1 and 86400 s, got " + readTimeout);
        check(cl, warmUp >= 0 && warmUp <= 1000, "--warm-up must be between 0 and 1000, got " + warmUp);
        check(cl, port >= 0 && port <= 65_535, "--port must be between 0 and 65535, got " + port);

        ProverService.Builder b = ProverService.builder().concurrency(concurrency).maxWaiting(maxWaiting);
        if (threads != null) {
            b.threads(threads);
        }
        for (String text : circuits) {
            Spec s = parse(cl, text);
            ZKey key = Groth16Command.open(cl, "--circuit " + s.name() + ": KEY.zkey", s.zkey(), ZKey::open);
            WitnessSource inputs = null;
            if (s.wasm() != null) {
                Groth16Command.requireReadable(cl, "--circuit " + s.name() + ": CIRCUIT.wasm", s.wasm());
                inputs = inputs(cl, s.name(), key, s.wasm());
            }
            try {
                b.circuit(s.name(), key, inputs);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(cl, "--circuit " + text + ": " + e.getMessage());
            }
        }
        ProverService service = b.build();
        Map<String, ProverHttpServer.Route> routes = new LinkedHashMap<>();
        for (ProverService.CircuitStatus c : service.status().circuits()) {
            long bound = maxBody != null ? maxBody : Math.min(InputFile.MAX_BYTES, c.witnessBytes());
            routes.put(c.name(), new ProverHttpServer.Route(bound));
        }

        long timeout = ProverHttpServer.readTimeout(readTimeout);
        ProverHttpServer server;
        try {
            server = new ProverHttpServer(service, routes, new InetSocketAddress(host, port),
                    quiet.quiet ? null : cl.getErr());
        } catch (IOException e) {
            service.close();
            throw new CommandLine.ParameterException(cl, "cannot listen on " + host + ":" + port + ": " + InputFile.reason(e));
        }
        PrintWriter err = cl.getErr();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            err.println("pippin groth16 serve: stopped");
            err.flush();
        }, "pippin-serve-shutdown"));
        InetSocketAddress at = server.address();
        quiet.info(String.format("pippin groth16 serve: listening on http://%s:%d (%s); %s per proof, %d at once;"
                        + " read timeout %d s; warming up with %d proofs per circuit",
                at.getHostString(), at.getPort(), String.join(", ", service.circuits()), MsmCommand.count(service.threads(), "thread"),
                service.concurrency(), timeout, warmUp));
        long w0 = System.nanoTime();
        service.warmUp(warmUp).whenComplete((v, e) -> quiet.info(warmUp == 0 ? "pippin groth16 serve: no warm-up asked (--warm-up 0)" : e == null
                ? String.format("pippin groth16 serve: warm after %.1f s", (System.nanoTime() - w0) / 1e9)
                : "pippin groth16 serve: warm-up stopped: " + Errors.oneLine(String.valueOf(e.getCause() != null ? e.getCause() : e))));
        Thread.currentThread().join(); // until SIGTERM or SIGINT: the hook stops the server and the JVM exits
        return Main.OK;
    }

    private static void check(CommandLine cl, boolean ok, String message) {
        if (!ok) {
            throw new CommandLine.ParameterException(cl, message);
        }
    }
}
