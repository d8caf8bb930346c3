package dev.pippin.spark;

import java.io.Serializable;

/**
 * What one task did: its range, the attempt that succeeded, where it ran, and its two phases'
 * wall times (building or reading and decoding its slice; its MSM).
 */
public record PartitionReport(int partition, long start, long count, int attempt, String executor, int threads,
        double inputMs, double msmMs) implements Serializable {}
