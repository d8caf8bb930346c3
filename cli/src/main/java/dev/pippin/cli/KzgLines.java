package dev.pippin.cli;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The fields of a {@code pippin kzg --batch} line: 0x-prefixed hex byte strings, comma-separated
 * lists of fixed-length byte strings flattened as jc-kzg-4844 takes them ({@code -} for an empty
 * list), and comma-separated decimal cell indices. Every parse works in time and memory linear in
 * the text and allocates at most the bytes the text encodes: a line of a million commas, or a list
 * declaring a million 128 KiB blobs, is refused before anything of that size is allocated. A
 * failure is a {@link BadFieldException} naming the field, its rule ({@code FORMAT} for text
 * that is not the format, {@code LENGTH} for an item of the wrong size, {@code CELL_INDEX} for an
 * index past 2^63 - 1, which no cell has) and why.
 */
final class KzgLines {
    private KzgLines() {}

    static final class BadFieldException extends Exception {
        BadFieldException(String rule, String message) {
            super(rule + ": " + message);
        }
    }

    /**
     * The line's fields (runs of spaces or tabs separate them), at most {@code max + 1} of them:
     * enough to tell that a line has too many without splitting a line of millions.
     */
    static List<String> fields(String line, int max) {
        List<String> out = new ArrayList<>();
        int i = 0, n = line.length();
        while (out.size() <= max) {
            while (i < n && isBlank(line.charAt(i))) {
                i++;
            }
            if (i == n) {
                break;
            }
            int start = i;
            while (i < n && !isBlank(line.charAt(i))) {
                i++;
            }
            out.add(line.substring(start, i));
        }
        return out;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    /** 0x and an even number of hex digits (0x alone: no bytes); its length is the caller's to check. */
    static byte[] hex(String label, String text) throws BadFieldException {
        checkPrefix(label, text, 0, text.length());
        int digits = text.length() - 2;
        if ((digits & 1) == 1) {
            throw new BadFieldException("FORMAT", label + ": odd number of hex digits (" + digits + ")");
        }
        byte[] out = new byte[digits / 2];
        decode(label, text, 2, digits / 2, out, 0);
        return out;
    }

    /**
     * A list of byte strings of {@code itemBytes} each, flattened in order; {@code -} is the empty
     * list. The text's length is checked against the item count (commas + 1) before the bytes are
     * allocated; when it does not match, the first item of another length is named.
     */
    static byte[] flatList(String label, String text, int itemBytes) throws BadFieldException {
        if (text.equals("-")) {
            return new byte[0];
        }
        long items = count(text, ',') + 1;
        long itemChars = 2 + 2L * itemBytes;
        if (items * itemChars + (items - 1) != text.length()) {
            // some item is not itemBytes long: find the first, without allocating
            int start = 0;
            for (long k = 1; ; k++) {
                int end = text.indexOf(',', start);
                if (end < 0) {
                    end = text.length();
                }
                String item = label + " item " + k;
                checkItem(item, text, start, end);
                if (end - start != itemChars) {
                    throw new BadFieldException("LENGTH", item + " is " + (end - start - 2) / 2 + " bytes, expected " + itemBytes);
                }
                if (end == text.length()) {
                    throw new IllegalStateException("the lengths add up after all");  // not reachable: they did not
                }
                start = end + 1;
            }
        }
        byte[] out = new byte[Math.toIntExact(items * itemBytes)];
        int start = 0;
        for (int k = 0; k < items; k++) {
            int end = start + (int) itemChars;
            String item = label + " item " + (k + 1);
            if (end < text.length() && text.charAt(end) != ',') {
                // the lengths add up but the commas are elsewhere: an item is longer, another shorter
                int comma = text.indexOf(',', start);
                int real = comma < 0 ? text.length() : comma;
                checkItem(item, text, start, real);
                throw new BadFieldException("LENGTH", item + " is " + (real - start - 2) / 2 + " bytes, expected " + itemBytes);
            }
            checkItem(item, text, start, end);
            decode(item, text, start + 2, itemBytes, out, k * itemBytes);
            start = end + 1;
        }
        return out;
    }

    /** Cell indices: decimal, separated by single commas; {@code -} is the empty list. */
    static long[] indices(String label, String text) throws BadFieldException {
        if (text.equals("-")) {
            return new long[0];
        }
        long[] out = new long[Math.toIntExact(count(text, ',') + 1)];
        int start = 0;
        for (int k = 0; k < out.length; k++) {
            int end = text.indexOf(',', start);
            if (end < 0) {
                end = text.length();
            }
            String item = label + " item " + (k + 1);
            if (end == start) {
                throw new BadFieldException("FORMAT", item + ": empty (items are separated by single commas; - is the empty list)");
            }
            if (end - start > 20) {
                throw new BadFieldException("FORMAT", item + ": not a cell index (a decimal number below 2^64): "
                        + preview(text.substring(start, Math.min(end, start + 24))));
            }
            String digits = text.substring(start, end);
            for (int i = 0; i < digits.length(); i++) {
                if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
                    throw new BadFieldException("FORMAT", item + ": not a decimal number: " + preview(digits));
                }
            }
            long v;
            try {
                v = Long.parseUnsignedLong(digits);
            } catch (NumberFormatException e) {
                throw new BadFieldException("FORMAT", item + ": " + digits + " is not below 2^64");
            }
            if (v < 0) {
                // a uint64 past 2^63 - 1: no cell has such an index, and a Java long cannot carry it
                throw new BadFieldException("CELL_INDEX", item + ": cell index " + digits + " is not below 128");
            }
            out[k] = v;
            start = end + 1;
        }
        return out;
    }

    private static long count(String text, char c) {
        long n = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == c) {
                n++;
            }
        }
        return n;
    }

    /** An item is non-empty, starts with 0x and has an even number of hex digits. */
    private static void checkItem(String item, String text, int start, int end) throws BadFieldException {
        if (end == start) {
            throw new BadFieldException("FORMAT", item + ": empty (items are separated by single commas; - is the empty list)");
        }
        checkPrefix(item, text, start, end);
        int digits = end - start - 2;
        if ((digits & 1) == 1) {
            throw new BadFieldException("FORMAT", item + ": odd number of hex digits (" + digits + ")");
        }
    }

    private static void checkPrefix(String label, String text, int start, int end) throws BadFieldException {
        if (end - start < 2 || text.charAt(start) != '0' || text.charAt(start + 1) != 'x') {
            throw new BadFieldException("FORMAT", label + ": hex must start with 0x, got "
                    + preview(text.substring(start, Math.min(end, start + 20))));
        }
    }

    /** {@code bytes} bytes from the hex digits at text[from..], into out[at..]. */
    private static void decode(String label, String text, int from, int bytes, byte[] out, int at) throws BadFieldException {
        for (int i = 0; i < bytes; i++) {
            int hi = digit(label, text, from + 2 * i, from);
            int lo = digit(label, text, from + 2 * i + 1, from);
            out[at + i] = (byte) (hi << 4 | lo);
        }
    }

    private static int digit(String label, String text, int i, int from) throws BadFieldException {
        char c = text.charAt(i);
        if (!HexFormat.isHexDigit(c)) {
            String what = c >= 0x21 && c < 0x7f ? "'" + c + "'" : String.format("U+%04X", (int) c);
            throw new BadFieldException("FORMAT", label + ": not hex: " + what + " at character " + (i - from + 3));
        }
        return HexFormat.fromHexDigit(c);
    }

    /** Enough of a bad field to recognise it, not a 200-character line. */
    private static String preview(String text) {
        return "'" + (text.length() <= 16 ? text : text.substring(0, 16) + "...") + "'";
    }
}
