package dev.pippin.cli;

import dev.pippin.msm.MsmOptions;
import java.io.PrintWriter;

/**
 * A bar redrawn in place on stderr (carriage returns, so a terminal only: {@link QuietOption}
 * decides). It appears once a run has lasted {@code delayNs}, so short runs print nothing.
 */
final class ProgressBar implements MsmOptions.ProgressListener {
    private static final int WIDTH = 40;

    private final PrintWriter err;
    private final long delayNs;
    private volatile long started;
    private boolean shown;

    ProgressBar(PrintWriter err, long delayNs) {
        this.err = err;
        this.delayNs = delayNs;
    }

    synchronized void start() {
        started = System.nanoTime();
        shown = false;
    }

    @Override
    public synchronized void progress(long done, long total) {
        if (total <= 0 || System.nanoTime() - started < delayNs) {
            return;
        }
        int filled = (int) Math.min(WIDTH, WIDTH * done / total);
        err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + Math.min(100, 100 * done / total) + "%");
        err.flush();
        shown = true;
    }

    /** Erases the bar, so what follows on the terminal starts on a clean line. */
    synchronized void finish() {
        if (shown) {
            err.print("\r" + " ".repeat(WIDTH + 8) + "\r");
            err.flush();
            shown = false;
        }
    }
}
