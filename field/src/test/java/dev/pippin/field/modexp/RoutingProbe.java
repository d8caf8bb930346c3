package dev.pippin.field.modexp;

import dev.pippin.field.VmFacts;
import java.math.BigInteger;

/**
 * A JVM's routing as RoutingTest sees it from outside (a main class, not a test: RoutingTest runs
 * it in a child JVM with its own flags and properties). Prints the facts, the routing in force,
 * and base^exp mod mod through the public API for the hexadecimal arguments given, or the
 * one-line error the routing gave.
 */
public final class RoutingProbe {
    private RoutingProbe() {
    }

    public static void main(String[] args) {
        VmFacts facts = VmFacts.detect();
        System.out.println("facts " + facts.useAvx() + " " + facts.superWord());
        try {
            System.out.println("route " + Routing.active().name());
            BigInteger r = ModExp.modexp(new BigInteger(args[0], 16), new BigInteger(args[1], 16), new BigInteger(args[2], 16));
            System.out.println("result " + r.toString(16));
            boolean warmed = LanesLadderRace.WARMUP.warm(60_000_000_000L);
            System.out.println("warmed " + warmed + ", route " + Routing.active().name());
        } catch (IllegalArgumentException bad) {
            System.out.println("error " + bad.getMessage());
        }
    }
}
