package dev.pippin.groth16;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A read-only file mapped into memory (or bytes already in memory, {@link #wrap}) as little-endian buffers of {@link #chunkBytes} bytes
 * each (a MappedByteBuffer indexes with an int, so one buffer cannot pass 2 GiB). Consecutive
 * buffers overlap by {@link #OVERLAP} bytes: any read of up to that many bytes lies inside the
 * buffer its first byte selects, so no element ever straddles two buffers. The channel is closed
 * once mapped; the mapping lives as long as the buffers do.
 */
final class MappedFile {
    /** The longest single read: a G2 point is 128 bytes, a coefficient entry 44. */
    static final int OVERLAP = 256;
    /** 1 GiB: a power of two, so the buffer of a position is a shift away. */
    static final int DEFAULT_CHUNK_SHIFT = 30;
    /** A wrapped array's one chunk: every int position shifts to chunk 0 and masks to itself. */
    private static final int WHOLE_ARRAY_SHIFT = 31;

    private final Path path;
    private final long size;
    private final int chunkShift;
    private final int chunkMask;
    private final ByteBuffer[] chunks;

    private MappedFile(Path path, long size, int chunkShift, ByteBuffer[] chunks) {
        this.path = path;
        this.size = size;
        this.chunkShift = chunkShift;
        this.chunkMask = (int) ((1L << chunkShift) - 1);
        this.chunks = chunks;
    }

    static MappedFile open(Path path) throws IOException {
        return open(path, DEFAULT_CHUNK_SHIFT);
    }

    /** With buffers of 2^chunkShift bytes; small shifts let tests cross buffer boundaries on small files. */
    static MappedFile open(Path path, int chunkShift) throws IOException {
        if (chunkShift < 9 || chunkShift > 30) {
            throw new IllegalArgumentException("chunk shift must be in [9, 30], got " + chunkShift);
        }
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size();
            long chunk = 1L << chunkShift;
            int count = (int) Math.max(1, (size + chunk - 1) / chunk);
            MappedByteBuffer[] chunks = new MappedByteBuffer[count];
            for (int i = 0; i < count; i++) {
                long start = i * chunk;
                long len = Math.min(size - start, chunk + OVERLAP);
                chunks[i] = ch.map(FileChannel.MapMode.READ_ONLY, start, Math.max(0, len));
                chunks[i].order(ByteOrder.LITTLE_ENDIAN);
            }
            return new MappedFile(path, size, chunkShift, chunks);
        }
    }

    /**
     * Bytes already in memory (a witness received over the network) read as a file: path only
     * names them in messages. One chunk, since an array never passes 2 GiB; the bytes are not
     * copied, so the caller must not change them while this is in use.
     */
    static MappedFile wrap(Path path, byte[] bytes) {
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        return new MappedFile(path, bytes.length, WHOLE_ARRAY_SHIFT, new ByteBuffer[] {b});
    }

    Path path() {
        return path;
    }

    long size() {
        return size;
    }

    long chunkBytes() {
        return 1L << chunkShift;
    }

    /** The u32 at pos, as a non-negative long. */
    long u32(long pos) {
        return chunks[(int) (pos >>> chunkShift)].getInt((int) (pos & chunkMask)) & 0xFFFFFFFFL;
    }

    long u64(long pos) {
        return chunks[(int) (pos >>> chunkShift)].getLong((int) (pos & chunkMask));
    }

    /** len (at most {@link #OVERLAP}) bytes from pos into dst[off..]. */
    void bytes(long pos, byte[] dst, int off, int len) {
        chunks[(int) (pos >>> chunkShift)].get((int) (pos & chunkMask), dst, off, len);
    }

    /** count consecutive little-endian 64-bit words (count * 8 at most {@link #OVERLAP} bytes) from pos into dst[off..]. */
    void words(long pos, long[] dst, int off, int count) {
        ByteBuffer b = chunks[(int) (pos >>> chunkShift)];
        int i = (int) (pos & chunkMask);
        for (int j = 0; j < count; j++) {
            dst[off + j] = b.getLong(i + 8 * j);
        }
    }
}
