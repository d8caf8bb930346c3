/* blst's pairing layers one by one, as bench/src/main/java/dev/pippin/bench/PairingKernels.java
 * times Pippin's: dependent chains, the minimum of 15 bursts, ns per call. Built by run.sh. */
#include "blst.h"
#include <stdio.h>
#include <time.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }
#define TIME(name, calls, body) do { double best = 1e18; \
    for (int r = 0; r < 15; r++) { double t0 = now(); for (long i = 0; i < (calls); i++) { body; } \
      double t = (now() - t0) / (calls); if (t < best) best = t; } \
    printf("%-10s %-22s %12.1f ns\n", "bls12-381", name, best); } while (0)

int main(void) {
  byte bytes[48]; blst_fp a, b; blst_fp2 a2, b2; blst_fp12 f, g;
  for (int i = 0; i < 48; i++) bytes[i] = (byte)(i * 37 + 11);
  bytes[0] &= 0x0f;
  blst_fp_from_bendian(&a, bytes); b = a; a2.fp[0] = a; a2.fp[1] = b; b2 = a2;
  const blst_p1_affine *p = blst_p1_affine_generator(); const blst_p2_affine *q = blst_p2_affine_generator();
  blst_miller_loop(&f, q, p); g = f;
  TIME("fp_mul", 2000000, blst_fp_mul(&a, &a, &b));
  TIME("fp_sqr", 2000000, blst_fp_sqr(&a, &a));
  TIME("fp2_mul", 1000000, blst_fp2_mul(&a2, &a2, &b2));
  TIME("fp2_sqr", 1000000, blst_fp2_sqr(&a2, &a2));
  TIME("fp12_mul", 100000, blst_fp12_mul(&f, &f, &g));
  TIME("fp12_sqr", 100000, blst_fp12_sqr(&f, &f));
  TIME("fp12_cyclotomic_sqr", 100000, blst_fp12_cyclotomic_sqr(&f, &f));
  TIME("miller_loop", 2000, blst_miller_loop(&f, q, p));
  TIME("final_exp", 2000, blst_final_exp(&g, &f));
  printf("# %d\n", ((byte *)&a)[0] ^ ((byte *)&a2)[1] ^ ((byte *)&g)[3]);
  return 0;
}
