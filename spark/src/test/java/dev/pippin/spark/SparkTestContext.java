package dev.pippin.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/** The tests' Spark context: local mode, 2 worker threads, 2 attempts per task, bound to the loopback address, no UI. */
final class SparkTestContext {
    private SparkTestContext() {}

    static JavaSparkContext start(String app) {
        SparkConf conf = new SparkConf().setMaster("local[2,2]").setAppName(app)
                .set("spark.ui.enabled", "false")
                .set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1");
        return new JavaSparkContext(conf);
    }
}
