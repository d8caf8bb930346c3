package dev.pippin.groth16;

import static dev.pippin.groth16.RefCurve.R;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * snarkjs's Groth16 prover restated in BigInteger arithmetic over the raw file bytes (RefFiles,
 * RefCurve): the H scalars by quadratic-time transforms, the MSMs by shared-doubling sums. Slow,
 * and written without the main code, so agreement checks the fast path end to end.
 */
final class RefProver {
    /** ffjavascript's Fr.w[10] and Fr.w[11] for bn254 (printed by ffjavascript 0.3.1 itself). */
    static final BigInteger W10 = new BigInteger("3161067157621608152362653341354432744960400845131437947728257924963983317266");
    static final BigInteger W11 = new BigInteger("1120550406532664055539694724667294622065367841900378087843176726913374367458");

    final byte[] zkey;
    final Map<Integer, RefFiles.Section> sec;
    final List<BigInteger> w;
    final int nVars, nPublic, domainSize;

    RefProver(byte[] zkey, byte[] wtns) {
        this.zkey = zkey;
        this.sec = RefFiles.sections(zkey);
        this.w = RefFiles.witness(wtns);
        int h = sec.get(2).offset();
        this.nVars = RefFiles.u32(zkey, h + 72);
        this.nPublic = RefFiles.u32(zkey, h + 76);
        this.domainSize = RefFiles.u32(zkey, h + 80);
    }

    private int header() {
        return sec.get(2).offset() + 84;
    }

    RefCurve.P alpha1() {
        return RefFiles.g1(zkey, header());
    }

    RefCurve.P beta1() {
        return RefFiles.g1(zkey, header() + 64);
    }

    RefCurve.P beta2() {
        return RefFiles.g2(zkey, header() + 128);
    }

    /** Used by verifiers only (snarkjs keeps gamma = 1: the G2 generator). */
    RefCurve.P gamma2() {
        return RefFiles.g2(zkey, header() + 256);
    }

    RefCurve.P delta1() {
        return RefFiles.g1(zkey, header() + 384);
    }

    RefCurve.P delta2() {
        return RefFiles.g2(zkey, header() + 448);
    }

    /** The H scalars, standard form: A, B from the coefficients, C = A B, all moved to the odd coset, A B - C. */
    List<BigInteger> hScalars() {
        int n = domainSize;
        if (n != 1024) {
            throw new IllegalStateException("the reference roots are for the 2^10 fixture");
        }
        BigInteger[] a = new BigInteger[n], b = new BigInteger[n], c = new BigInteger[n];
        java.util.Arrays.fill(a, BigInteger.ZERO);
        java.util.Arrays.fill(b, BigInteger.ZERO);
        RefFiles.Section s = sec.get(4);
        int count = RefFiles.u32(zkey, s.offset());
        BigInteger r2inv = RefFiles.TWO_256.modPow(BigInteger.TWO, R).modInverse(R);
        for (int e = 0; e < count; e++) {
            int off = s.offset() + 4 + 44 * e;
            int m = RefFiles.u32(zkey, off), row = RefFiles.u32(zkey, off + 4), sig = RefFiles.u32(zkey, off + 8);
            BigInteger v = RefFiles.le(zkey, off + 12, 32).multiply(r2inv).mod(R);
            BigInteger[] t = m == 0 ? a : b;
            t[row] = t[row].add(v.multiply(w.get(sig))).mod(R);
        }
        for (int i = 0; i < n; i++) {
            c[i] = a[i].multiply(b[i]).mod(R);
        }
        BigInteger[] ao = oddCoset(a, W10, W11), bo = oddCoset(b, W10, W11), co = oddCoset(c, W10, W11);
        List<BigInteger> h = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            h.add(ao[i].multiply(bo[i]).subtract(co[i]).mod(R));
        }
        return h;
    }

    /** Values on <omega> to values at inc omega^k: coefficients by the inverse DFT, then the DFT of c_j inc^j. */
    static BigInteger[] oddCoset(BigInteger[] evals, BigInteger omega, BigInteger inc) {
        int n = evals.length;
        BigInteger[] coef = dft(evals, omega.modInverse(R));
        BigInteger nInv = BigInteger.valueOf(n).modInverse(R);
        BigInteger p = nInv;
        for (int j = 0; j < n; j++) {
            coef[j] = coef[j].multiply(p).mod(R);
            p = p.multiply(inc).mod(R);
        }
        return dft(coef, omega);
    }

    /** X_k = sum_j x_j w^(jk), quadratic time. */
    static BigInteger[] dft(BigInteger[] x, BigInteger w) {
        int n = x.length;
        BigInteger[] pw = new BigInteger[n];
        pw[0] = BigInteger.ONE;
        for (int i = 1; i < n; i++) {
            pw[i] = pw[i - 1].multiply(w).mod(R);
        }
        BigInteger[] out = new BigInteger[n];
        for (int k = 0; k < n; k++) {
            BigInteger acc = BigInteger.ZERO;
            for (int j = 0; j < n; j++) {
                acc = acc.add(x[j].multiply(pw[(int) ((long) j * k % n)]));
            }
            out[k] = acc.mod(R);
        }
        return out;
    }

    /** pi_A, pi_B, B1 and pi_C for the blinding (r, s). */
    RefCurve.P[] prove(BigInteger r, BigInteger s) {
        List<BigInteger> wPriv = w.subList(nPublic + 1, nVars);
        RefCurve.P piA = alpha1().add(RefCurve.msm(RefFiles.g1s(zkey, sec.get(5)), w)).add(delta1().mul(r));
        RefCurve.P piB = beta2().add(RefCurve.msm(RefFiles.g2s(zkey, sec.get(7)), w)).add(delta2().mul(s));
        RefCurve.P b1 = beta1().add(RefCurve.msm(RefFiles.g1s(zkey, sec.get(6)), w)).add(delta1().mul(s));
        RefCurve.P piC = RefCurve.msm(RefFiles.g1s(zkey, sec.get(8)), wPriv)
                .add(RefCurve.msm(RefFiles.g1s(zkey, sec.get(9)), hScalars()))
                .add(piA.mul(s))
                .add(b1.mul(r))
                .add(delta1().mul(r.multiply(s).mod(R)).neg());
        return new RefCurve.P[] {piA, piB, b1, piC};
    }
}
