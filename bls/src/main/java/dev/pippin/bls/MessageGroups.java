package dev.pippin.bls;

import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Items grouped by equal message bytes, in order of first appearance. Items that share a message
 * share its hash and one pairing: e(P1, H(m)) e(P2, H(m)) = e(P1 + P2, H(m)).
 */
final class MessageGroups {
    /** The number of distinct messages. */
    final int count;
    /** Group g's items are members[start[g]] up to (excluding) members[start[g + 1]], in input order. */
    final int[] start;
    final int[] members;
    /** Group g's message. */
    final byte[][] message;

    private MessageGroups(int count, int[] start, int[] members, byte[][] message) {
        this.count = count;
        this.start = start;
        this.members = members;
        this.message = message;
    }

    static MessageGroups of(List<byte[]> messages) {
        int n = messages.size();
        Map<ByteBuffer, Integer> index = new HashMap<>();
        int[] groupOf = new int[n];
        byte[][] first = new byte[n][];
        int count = 0;
        for (int i = 0; i < n; i++) {
            byte[] m = Objects.requireNonNull(messages.get(i), "message " + i);
            Integer g = index.putIfAbsent(ByteBuffer.wrap(m), count);
            if (g == null) {
                first[count] = m;
                g = count++;
            }
            groupOf[i] = g;
        }
        int[] start = new int[count + 1];
        for (int g : groupOf) {
            start[g + 1]++;
        }
        for (int g = 0; g < count; g++) {
            start[g + 1] += start[g];
        }
        int[] next = java.util.Arrays.copyOf(start, count);
        int[] members = new int[n];
        for (int i = 0; i < n; i++) {
            members[next[groupOf[i]]++] = i;
        }
        return new MessageGroups(count, start, members, java.util.Arrays.copyOf(first, count));
    }

    int size(int g) {
        return start[g + 1] - start[g];
    }
}
