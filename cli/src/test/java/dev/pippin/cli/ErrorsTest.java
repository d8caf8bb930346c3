package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** An exception no command expected is a one-line internal error with exit 1, not a stack trace. */
class ErrorsTest {
    @Command(name = "boom")
    static final class Boom implements Runnable {
        @Override
        public void run() {
            throw new IllegalStateException("first line\nsecond line");
        }
    }

    @Test
    void internalFailureIsOneLineAndExitOne() {
        CommandLine cl = new CommandLine(new Boom());
        cl.setExecutionExceptionHandler(Errors::internal);
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err, true));
        assertEquals(Main.FAILED, cl.execute());
        String text = err.toString();
        assertEquals(1, text.lines().count(), text);
        assertTrue(text.startsWith("boom: internal error: java.lang.IllegalStateException: first line; second line at "
                + Boom.class.getName() + ".run(ErrorsTest.java:"), text);
    }

    @Test
    void messagesAreFoldedOntoOneLine() {
        assertEquals("a; b; c", Errors.oneLine("  a\n b\r\n\nc  "));
        assertEquals("", Errors.oneLine(null));
    }
}
