/**
 * The warm-up of lane kernels ({@link dev.pippin.field.warmup.KernelWarmup}): one mechanism for every
 * Vector API kernel of the library (the modexp lanes ladder here in the field module, the FMA lane
 * kernels of the lanes module, the MSM's lane flushes), so that AUTO callers take a kernel only
 * once it has been compiled and measured faster than its scalar twin.
 */
package dev.pippin.field.warmup;
