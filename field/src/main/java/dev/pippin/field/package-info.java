/** Montgomery arithmetic over the bn254 and BLS12-381 fields, a generic n-limb kernel, Fp2 and modexp. */
package dev.pippin.field;
