package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Published answers: the sign cases of ethereum/bls12-381-tests (release v0.1.2, the "sign"
 * handler, CC0-1.0) with their keys' public keys, EIP-2333's master keys (derive_master_SK is
 * KeyGen with an empty key_info), and RFC 5869's HKDF-SHA-256 cases A.1 and A.3.
 */
class BlsKnownAnswersTest {
    private static final HexFormat HEX = HexFormat.of();

    record Sign(String privkey, String message, String signature) {}

    static final String SK0 = "263dbd792f5b1be47ed85f8938c0f29586af0d3ac7b977f21c278fe1462040e3",
            SK1 = "47b8192d77bf871b62e87859d653922725724a5c031afeabc60bcef5ff665138",
            SK2 = "328388aff0d4a5b7dc9205abd374e7e98f3cd9f3418edb4eafda5fb16473d216";
    static final String M0 = "00".repeat(32), M56 = "56".repeat(32), MAB = "ab".repeat(32);

    static final List<Sign> SIGN = List.of(
            new Sign(SK1, M0, "b23c46be3a001c63ca711f87a005c200cc550b9429d5f4eb38d74322144f1b63926da3388979e5321012fb1a0526bcd1"
                    + "00b5ef5fe72628ce4cd5e904aeaa3279527843fae5ca9ca675f4f51ed8f83bbf7155da9ecc9663100a885d5dc6df96d9"),
            new Sign(SK1, M56, "af1390c3c47acdb37131a51216da683c509fce0e954328a59f93aebda7e4ff974ba208d9a4a2a2389f892a9d418d6184"
                    + "18dd7f7a6bc7aa0da999a9d3a5b815bc085e14fd001f6a1948768a3f4afefc8b8240dda329f984cb345c6363272ba4fe"),
            new Sign(SK1, MAB, "9674e2228034527f4c083206032b020310face156d4a4685e2fcaec2f6f3665aa635d90347b6ce124eb879266b1e801d"
                    + "185de36a0a289b85e9039662634f2eea1e02e670bc7ab849d006a70b2f93b84597558a05b879c8d445f387a5d5b653df"),
            new Sign(SK2, M0, "948a7cb99f76d616c2c564ce9bf4a519f1bea6b0a624a02276443c245854219fabb8d4ce061d255af5330b078d538068"
                    + "1751aa7053da2c98bae898edc218c75f07e24d8802a17cd1f6833b71e58f5eb5b94208b4d0bb3848cecb075ea21be115"),
            new Sign(SK2, MAB, "ae82747ddeefe4fd64cf9cedb9b04ae3e8a43420cd255e3c7cd06a8d88b7c7f8638543719981c5d16fa3527c468c25f0"
                    + "026704a6951bde891360c7e8d12ddee0559004ccdbe6046b55bae1b257ee97f7cdb955773d7cf29adf3ccbb9975e4eb9"),
            new Sign(SK2, M56, "a4efa926610b8bd1c8330c918b7a5e9bf374e53435ef8b7ec186abf62e1b1f65aeaaeb365677ac1d1172a1f5b44b4e6d"
                    + "022c252c58486c0a759fbdc7de15a756acc4d343064035667a594b4c2a6f0b0b421975977f297dba63ee2f63ffe47bb6"),
            new Sign(SK0, M0, "b6ed936746e01f8ecf281f020953fbf1f01debd5657c4a383940b020b26507f6076334f91e2366c96e9ab279fb515809"
                    + "0352ea1c5b0c9274504f4f0e7053af24802e51e4568d164fe986834f41e55c8e850ce1f98458c0cfc9ab380b55285a55"),
            new Sign(SK0, M56, "882730e5d03f6b42c3abc26d3372625034e1d871b65a8a6b900a56dae22da98abbe1b68f85e49fe7652a55ec3d0591c2"
                    + "0767677e33e5cbb1207315c41a9ac03be39c2e7668edc043d6cb1d9fd93033caa8a1c5b0e84bedaeb6c64972503a43eb"),
            new Sign(SK0, MAB, "91347bccf740d859038fcdcaf233eeceb2a436bcaaee9b2aa3bfb70efe29dfb2677562ccbea1c8e061fb9971b0753c24"
                    + "0622fab78489ce96768259fc01360346da5b9f579e5da0d941e4c6ba18a0e64906082375394f337fa1af2b7127b0d121"));

    /** The Ethereum test keys' public keys (the same suite's deserialization and verify cases use them). */
    static final String[][] PUBKEYS = {
        {SK0, "a491d1b0ecd9bb917989f0e74f0dea0422eac4a873e5e2644f368dffb9a6e20fd6e10c1b77654d067c0618f6e5a7f79a"},
        {SK1, "b301803f8b5ac4a1133581fc676dfedc60d891dd5fa99028805e5ea5b08d3491af75d0707adab3b70c6a6a580217bf81"},
        {SK2, "b53d21a4cfd562c469cc81514d4ce5a6b577d8403d32a394dc265dd190b47fa9f829fdd7963afdf972e5e77854051f6f"},
    };

    @Test
    void signCases() {
        for (Sign c : SIGN) {
            byte[] sk = HEX.parseHex(c.privkey()), msg = HEX.parseHex(c.message()), want = HEX.parseHex(c.signature());
            assertEquals(c.signature(), HEX.formatHex(Bls.sign(sk, msg)), c.toString());
            assertEquals(c.signature(), BlsSecretKey.fromBytes(sk).sign(msg).toString().substring(2), c.toString());
            assertTrue(Bls.verify(Bls.skToPk(sk), msg, want), c.toString());
        }
    }

    /** The suite's one failing sign case: a zero secret key is refused. */
    @Test
    void zeroSecretKeyIsRefused() {
        byte[] zero = new byte[32];
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Bls.sign(zero, HEX.parseHex(MAB)));
        assertEquals("secret key: zero is not a valid key", e.getMessage());
    }

    @Test
    void skToPk() {
        for (String[] k : PUBKEYS) {
            assertEquals(k[1], HEX.formatHex(Bls.skToPk(HEX.parseHex(k[0]))), k[0]);
            assertArrayEquals(HEX.parseHex(k[0]), BlsSecretKey.fromBytes(HEX.parseHex(k[0])).toBytes());
        }
    }

    /** EIP-2333's four test cases (seed, master_SK in decimal). */
    @Test
    void keyGenIsEip2333MasterKey() {
        String[][] cases = {
            {"c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04",
                "6083874454709270928345386274498605044986640685124978867557563392430687146096"},
            {"3141592653589793238462643383279502884197169399375105820974944592",
                "29757020647961307431480504535336562678282505419141012933316116377660817309383"},
            {"0099ff991111002299dd7744ee3355bbdd8844115566cc55663355668888cc00",
                "27580842291869792442942448775674722299803720648445448686099262467207037398656"},
            {"d4e56740f876aef8c010b86a40d5f56745a118d0906a34e69aec8c0db1cb8fa3",
                "19022158461524446591288038168518313374041767046816487870552872741050760015818"},
        };
        for (String[] c : cases) {
            byte[] sk = Bls.keyGen(HEX.parseHex(c[0]), new byte[0]);
            assertEquals(new BigInteger(c[1]), new BigInteger(1, sk), c[0]);
            assertArrayEquals(sk, BlsSecretKey.keyGen(HEX.parseHex(c[0])).toBytes(), c[0]);
        }
    }

    @Test
    void keyGenNeeds32BytesOfKeyingMaterial() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BlsSecretKey.keyGen(new byte[31]));
        assertEquals("KeyGen: the input keying material must be at least 32 bytes, got 31", e.getMessage());
    }

    /** RFC 5869 appendix A.1 (salt and info) and A.3 (both empty). */
    @Test
    void hkdfRfc5869() {
        byte[] ikm = HEX.parseHex("0b".repeat(22));
        byte[] prk = Hkdf.extract(HEX.parseHex("000102030405060708090a0b0c"), ikm);
        assertEquals("077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5", HEX.formatHex(prk));
        assertEquals("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865",
                HEX.formatHex(Hkdf.expand(prk, HEX.parseHex("f0f1f2f3f4f5f6f7f8f9"), 42)));
        byte[] prk3 = Hkdf.extract(new byte[0], ikm);
        assertEquals("19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04", HEX.formatHex(prk3));
        assertEquals("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8",
                HEX.formatHex(Hkdf.expand(prk3, new byte[0], 42)));
    }
}
