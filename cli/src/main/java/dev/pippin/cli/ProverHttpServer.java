package dev.pippin.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.pippin.groth16.MalformedFileException;
import dev.pippin.groth16.Proof;
import dev.pippin.groth16.ProverService;
import dev.pippin.groth16.ProverUnavailableException;
import dev.pippin.groth16.Witness;
import java.io.EOFException;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The HTTP face of a {@link ProverService} ({@code pippin groth16 serve}), on the JDK's own
 * server (module jdk.httpserver): {@code POST /prove/NAME} with a {@code .wtns} body (or input
 * JSON, for a circuit with a witness calculator) answers snarkjs's proof and public signals;
 * {@code GET /health} the service's state. Status codes and limits: docs/GROTH16.md, "Prover
 * service".
 *
 * <p>Each exchange runs on a virtual thread of its own, so a slow client holds only its own; the
 * proofs run on the service's platform threads. A proof request takes one of
 * concurrency + maxWaiting admission permits before its body is read, so the witnesses held in
 * memory are bounded by that many bodies of at most their bound each; past it the server answers
 * 503 at once. A request whose headers and body take longer than the read timeout has its
 * connection closed by the JDK server (its {@value #READ_TIMEOUT_PROPERTY} property, read once
 * per JVM: see {@link #readTimeout}).
 *
 * <p>{@link #close} answers 503 to new proof requests, fails the waiting proofs, lets the running
 * ones finish and send their answers, then stops the server.
 */
final class ProverHttpServer implements AutoCloseable {
    /** The JDK server's bound on reading a request (line, headers and body), in seconds. */
    static final String READ_TIMEOUT_PROPERTY = "sun.net.httpserver.maxReqTime";
    static final Path BODY = Path.of("request body");

    /** What the HTTP side knows of a circuit besides the service's key: its wasm (or null) and its body bound. */
    record Route(long maxBody) {}

    private final HttpServer server;
    private final ExecutorService exchanges;
    private final ProverService service;
    private final Map<String, Route> routes;
    private final Semaphore admission;
    /** Proof requests holding an admission permit: receiving their body, waiting or proving. */
    private final AtomicInteger answering = new AtomicInteger();
    private final PrintWriter log;
    private volatile boolean stopping;

    /**
     * Sets the JDK server's read timeout unless the user set it (-D): the server reads it once, when
     * its first instance is made in the JVM, so this must run before that. Returns the timeout in force.
     */
    static long readTimeout(int seconds) {
        if (System.getProperty(READ_TIMEOUT_PROPERTY) == null) {
            System.setProperty(READ_TIMEOUT_PROPERTY, Integer.toString(seconds));
        }
        return Long.getLong(READ_TIMEOUT_PROPERTY, -1);
    }

    /**
     * Binds and starts. A circuit whose service circuit has no WitnessSource takes .wtns bodies
     * only (input JSON answers 415). log takes one line per proof and every internal error (null
     * for none).
     */
    ProverHttpServer(ProverService service, Map<String, Route> routes, InetSocketAddress address, PrintWriter log)
            throws IOException {
        this.service = service;
        this.routes = Map.copyOf(routes);
        this.admission = new Semaphore(service.concurrency() + service.maxWaiting());
        this.log = log;
        this.exchanges = Executors.newVirtualThreadPerTaskExecutor();
        // The accept backlog: a policy (connections the kernel holds before the dispatcher takes them), not a measurement.
        this.server = HttpServer.create(address, 64);
        server.setExecutor(exchanges);
        server.createContext("/", ex -> guarded(ex, () -> HttpReply.error(ex, 404, "no such endpoint: "
                + ex.getRequestURI().getPath() + "; POST /prove/NAME or GET /health")));
        server.createContext("/health", ex -> guarded(ex, () -> health(ex)));
        server.createContext("/prove/", ex -> guarded(ex, () -> prove(ex)));
        server.start();
    }

    InetSocketAddress address() {
        return server.getAddress();
    }

    private interface Handler {
        void handle() throws Exception;
    }

    /** Whatever a request does, the server survives it: an unexpected failure is a 500 and a log line. */
    private void guarded(HttpExchange ex, Handler h) {
        try {
            h.handle();
        } catch (Throwable e) {
            if (log != null) {
                log.println("pippin groth16 serve: internal error on " + ex.getRequestMethod() + " "
                        + ex.getRequestURI().getPath() + ": " + Errors.oneLine(e.toString()));
                log.flush();
            }
            HttpReply.error(ex, 500, "internal error: " + e);
        }
    }

    private void health(HttpExchange ex) {
        if (!ex.getRequestURI().getPath().equals("/health")) {
            HttpReply.error(ex, 404, "no such endpoint: " + ex.getRequestURI().getPath());
            return;
        }
        if (!ex.getRequestMethod().equals("GET")) {
            methodNotAllowed(ex, "GET");
            return;
        }
        ProverService.Status s = service.status();
        // A warm-up that stopped short leaves the service cold but serving: "cold", with the reason.
        String status = stopping || s.closed() ? "stopping" : s.warm() ? "ready" : s.warmUpFailure() != null ? "cold" : "warming";
        StringBuilder b = new StringBuilder("{\"status\": \"").append(status).append("\", \"circuits\": [");
        for (int i = 0; i < s.circuits().size(); i++) {
            ProverService.CircuitStatus c = s.circuits().get(i);
            Route r = routes.get(c.name());
            b.append(i == 0 ? "" : ", ").append("{\"name\": ").append(HttpReply.quote(c.name()))
                    .append(", \"warm\": ").append(c.warm())
                    .append(", \"warm_up\": [").append(c.warmUpDone()).append(", ").append(c.warmUpRounds()).append(']')
                    .append(", \"wires\": ").append(c.nVars())
                    .append(", \"public_signals\": ").append(c.nPublic())
                    .append(", \"domain_size\": ").append(c.domainSize())
                    .append(", \"max_body\": ").append(r.maxBody())
                    .append(", \"json_inputs\": ").append(c.inputs())
                    .append(", \"proofs\": ").append(c.proofs()).append('}');
        }
        b.append("], \"admitted\": ").append(answering.get())
                .append(", \"running\": ").append(s.running()).append(", \"waiting\": ").append(s.waiting())
                .append(", \"concurrency\": ").append(service.concurrency())
                .append(", \"threads\": ").append(service.threads())
                .append(", \"warm_up_failure\": ").append(s.warmUpFailure() == null ? "null" : HttpReply.quote(s.warmUpFailure()))
                .append('}');
        HttpReply.json(ex, status.equals("ready") ? 200 : 503, b.toString());
    }

    private void prove(HttpExchange ex) throws InterruptedException {
        String path = ex.getRequestURI().getPath();
        String name = path.substring("/prove/".length());
        if (!service.has(name)) {
            HttpReply.error(ex, 404, "no circuit named " + name + "; this server proves " + String.join(", ", service.circuits()));
            return;
        }
        if (!ex.getRequestMethod().equals("POST")) {
            methodNotAllowed(ex, "POST");
            return;
        }
        String type = mediaType(ex.getRequestHeaders().getFirst("Content-Type"));
        boolean inputs = type.equals("application/json");
        if (!inputs && !type.isEmpty() && !type.equals("application/octet-stream")) {
            HttpReply.error(ex, 415, "Content-Type " + type + " is neither application/octet-stream (a .wtns witness)"
                    + " nor application/json (input signals)");
            return;
        }
        Route route = routes.get(name);
        if (inputs && !service.acceptsInputs(name)) {
            HttpReply.error(ex, 415, "circuit " + name + " takes no input JSON (it is served without its circuit.wasm);"
                    + " POST a .wtns witness (application/octet-stream)");
            return;
        }
        if (stopping) {
            HttpReply.error(ex, 503, "the prover is shutting down");
            return;
        }
        long length = contentLength(ex);
        if (length > route.maxBody()) {
            tooLarge(ex, "body too large: " + length + " bytes declared, the bound is " + route.maxBody() + " bytes (--max-body)");
            return;
        }
        if (!admission.tryAcquire()) {
            ex.getResponseHeaders().set("Retry-After", "1");
            HttpReply.error(ex, 503, "busy: " + (service.concurrency() + service.maxWaiting())
                    + " proofs are running or waiting, the most this server holds; try again later");
            return;
        }
        answering.incrementAndGet();
        try {
            proveAdmitted(ex, name, route, length, inputs);
        } finally {
            answering.decrementAndGet();
            admission.release();
        }
    }

    private void proveAdmitted(HttpExchange ex, String name, Route route, long length, boolean inputs) throws InterruptedException {
        long t0 = System.nanoTime();
        byte[] body;
        try {
            body = BoundedBody.read(ex.getRequestBody(), length, route.maxBody());
        } catch (BoundedBody.TooLargeException e) {
            tooLarge(ex, e.getMessage());
            return;
        } catch (EOFException e) {
            ex.close(); // the client hung up mid-body: no one to answer
            return;
        } catch (IOException e) {
            ex.close(); // the read timeout closed the connection, or the client reset it
            return;
        }
        if (body.length == 0) {
            HttpReply.error(ex, 400, "empty body: POST a .wtns witness" + (service.acceptsInputs(name) ? " or input JSON" : ""));
            return;
        }
        long read = System.nanoTime();
        Proof proof;
        try {
            proof = inputs ? service.proveInputs(name, body) : service.prove(name, service.readWitness(name, BODY, body));
        } catch (MalformedFileException e) {
            boolean keyFault = !e.file().equals(BODY) && e.file().equals(service.key(name).path());
            HttpReply.error(ex, keyFault ? 500 : 400, e.getMessage());
            return;
        } catch (ProverUnavailableException e) {
            HttpReply.error(ex, 503, e.getMessage());
            return;
        } catch (IllegalArgumentException e) {
            HttpReply.error(ex, 400, e.getMessage()); // a bad input, in the witness source's words
            return;
        }
        long proved = System.nanoTime();
        long proveNanos = proof.timings().map(t -> t.total()).orElse(0L);
        ex.getResponseHeaders().set("Server-Timing", String.format(Locale.ROOT, "read;dur=%.1f, wait;dur=%.1f, prove;dur=%.1f",
                (read - t0) / 1e6, Math.max(0, proved - read - proveNanos) / 1e6, proveNanos / 1e6));
        HttpReply.json(ex, 200, "{\"proof\": " + proof.toJson() + ",\n\"publicSignals\": " + proof.publicSignalsJson() + "}\n");
        if (log != null) {
            log.printf(Locale.ROOT, "pippin groth16 serve: %s: proof in %.0f ms (body %d bytes read in %.1f ms)%n",
                    name, proveNanos / 1e6, body.length, (read - t0) / 1e6);
            log.flush();
        }
    }

    private static void tooLarge(HttpExchange ex, String message) {
        ex.getResponseHeaders().set("Connection", "close"); // the rest of the body is not read
        HttpReply.error(ex, 413, message);
    }

    private static void methodNotAllowed(HttpExchange ex, String allowed) {
        ex.getResponseHeaders().set("Allow", allowed);
        HttpReply.error(ex, 405, ex.getRequestMethod() + " is not allowed here; use " + allowed);
    }

    /** The declared Content-Length, -1 when chunked (the JDK server has refused malformed and conflicting ones). */
    private static long contentLength(HttpExchange ex) {
        String v = ex.getRequestHeaders().getFirst("Content-Length");
        return v == null ? -1 : Long.parseLong(v.strip());
    }

    /** "application/json" from "Application/JSON; charset=utf-8"; "" when absent. */
    static String mediaType(String header) {
        if (header == null) {
            return "";
        }
        int semi = header.indexOf(';');
        return (semi < 0 ? header : header.substring(0, semi)).strip().toLowerCase(Locale.ROOT);
    }

    /**
     * Answers 503 to new proof requests, fails the waiting proofs, waits for the running ones and
     * for their answers to be sent, then stops the server.
     */
    @Override
    public void close() {
        stopping = true;
        service.close();
        // The running proofs are done: what is left is writing their answers (milliseconds), and
        // bodies still being read, which the closed service will refuse; 10 s bounds the wait for a
        // client that reads its answer slowly.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (answering.get() > 0 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        server.stop(0);
        exchanges.shutdownNow();
    }
}
