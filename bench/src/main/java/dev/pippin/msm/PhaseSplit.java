package dev.pippin.msm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where an MSM's time goes, phase by phase: runs {@link Msm#compute} repeatedly (lanes warmed
 * first) under a JFR recording of execution samples every millisecond, and sorts each sample of
 * the MSM's threads into a phase by the frames on its stack (a flush the reduction makes counts
 * as reduction). The flush is split into the Fp products on the lanes
 * (or the scalar field products) and the rest of it (staging, radix re-cuts, the inversion).
 * Prints each phase's share and, from the wall clock of the timed runs, its milliseconds per MSM.
 *
 * <pre>
 * bench/run dev.pippin.msm.PhaseSplit GROUP LOGN [RUNS]      e.g. BLS12_381_G1 16 20
 * </pre>
 *
 * {@code -Dthreads=N} (default 1), {@code -Dendo=false} for the path without GLV/GLS. Samples of
 * a thread that is not running are not taken, so with two threads the shares are of CPU time.
 */
public final class PhaseSplit {
    private PhaseSplit() {}

    /** Phases in report order: the first rule whose class and method prefixes match a frame names it. */
    private static final String[][] RULES = {
            {"convert", "dev.pippin.msm.ScalarInputs", ""},
            {"classify", "dev.pippin.msm.ScalarClasses", ""},
            {"GLV/GLS split", "dev.pippin.msm.EndomorphismSplit", ""},
            {"task layout (histograms)", "dev.pippin.msm.Pippenger", "tasks"},
            {"task layout (histograms)", "dev.pippin.msm.Pippenger", "histogram"},
            {"bucket reduction", "Buckets", "reduce"},
            {"bucket reduction", "Buckets", "leaveLockstep"},
            {"bucket reduction", "Buckets", "foldSlots"},
            {"flush", "LaneBatch", ""},
            {"flush", "Buckets", "flushInto"},
            {"bucket accumulation", "Buckets", "windowSum"},
            {"window sum (Horner)", "dev.pippin.msm.Pippenger", "run"},
    };
    /**
     * Inside a flush, the frames that are field products: the lane kernels' product methods (not
     * their 56-block passes, re-cuts and unscale, which count as the rest) and the scalar ones.
     */
    private static final String[] PRODUCTS = {"dev.pippin.lanes.kernel.Bn254FpLanes", "dev.pippin.lanes.kernel.Bls12381FpLanes",
            "dev.pippin.field.Bn254Fp.", "dev.pippin.field.Bls12381Fp.", "dev.pippin.field.Bn254Fp2.", "dev.pippin.field.Bls12381Fp2."};
    private static final Set<String> PRODUCT_METHODS = Set.of("mul", "mul2", "sqr", "sum", "diff", "dbl",
            "mulByFp", "square");

    public static void main(String[] args) throws IOException, InterruptedException {
        MsmGroup g = MsmGroup.valueOf(args[0]);
        int logN = Integer.parseInt(args[1]);
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        int n = 1 << logN;
        MsmOptions o = MsmOptions.defaults().withThreads(Integer.getInteger("threads", 1))
                .withEndomorphism(!"false".equals(System.getProperty("endo")));
        long[] points = MsmInstances.points(g, n, 1).data();
        byte[] scalars = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 2);
        boolean lanes = Msm.warmUpLanes(g);
        for (int i = 0; i < 3; i++) {
            Msm.compute(g, points, scalars, o);
        }
        Path file = Files.createTempFile("pippin-phases", ".jfr");
        double wallMs = 0, minMs = Double.MAX_VALUE;
        try (Recording r = new Recording()) {
            r.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(1)).withStackTrace();
            r.start();
            for (int i = 0; i < runs; i++) {
                long t0 = System.nanoTime();
                Msm.compute(g, points, scalars, o);
                double ms = (System.nanoTime() - t0) / 1e6;
                wallMs += ms;
                minMs = Math.min(minMs, ms);
            }
            r.stop();
            r.dump(file);
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String[] rule : RULES) {
            if (!rule[0].equals("flush")) { // reported as its two parts
                counts.put(rule[0], 0);
            }
        }
        counts.put("flush: field products", 0);
        counts.put("flush: the rest", 0);
        counts.put("other", 0);
        int total = 0;
        for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
            if (e.getStackTrace() == null || !inMsm(e.getStackTrace().getFrames())) {
                continue;
            }
            String phase = phase(e.getStackTrace().getFrames());
            counts.merge(phase, 1, Integer::sum);
            total++;
        }
        Files.delete(file);
        System.out.printf(Locale.ROOT, "%s 2^%d, %d thread(s), %s, lanes %s: %d runs, mean %.1f ms, min %.1f ms, %d samples%n",
                g, logN, o.threads(), Msm.useEndomorphism(g, n, o) ? "GLV/GLS split" : "full scalars", lanes ? "on" : "off",
                runs, wallMs / runs, minMs, total);
        System.out.printf(Locale.ROOT, "%-28s %7s %9s%n", "phase", "share", "ms / MSM");
        for (Map.Entry<String, Integer> c : counts.entrySet()) {
            double share = total == 0 ? 0 : (double) c.getValue() / total;
            System.out.printf(Locale.ROOT, "%-28s %6.1f%% %9.1f%n", c.getKey(), 100 * share, share * wallMs / runs);
        }
    }

    private static boolean inMsm(List<RecordedFrame> frames) {
        for (RecordedFrame f : frames) {
            if (f.getMethod().getType().getName().startsWith("dev.pippin.msm.")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first phase in {@link #RULES}' order that any frame of the sample names: the phases
     * nest (a window's accumulation holds its flushes and its reduction, the reduction flushes
     * too), and the rules list the inner ones first. A flush is split by whether a field product
     * is on the stack above it.
     */
    private static String phase(List<RecordedFrame> frames) {
        for (String[] rule : RULES) {
            for (RecordedFrame f : frames) {
                String frameClass = f.getMethod().getType().getName();
                if (!frameClass.contains(rule[1]) || !f.getMethod().getName().startsWith(rule[2])) {
                    continue;
                }
                if (!rule[0].equals("flush")) {
                    return rule[0];
                }
                for (RecordedFrame inner : frames) {
                    String cls = inner.getMethod().getType().getName();
                    for (String p : PRODUCTS) {
                        if ((cls + ".").startsWith(p) && PRODUCT_METHODS.contains(inner.getMethod().getName())) {
                            return "flush: field products";
                        }
                    }
                }
                return "flush: the rest";
            }
        }
        return "other";
    }
}
