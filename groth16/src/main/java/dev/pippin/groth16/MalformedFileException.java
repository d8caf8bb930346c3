package dev.pippin.groth16;

import java.nio.file.Path;

/**
 * A proving key, witness or snarkjs JSON file (verification key, proof, public signals) that
 * cannot be used: malformed or truncated, for another curve or protocol, or not matching the
 * other file. The message is one line naming the file, the section (in a JSON file, the field)
 * and what is wrong with it.
 */
public final class MalformedFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final String section;

    MalformedFileException(Path file, String section, String problem) {
        super(file.getFileName() + ": " + section + ": " + problem.strip().replaceAll("\\s*\\R\\s*", "; "));
        this.file = file;
        this.section = section;
    }

    /** The file at fault. */
    public Path file() {
        return file;
    }

    /** Which part of it: "container", "section N (name)", or in a JSON file "JSON" or the field ("pi_b[1][0]"). */
    public String section() {
        return section;
    }
}
