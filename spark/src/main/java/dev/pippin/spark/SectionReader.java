package dev.pippin.spark;

import java.io.Closeable;
import java.io.EOFException;
import java.io.FileNotFoundException;
import java.io.IOException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * Positioned reads of one file through Hadoop's FileSystem API, so that a path may be local,
 * hdfs:, s3a: or any file system the executors' Hadoop configuration knows. Every failure
 * becomes an {@link InputException} naming the reader's context (which partition, which file,
 * which bytes).
 */
final class SectionReader implements Closeable {
    private final String path;
    private final String what;
    private final FSDataInputStream in;
    private final long length;

    private SectionReader(String path, String what, FSDataInputStream in, long length) {
        this.path = path;
        this.what = what;
        this.in = in;
        this.length = length;
    }

    /** what names the file's role and the partition, e.g. "partition 3 (indices 40-59): points file". */
    static SectionReader open(String path, Configuration conf, String what) {
        try {
            Path p = new Path(path);
            FileSystem fs = p.getFileSystem(conf);
            FileStatus st = fs.getFileStatus(p);
            if (st.isDirectory()) {
                throw new InputException(what + " " + path + ": is a directory");
            }
            return new SectionReader(path, what, fs.open(p), st.getLen());
        } catch (FileNotFoundException e) {
            throw new InputException(what + " " + path + ": no such file");
        } catch (IOException | IllegalArgumentException e) {
            throw new InputException(what + " " + path + ": cannot open: " + oneLine(e));
        }
    }

    /** The file's length in bytes, as the file system reported it when the reader opened it. */
    static long length(String path, Configuration conf, String what) {
        try (SectionReader r = open(path, conf, what)) {
            return r.length;
        }
    }

    /** Reads len bytes at position into buf[0..len); a short file is an error, never a short read. */
    void read(long position, byte[] buf, int len) {
        long end = position + len;
        if (end > length) {
            throw new InputException(what + " " + path + ", bytes " + position + "-" + (end - 1) + ": the file ends at byte "
                    + length + " (truncated?)");
        }
        try {
            in.readFully(position, buf, 0, len);
        } catch (EOFException e) {
            throw new InputException(what + " " + path + ", bytes " + position + "-" + (end - 1) + ": the file ended before them (truncated?)");
        } catch (IOException e) {
            throw new InputException(what + " " + path + ", bytes " + position + "-" + (end - 1) + ": " + oneLine(e));
        }
    }

    String path() {
        return path;
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // a read-only stream whose bytes were all read: nothing is lost by a failed close
        }
    }

    static String oneLine(Throwable e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return m.strip().replaceAll("\\s*\\R\\s*", "; ");
    }
}
