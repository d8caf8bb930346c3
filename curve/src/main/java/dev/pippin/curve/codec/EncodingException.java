package dev.pippin.curve.codec;

/**
 * Bytes that do not encode a valid point (or field element) in the format asked for. Unchecked:
 * decoders are called on untrusted input and this is the only exception they throw for it.
 * {@link #reason()} classifies the failure; the message says where and what.
 */
public final class EncodingException extends RuntimeException {
    /** Which rule the input broke. */
    public enum Reason {
        /** The input has the wrong number of bytes. */
        LENGTH,
        /** A coordinate is not below the field modulus (nothing is reduced silently). */
        NOT_CANONICAL,
        /** Bytes that must be zero (EIP-2537's 16-byte padding, the rest of an infinity encoding) are not. */
        PADDING,
        /** The flag bits of a ZCash encoding are inconsistent. */
        FLAGS,
        /** The coordinates do not satisfy the curve equation (or no y exists for a compressed x). */
        NOT_ON_CURVE,
        /** The point is on the curve but not in the order-r subgroup. */
        NOT_IN_SUBGROUP
    }

    private final Reason reason;

    public EncodingException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
