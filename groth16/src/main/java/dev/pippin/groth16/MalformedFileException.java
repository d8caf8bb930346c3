package dev.pippin.groth16;

import java.nio.file.Path;

/**
 * A proving key or witness file that cannot be used: malformed or truncated, for another curve
 * or protocol, or not matching the other file. The message is one line naming the file, the
 * section and what is wrong with it.
 */
public final class MalformedFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final String section;

    MalformedFileException(Path file, String section, String problem) {
        super(file.getFileName() + ": " + section + ": " + problem);
        this.file = file;
        this.section = section;
    }

    /** The file at fault. */
    public Path file() {
        return file;
    }

    /** Which part of it: "container", or "section N (name)". */
    public String section() {
        return section;
    }
}
