package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.pippin.testkit.TestVectors;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tukaani.xz.XZInputStream;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * The c-kzg-4844 reference tests (consensus-spec-tests' KZG vectors), read straight from the
 * vendored tarball {@value #TARBALL}: {@code tests/<function>/kzg-mainnet/<case>/data.yaml}, one
 * case per file, a mapping with {@code input} and {@code output} (test-vectors/FORMAT.md). The
 * YAML text of every case is kept, raw; {@link Case#parse()} reads one when its test runs.
 */
final class ReferenceCases {
    static final String TARBALL = "kzg/c-kzg-4844-tests-b7e4098.tar.xz";

    /** One case: its function (folder under tests/), its name (its own folder), its YAML text. */
    record Case(String function, String name, byte[] yaml) {
        /** The case's document: a mapping with {@code input} and {@code output}. */
        Doc parse() {
            List<byte[]> strings = new ArrayList<>();
            byte[] skeleton = hexOut(yaml, strings);
            try {
                JsonNode doc = YAML.readTree(skeleton);
                if (doc == null || !doc.isObject() || !doc.has("input") || !doc.has("output")) {
                    fail(function + "/" + name + ": not a mapping with input and output");
                }
                return new Doc(doc.get("input"), doc.get("output"), strings);
            } catch (IOException e) {
                throw new UncheckedIOException(function + "/" + name + ": unreadable YAML", e);
            }
        }
    }

    /**
     * A parsed case. Its byte strings ('0x...' hex, up to a blob's 262 146 characters) are decoded
     * before the YAML parser sees the text, and stand in it as '#i', i their index here: the
     * parser then reads the structure only, in a fraction of the time (the 88 MB of YAML cost
     * seconds per pass otherwise). {@link #bytes} gives a string's bytes either way.
     */
    record Doc(JsonNode input, JsonNode output, List<byte[]> strings) {
        /** A byte string of the case. */
        byte[] bytes(JsonNode node) {
            assertTrue(node != null && node.isTextual(), "not a byte string: " + abbreviate(String.valueOf(node)));
            String s = node.textValue();
            assertTrue(s.startsWith("#"), "not 0x-prefixed hex: " + abbreviate(s));
            return strings.get(Integer.parseInt(s, 1, s.length(), 10)).clone();
        }

        /** The input's byte string {@code key}. */
        byte[] bytes(String key) {
            assertTrue(input.has(key), "the input has no " + key);
            return bytes(input.get(key));
        }

        /** The input's list {@code key}. */
        JsonNode list(String key) {
            JsonNode l = input.get(key);
            assertTrue(l != null && l.isArray(), "the input's " + key + " is not a list");
            return l;
        }

        /** A list of byte strings (or of lists of them), concatenated in order. */
        byte[] flatten(JsonNode list) {
            assertTrue(list.isArray(), "not a list: " + abbreviate(String.valueOf(list)));
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            for (JsonNode item : list) {
                all.writeBytes(item.isArray() ? flatten(item) : bytes(item));
            }
            return all.toByteArray();
        }

        /** The input's list {@code key}, concatenated. */
        byte[] flatten(String key) {
            return flatten(list(key));
        }

        /** The input's list {@code key} of non-negative integers that fit a long (cell or commitment indices). */
        long[] indices(String key) {
            JsonNode l = list(key);
            long[] r = new long[l.size()];
            for (int i = 0; i < r.length; i++) {
                JsonNode v = l.get(i);
                assertTrue(v.isIntegralNumber() && v.canConvertToLong() && v.longValue() >= 0, key + "[" + i + "] is " + v);
                r[i] = v.longValue();
            }
            return r;
        }
    }

    /**
     * The YAML text with every single-quoted '0x...' hex string (an even number of hex digits)
     * replaced by '#i', its bytes appended to {@code strings}; anything else is left as it is.
     */
    static byte[] hexOut(byte[] yaml, List<byte[]> strings) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(4096);
        int i = 0;
        int n = yaml.length;
        while (i < n) {
            int q = i;
            while (q + 2 < n && !(yaml[q] == '\'' && yaml[q + 1] == '0' && yaml[q + 2] == 'x')) {
                q++;
            }
            if (q + 2 >= n) {
                out.write(yaml, i, n - i);
                break;
            }
            int start = q + 3;
            int end = start;
            while (end < n && Character.digit(yaml[end], 16) >= 0) {
                end++;
            }
            if (end >= n || yaml[end] != '\'' || (end - start) % 2 != 0) {
                out.write(yaml, i, start - i); // not a byte string: keep it for the parser
                i = start;
                continue;
            }
            byte[] b = new byte[(end - start) / 2];
            for (int k = 0; k < b.length; k++) {
                b[k] = (byte) (Character.digit(yaml[start + 2 * k], 16) << 4 | Character.digit(yaml[start + 2 * k + 1], 16));
            }
            out.write(yaml, i, q - i);
            out.writeBytes(("'#" + strings.size() + "'").getBytes(StandardCharsets.US_ASCII));
            strings.add(b);
            i = end + 1;
        }
        return out.toByteArray();
    }

    private static String abbreviate(String s) {
        return s.length() <= 60 ? s : s.substring(0, 60) + "... (" + s.length() + " chars)";
    }

    /** The largest case (a recovery's 128 cells and proofs) is under 2 MB; SnakeYAML's default cap is 3 MB. */
    private static final ObjectMapper YAML;

    static {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(16 << 20);
        YAML = new ObjectMapper(YAMLFactory.builder().loaderOptions(options).build());
    }

    private static volatile Map<String, List<Case>> loaded;

    private ReferenceCases() {}

    /** Every case, by function (sorted), each function's cases sorted by name; read once. */
    static Map<String, List<Case>> byFunction() {
        Map<String, List<Case>> m = loaded;
        if (m == null) {
            synchronized (ReferenceCases.class) {
                m = loaded;
                if (m == null) {
                    m = read(TestVectors.file(TARBALL));
                    loaded = m;
                }
            }
        }
        return m;
    }

    private static Map<String, List<Case>> read(Path tarball) {
        Map<String, List<Case>> byFunction = new TreeMap<>();
        try (InputStream in = new XZInputStream(new BufferedInputStream(Files.newInputStream(tarball), 1 << 16))) {
            Tar.read(in, (path, data) -> {
                String[] parts = path.split("/");
                // tests/<function>/kzg-mainnet/<case>/data.yaml
                if (parts.length != 5 || !parts[0].equals("tests") || !parts[2].equals("kzg-mainnet")
                        || !parts[4].equals("data.yaml")) {
                    fail("unexpected file in " + tarball.getFileName() + ": " + path);
                }
                byFunction.computeIfAbsent(parts[1], f -> new ArrayList<>()).add(new Case(parts[1], parts[3], data));
            });
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + tarball, e);
        }
        Map<String, List<Case>> sorted = new TreeMap<>();
        byFunction.forEach((f, cases) -> {
            cases.sort((a, b) -> a.name().compareTo(b.name()));
            sorted.put(f, Collections.unmodifiableList(cases));
        });
        return Collections.unmodifiableMap(sorted);
    }

    /**
     * A reader of the tar format as far as this tarball needs it: 512-byte headers with their
     * checksums, POSIX ustar names with a prefix, GNU long names (type L) and pax path records
     * (type x); regular files are handed on, directories skipped.
     */
    static final class Tar {
        interface FileSink {
            void accept(String path, byte[] data) throws IOException;
        }

        private Tar() {}

        static void read(InputStream in, FileSink sink) throws IOException {
            byte[] header = new byte[512];
            String longName = null;
            while (true) {
                if (in.readNBytes(header, 0, 512) != 512) {
                    throw new IOException("the tar ends without its end-of-archive blocks");
                }
                if (allZero(header)) {
                    return;
                }
                checkChecksum(header);
                String name = string(header, 0, 100);
                String magic = new String(header, 257, 8, StandardCharsets.US_ASCII);
                if (magic.equals("ustar\u000000")) {
                    String prefix = string(header, 345, 155);
                    if (!prefix.isEmpty()) {
                        name = prefix + "/" + name;
                    }
                }
                if ((header[124] & 0x80) != 0) {
                    throw new IOException("entry " + name + ": base-256 sizes are not supported");
                }
                long size = Long.parseLong(string(header, 124, 12).trim(), 8);
                if (size > Integer.MAX_VALUE - 1024) {
                    throw new IOException("entry " + name + " is too large: " + size);
                }
                byte[] data = in.readNBytes((int) size);
                if (data.length != size) {
                    throw new IOException("entry " + name + " is truncated");
                }
                long padding = (512 - size % 512) % 512;
                in.skipNBytes(padding);
                char type = (char) header[156];
                switch (type) {
                    case 'L' -> longName = string(data, 0, data.length);
                    case 'x' -> longName = paxPath(data, longName);
                    case 'g', '5' -> longName = null;
                    case '0', '\0' -> {
                        sink.accept(longName != null ? longName : name, data);
                        longName = null;
                    }
                    default -> throw new IOException("entry " + name + " has unsupported type '" + type + "'");
                }
            }
        }

        private static String paxPath(byte[] data, String current) {
            String path = current;
            String records = new String(data, StandardCharsets.UTF_8);
            int i = 0;
            while (i < records.length()) {
                int space = records.indexOf(' ', i);
                int length = Integer.parseInt(records.substring(i, space));
                String record = records.substring(space + 1, i + length - 1);
                if (record.startsWith("path=")) {
                    path = record.substring(5);
                }
                i += length;
            }
            return path;
        }

        private static void checkChecksum(byte[] header) throws IOException {
            long sum = 0;
            for (int i = 0; i < 512; i++) {
                sum += (i >= 148 && i < 156) ? ' ' : header[i] & 0xff;
            }
            long stored = Long.parseLong(string(header, 148, 8).trim(), 8);
            if (sum != stored) {
                throw new IOException("tar header checksum mismatch: stored " + stored + ", computed " + sum);
            }
        }

        private static boolean allZero(byte[] b) {
            for (byte x : b) {
                if (x != 0) {
                    return false;
                }
            }
            return true;
        }

        /** A NUL-terminated (or full-width) ASCII field. */
        private static String string(byte[] b, int off, int len) {
            int end = off;
            while (end < off + len && b[end] != 0) {
                end++;
            }
            return new String(b, off, end - off, StandardCharsets.UTF_8);
        }
    }
}
