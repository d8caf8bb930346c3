package dev.pippin.witness;

import com.dylibso.chicory.compiler.Cache;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Base64;
import java.util.Properties;

/**
 * A directory of compiled circuits: the JVM classes Chicory's compiler made from a circuit.wasm,
 * one jar-format file per module, named by the module's SHA-256 under a folder per Chicory
 * version (the classes call into that version's runtime). A later load of the same circuit
 * defines these classes instead of compiling again.
 *
 * <p>The directory holds code the JVM runs: it must be writable by its owner alone. Entries
 * are published by an atomic rename, so processes sharing the directory see whole files or
 * none; an entry that cannot be read is compiled again.
 */
final class ClassCache implements Cache {
    static final String CHICORY_VERSION = chicoryVersion();

    private final Path dir;

    ClassCache(Path root) {
        this.dir = root.resolve("chicory-" + CHICORY_VERSION);
    }

    private static String chicoryVersion() {
        try (InputStream in = ClassCache.class.getResourceAsStream("chicory.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** "sha-256:BASE64" as a file name: the digest in URL-safe base64. */
    private Path file(String key) {
        int colon = key.indexOf(':');
        String algo = key.substring(0, Math.max(colon, 0)).replaceAll("[^a-z0-9-]", "");
        byte[] digest = Base64.getDecoder().decode(key.substring(colon + 1));
        return dir.resolve(algo + "-" + Base64.getUrlEncoder().withoutPadding().encodeToString(digest) + ".jar");
    }

    @Override
    public byte[] get(String key) {
        try {
            Path f = file(key);
            return Files.isRegularFile(f) ? Files.readAllBytes(f) : null;
        } catch (IOException | IllegalArgumentException e) {
            return null; // unreadable: compiled again
        }
    }

    @Override
    public void putIfAbsent(String key, byte[] data) throws IOException {
        Path f = file(key);
        if (Files.isRegularFile(f)) {
            return;
        }
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, ".part-", ".tmp");
        try {
            Files.write(tmp, data);
            Files.move(tmp, f, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException e) {
            // another process published it first
        } catch (AtomicMoveNotSupportedException e) {
            // a file system without atomic renames: no cache rather than a torn entry
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
