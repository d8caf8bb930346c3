package dev.pippin.cli;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** Writes a prover server's answers: JSON bodies with their length, errors as {"error": "..."}. */
final class HttpReply {
    private HttpReply() {}

    /** Sends a JSON body and ends the exchange; a client already gone is not an error of the server's. */
    static void json(HttpExchange ex, int status, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        try (ex) {
            ex.getResponseHeaders().set("Content-Type", "application/json");
            ex.sendResponseHeaders(status, bytes.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(bytes);
            }
        } catch (IOException e) {
            // the client hung up: nothing to tell it
        }
    }

    /** {"error": message}: one line. */
    static void error(HttpExchange ex, int status, String message) {
        json(ex, status, "{\"error\": " + quote(Errors.oneLine(message)) + "}");
    }

    /** A JSON string literal. */
    static String quote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        JsonStringEncoder.getInstance().quoteAsString(s, b);
        return b.append('"').toString();
    }
}
