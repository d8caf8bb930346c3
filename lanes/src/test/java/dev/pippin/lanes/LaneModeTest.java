package dev.pippin.lanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The lane setting's system properties: pippin.lanes, else its former name pippin.msm.lanes,
 * else AUTO; a bad value is refused naming the property it came from. Both properties are put
 * back as they were after each test.
 */
class LaneModeTest {
    private String lanes, msmLanes;

    @BeforeEach
    void save() {
        lanes = System.getProperty(LaneMode.PROPERTY);
        msmLanes = System.getProperty(LaneMode.MSM_PROPERTY);
        System.clearProperty(LaneMode.PROPERTY);
        System.clearProperty(LaneMode.MSM_PROPERTY);
    }

    @AfterEach
    void restore() {
        put(LaneMode.PROPERTY, lanes);
        put(LaneMode.MSM_PROPERTY, msmLanes);
    }

    private static void put(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }

    @Test
    void absentIsAuto() {
        assertEquals(LaneMode.AUTO, LaneMode.fromProperty());
    }

    @Test
    void eachValueNamesItsMode() {
        String[] values = {"auto", "on", "256", "off"};
        LaneMode[] modes = {LaneMode.AUTO, LaneMode.ON, LaneMode.SPECIES_256, LaneMode.OFF};
        for (int i = 0; i < values.length; i++) {
            System.setProperty(LaneMode.PROPERTY, values[i]);
            assertEquals(modes[i], LaneMode.fromProperty(), values[i]);
        }
    }

    @Test
    void theFormerNameIsReadOnlyWhenTheNewOneIsAbsent() {
        System.setProperty(LaneMode.MSM_PROPERTY, "off");
        assertEquals(LaneMode.OFF, LaneMode.fromProperty());
        System.setProperty(LaneMode.PROPERTY, "256");
        assertEquals(LaneMode.SPECIES_256, LaneMode.fromProperty(), "pippin.lanes wins");
    }

    @Test
    void aBadValueNamesItsProperty() {
        System.setProperty(LaneMode.MSM_PROPERTY, "fast");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, LaneMode::fromProperty);
        assertTrue(e.getMessage().startsWith(LaneMode.MSM_PROPERTY + " must be"), e.getMessage());
        System.setProperty(LaneMode.PROPERTY, "yes");
        e = assertThrows(IllegalArgumentException.class, LaneMode::fromProperty);
        assertTrue(e.getMessage().startsWith(LaneMode.PROPERTY + " must be"), e.getMessage());
    }
}
