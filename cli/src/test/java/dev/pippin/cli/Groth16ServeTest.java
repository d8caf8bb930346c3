package dev.pippin.cli;

import static dev.pippin.cli.UsageErrorsTest.fails;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/**
 * {@code pippin groth16 serve}'s usage errors: each is one line and exit 2, before anything
 * listens (the serving itself is ProverHttpServerTest's).
 */
class Groth16ServeTest {
    static final String ZKEY = Groth16CommandTest.ZKEY;

    @Test
    void circuitSpecs() {
        fails("pippin groth16 serve: --circuit p10: expected NAME=KEY.zkey or NAME=KEY.zkey,CIRCUIT.wasm",
                "groth16", "serve", "--circuit", "p10");
        fails("--circuit p10: KEY.zkey /no/such.zkey: no such file", "groth16", "serve", "--circuit", "p10=/no/such.zkey");
        fails("--circuit p10: CIRCUIT.wasm /no/such.wasm: no such file", "groth16", "serve", "--circuit", "p10=" + ZKEY + ",/no/such.wasm");
        fails("--circuit p10=" + ZKEY + ": circuit p10 is given twice",
                "groth16", "serve", "--circuit", "p10=" + ZKEY, "--circuit", "p10=" + ZKEY);
        fails("--circuit a/b=" + ZKEY + ": circuit name \"a/b\" is not 1 to 64 of A-Z a-z 0-9 . _ -",
                "groth16", "serve", "--circuit", "a/b=" + ZKEY);
        fails("witness.wtns: container: magic bytes \"wtns\", expected \"zkey\" (not a .zkey file)",
                "groth16", "serve", "--circuit", "p10=" + Groth16CommandTest.WTNS);
        fails("Missing required option: '--circuit=NAME=KEY.zkey[,CIRCUIT.wasm]'", "groth16", "serve");
    }

    @Test
    void limits() {
        String c = "p10=" + ZKEY;
        fails("--concurrency must be between 1 and 256, got 0", "groth16", "serve", "--circuit", c, "--concurrency", "0");
        fails("--threads must be between 1 and 1024, got 0", "groth16", "serve", "--circuit", c, "--threads", "0");
        fails("--max-waiting must be between 0 and 65536, got -1", "groth16", "serve", "--circuit", c, "--max-waiting", "-1");
        fails("--max-body must be between 1 and 2147483639, got 0", "groth16", "serve", "--circuit", c, "--max-body", "0");
        fails("--read-timeout must be between 1 and 86400 s, got 0", "groth16", "serve", "--circuit", c, "--read-timeout", "0");
        fails("--warm-up must be between 0 and 1000, got -2", "groth16", "serve", "--circuit", c, "--warm-up", "-2");
        fails("--port must be between 0 and 65535, got 70000", "groth16", "serve", "--circuit", c, "--port", "70000");
    }

    @Test
    void aPortInUse() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            fails("cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": ", "groth16", "serve", "--circuit", "p10=" + ZKEY,
                    "--port", Integer.toString(taken.getLocalPort()), "--warm-up", "0");
        }
    }
}
