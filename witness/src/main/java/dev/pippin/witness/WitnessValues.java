package dev.pippin.witness;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * A computed witness: every wire's value, the constant wire 1 first, then main's outputs, its
 * public and private inputs and the internal signals, in circom's order, each below the
 * circuit's prime. Held as the calculator hands them over: n32 little-endian 32-bit words per
 * value, least significant first.
 *
 * <p>Immutable (the words are never exposed), so safe to share between threads.
 */
public final class WitnessValues {
    private final BigInteger prime;
    private final int n32;
    private final int count;
    private final int[] words;

    WitnessValues(BigInteger prime, int n32, int[] words) {
        this.prime = prime;
        this.n32 = n32;
        this.words = words;
        this.count = words.length / n32;
    }

    /** The field's prime, as the circuit reports it. */
    public BigInteger prime() {
        return prime;
    }

    /** The bytes of one value, n8 in circom's terms (32 for bn254). */
    public int valueBytes() {
        return 4 * n32;
    }

    /** The count of values, the constant wire included. */
    public int size() {
        return count;
    }

    /** Value i, canonical (below the prime). */
    public BigInteger value(int i) {
        Objects.checkIndex(i, count);
        return unsigned(j -> words[i * n32 + j], n32);
    }

    /** The non-negative integer of n32 little-endian 32-bit words, word j given by word(j). */
    static BigInteger unsigned(java.util.function.IntUnaryOperator word, int n32) {
        byte[] be = new byte[4 * n32 + 1]; // a leading zero byte keeps the value positive
        for (int j = 0; j < n32; j++) {
            int w = word.applyAsInt(j);
            int at = be.length - 4 * (j + 1);
            be[at] = (byte) (w >>> 24);
            be[at + 1] = (byte) (w >>> 16);
            be[at + 2] = (byte) (w >>> 8);
            be[at + 3] = (byte) w;
        }
        return new BigInteger(be);
    }

    /**
     * The values as 64-bit little-endian limbs, ceil(n32 / 2) per value (4 for bn254): the
     * layout of Pippin's scalar inputs.
     */
    public long[] limbs() {
        int per = (n32 + 1) / 2;
        long[] out = new long[Math.multiplyExact(count, per)];
        for (int i = 0; i < count; i++) {
            for (int j = 0; j < n32; j++) {
                out[i * per + j / 2] |= (words[i * n32 + j] & 0xffffffffL) << (32 * (j & 1));
            }
        }
        return out;
    }

    /** The witness as circom's {@code .wtns} (version 2): what snarkjs's {@code wtns calculate} writes. */
    public void writeWtns(OutputStream out) throws IOException {
        int n8 = 4 * n32;
        ByteBuffer b = ByteBuffer.allocate(12 + 12 + n8 + 8 + 12).order(ByteOrder.LITTLE_ENDIAN);
        b.put((byte) 'w').put((byte) 't').put((byte) 'n').put((byte) 's');
        b.putInt(2).putInt(2); // format version, section count
        b.putInt(1).putLong(n8 + 8); // header: n8, the prime, the value count
        b.putInt(n8);
        byte[] p = prime.toByteArray();
        for (int i = 0; i < n8; i++) {
            b.put(i < p.length ? p[p.length - 1 - i] : 0);
        }
        b.putInt(count);
        b.putInt(2).putLong((long) n8 * count); // the values
        out.write(b.array(), 0, b.position());
        ByteBuffer chunk = ByteBuffer.allocate(64 * 1024).order(ByteOrder.LITTLE_ENDIAN);
        for (int w : words) {
            if (!chunk.hasRemaining()) {
                out.write(chunk.array(), 0, chunk.position());
                chunk.clear();
            }
            chunk.putInt(w);
        }
        out.write(chunk.array(), 0, chunk.position());
    }

    /** {@link #writeWtns} into a byte array. */
    public byte[] toWtns() {
        var out = new java.io.ByteArrayOutputStream(44 + words.length * 4);
        try {
            writeWtns(out);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e); // a byte array does not fail to write
        }
        return out.toByteArray();
    }
}
