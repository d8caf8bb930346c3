/** Pippin curve. */
package dev.pippin.curve;
