package dev.pippin.kzg;

import java.util.function.IntConsumer;

/**
 * Runs parts 0 ... n-1 of a one-off job (building the FK20 columns and tables) on n threads, part
 * 0 on the caller's; rethrows the first failure. Platform threads: the parts are seconds of CPU
 * work each, not worth a pool kept alive.
 */
final class Parallel {
    private Parallel() {}

    static void forEach(int n, IntConsumer part) {
        if (n <= 1) {
            part.accept(0);
            return;
        }
        Thread[] threads = new Thread[n - 1];
        Throwable[] failure = new Throwable[n];
        for (int i = 1; i < n; i++) {
            int p = i;
            threads[i - 1] = Thread.ofPlatform().daemon().start(() -> {
                try {
                    part.accept(p);
                } catch (Throwable t) {
                    failure[p] = t;
                }
            });
        }
        try {
            part.accept(0);
        } catch (Throwable t) {
            failure[0] = t;
        }
        boolean interrupted = false;
        for (Thread t : threads) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        for (Throwable t : failure) {
            if (t instanceof RuntimeException r) {
                throw r;
            }
            if (t instanceof Error e) {
                throw e;
            }
        }
    }
}
