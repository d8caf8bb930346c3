#!/usr/bin/env python3
"""The cluster cost model of docs/SPARK.md ("A cost model for a cluster"), from the figures
measured on this machine (MEASURED below, each with the command it came from).

A job of N points over E executors of C cores each runs one partition per executor
(spark.task.cpus = spark.executor.cores = C), so each task holds m = N / E points and

    T(N, E, C) = F0 + f E + m g / C + m c1(m) / s(C, m)

with c1(m) the single-thread MSM cost per point at m points, s(C, m) the engine's speedup on C
threads, g the cost per point of building a slice on one thread, and F0 + f E the fixed cost of
a job (measured in local mode, so without a network's round trips: a lower bound for a cluster).
One machine of C cores takes N c1(N) / s(C, N) (no Spark, no slice building: pippin msm's time).

Assumption, not measurement: each doubling of cores keeps the efficiency measured for 1 -> 2
threads on this 2-vCPU machine, s(C, m) = C e2(m)^log2(C).

Run: python3 spark/tools/cost_model.py
"""
import math

# ./pippin msm --n 2^k --threads 1 --reps R --json -q: min_ms / n, ns per point (bn254 G1,
# uniform scalars, GLV on)
C1_NS = {}
# the same with --threads 2: 2-thread speedup / 2
E2 = {}
# per point of a task's input_ms (building its range of the generated instance, one thread)
G_NS = 0.0
# ./pippin spark msm --master local[2] --partitions P --n P --reps 10 --json -q: job_ms = F0 + f P
F0_MS, F_MS = 0.0, 0.0

MEASURED = "filled from docs/SPARK.md's tables"


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
    return n * interp(C1_NS, n) / speedup(c, n) / 1e6


def main():
    print("| N | cores per executor | 1 machine | " + " | ".join(f"{e} executors" for e in (8, 32, 128, 512)) + " |")
    print("|---|---:|---:|" + "---:|" * 4)
    for k in (24, 26, 28):
        n = 1 << k
        for c in (2, 4, 8, 16):
            cells = []
            for e in (8, 32, 128, 512):
                t = cluster_ms(n, e, c)
                cells.append(f"{t / 1000:.2f} s ({single_ms(n, c) / t / e:.0%})")
            print(f"| 2^{k} | {c} | {single_ms(n, c) / 1000:.1f} s | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
