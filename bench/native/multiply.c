/* The core's clock and multiplier, the two figures the floor of a radix-2^56 kernel is computed
 * from: ns per dependent add (one cycle), per dependent 64-bit imul and 128-bit mul (latency),
 * and per independent imul (throughput). x86-64 only. Built by run.sh. */
#include <stdio.h>
#include <time.h>

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }

int main(void) {
  const unsigned long n = 400000000UL;
  unsigned long x = 1, y = 5, h = 0, c[6] = {1, 2, 3, 4, 5, 6};
  double add = 1e18, imul = 1e18, mul = 1e18, thr = 1e18;
  for (int r = 0; r < 5; r++) {
    double t0 = now();
    for (unsigned long i = 0; i < n; i++) __asm__ volatile("add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0" : "+r"(x));
    double t1 = now();
    for (unsigned long i = 0; i < n; i++) __asm__ volatile("imul %1, %0\n\timul %1, %0\n\timul %1, %0\n\timul %1, %0" : "+r"(x) : "r"(y));
    double t2 = now();
    for (unsigned long i = 0; i < n; i++)
      __asm__ volatile("mov %0, %%rax\n\tmul %2\n\tmul %2\n\tmul %2\n\tmul %2\n\tmov %%rax, %0" : "+r"(x), "=&d"(h) : "r"(y) : "rax");
    double t3 = now();
    for (unsigned long i = 0; i < n; i++)
      __asm__ volatile("imul %6, %0\n\timul %6, %1\n\timul %6, %2\n\timul %6, %3\n\timul %6, %4\n\timul %6, %5"
                       : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3]), "+r"(c[4]), "+r"(c[5]) : "r"(y));
    double t4 = now();
    if ((t1 - t0) / (4.0 * n) < add) add = (t1 - t0) / (4.0 * n);
    if ((t2 - t1) / (4.0 * n) < imul) imul = (t2 - t1) / (4.0 * n);
    if ((t3 - t2) / (4.0 * n) < mul) mul = (t3 - t2) / (4.0 * n);
    if ((t4 - t3) / (6.0 * n) < thr) thr = (t4 - t3) / (6.0 * n);
  }
  printf("dependent add            %.3f ns (clock %.2f GHz)\n", add, 1 / add);
  printf("dependent imul r64       %.3f ns (%.1f cycles)\n", imul, imul / add);
  printf("dependent mul r64        %.3f ns (%.1f cycles)\n", mul, mul / add);
  printf("independent imul r64     %.3f ns (%.2f cycles)\n", thr, thr / add);
  printf("# %lu\n", x ^ h ^ c[0] ^ c[5]);
  return 0;
}
