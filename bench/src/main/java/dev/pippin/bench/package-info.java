/** JMH benchmarks. */
package dev.pippin.bench;
