/** Pippin msm. */
package dev.pippin.msm;
