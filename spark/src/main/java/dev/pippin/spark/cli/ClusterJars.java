package dev.pippin.spark.cli;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The jars (or class folders) this driver loaded Pippin's classes from, for spark.jars: what a
 * cluster's executors need beyond their own Spark installation to run the tasks.
 */
final class ClusterJars {
    private ClusterJars() {}

    /** One class from each Pippin module a task touches. */
    private static final Class<?>[] MODULES = {
        dev.pippin.spark.SparkMsm.class, dev.pippin.msm.Msm.class, dev.pippin.curve.GroupOps.class,
        dev.pippin.field.Bn254Fp.class, dev.pippin.glv.LatticeDecomposer.class};

    static String pippinJars() {
        Set<String> paths = new LinkedHashSet<>();
        for (Class<?> c : MODULES) {
            try {
                paths.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
            } catch (URISyntaxException | NullPointerException e) {
                throw new IllegalStateException("cannot locate the jar of " + c.getName() + " for spark.jars; pass --conf spark.jars=...", e);
            }
        }
        return String.join(",", paths);
    }
}
