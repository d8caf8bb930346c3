/** Pippin glv. */
package dev.pippin.glv;
