package dev.pippin.kzg;

/** PLACEHOLDER: replaced by the FK20 fixed-base tables. */
final class Fk20Tables {
    private Fk20Tables() {}
    static final int MAX_WIDTH = 12;
    static final int DEFAULT_WIDTH = 0;
}
