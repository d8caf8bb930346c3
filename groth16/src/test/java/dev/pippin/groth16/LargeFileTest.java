package dev.pippin.groth16;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.msm.MsmOptions;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files past 2 GiB, where a single MappedByteBuffer cannot reach: the vendored key and witness
 * rewritten with a leading section of about 3 GiB that no reader knows (a hole in a sparse file,
 * so it costs no disk), which moves every section the prover reads past 2^31 and puts the 3 GiB
 * buffer boundary inside the A points, in the middle of a point. The proof from the large files
 * must equal the proof from the originals, which ProverTest checks against the BigInteger prover.
 */
class LargeFileTest {
    private static final long GIB = 1L << 30;
    /** An id the readers do not track (they keep 1..64), as a future or foreign section would be. */
    private static final int UNKNOWN_ID = 200;

    @TempDir
    Path dir;

    @Test
    void aKeyAndWitnessPastTwoGibProveAsTheOriginals() throws IOException {
        Path bigKey = dir.resolve("big.zkey");
        Path bigWtns = dir.resolve("big.wtns");
        long aAt = RefFiles.sections(RefFiles.read(RefFiles.zkey())).get(ZKey.A).offset();
        // Puts byte 3 GiB 40 bytes into the sixth A point, which then straddles two buffers' bases.
        long pad = 3 * GIB - (64 * 5 + 40) - aAt - 12;
        withLeadingHole(RefFiles.zkey(), bigKey, pad);
        withLeadingHole(RefFiles.wtns(), bigWtns, 2 * GIB + 7);

        ZKey original = ZKey.open(RefFiles.zkey());
        ZKey big = ZKey.open(bigKey);
        assertTrue(Files.size(bigKey) > 3 * GIB, "the rewritten key is past 3 GiB");
        long newA = big.bin.require(ZKey.A);
        assertTrue(newA > 2 * GIB && newA < 3 * GIB && newA + 64L * big.nVars() > 3 * GIB,
                "the A section starts past 2 GiB and spans the 3 GiB boundary");
        assertEquals(64 * 5 + 40, 3 * GIB - newA, "the boundary falls 40 bytes into the sixth point");
        assertTrue(big.bin.require(ZKey.H) > 3 * GIB, "the H section lies in the fourth buffer");

        Blinding blinding = Seeded.blinding(7L);
        MsmOptions two = MsmOptions.defaults().withThreads(2);
        Proof want = Groth16.prove(original, Witness.open(RefFiles.wtns()), blinding, two);
        Proof got = Groth16.prove(big, Witness.open(bigWtns), blinding, two);
        assertEquals(want.toJson(), got.toJson());
        assertEquals(want.publicSignalsJson(), got.publicSignalsJson());
    }

    /**
     * Copies a container, inserting as its first section one of pad bytes that are never written:
     * the section count goes up by one and every original section moves by 12 + pad bytes.
     */
    private static void withLeadingHole(Path from, Path to, long pad) throws IOException {
        byte[] src = Files.readAllBytes(from);
        ByteBuffer head = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN);
        head.put(src, 0, 8);
        head.putInt(ByteBuffer.wrap(src, 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() + 1);
        head.putInt(UNKNOWN_ID).putLong(pad).flip();
        try (FileChannel ch = FileChannel.open(to, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE,
                StandardOpenOption.SPARSE)) {
            ch.write(head, 0);
            ch.write(ByteBuffer.wrap(src, 12, src.length - 12), 24 + pad);
        }
    }
}
