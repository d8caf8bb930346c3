package dev.pippin.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.pippin.evm.Eip198;
import dev.pippin.evm.ModExpPrecompile;
import dev.pippin.evm.Precompile;
import dev.pippin.evm.PrecompileException;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * EIP-198 modexp: the names modexp (Osaka), modexp_berlin and modexp_byzantium, picked by the
 * first input byte; the rest is the call data.
 */
class ModExpFuzzTest {
    /** Operands up to this many bytes are checked against BigInteger.modPow ("a few hundred bytes"). */
    private static final int REFERENCE_BYTES = 512;

    /**
     * Oracle: the three length words read with BigInteger; Osaka rejects a length above 1024
     * (EIP-7823) before anything else, a zero modulus length gives the empty output, any length
     * above {@link Eip198#MAX_LENGTH} is rejected, and so, without EIP-7823, is a call whose price
     * by the EIP's formula exceeds {@link ModExpPrecompile#MAX_PAYABLE_GAS}; otherwise the output
     * is modLen bytes, and when
     * every operand is at most {@value #REFERENCE_BYTES} bytes it is base^exp mod m by
     * BigInteger.modPow over the zero-padded input (0 for m = 0), left-padded to modLen. Gas is
     * never negative (its formula has its own target). Allocation: a small multiple of the input
     * plus, for an accepted call, its declared operands (the EIP pads them with zeros and the
     * output is modLen bytes) and 64 bytes per modulus byte per iteration (BigInteger's garbage).
     */
    @FuzzTest(maxDuration = "10m")
    void modexp(byte[] data) {
        String name = PrecompileCheck.pick(data, "modexp", "modexp_berlin", "modexp_byzantium");
        byte[] input = PrecompileCheck.rest(data);
        Precompile p = PrecompileCheck.named(name);
        long gas = p.gas(input);
        Expect.isTrue(gas >= 0, name + ": negative gas " + gas, input);

        byte[] padded = Arrays.copyOf(input, Math.max(input.length, 96));
        BigInteger bl = word(padded, 0), el = word(padded, 32), ml = word(padded, 64);
        boolean osaka = ((ModExpPrecompile) p).enforcesEip7823();
        BigInteger cap = BigInteger.valueOf(Eip198.MAX_LENGTH), osakaCap = BigInteger.valueOf(Eip198.EIP7823_MAX_LENGTH);
        boolean rejected = osaka && (bl.compareTo(osakaCap) > 0 || el.compareTo(osakaCap) > 0 || ml.compareTo(osakaCap) > 0);
        boolean empty = !rejected && ml.signum() == 0;
        rejected |= !empty && (bl.compareTo(cap) > 0 || el.compareTo(cap) > 0 || ml.compareTo(cap) > 0);
        // the older forks refuse a call no block could pay for (its price from the EIP's formula)
        rejected |= !empty && !osaka && GasFuzzTest.reference(((ModExpPrecompile) p).pricing(), bl, el, ml,
                GasFuzzTest.headBits(input, bl, el)) > ModExpPrecompile.MAX_PAYABLE_GAS;
        long declared = rejected || empty ? 0 : bl.longValue() + el.longValue() + ml.longValue();
        // BigInteger.modPow, where large and even moduli are routed, allocates a product per
        // multiplication: garbage that grows with the work, which gas prices. Allowed: 64 bytes
        // per modulus byte per EIP iteration (a 375-kbit even modulus with an 8-bit exponent
        // measured 27.6 MB, 590 bytes per modulus byte, 74 per iteration).
        long work = rejected || empty ? 0 : Math.multiplyExact(ml.longValue(), iterations(input, bl, el) + 1);
        Allocation.Outcome<byte[]> out = Allocation.measure(name, input.length + declared + 16 * work, 4, () -> p.call(input));
        if (rejected) {
            PrecompileCheck.verdict(p, input, out, null);
            return;
        }
        if (empty) {
            PrecompileCheck.verdict(p, input, out, new byte[0]);
            return;
        }
        if (!out.ok()) {
            Expect.rejected(out.error(), PrecompileException.class, name, input);
            throw Expect.fail(name + " rejected lengths within its bounds: " + out.error().getMessage(), input);
        }
        int b = bl.intValue(), e = el.intValue(), m = ml.intValue();
        Expect.isTrue(out.value().length == m, name + ": output of " + out.value().length + " bytes, modLen is " + m, input);
        if (b <= REFERENCE_BYTES && e <= REFERENCE_BYTES && m <= REFERENCE_BYTES) {
            byte[] full = Arrays.copyOf(input, Math.max(input.length, 96 + b + e + m));
            BigInteger base = new BigInteger(1, Arrays.copyOfRange(full, 96, 96 + b));
            BigInteger exp = new BigInteger(1, Arrays.copyOfRange(full, 96 + b, 96 + b + e));
            BigInteger mod = new BigInteger(1, Arrays.copyOfRange(full, 96 + b + e, 96 + b + e + m));
            BigInteger r = mod.signum() == 0 ? BigInteger.ZERO : base.modPow(exp, mod);
            PrecompileCheck.verdict(p, input, out, bytes(r, m));
        }
    }

    /** EIP-2565's iteration count: the exponent's bit length past the first, 8 per byte beyond 32. */
    private static long iterations(byte[] input, BigInteger bl, BigInteger el) {
        long msb = Math.max(GasFuzzTest.headBits(input, bl, el) - 1, 0);
        long e = el.longValue();
        return Math.max(1, e <= 32 ? msb : 8 * (e - 32) + msb);
    }

    static BigInteger word(byte[] b, int off) {
        return new BigInteger(1, Arrays.copyOfRange(b, off, off + 32));
    }

    /** v as exactly n big-endian bytes (v < 256^n). */
    static byte[] bytes(BigInteger v, int n) {
        byte[] raw = v.toByteArray();
        byte[] out = new byte[n];
        int len = Math.min(raw.length, n);
        System.arraycopy(raw, raw.length - len, out, n - len, len);
        return out;
    }
}
