/**
 * Pairings e: G1 x G2 -> GT for bn254 ({@link dev.pippin.pairing.Bn254Pairing}) and BLS12-381
 * ({@link dev.pippin.pairing.Bls12381Pairing}) on the curve module's affine layouts, with the
 * towers they compute in ({@link dev.pippin.pairing.Bn254Fp12}, {@link dev.pippin.pairing.Bls12381Fp12}).
 * Variable time throughout: pairing inputs (proofs, signatures, public keys) are public.
 */
package dev.pippin.pairing;
