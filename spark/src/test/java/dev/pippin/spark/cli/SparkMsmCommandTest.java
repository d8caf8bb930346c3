package dev.pippin.spark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import dev.pippin.spark.PointFormat;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** pippin spark msm end to end in local mode: the result of pippin msm bit for bit, its JSON keys, one-line errors with exit 2. */
class SparkMsmCommandTest {
    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        var cl = SparkMain.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private static String hex(MsmGroup g, long[] p) {
        return HexFormat.of().formatHex(PointFormat.encodeEip(g, p));
    }

    @Test
    void generatedInstanceGivesPippinMsmsResultAndItsKeys() throws Exception {
        Run r = run("msm", "--master", "local[2]", "--curve", "bls12-381", "--group", "g1", "--n", "100", "--seed", "9",
                "--partitions", "3", "--reps", "1", "--json", "-q");
        assertEquals(0, r.code(), r.err());
        JsonNode row = new ObjectMapper().readTree(r.out());
        // what pippin msm --seed 9 --n 100 runs on: points from the seed, scalars from seed + 1
        MsmGroup g = MsmGroup.BLS12_381_G1;
        long[] want = Msm.compute(g, MsmInstances.points(g, 100, 9).data(),
                MsmInstances.scalars(g, 100, MsmInstances.Distribution.UNIFORM, 10), MsmOptions.defaults());
        assertEquals(hex(g, want), row.get("result").asText());
        assertTrue(row.get("check").asBoolean());
        List<String> keys = new ArrayList<>();
        for (Iterator<String> it = row.fieldNames(); it.hasNext(); ) {
            keys.add(it.next());
        }
        assertEquals(List.of("kind", "curve", "group", "n", "scalars", "seed", "threads", "endo", "reps", "warm_up_runs", "input_ms",
                "min_ms", "median_ms", "per_point_ns", "result", "check", "master", "partitions", "default_parallelism",
                "context_start_ms", "job_ms", "slowest_task_ms", "sum_task_ms", "partition_reports"), keys);
        assertEquals(3, row.get("partition_reports").size());
        assertEquals(34, row.get("partition_reports").get(2).get("count").asInt());
        String help = run("msm", "--help").out();
        for (String k : keys.subList(16, keys.size())) {
            assertTrue(help.contains("  " + k + " "), "the --help footer documents " + k);
        }
    }

    @Test
    void filesGiveTheSingleMachineResultAndBadFilesOneLine() throws Exception {
        MsmGroup g = MsmGroup.BN254_G2;
        int n = 20, pb = PointFormat.EIP.bytes(g), pl = g.pointLongs();
        long[] pts = MsmInstances.points(g, n, 4).data();
        byte[] sc = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 5);
        byte[] enc = new byte[n * pb];
        for (int i = 0; i < n; i++) {
            System.arraycopy(PointFormat.encodeEip(g, Arrays.copyOfRange(pts, i * pl, (i + 1) * pl)), 0, enc, i * pb, pb);
        }
        Path p = Files.write(dir.resolve("p.bin"), enc), s = Files.write(dir.resolve("s.bin"), sc);
        Run ok = run("msm", "--master", "local[2]", "--curve", "bn254", "--group", "g2", "--points", p.toString(), "--scalars", s.toString(),
                "--partitions", "4", "--reps", "1", "--json", "-q");
        assertEquals(0, ok.code(), ok.err());
        assertEquals(hex(g, Msm.compute(g, pts, sc, MsmOptions.defaults())), new ObjectMapper().readTree(ok.out()).get("result").asText());

        Files.write(p, Arrays.copyOf(enc, enc.length - 5));
        Run bad = run("msm", "--master", "local[2]", "--curve", "bn254", "--group", "g2", "--points", p.toString(), "--scalars", s.toString(),
                "--reps", "1", "-q");
        assertEquals(2, bad.code());
        assertEquals("pippin spark msm: points file " + p + ": 2555 bytes is not a whole number of 128-byte bn254 g2 points"
                + " (19 and 123 bytes over)\n", bad.err());
    }

    @Test
    void aPlanTooLargeForTheLocalHeapIsRefusedBeforeAnyJob() {
        Run r = run("msm", "--master", "local[1]", "--n", "100000000", "--partitions", "1", "--reps", "1", "-q");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("pippin spark msm: 1 concurrent task of 100000000 points needs about 25558 MiB, more than this JVM's heap of "),
                r.err());
        assertEquals(1, r.err().lines().count());
    }

    @Test
    void usageErrorsAreOneLineWithExitTwoBeforeSparkStarts() {
        String[][] cases = {
            {"--partitions", "0"}, {"--reps", "0"}, {"--conf", "novalue"}, {"--scalars", "gaussian"}, {"--curve", "p256"},
            {"--points", "p.bin"}, {"--points", "p.bin", "--scalars", "s.bin", "--n", "5"}, {"--n", "0"}, {"--task-cpus", "0"},
            {"--endo", "maybe"}, {"--partitions", "lots"}, {"--master", "local[0]"}};
        String[] messages = {
            "--partitions must be between 1 and 1048576, got 0", "--reps must be at least 1, got 0", "--conf needs KEY=VALUE, got 'novalue'",
            "--scalars must be uniform, witness or small, got 'gaussian' (a scalars file needs --points FILE)",
            "--curve must be bn254 or bls12-381, got 'p256'", "--points needs --scalars FILE",
            "--n and --seed apply to generated instances, not to --points", "--n must be between 1 and 1099511627776, got 0",
            "--task-cpus must be between 1 and 1024, got 0", "--endo must be on or off, got 'maybe'",
            "Invalid value for option '--partitions': 'lots' is not an int",
            "--master must be local, local[N], local[N,F], local[*], spark://HOST:PORT, yarn or k8s://URL, got 'local[0]'"};
        for (int i = 0; i < cases.length; i++) {
            String[] args = new String[cases[i].length + 1];
            args[0] = "msm";
            System.arraycopy(cases[i], 0, args, 1, cases[i].length);
            Run r = run(args);
            assertEquals(2, r.code(), Arrays.toString(cases[i]));
            assertEquals("pippin spark msm: " + messages[i] + " (see 'pippin spark msm --help')\n", r.err(), Arrays.toString(cases[i]));
        }
    }
}
