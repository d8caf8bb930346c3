package dev.pippin.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The --json output: each row is a record, written as one object on one line (JSON Lines), its
 * keys the record's components in declaration order, in snake_case. Null values are written, not
 * dropped, so every line a command prints has the same keys.
 */
final class Json {
    private Json() {}

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .addModule(new SimpleModule().addSerializer(Double.class, new PlainDouble()).addSerializer(double.class, new PlainDouble()))
            .build();

    /** 37622389.17, not Jackson's 3.762238917E7: the same number, readable by eye as well. */
    private static final class PlainDouble extends StdSerializer<Double> {
        PlainDouble() {
            super(Double.class);
        }

        @Override
        public void serialize(Double v, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (v.isNaN() || v.isInfinite()) {
                gen.writeNumber(v);
            } else {
                gen.writeNumber(BigDecimal.valueOf(v).toPlainString());
            }
        }
    }

    static String line(Object row) {
        try {
            return MAPPER.writeValueAsString(row);
        } catch (JsonProcessingException e) {
            // only a row type Jackson cannot describe gets here: a programming error, not input
            throw new IllegalStateException("cannot write " + row.getClass().getSimpleName() + " as JSON", e);
        }
    }

    /** Measurements carry no more digits than the clock resolves; fewer keep the lines readable. */
    static double round(double v, int decimals) {
        return BigDecimal.valueOf(v).setScale(decimals, RoundingMode.HALF_EVEN).doubleValue();
    }
}
