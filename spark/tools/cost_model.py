#!/usr/bin/env python3
"""The cluster cost model of docs/SPARK.md ("A cost model for a cluster"), from the figures
measured on this machine (MEASURED below, each with the command it came from).

A job of N points over E executors of C cores each runs one partition per executor
(spark.task.cpus = spark.executor.cores = C), so each task holds m = N / E points and

    T(N, E, C) = F0 + f E + m g / C + m c1(m) / s(C, m)

with c1(m) the single-thread MSM cost per point at m points, s(C, m) the engine's speedup on C
threads, g the cost per point of building a slice on one thread, and F0 + f E the fixed cost of
a job (measured in local mode, so without a network's round trips: a lower bound for a cluster).
One machine of C cores takes N g / C + N c1(N) / s(C, N): the same slice building and MSM, no
Spark. Adding executors stops paying where the fixed cost's growth f matches the work it takes
off each task, at about E* = sqrt(N (g / C + c1 / s) / f).

Assumption, not measurement: each doubling of cores keeps the efficiency measured for 1 -> 2
threads on this 2-vCPU machine, s(C, m) = C e2(m)^log2(C).

Run: python3 spark/tools/cost_model.py
"""
import math

# Single-thread MSM cost per point, bn254 G1, uniform scalars, by log2(n): the quiet-machine
# MsmGrid run of docs/PERFORMANCE.md ("The grid", 1 thread uniform, min of 5; 2^20 min of 3).
# The ./pippin msm curve of docs/SPARK.md ran at load 5-15 and is 1.5-7x these.
# Above 2^20 the cost is held at 2^20's (it still falls slowly there: an optimistic single
# machine, a pessimistic executor).
C1_NS = {10: 13561, 12: 9893, 14: 7918, 16: 6703, 18: 6865, 20: 5723}
# The same grid's 2-thread speedups, halved: the efficiency of the 1 -> 2 thread step.
E2 = {10: 1.87 / 2, 12: 1.86 / 2, 14: 1.91 / 2, 16: 1.97 / 2, 18: 1.82 / 2, 20: 1.77 / 2}
# Per point of a task's input_ms, building its range of the generated instance on one thread:
# Spark local[1], 1 partition, 2^22 points, 12 574 ms (docs/SPARK.md, "Spark against one machine").
G_NS = 3000.0
# ./pippin spark msm --master local[2] --partitions P --n P --reps 10 --json -q, minimum over
# the jobs (docs/SPARK.md, "Spark's fixed cost"): 129 ms at P = 1, 376 ms at P = 32, so
# F0 = 130 ms and f = (376 - 129) / 31 = 8 ms per partition.
F0_MS, F_MS = 130.0, 8.0


def interp(table, m):
    ks = sorted(table)
    k = math.log2(m)
    if k <= ks[0]:
        return table[ks[0]]
    if k >= ks[-1]:
        return table[ks[-1]]
    for a, b in zip(ks, ks[1:]):
        if a <= k <= b:
            return table[a] + (table[b] - table[a]) * (k - a) / (b - a)


def speedup(c, m):
    return c * interp(E2, m) ** math.log2(c)


def cluster_ms(n, e, c):
    m = n / e
    return F0_MS + F_MS * e + m * G_NS / c / 1e6 + m * interp(C1_NS, m) / speedup(c, m) / 1e6


def single_ms(n, c):
    return n * G_NS / c / 1e6 + n * interp(C1_NS, n) / speedup(c, n) / 1e6


def best_executors(n, c):
    e = 1.0
    for _ in range(50):  # the per-point cost depends on m = n / e: iterate to the fixed point
        m = n / e
        e = math.sqrt(n * (G_NS / c + interp(C1_NS, m) / speedup(c, m)) / 1e6 / F_MS)
    return e


def main():
    print("| N | cores per executor | 1 machine | " + " | ".join(f"{e} executors" for e in (8, 32, 128, 512))
          + " | E* (points per task) |")
    print("|---|---:|---:|" + "---:|" * 5)
    for k in (24, 26, 28):
        n = 1 << k
        for c in (2, 4, 8, 16):
            cells = []
            for e in (8, 32, 128, 512):
                t = cluster_ms(n, e, c)
                cells.append(f"{t / 1000:.2f} s ({single_ms(n, c) / t / e:.0%})")
            b = best_executors(n, c)
            print(f"| 2^{k} | {c} | {single_ms(n, c) / 1000:.1f} s | " + " | ".join(cells)
                  + f" | {b:.0f} (2^{math.log2(n / b):.1f}) |")


if __name__ == "__main__":
    main()
