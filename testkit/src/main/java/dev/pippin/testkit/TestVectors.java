package dev.pippin.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The vendored public vectors (test-vectors/ at the repository root). The build passes the folder
 * as the system property {@value #PROPERTY}; a test run without it (from an IDE, say) looks for
 * ../test-vectors beside the module directory. A missing folder or file fails the test that
 * asked for it: vector tests never skip.
 */
public final class TestVectors {
    /** The system property naming the vector folder. */
    public static final String PROPERTY = "pippin.vectors";

    private TestVectors() {}

    /** The vector folder. */
    public static Path root() {
        String configured = System.getProperty(PROPERTY);
        Path root;
        String origin;
        if (configured == null || configured.isBlank()) {
            root = moduleDirectory().resolve("../test-vectors").normalize();
            origin = "system property " + PROPERTY + " unset, so ../test-vectors beside the module";
        } else {
            root = Path.of(configured);
            origin = "system property " + PROPERTY;
        }
        if (!Files.isDirectory(root)) {
            fail("vendored test vectors not found at " + root.toAbsolutePath() + " (" + origin + ")");
        }
        return root;
    }

    /** A folder inside the vector folder, e.g. {@code "zcash-bls12-381"}. */
    public static Path folder(String relative) {
        Path dir = root().resolve(relative);
        if (!Files.isDirectory(dir)) {
            fail("vendored test vector folder not found: " + dir.toAbsolutePath());
        }
        return dir;
    }

    /** A file inside the vector folder, e.g. {@code "ethereum/modexp.json"}. */
    public static Path file(String relative) {
        Path file = root().resolve(relative);
        if (!Files.isRegularFile(file)) {
            fail("vendored test vector file not found: " + file.toAbsolutePath());
        }
        return file;
    }

    /** Where the tests run: Surefire sets basedir to the module directory (and starts there). */
    private static Path moduleDirectory() {
        String basedir = System.getProperty("basedir");
        return Path.of(basedir != null && !basedir.isBlank() ? basedir : System.getProperty("user.dir"));
    }
}
