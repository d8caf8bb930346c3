package dev.pippin.kzg;

/**
 * An input the consensus specs reject: a wrong length, a non-canonical field element, a point that
 * is not a valid compressed G1 element of the subgroup, a cell index out of range or out of
 * order, too few cells, list lengths that do not match, or an invalid trusted setup. Unchecked,
 * like the exceptions of the other decoders: every public call of {@link Kzg} throws it, and
 * only it, for bad input, and never answers wrongly instead. {@link #rule()} names the rule.
 */
public final class KzgException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The rule of the specs that the input broke. */
    public enum Rule {
        /** A byte string (blob, field element, point, cell) or a flattened list has the wrong length. */
        LENGTH,
        /** Two lists that the function pairs up (blobs and commitments, cells and indices...) differ in length. */
        COUNT_MISMATCH,
        /** A declared count is negative or beyond what the function accepts. */
        COUNT,
        /** A 32-byte field element is not below the BLS12-381 scalar field modulus. */
        NON_CANONICAL_FIELD_ELEMENT,
        /** A 48-byte G1 point has bad flag bits, a non-canonical x, or no point with that x on the curve. */
        INVALID_G1_POINT,
        /** A G1 point is on the curve but not in the order-r subgroup. */
        G1_NOT_IN_SUBGROUP,
        /** A cell index is not below 128 (CELLS_PER_EXT_BLOB). */
        CELL_INDEX,
        /** Recovery's cell indices are not strictly ascending (a duplicate or an unsorted pair). */
        CELL_INDICES_NOT_ASCENDING,
        /** Recovery got fewer than 64 cells (half of the extended blob). */
        TOO_FEW_CELLS,
        /** A trusted setup that fails validation (counts, encodings, subgroup, consistency). */
        INVALID_SETUP
    }

    private final Rule rule;

    public KzgException(Rule rule, String message) {
        super(message);
        this.rule = rule;
    }

    KzgException(Rule rule, String message, Throwable cause) {
        super(message, cause);
        this.rule = rule;
    }

    /** The rule the input broke. */
    public Rule rule() {
        return rule;
    }
}
