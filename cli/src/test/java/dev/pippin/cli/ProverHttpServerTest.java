package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.Proof;
import dev.pippin.groth16.CircuitProver;
import dev.pippin.groth16.ProverService;
import dev.pippin.witness.WasmCircuit;
import dev.pippin.groth16.Verdict;
import dev.pippin.groth16.VerificationKey;
import dev.pippin.groth16.ZKey;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pippin groth16 serve}'s HTTP side on an ephemeral loopback port, over the groth16
 * module's vendored 2^10 fixture: proofs from .wtns bodies checked by Pippin's verifier against
 * snarkjs's verification key, every refusal's status and one-line message, and hostile clients
 * (oversized, chunked, hanging up, too slow) that leave the server serving. One proof at a time
 * and one waiting, so two admission permits; the JDK server's read timeout is set to 2 s.
 */
class ProverHttpServerTest {
    static final Path P10 = Groth16CommandTest.P10;
    static final byte[] WTNS = read(P10.resolve("witness.wtns"));
    static final int READ_TIMEOUT_S = 2;

    static ProverService service;
    static ProverHttpServer server;
    static VerificationKey vkey;
    static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    @TempDir
    Path dir;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(ProverHttpServer.readTimeout(READ_TIMEOUT_S) == READ_TIMEOUT_S, "the JVM's read timeout was set elsewhere");
        ZKey key = ZKey.open(P10.resolve("circuit_final.zkey"));
        vkey = VerificationKey.read(P10.resolve("verification_key.json"));
        CircuitProver prover = CircuitProver.of(key, WasmCircuit.load(P10.resolve("circuit.wasm")), P10.resolve("circuit.wasm"));
        service = ProverService.builder().threads(2).concurrency(1).maxWaiting(1).circuit("p10", key)
                .circuit("inputs", key, prover.witnessSource()).build();
        server = new ProverHttpServer(service, Map.of(
                "p10", new ProverHttpServer.Route(WTNS.length),
                "inputs", new ProverHttpServer.Route(WTNS.length)),
                new InetSocketAddress("127.0.0.1", 0), null);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    // ---------------------------------------------------------------- proofs

    @Test
    void aWtnsBodyGivesSnarkjssFilesAndTheProofVerifies() throws Exception {
        HttpResponse<String> r = post("/prove/p10", "application/octet-stream", WTNS);
        assertEquals(200, r.statusCode(), r.body());
        assertEquals("application/json", r.headers().firstValue("Content-Type").orElseThrow());
        assertTrue(r.headers().firstValue("Server-Timing").orElseThrow().contains("prove;dur="));
        assertVerifies(r.body());
    }

    @Test
    void twoConcurrentClientsEachGetAProofThatVerifies() throws Exception {
        List<CompletableFuture<HttpResponse<String>>> calls = List.of(postAsync(WTNS), postAsync(WTNS));
        for (CompletableFuture<HttpResponse<String>> c : calls) {
            HttpResponse<String> r = c.get(2, TimeUnit.MINUTES);
            assertEquals(200, r.statusCode(), r.body());
            assertVerifies(r.body());
        }
    }

    /**
     * The body is {"proof": PROOF, "publicSignals": PUBLIC} with PROOF byte for byte what
     * {@code pippin groth16 prove} writes as proof.json and PUBLIC snarkjs's public.json.
     */
    private void assertVerifies(String body) throws IOException {
        JsonNode root = Cli.JSON.readTree(body);
        assertEquals(List.of("proof", "publicSignals"), iterable(root.fieldNames()));
        String prefix = "{\"proof\": ", middle = ",\n\"publicSignals\": ";
        assertTrue(body.startsWith(prefix) && body.endsWith("}\n"), body);
        int m = body.indexOf(middle);
        String proofJson = body.substring(prefix.length(), m), publicJson = body.substring(m + middle.length(), body.length() - 2);
        assertEquals(Files.readString(P10.resolve("public.json")), publicJson, "public.json byte for byte");
        Path proofFile = Files.writeString(dir.resolve("proof.json"), proofJson);
        Path publicFile = Files.writeString(dir.resolve("public.json"), publicJson);
        Proof p = Proof.read(proofFile, publicFile);
        assertEquals(p.toJson(), proofJson, "proof.json as the prove command writes it");
        Verdict v = Groth16.verify(vkey, p);
        assertTrue(v.valid(), v.reason());
    }

    // ---------------------------------------------------------------- refusals

    @Test
    void malformedBodiesAreBadRequestsWithTheReadersMessage() throws Exception {
        expect(400, "request body: container: magic bytes \"zkey\", expected \"wtns\" (not a .wtns file)",
                post("/prove/p10", "application/octet-stream", Arrays.copyOf(read(P10.resolve("circuit_final.zkey")), 1000)));
        expect(400, "request body: section 2 (values): truncated: declares 30400 bytes from byte 76, the file ends at 30000",
                post("/prove/p10", "application/octet-stream", Arrays.copyOf(WTNS, 30000)));
        byte[] field = WTNS.clone();
        field[32] ^= 4; // a byte of the prime in section 1
        HttpResponse<String> f = post("/prove/p10", null, field);
        assertEquals(400, f.statusCode());
        assertTrue(message(f).startsWith("request body: section 1 (header): the prime 0x") && message(f).endsWith(
                " is not the bn254 group order; this prover supports bn254 only"), f.body());
        expect(400, "request body: section 2 (values): holds 949 values, circuit_final.zkey expects 950 (a witness for another circuit?)",
                post("/prove/p10", "application/octet-stream", withCount(949)));
        expect(400, "empty body: POST a .wtns witness", post("/prove/p10", "application/octet-stream", new byte[0]));
    }

    /** The fixture's witness cut or padded to count values, its header saying so. */
    private static byte[] withCount(int count) {
        // The fixture's layout: section 1 of 40 bytes from 24 (count at 24 + 36), section 2's size at 64 + 4, values from 76.
        byte[] w = Arrays.copyOf(WTNS, 76 + 32 * count);
        ByteBuffer b = ByteBuffer.wrap(w).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(24 + 36, count);
        b.putLong(64 + 4, 32L * count);
        return w;
    }

    @Test
    void unknownCircuitsPathsAndMethods() throws Exception {
        expect(404, "no circuit named p11; this server proves p10, inputs", post("/prove/p11", "application/octet-stream", WTNS));
        expect(404, "no such endpoint: /metrics; POST /prove/NAME or GET /health", get("/metrics"));
        HttpResponse<String> g = get("/prove/p10");
        expect(405, "GET is not allowed here; use POST", g);
        assertEquals("POST", g.headers().firstValue("Allow").orElseThrow());
        HttpResponse<String> h = post("/health", "application/json", new byte[0]);
        expect(405, "POST is not allowed here; use GET", h);
        assertEquals("GET", h.headers().firstValue("Allow").orElseThrow());
    }

    @Test
    void inputJsonNeedsTheCircuitsWasm() throws Exception {
        byte[] input = "{\"in\": \"1\"}".getBytes(StandardCharsets.UTF_8);
        expect(415, "circuit p10 takes no input JSON (it is served without its circuit.wasm); POST a .wtns witness"
                + " (application/octet-stream)", post("/prove/p10", "application/json", input));
        expect(415, "Content-Type text/plain is neither application/octet-stream (a .wtns witness) nor application/json (input signals)",
                post("/prove/p10", "text/plain", WTNS));
    }

    @Test
    void inputJsonIsProvedThroughTheWitnessCalculator() throws Exception {
        // p10's input.json: the witness snarkjs computes from it is the fixture's witness.wtns, so
        // the proof's public signals are public.json's (assertVerifies)
        HttpResponse<String> r = post("/prove/inputs", "application/json; charset=utf-8", read(P10.resolve("input.json")));
        assertEquals(200, r.statusCode(), r.body());
        assertVerifies(r.body());
        // the same circuit still takes a .wtns
        HttpResponse<String> w = post("/prove/inputs", "application/octet-stream", WTNS);
        assertEquals(200, w.statusCode(), w.body());
        assertVerifies(w.body());
    }

    @Test
    void badInputJsonIsABadRequestWithTheCalculatorsMessage() throws Exception {
        HttpResponse<String> unknown = post("/prove/inputs", "application/json", "{\"out\": \"1\"}".getBytes(StandardCharsets.UTF_8));
        assertEquals(400, unknown.statusCode(), unknown.body());
        assertTrue(unknown.body().contains("out"), unknown.body());
        HttpResponse<String> malformed = post("/prove/inputs", "application/json", "{\"in\": ".getBytes(StandardCharsets.UTF_8));
        assertEquals(400, malformed.statusCode(), malformed.body());
        String p = "21888242871839275222246405745257275088548364400416034343698204186575808495617";
        HttpResponse<String> tooBig = post("/prove/inputs", "application/json", ("{\"in\": \"" + p + "\"}").getBytes(StandardCharsets.UTF_8));
        assertEquals(400, tooBig.statusCode(), tooBig.body());
        // the server goes on proving
        HttpResponse<String> ok = post("/prove/inputs", "application/json", read(P10.resolve("input.json")));
        assertEquals(200, ok.statusCode(), ok.body());
    }

    // ---------------------------------------------------------------- hostile clients

    @Test
    void aDeclaredLengthPastTheBoundIsRefusedUnread() throws Exception {
        try (Socket s = connect()) {
            send(s, "POST /prove/p10 HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000000000\r\n\r\n");
            String r = response(s);
            assertTrue(r.startsWith("HTTP/1.1 413 "), r);
            assertTrue(r.contains("body too large: 1000000000 bytes declared, the bound is 30476 bytes (--max-body)"), r);
        }
        assertEquals(200, get("/health").statusCode(), "still serving");
    }

    @Test
    void aChunkedBodyIsCountedAndRefusedPastTheBound() throws Exception {
        try (Socket s = connect()) {
            send(s, "POST /prove/p10 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
            byte[] chunk = new byte[8192];
            for (int i = 0; i < 5; i++) { // 40 960 bytes, past the 30 476 of the bound
                send(s, Integer.toHexString(chunk.length) + "\r\n");
                s.getOutputStream().write(chunk);
                send(s, "\r\n");
            }
            String r = response(s);
            assertTrue(r.startsWith("HTTP/1.1 413 "), r);
            assertTrue(r.contains("body too large: more than 30476 bytes sent, the bound is 30476 bytes (--max-body)"), r);
        }
        // Chunked and within the bound: proved.
        HttpRequest chunked = HttpRequest.newBuilder(uri("/prove/p10")).header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(WTNS))).build();
        HttpResponse<String> r = CLIENT.send(chunked, HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        assertVerifies(r.body());
    }

    @Test
    void aClientThatHangsUpMidBodyLeavesTheServerServing() throws Exception {
        try (Socket s = connect()) {
            send(s, "POST /prove/p10 HTTP/1.1\r\nHost: x\r\nContent-Length: " + WTNS.length + "\r\n\r\n");
            s.getOutputStream().write(WTNS, 0, 1000);
            s.getOutputStream().flush();
        }
        HttpResponse<String> r = post("/prove/p10", "application/octet-stream", WTNS);
        assertEquals(200, r.statusCode(), r.body());
        assertVerifies(r.body());
    }

    @Test
    void slowClientsAreCutOffAndHoldOnlyTheirOwnPermits() throws Exception {
        try (Socket a = connect(); Socket b = connect()) {
            for (Socket s : List.of(a, b)) {
                send(s, "POST /prove/p10 HTTP/1.1\r\nHost: x\r\nContent-Length: " + WTNS.length + "\r\n\r\n");
                s.getOutputStream().write(WTNS, 0, 100);
                s.getOutputStream().flush();
            }
            long t0 = System.nanoTime();
            while (health().get("admitted").asInt() < 2) {
                assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(READ_TIMEOUT_S), "both slow clients admitted");
                Thread.sleep(10);
            }
            // Both permits are held by clients that send nothing more: a third is refused at once, not queued.
            HttpResponse<String> busy = post("/prove/p10", "application/octet-stream", WTNS);
            expect(503, "busy: 2 proofs are running or waiting, the most this server holds; try again later", busy);
            assertEquals("1", busy.headers().firstValue("Retry-After").orElseThrow());
            // The read timeout closes both connections.
            for (Socket s : List.of(a, b)) {
                s.setSoTimeout((int) TimeUnit.SECONDS.toMillis(4L * READ_TIMEOUT_S));
                assertEquals(-1, drain(s.getInputStream()), "the server closed the slow connection");
            }
        }
        long t0 = System.nanoTime();
        while (health().get("admitted").asInt() > 0) {
            assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(10), "the permits come back");
            Thread.sleep(10);
        }
        HttpResponse<String> r = post("/prove/p10", "application/octet-stream", WTNS);
        assertEquals(200, r.statusCode(), r.body());
    }

    @Test
    void healthListsTheCircuits() throws Exception {
        HttpResponse<String> r = get("/health");
        assertEquals(200, r.statusCode(), r.body());
        JsonNode h = Cli.JSON.readTree(r.body());
        assertEquals("ready", h.get("status").asText()); // no warm-up asked
        assertEquals(2, h.get("circuits").size());
        JsonNode c = h.get("circuits").get(0);
        assertEquals("p10", c.get("name").asText());
        assertEquals(950, c.get("wires").asInt());
        assertEquals(2, c.get("public_signals").asInt());
        assertEquals(1024, c.get("domain_size").asInt());
        assertEquals(WTNS.length, c.get("max_body").asLong());
        assertEquals(false, c.get("json_inputs").asBoolean());
        assertEquals(1, h.get("concurrency").asInt());
        assertEquals(2, h.get("threads").asInt());
    }

    @Test
    void closingFinishesTheProofInFlightAndRefusesNewOnes() throws Exception {
        ZKey key = ZKey.open(P10.resolve("circuit_final.zkey"));
        ProverService s = ProverService.builder().threads(2).circuit("p10", key).build();
        ProverHttpServer other = new ProverHttpServer(s, Map.of("p10", new ProverHttpServer.Route(WTNS.length)),
                new InetSocketAddress("127.0.0.1", 0), null);
        URI prove = URI.create("http://127.0.0.1:" + other.address().getPort() + "/prove/p10");
        CompletableFuture<HttpResponse<String>> inFlight = CLIENT.sendAsync(HttpRequest.newBuilder(prove)
                .POST(HttpRequest.BodyPublishers.ofByteArray(WTNS)).build(), HttpResponse.BodyHandlers.ofString());
        long t0 = System.nanoTime();
        while (s.status().running() < 1) {
            assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(60), "the proof started");
            Thread.sleep(5);
        }
        other.close();
        HttpResponse<String> r = inFlight.get(1, TimeUnit.MINUTES);
        assertEquals(200, r.statusCode(), r.body());
        assertVerifies(r.body());
        assertTrue(s.status().closed());
    }

    // ---------------------------------------------------------------- helpers

    private static void expect(int status, String message, HttpResponse<String> r) throws IOException {
        assertEquals(status, r.statusCode(), r.body());
        assertEquals("application/json", r.headers().firstValue("Content-Type").orElseThrow());
        assertEquals(message, message(r));
    }

    private static String message(HttpResponse<String> r) throws IOException {
        JsonNode e = Cli.JSON.readTree(r.body());
        assertEquals(List.of("error"), iterable(e.fieldNames()));
        assertTrue(!r.body().strip().contains("\n"), "one line: " + r.body());
        return e.get("error").asText();
    }

    private static <T> List<T> iterable(java.util.Iterator<T> it) {
        List<T> out = new java.util.ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    private static JsonNode health() throws Exception {
        return Cli.JSON.readTree(get("/health").body());
    }

    private static URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.address().getPort() + path);
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(uri(path)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String path, String type, byte[] body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path)).POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (type != null) {
            b.header("Content-Type", type);
        }
        return CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static CompletableFuture<HttpResponse<String>> postAsync(byte[] body) {
        return CLIENT.sendAsync(HttpRequest.newBuilder(uri("/prove/p10")).header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static Socket connect() throws IOException {
        Socket s = new Socket("127.0.0.1", server.address().getPort());
        s.setSoTimeout((int) TimeUnit.SECONDS.toMillis(30));
        return s;
    }

    private static void send(Socket s, String text) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    /** The response's head and body, up to the end of its Content-Length. */
    private static String response(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int c = in.read();
            if (c < 0) {
                break;
            }
            head.append((char) c);
        }
        int length = 0;
        for (String line : head.toString().split("\r\n")) {
            if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                length = Integer.parseInt(line.substring(15).strip());
            }
        }
        return head + new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    /** Reads to the end of the stream: -1 once the peer closed (a reset counts as closed). */
    private static int drain(InputStream in) {
        try {
            while (in.read() >= 0) {
                // what the server sent before closing, if anything
            }
            return -1;
        } catch (java.net.SocketTimeoutException e) {
            return 0;
        } catch (IOException e) {
            return -1;
        }
    }

    private static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
