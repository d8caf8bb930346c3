package dev.pippin.testkit;

import java.math.BigInteger;
import java.util.List;

/**
 * The four groups of the library as {@link RefCurve}s, with their parameters typed in from the
 * specifications rather than read from the classes under test: bn254 from EIP-196/197 (G2 on the
 * D-type twist y^2 = x^3 + 3 / (9 + u)), BLS12-381 from draft-irtf-cfrg-pairing-friendly-curves
 * (G2 on the M-type twist y^2 = x^3 + 4 (1 + u)). The testkit's own tests check them against the
 * curve parameters (the seeds) they follow from.
 */
public final class RefCurves {
    private RefCurves() {}

    /** bn254's curve parameter u: p = 36u^4 + 36u^3 + 24u^2 + 6u + 1, r = 36u^4 + 36u^3 + 18u^2 + 6u + 1. */
    public static final BigInteger BN254_SEED = new BigInteger("4965661367192848881");
    /** BLS12-381's curve parameter x (negative): r = x^4 - x^2 + 1, p = (x - 1)^2 r / 3 + x. */
    public static final BigInteger BLS12_381_SEED = new BigInteger("-d201000000010000", 16);

    public static final BigInteger BN254_P =
            dec("21888242871839275222246405745257275088696311157297823662689037894645226208583");
    public static final BigInteger BN254_R =
            dec("21888242871839275222246405745257275088548364400416034343698204186575808495617");
    public static final BigInteger BLS12_381_P = hex("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf"
            + "6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab");
    public static final BigInteger BLS12_381_R = hex("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001");

    public static final RefField BN254_FP = new RefField(BN254_P, 1);
    public static final RefField BN254_FP2 = new RefField(BN254_P, 2);
    public static final RefField BLS12_381_FP = new RefField(BLS12_381_P, 1);
    public static final RefField BLS12_381_FP2 = new RefField(BLS12_381_P, 2);

    public static final RefCurve BN254_G1 = new RefCurve("bn254-g1", BN254_FP, BN254_FP.el(3), BN254_R,
            BigInteger.ONE, new BigInteger[][] {{BigInteger.ONE}, {BigInteger.TWO}});

    /** #E'(Fp2) = r (2p - r) for bn254's sextic twist. */
    public static final RefCurve BN254_G2 = new RefCurve("bn254-g2", BN254_FP2,
            BN254_FP2.mul(BN254_FP2.el(3), BN254_FP2.inv(BN254_FP2.el(9, 1))), BN254_R,
            BN254_P.shiftLeft(1).subtract(BN254_R), new BigInteger[][] {
                {dec("10857046999023057135944570762232829481370756359578518086990519993285655852781"),
                 dec("11559732032986387107991004021392285783925812861821192530917403151452391805634")},
                {dec("8495653923123431417604973247489272438418190587263600148770280649306958101930"),
                 dec("4082367875863433681332203403145435568316851327593401208105741076214120093531")}});

    public static final RefCurve BLS12_381_G1 = new RefCurve("bls12-381-g1", BLS12_381_FP, BLS12_381_FP.el(4),
            BLS12_381_R, hex("396c8c005555e1568c00aaab0000aaab"), new BigInteger[][] {
                {hex("17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb")},
                {hex("08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1")}});

    public static final RefCurve BLS12_381_G2 = new RefCurve("bls12-381-g2", BLS12_381_FP2, BLS12_381_FP2.el(4, 4),
            BLS12_381_R, hex("5d543a95414e7f1091d50792876a202cd91de4547085abaa68a205b2e5a7ddfa"
                    + "628f1cb4d9e82ef21537e293a6691ae1616ec6e786f0c70cf1c38e31c7238e5"), new BigInteger[][] {
                {hex("024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8"),
                 hex("13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e")},
                {hex("0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801"),
                 hex("0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be")}});

    public static final List<RefCurve> ALL = List.of(BN254_G1, BN254_G2, BLS12_381_G1, BLS12_381_G2);

    /** The group of that name ({@code "bn254-g1"}, ..., as {@link RefCurve#name()}). */
    public static RefCurve named(String name) {
        for (RefCurve c : ALL) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("no reference group named " + name + "; known: " + ALL);
    }

    private static BigInteger hex(String h) {
        return new BigInteger(h, 16);
    }

    private static BigInteger dec(String d) {
        return new BigInteger(d);
    }
}
