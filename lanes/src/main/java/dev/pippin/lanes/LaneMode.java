package dev.pippin.lanes;

/**
 * Whether work that can run on the FMA lane kernels does: the MSM's batch-affine additions (G1 and
 * G2, through {@code MsmOptions.lanes}), the batch operations of {@link Bls12381PointBatches}, the
 * pairing module's Miller loop over many pairs and the BLS12-381 final exponentiation's compressed
 * squarings.
 *
 * <ul>
 * <li>AUTO: the lanes when jdk.incubator.vector is in the module graph and its preferred species
 *     has at least 4 double lanes, once each kernel has measured faster than its scalar twin in
 *     this JVM (its warm-up, off the caller's thread; until then the scalar code), else scalar.</li>
 * <li>ON: the lanes at the preferred species from the start.</li>
 * <li>SPECIES_256: the lanes at 256 bits (the AVX2 shape).</li>
 * <li>OFF: scalar.</li>
 * </ul>
 * ON and SPECIES_256 fail at the call, with an IllegalStateException, when the vector module is
 * missing.
 */
public enum LaneMode {
    AUTO, ON, SPECIES_256, OFF;

    /** The system property that overrides the default mode: auto, on, off or 256. */
    public static final String PROPERTY = "pippin.lanes";

    /**
     * The former name of {@link #PROPERTY}, from when only the MSM had lanes; read when
     * {@link #PROPERTY} is absent.
     */
    public static final String MSM_PROPERTY = "pippin.msm.lanes";

    /**
     * The mode the system properties ask for ({@link #PROPERTY}, else {@link #MSM_PROPERTY}),
     * AUTO when both are absent.
     *
     * @throws IllegalArgumentException for a value other than auto, on, off or 256
     */
    public static LaneMode fromProperty() {
        String name = PROPERTY, v = System.getProperty(PROPERTY);
        if (v == null) {
            name = MSM_PROPERTY;
            v = System.getProperty(MSM_PROPERTY, "auto");
        }
        return switch (v) {
            case "auto" -> AUTO;
            case "on" -> ON;
            case "256" -> SPECIES_256;
            case "off" -> OFF;
            default -> throw new IllegalArgumentException(name + " must be auto, on, off or 256, got " + v);
        };
    }

    /**
     * Whether this mode runs on this JVM: AUTO and OFF always do; ON and SPECIES_256 only when
     * jdk.incubator.vector links (otherwise the call that takes them throws).
     */
    public boolean runsHere() {
        return this == AUTO || this == OFF || dev.pippin.lanes.kernel.LaneKernel.PREFERRED_LANES > 0;
    }
}
