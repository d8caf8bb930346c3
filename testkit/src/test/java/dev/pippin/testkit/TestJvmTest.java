package dev.pippin.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

/**
 * The test JVMs are the ones the build asked for. The root pom passes its surefire argLine,
 * {@code pippin.test.vectorArgs}, into the tests as a system property of the same name; the vector
 * module is resolved exactly when that line adds it. CI runs the msm, pairing, bls and kzg tests a
 * second time with {@code -Dpippin.test.vectorArgs=} (the scalar path, as for a user who adds
 * nothing), and this test, run with them, fails if that run still got the vector module (a module's
 * pom overriding the argLine, say) or if the default run lost it.
 */
class TestJvmTest {
    private static final String VECTOR_MODULE = "jdk.incubator.vector";

    @Test
    void vectorModuleIsResolvedExactlyWhenTheArgLineAddsIt() {
        String args = System.getProperty("pippin.test.vectorArgs");
        assertNotNull(args, "pippin.test.vectorArgs is not passed to the tests (root pom, surefire systemPropertyVariables)");
        boolean asked = args.contains("--add-modules") && args.contains(VECTOR_MODULE);
        boolean resolved = ModuleLayer.boot().findModule(VECTOR_MODULE).isPresent();
        assertEquals(asked, resolved, "argLine '" + args + "', " + VECTOR_MODULE + " resolved: " + resolved);
    }
}
