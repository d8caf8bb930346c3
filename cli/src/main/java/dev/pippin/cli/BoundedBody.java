package dev.pippin.cli;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * A request body read whole, never past a bound: a declared Content-Length above it is refused
 * before a byte is read, and a chunked body is counted as it arrives and refused as soon as it
 * passes the bound, so a hostile length costs at most the bound in memory.
 */
final class BoundedBody {
    private BoundedBody() {}

    /** The body passed the bound; nothing more of it was read. */
    static final class TooLargeException extends Exception {
        private static final long serialVersionUID = 1L;

        TooLargeException(String message) {
            super(message, null, false, false);
        }
    }

    /** Chunked bodies are read in steps of this; the buffer grows with what arrived, not with what was declared. */
    private static final int STEP = 64 * 1024;

    /**
     * The body: length bytes when length >= 0 (Content-Length), else up to EOF (chunked).
     *
     * @throws TooLargeException past bound
     * @throws EOFException when the client stops short of its Content-Length
     */
    static byte[] read(InputStream in, long length, long bound) throws IOException, TooLargeException {
        if (length > bound) {
            throw tooLarge(length + " bytes declared", bound);
        }
        if (length >= 0) {
            byte[] body = in.readNBytes((int) length);
            if (body.length < length) {
                throw new EOFException("the body ended after " + body.length + " of its " + length + " bytes");
            }
            return body;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] step = new byte[STEP];
        long total = 0;
        int n;
        while ((n = in.read(step)) > 0) {
            total += n;
            if (total > bound) {
                throw tooLarge("more than " + bound + " bytes sent", bound);
            }
            out.write(step, 0, n);
        }
        return out.toByteArray();
    }

    private static TooLargeException tooLarge(String what, long bound) {
        return new TooLargeException("body too large: " + what + ", the bound is " + bound + " bytes (--max-body)");
    }
}
