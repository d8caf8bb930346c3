package dev.pippin.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The fields of a {@code pippin bls --batch} line: 0x-prefixed hex, comma-separated lists of it
 * ({@code -} for an empty list), a message that may be {@code -} for no bytes, and a domain
 * separation tag as printable ASCII text or 0x-prefixed hex. Each parse failure is a
 * {@link BadFieldException} saying which field and why, for the caller to prefix with the line.
 */
final class BlsLines {
    private BlsLines() {}

    /** The line's fields: runs of spaces or tabs separate them. */
    static String[] fields(String line) {
        String s = line.strip();
        return s.isEmpty() ? new String[0] : s.split("[ \t]+");
    }

    static final class BadFieldException extends Exception {
        BadFieldException(String message) {
            super(message);
        }
    }

    /** 0x and an even number of hex digits; 0x alone is no bytes. */
    static byte[] hex(String label, String text) throws BadFieldException {
        if (!text.startsWith("0x")) {
            throw new BadFieldException(label + ": hex must start with 0x, got " + preview(text));
        }
        try {
            return Hex.bytes(text);
        } catch (Hex.BadHexException e) {
            throw new BadFieldException(label + ": " + e.getMessage());
        }
    }

    /** A message: hex, or - for no bytes. */
    static byte[] message(String label, String text) throws BadFieldException {
        return text.equals("-") ? new byte[0] : hex(label, text);
    }

    /** Hex items separated by single commas; - alone is the empty list. */
    static List<byte[]> list(String label, String text) throws BadFieldException {
        List<byte[]> items = new ArrayList<>();
        if (text.equals("-")) {
            return items;
        }
        String[] parts = text.split(",", -1);
        for (int i = 0; i < parts.length; i++) {
            String item = label + " item " + (i + 1);
            if (parts[i].isEmpty()) {
                throw new BadFieldException(item + ": empty (items are separated by single commas; - is the empty list)");
            }
            items.add(hex(item, parts[i]));
        }
        return items;
    }

    /** The tag's printable ASCII text (the vectors' form), or 0x and hex for any other bytes; never empty. */
    static byte[] dst(String label, String text) throws BadFieldException {
        byte[] tag;
        if (text.startsWith("0x")) {
            tag = hex(label, text);
        } else {
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c < 0x21 || c > 0x7e) {
                    throw new BadFieldException(label + ": character " + (i + 1) + " is not printable ASCII (U+"
                            + String.format("%04X", (int) c) + "); give other bytes as 0x and hex");
                }
            }
            tag = text.getBytes(StandardCharsets.US_ASCII);
        }
        if (tag.length == 0) {
            throw new BadFieldException(label + ": the tag must not be empty");
        }
        return tag;
    }

    /** Enough of a bad field to recognise it, not a 200-character line. */
    private static String preview(String text) {
        return "'" + (text.length() <= 16 ? text : text.substring(0, 16) + "...") + "'";
    }
}
