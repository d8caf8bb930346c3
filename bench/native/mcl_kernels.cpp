// mcl's pairing layers one by one, as bench/src/main/java/dev/pippin/bench/PairingKernels.java
// times Pippin's: dependent chains, the minimum of 15 bursts, ns per call. Built by run.sh.
#include <mcl/bn.hpp>
#include <cstdio>
#include <cstring>
#include <ctime>
using namespace mcl::bn;

static double now() { timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }
#define TIME(name, calls, body) do { double best = 1e18; \
    for (int r = 0; r < 15; r++) { double t0 = now(); for (long i = 0; i < (calls); i++) { body; } \
      double t = (now() - t0) / (calls); if (t < best) best = t; } \
    std::printf("%-10s %-22s %12.1f ns\n", curve, name, best); } while (0)

int main(int argc, char **argv) {
  const char *curve = argc > 1 ? argv[1] : "bn254";
  initPairing(std::strcmp(curve, "bls12-381") == 0 ? mcl::BLS12_381 : mcl::BN_SNARK1);
  G1 p; G2 q; hashAndMapToG1(p, "abc", 3); hashAndMapToG2(q, "abc", 3);
  Fp a, b; a.setByCSPRNG(); b.setByCSPRNG(); Fp2 a2(a, b), b2(b, a);
  Fp12 f, g; millerLoop(f, p, q); g = f;
  TIME("fp_mul", 2000000, Fp::mul(a, a, b));
  TIME("fp_sqr", 2000000, Fp::sqr(a, a));
  TIME("fp2_mul", 1000000, Fp2::mul(a2, a2, b2));
  TIME("fp2_sqr", 1000000, Fp2::sqr(a2, a2));
  TIME("fp12_mul", 100000, Fp12::mul(f, f, g));
  TIME("fp12_sqr", 100000, Fp12::sqr(f, f));
  TIME("miller_loop", 2000, millerLoop(f, p, q));
  TIME("final_exp", 2000, finalExp(g, f));
  std::printf("# %d\n", int(a.isZero()) ^ int(a2.isZero()) ^ int(g.isOne()));
  return 0;
}
