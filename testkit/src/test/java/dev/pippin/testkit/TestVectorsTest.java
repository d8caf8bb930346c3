package dev.pippin.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** Where the vector folder comes from, and that a missing one fails instead of skipping. */
class TestVectorsTest {
    /** Runs with the property set to value (null: unset), restoring it after. */
    private static void withProperty(String value, Runnable body) {
        String saved = System.getProperty(TestVectors.PROPERTY);
        try {
            if (value == null) {
                System.clearProperty(TestVectors.PROPERTY);
            } else {
                System.setProperty(TestVectors.PROPERTY, value);
            }
            body.run();
        } finally {
            if (saved == null) {
                System.clearProperty(TestVectors.PROPERTY);
            } else {
                System.setProperty(TestVectors.PROPERTY, saved);
            }
        }
    }

    @Test
    void theBuildPassesTheVendoredFolder() {
        Path root = TestVectors.root();
        assertTrue(Files.isRegularFile(root.resolve("SOURCES.md")), root.toString());
        assertTrue(Files.isDirectory(TestVectors.folder("zcash-bls12-381")));
        assertEquals(root.resolve("ethereum/modexp.json"), TestVectors.file("ethereum/modexp.json"));
    }

    @Test
    void withoutThePropertyTheFolderBesideTheModuleIsUsed() throws Exception {
        Path expected = TestVectors.root().toRealPath();
        withProperty(null, () -> {
            try {
                assertEquals(expected, TestVectors.root().toRealPath());
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void aMissingFolderOrFileFailsSayingWhere() {
        withProperty("/nonexistent/pippin-vectors", () -> {
            AssertionFailedError e = assertThrows(AssertionFailedError.class, TestVectors::root);
            assertTrue(e.getMessage().contains("/nonexistent/pippin-vectors"), e.getMessage());
        });
        AssertionFailedError file = assertThrows(AssertionFailedError.class, () -> TestVectors.file("ethereum/none.json"));
        assertTrue(file.getMessage().contains("none.json"), file.getMessage());
        AssertionFailedError dir = assertThrows(AssertionFailedError.class, () -> TestVectors.folder("none"));
        assertTrue(dir.getMessage().contains("none"), dir.getMessage());
    }
}
