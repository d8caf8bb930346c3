package dev.pippin.cli;

import dev.pippin.curve.codec.EncodingException;
import dev.pippin.msm.MsmGroup;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * {@code msm --points FILE --scalars FILE}: the user's points (EIP-196/197 or EIP-2537
 * encodings back to back) and scalars (32-byte big-endian), validated in full before any run.
 * Each way the files can be wrong is a usage error naming the option; nothing is truncated.
 */
final class MsmFiles {
    private MsmFiles() {}

    static final int SCALAR_BYTES = 32;

    static MsmJob read(CommandLine cl, MsmGroup g, Path pointsFile, Path scalarsFile) {
        long t0 = System.nanoTime();
        byte[] pb = InputFile.read(cl, "--points", pointsFile);
        byte[] sb = InputFile.read(cl, "--scalars", scalarsFile);
        int pointBytes = PointEncoding.bytes(g);
        String kind = pointBytes + "-byte " + g.curve() + " " + g.group() + " points";
        if (pb.length == 0) {
            throw new CommandLine.ParameterException(cl, "--points " + pointsFile + ": empty file, no " + kind);
        }
        if (pb.length % pointBytes != 0) {
            throw new CommandLine.ParameterException(cl, "--points " + pointsFile + ": " + pb.length
                    + " bytes is not a whole number of " + kind + " (" + pb.length / pointBytes + " and "
                    + pb.length % pointBytes + " bytes over)");
        }
        int count = pb.length / pointBytes;
        if (sb.length % SCALAR_BYTES != 0) {
            throw new CommandLine.ParameterException(cl, "--scalars " + scalarsFile + ": " + sb.length
                    + " bytes is not a whole number of 32-byte scalars");
        }
        if (sb.length / SCALAR_BYTES != count) {
            throw new CommandLine.ParameterException(cl, "--scalars " + scalarsFile + " holds "
                    + MsmCommand.count(sb.length / SCALAR_BYTES, "scalar") + " but --points " + pointsFile + " holds "
                    + MsmCommand.count(count, "point"));
        }
        long[] pts = new long[Math.multiplyExact(count, g.pointLongs())];
        for (int i = 0; i < count; i++) {
            try {
                PointEncoding.decode(g, pb, i * pointBytes, pts, i * g.pointLongs());
            } catch (EncodingException e) {
                throw new CommandLine.ParameterException(cl, "--points " + pointsFile + ": point " + i + " (bytes "
                        + (long) i * pointBytes + "-" + ((long) (i + 1) * pointBytes - 1) + "): " + Errors.oneLine(e.getMessage()));
            }
        }
        return new MsmJob(g, pts, sb, count, "file", null, null, (System.nanoTime() - t0) / 1e6);
    }
}
