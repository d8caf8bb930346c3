package dev.pippin.spark.cli;

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
 * The --json output, written as the pippin command writes its own: a record as one object on
 * one line, its components in order, snake_case keys, nulls kept, plain decimals.
 */
final class Json {
    private Json() {}

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .addModule(new SimpleModule().addSerializer(Double.class, new PlainDouble()).addSerializer(double.class, new PlainDouble()))
            .build();

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
            throw new IllegalStateException("cannot write " + row.getClass().getSimpleName() + " as JSON", e);
        }
    }

    static double round(double v, int decimals) {
        return BigDecimal.valueOf(v).setScale(decimals, RoundingMode.HALF_EVEN).doubleValue();
    }
}
