/**
 * Montgomery arithmetic for bn254 and BLS12-381: the base fields (radix 2^56, lazily reduced), the
 * scalar fields (radix 2^64, no-carry CIOS), Fp2 over both base fields, generic Montgomery kernels
 * for any odd modulus, and modular exponentiation on those kernels; and
 * {@link dev.pippin.field.warmup.KernelWarmup}, the one warm-up mechanism of every Vector API lane
 * kernel of the library (the modexp lanes ladder here, the lanes module's kernels, the MSM's flushes).
 */
module dev.pippin.field {
    // Optional: the modexp router reads the JVM's vector code generation (UseAVX) through its
    // diagnostic bean where the module is present, and takes the conservative route where not.
    requires static jdk.management;
    // Optional: without a vector 64-bit multiply (AVX2) the radix-2^28 rows run on the Vector API
    // when the JVM runs with --add-modules jdk.incubator.vector, the plain loops otherwise.
    requires static jdk.incubator.vector;
    exports dev.pippin.field;
    exports dev.pippin.field.modexp;
    exports dev.pippin.field.warmup;
}
