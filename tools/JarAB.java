import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Paths;
import java.util.Arrays;

/**
 * The same MSM from two or more builds of Pippin in one JVM, each jar in a class loader of its
 * own, the builds alternating run by run, thread CPU time: the machine's spells of other load hit
 * every build alike, which separate JVMs (10-30 % apart on these VMs) do not.
 *
 * <pre>
 *   java [-XX:UseAVX=2] --add-modules jdk.incubator.vector tools/JarAB.java GROUP LOGN ROUNDS A.jar B.jar ...
 * </pre>
 * GROUP is an MsmGroup constant (BN254_G1, BLS12_381_G2, ...); one thread, uniform scalars, the
 * lanes warmed first (Msm.warmUpLanes). Prints each jar's minimum and median over the rounds after
 * the first quarter, and fails if the builds' sums differ.
 */
public class JarAB {
    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            System.err.println("usage: JarAB GROUP LOGN ROUNDS A.jar [B.jar ...]");
            System.exit(2);
        }
        String group = args[0];
        int n = 1 << Integer.parseInt(args[1]), rounds = Integer.parseInt(args[2]), k = args.length - 3;
        Object[] groups = new Object[k], points = new Object[k], options = new Object[k];
        byte[][] scalars = new byte[k][];
        Method[] compute = new Method[k];
        for (int i = 0; i < k; i++) {
            ClassLoader cl = new URLClassLoader(new URL[] {Paths.get(args[3 + i]).toUri().toURL()},
                    ClassLoader.getPlatformClassLoader());
            Class<?> g = cl.loadClass("dev.pippin.msm.MsmGroup"), inst = cl.loadClass("dev.pippin.msm.MsmInstances");
            Class<?> msm = cl.loadClass("dev.pippin.msm.Msm"), opt = cl.loadClass("dev.pippin.msm.MsmOptions");
            Class<?> dist = cl.loadClass("dev.pippin.msm.MsmInstances$Distribution");
            groups[i] = constant(g, group);
            Object p = inst.getMethod("points", g, int.class, long.class).invoke(null, groups[i], n, 1L);
            points[i] = p.getClass().getMethod("data").invoke(p);
            scalars[i] = (byte[]) inst.getMethod("scalars", g, int.class, dist, long.class)
                    .invoke(null, groups[i], n, constant(dist, "UNIFORM"), 2L);
            options[i] = opt.getMethod("withThreads", int.class).invoke(opt.getMethod("defaults").invoke(null), 1);
            compute[i] = msm.getMethod("compute", g, long[].class, byte[].class, opt);
            msm.getMethod("warmUpLanes", g).invoke(null, groups[i]);
        }
        var clock = ManagementFactory.getThreadMXBean();
        long[][] t = new long[k][rounds];
        long[] first = null;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < k; i++) {
                long c0 = clock.getCurrentThreadCpuTime();
                long[] sum = (long[]) compute[i].invoke(null, groups[i], points[i], scalars[i], options[i]);
                t[i][r] = clock.getCurrentThreadCpuTime() - c0;
                if (first == null) {
                    first = sum;
                } else if (!Arrays.equals(first, sum)) {
                    throw new AssertionError(args[3 + i] + " computed another sum");
                }
            }
        }
        for (int i = 0; i < k; i++) {
            long[] s = Arrays.copyOfRange(t[i], rounds / 4, rounds);
            Arrays.sort(s);
            System.out.printf("%s %s 2^%s: min %.1f ms, median %.1f ms%n", args[3 + i], group, args[1],
                    s[0] / 1e6, s[s.length / 2] / 1e6);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object constant(Class<?> e, String name) {
        return Enum.valueOf((Class) e, name);
    }
}
