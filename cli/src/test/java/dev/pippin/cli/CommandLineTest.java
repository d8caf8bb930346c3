package dev.pippin.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command line Main builds per run: one subcommand when the first argument names it, else all. */
class CommandLineTest {
    private static Set<String> subcommands(String... args) {
        return Main.commandLine(CommandLine.defaultFactory(), args).getSubcommands().keySet();
    }

    @Test
    void aCommandsNameBuildsThatCommandAlone() {
        for (String name : List.of("msm", "precompile", "modexp", "bls", "groth16", "wtns", "version", "bench")) {
            assertEquals(Set.of(name), subcommands(name, "--help"), name);
        }
        assertEquals(Set.of("msm"), subcommands(), "no arguments run the demo, which is msm");
    }

    @Test
    void helpOptionsAndUnknownNamesGetEveryCommand() {
        Set<String> all = subcommands((String[]) null);
        assertEquals(Main.COMMANDS.size(), all.size());
        for (String[] args : List.of(new String[] {"help"}, new String[] {"help", "msm"}, new String[] {"--help"},
                new String[] {"--version"}, new String[] {"grot"}, new String[] {"-x", "msm"})) {
            assertEquals(all, subcommands(args), String.join(" ", args));
        }
    }

    @Test
    void aMistypedCommandIsStillNamedInTheError() {
        Cli.Run r = Cli.run("grot");
        assertEquals(Main.USAGE, r.code());
        assertTrue(r.err().contains("groth16"), r.err());
    }

    @Test
    void aSubcommandsHelpIsTheSameEitherWay() {
        for (String name : List.of("msm", "groth16", "precompile")) {
            CommandLine full = Main.commandLine(CommandLine.defaultFactory(), null).getSubcommands().get(name);
            CommandLine alone = Main.commandLine(CommandLine.defaultFactory(), new String[] {name}).getSubcommands().get(name);
            assertEquals(full.getUsageMessage(CommandLine.Help.Ansi.OFF), alone.getUsageMessage(CommandLine.Help.Ansi.OFF), name);
        }
    }
}
