package dev.pippin.cli;

import java.util.HexFormat;

/** Hex text to bytes, with the reason when it is not hex. An optional 0x prefix is dropped. */
final class Hex {
    private Hex() {}

    private static final HexFormat FORMAT = HexFormat.of();

    /** Why hex text was refused. */
    static final class BadHexException extends Exception {
        BadHexException(String message) {
            super(message);
        }
    }

    /** Bytes: two digits each, so an odd digit count is an error (which nibble would be missing?). */
    static byte[] bytes(String text) throws BadHexException {
        String h = digits(text);
        if ((h.length() & 1) == 1) {
            throw new BadHexException("odd number of hex digits (" + h.length() + ")");
        }
        return FORMAT.parseHex(h);
    }

    /** A big-endian number: an odd digit count means a leading zero nibble. */
    static byte[] number(String text) throws BadHexException {
        String h = digits(text);
        return FORMAT.parseHex((h.length() & 1) == 1 ? "0" + h : h);
    }

    static String format(byte[] b) {
        return FORMAT.formatHex(b);
    }

    /** The digits after an optional 0x, checked one by one so the message can point at the culprit. */
    private static String digits(String text) throws BadHexException {
        String h = text.startsWith("0x") || text.startsWith("0X") ? text.substring(2) : text;
        for (int i = 0; i < h.length(); i++) {
            if (!HexFormat.isHexDigit(h.charAt(i))) {
                int at = i + text.length() - h.length();
                throw new BadHexException("not hex: " + describe(h.charAt(i)) + " at character " + (at + 1));
            }
        }
        return h;
    }

    private static String describe(char c) {
        return c >= 0x21 && c < 0x7f ? "'" + c + "'" : String.format("U+%04X", (int) c);
    }
}
