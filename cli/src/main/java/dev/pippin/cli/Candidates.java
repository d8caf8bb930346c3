package dev.pippin.cli;

import java.util.Iterator;
import java.util.Collection;
import java.util.function.Supplier;

/**
 * The values an option lists in --help: picocli instantiates a completion-candidates class by
 * its no-argument constructor, so each option has a one-line subclass naming its list.
 */
abstract class Candidates implements Iterable<String> {
    private final Supplier<? extends Collection<String>> values;

    Candidates(Supplier<? extends Collection<String>> values) {
        this.values = values;
    }

    @Override
    public final Iterator<String> iterator() {
        return values.get().iterator();
    }
}
