package dev.pippin.spark;

import dev.pippin.curve.GroupOps;
import dev.pippin.curve.codec.SnarkjsCodec;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** Test inputs and the two references a distributed sum is held to: the single-machine engine and a BigInteger oracle. */
final class Fixtures {
    private Fixtures() {}

    /** The generated instance's points and scalars, whole, as a single machine builds them. */
    record Whole(MsmGroup group, long[] points, byte[] scalars, int n) {
        static Whole of(GeneratedInput in) {
            int n = Math.toIntExact(in.n());
            return new Whole(in.group(), MsmInstances.points(in.group(), n, in.seed()).data(),
                    MsmInstances.scalars(in.group(), n, in.distribution(), in.seed() + 1), n);
        }

        long[] engine() {
            return Msm.compute(group, points, scalars, MsmOptions.defaults().withThreads(1));
        }

        /** sum s_i P_i by textbook affine arithmetic over BigIntegers, as EIP bytes (canonical). */
        byte[] oracle() {
            GroupOps ops = group.ops();
            RefCurve ref = RefCurves.named(ops.name());
            BigInteger[][] acc = null;
            for (int i = 0; i < n; i++) {
                BigInteger k = new BigInteger(1, Arrays.copyOfRange(scalars, 32 * i, 32 * i + 32)).mod(group.order());
                acc = ref.add(acc, ref.mul(ref.unflat(ops.toBigIntegers(points, i * group.pointLongs())), k));
            }
            long[] out = new long[group.pointLongs()];
            ops.setAffine(out, 0, ref.flat(acc));
            return PointFormat.encodeEip(group, out);
        }

        /** The points in the group's EIP encoding, back to back, after a header of the given length. */
        Path writeEipPoints(Path dir, String name, int header) throws IOException {
            int pb = PointFormat.EIP.bytes(group), pl = group.pointLongs();
            byte[] out = new byte[header + n * pb];
            for (int i = 0; i < n; i++) {
                byte[] one = PointFormat.encodeEip(group, Arrays.copyOfRange(points, i * pl, (i + 1) * pl));
                System.arraycopy(one, 0, out, header + i * pb, pb);
            }
            return Files.write(dir.resolve(name), out);
        }

        Path writeSnarkjsPoints(Path dir, String name, int header) throws IOException {
            int pb = PointFormat.SNARKJS.bytes(group);
            byte[] out = new byte[header + n * pb];
            for (int i = 0; i < n; i++) {
                SnarkjsCodec.writePoint(group.ops(), points, i * group.pointLongs(), out, header + i * pb);
            }
            return Files.write(dir.resolve(name), out);
        }

        /** The scalars in a format, after a header: big-endian as generated, reversed, or k 2^256 mod r reversed. */
        Path writeScalars(Path dir, String name, int header, ScalarFormat f) throws IOException {
            byte[] out = new byte[header + 32 * n];
            for (int i = 0; i < n; i++) {
                byte[] be = Arrays.copyOfRange(scalars, 32 * i, 32 * i + 32);
                if (f == ScalarFormat.MONTGOMERY) {
                    BigInteger m = new BigInteger(1, be).shiftLeft(256).mod(group.order());
                    be = fixed32(m);
                }
                for (int j = 0; j < 32; j++) {
                    out[header + 32 * i + j] = f == ScalarFormat.BIG_ENDIAN ? be[j] : be[31 - j];
                }
            }
            return Files.write(dir.resolve(name), out);
        }
    }

    static byte[] fixed32(BigInteger v) {
        byte[] raw = v.toByteArray(), out = new byte[32];
        int len = Math.min(raw.length, 32);
        System.arraycopy(raw, raw.length - len, out, 32 - len, len);
        return out;
    }
}
