package dev.pippin.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import picocli.CommandLine;

/** Reads a file an option names, or fails with a one-line usage error naming the option. */
final class InputFile {
    private InputFile() {}

    /** A Java array holds a little less than 2^31 bytes. */
    static final long MAX_BYTES = Integer.MAX_VALUE - 8;

    static byte[] read(CommandLine cl, String option, Path file) {
        try {
            if (Files.isDirectory(file)) {
                throw new CommandLine.ParameterException(cl, option + " " + file + ": is a directory");
            }
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                throw new CommandLine.ParameterException(cl, option + " " + file + ": " + size
                        + " bytes is more than this command reads (" + MAX_BYTES + ")");
            }
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new CommandLine.ParameterException(cl, option + " " + file + ": " + reason(e));
        }
    }

    /** The messages of these exceptions are only the path; say what went wrong instead. */
    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
