package dev.pippin.lanes;

import dev.pippin.field.Bls12381Fr;
import dev.pippin.field.Bls12381FrLazy;
import dev.pippin.field.Bls12381FrLazyFft;
import dev.pippin.field.warmup.KernelWarmup;
import dev.pippin.lanes.kernel.LaneKernel;
import java.math.BigInteger;
import java.util.SplittableRandom;

/**
 * The race behind {@link Bls12381FrLaneFft#WARMUP}: a decimation-in-time FFT of {@link #N}
 * elements on the lanes against the same transform in the field module's lazy radix-2^56 form
 * ({@link Bls12381FrLazyFft}), the scalar FFT callers take otherwise; the lanes' result must
 * equal the scalar one limb for limb.
 */
final class FrFftRace implements KernelWarmup.Trial {
    /** The race's size: one of the sizes the cells' transforms run at, a few milliseconds a round. */
    static final int N = 1024;

    @Override
    public KernelWarmup.Race prepare() {
        if (LaneKernel.PREFERRED_LANES < LaneKernel.AUTO_MIN_LANES) {
            return null;                                    // AUTO never takes the lanes here
        }
        final int L = Bls12381Fr.LIMBS, Z = Bls12381FrLazy.LIMBS;
        BigInteger r = Bls12381Fr.MODULUS;
        BigInteger omega = BigInteger.valueOf(7).modPow(r.subtract(BigInteger.ONE).divide(BigInteger.valueOf(N)), r);
        long[] powers = new long[N / 2 * L];
        long[] lazyPowers = new long[N / 2 * Z];
        BigInteger p = BigInteger.ONE;
        for (int j = 0; j < N / 2; j++) {
            Bls12381Fr.fromBigInteger(powers, j * L, p);
            Bls12381FrLazy.fromStandardMontgomery(lazyPowers, j * Z, powers, j * L);
            p = p.multiply(omega).mod(r);
        }
        Bls12381FrLaneFft.Twiddles twiddles = new Bls12381FrLaneFft.Twiddles(powers, N);
        long[] input = new long[N * L];
        SplittableRandom rnd = new SplittableRandom(N);
        for (int i = 0; i < N; i++) {
            Bls12381Fr.fromBigInteger(input, i * L, new BigInteger(255, new java.util.Random(rnd.nextLong())).mod(r));
        }
        final long[] scalarOut = new long[N * L], laneOut = new long[N * L];
        final Bls12381FrLaneFft lanes = new Bls12381FrLaneFft(N, LaneMode.ON);
        return new KernelWarmup.Race() {
            @Override
            public void scalar() {
                long[] z = new long[N * Z];
                Bls12381FrLazy.fromLimbs64Raw(input, 0, z, 0, N);
                Bls12381FrLazyFft.fromBitReversed(z, N, lazyPowers, N);
                Bls12381FrLazy.toLimbs64Raw(z, 0, scalarOut, 0, N);
            }

            @Override
            public boolean lanes() {
                lanes.load(input, 0, N);
                lanes.fromBitReversed(twiddles);
                lanes.store(laneOut, 0, N);
                return java.util.Arrays.equals(laneOut, scalarOut);
            }
        };
    }
}
