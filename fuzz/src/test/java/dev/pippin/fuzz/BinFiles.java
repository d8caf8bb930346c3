package dev.pippin.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The snarkjs container read plainly (magic, version, count, then id u32, size u64, payload), for
 * the file targets' second path; and the scratch files the readers open (they take a path).
 */
final class BinFiles {
    private BinFiles() {}

    /** Section id to payload offset and size; null when the table runs past the file. */
    static Map<Long, long[]> sections(byte[] f) {
        if (f.length < 12) {
            return null;
        }
        ByteBuffer b = ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN);
        long count = b.getInt(8) & 0xFFFFFFFFL;
        Map<Long, long[]> out = new HashMap<>();
        long pos = 12;
        for (long i = 0; i < count; i++) {
            if (f.length - pos < 12) {
                return null;
            }
            long id = b.getInt((int) pos) & 0xFFFFFFFFL;
            long size = b.getLong((int) pos + 4);
            pos += 12;
            if (size < 0 || size > f.length - pos) {
                return null;
            }
            if (out.putIfAbsent(id, new long[] {pos, size}) != null && id >= 1 && id <= 64) {
                return null;
            }
            pos += size;
        }
        return out;
    }

    static long u32(byte[] f, long at) {
        return ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN).getInt((int) at) & 0xFFFFFFFFL;
    }

    private static final ThreadLocal<Path> SCRATCH = ThreadLocal.withInitial(() -> {
        try {
            Path dir = Files.createTempDirectory("pippin-fuzz");
            dir.toFile().deleteOnExit();
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    });

    /** The bytes as a file named name in this thread's scratch folder. */
    static Path write(String name, byte[] content) {
        try {
            Path p = SCRATCH.get().resolve(name);
            Files.write(p, content);
            p.toFile().deleteOnExit();
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
