"""The two curves' parameters, the one source every generator takes them from: the defining
constants of bn254 and BLS12-381, and every constant derived from them.

Only the curve specifications' inputs appear as literals here: p, r, the curve parameter x,
b, the twist's non-residue xi and the standard generators. Everything else (cube roots of
unity and their eigenvalues, the psi coefficients, cofactors) is derived below and checked
with a small affine reference (the checks run on every import, so every generator run). The
Java tests re-derive the same values independently with BigInteger (FieldConstantsTest,
CurveConstantsTest).
"""

BN_X = 4965661367192848881
BN_P = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47
BN_R = 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001
BLS_X = -0xd201000000010000
BLS_P = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
BLS_R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001

# The curves y^2 = x^3 + b over Fp.
BN_B = 3
BLS_B = 4

assert BN_P == 36 * BN_X**4 + 36 * BN_X**3 + 24 * BN_X**2 + 6 * BN_X + 1
assert BN_R == 36 * BN_X**4 + 36 * BN_X**3 + 18 * BN_X**2 + 6 * BN_X + 1
assert BLS_R == BLS_X**4 - BLS_X**2 + 1
assert BLS_P == (BLS_X - 1) ** 2 * BLS_R // 3 + BLS_X


# ---- Fp2 = Fp[u]/(u^2 + 1) as pairs ----
class F2:
    def __init__(self, p):
        self.p = p

    def add(self, a, b): return ((a[0] + b[0]) % self.p, (a[1] + b[1]) % self.p)
    def sub(self, a, b): return ((a[0] - b[0]) % self.p, (a[1] - b[1]) % self.p)
    def neg(self, a): return ((-a[0]) % self.p, (-a[1]) % self.p)
    def mul(self, a, b):
        p = self.p
        return ((a[0] * b[0] - a[1] * b[1]) % p, (a[0] * b[1] + a[1] * b[0]) % p)
    def inv(self, a):
        p = self.p
        n = pow(a[0] * a[0] + a[1] * a[1], -1, p)
        return (a[0] * n % p, (-a[1]) * n % p)
    def pow(self, a, e):
        r = (1, 0)
        for bit in bin(e)[2:]:
            r = self.mul(r, r)
            if bit == "1":
                r = self.mul(r, a)
        return r
    def conj(self, a): return (a[0], (-a[1]) % self.p)
    def zero(self): return (0, 0)
    def one(self): return (1, 0)
    def is_zero(self, a): return a == (0, 0)
    def c(self, v): return (v % self.p, 0)


class F1:
    """Fp with the same interface, so the affine reference below serves both."""
    def __init__(self, p):
        self.p = p
    def add(self, a, b): return (a + b) % self.p
    def sub(self, a, b): return (a - b) % self.p
    def neg(self, a): return (-a) % self.p
    def mul(self, a, b): return a * b % self.p
    def inv(self, a): return pow(a, -1, self.p)
    def zero(self): return 0
    def one(self): return 1
    def is_zero(self, a): return a == 0
    def c(self, v): return v % self.p


def ec_add(F, P, Q):
    """Affine addition on y^2 = x^3 + b (None is infinity)."""
    if P is None:
        return Q
    if Q is None:
        return P
    (x1, y1), (x2, y2) = P, Q
    if x1 == x2:
        if F.add(y1, y2) == F.zero():
            return None
        lam = F.mul(F.mul(F.c(3), F.mul(x1, x1)), F.inv(F.add(y1, y1)))
    else:
        lam = F.mul(F.sub(y2, y1), F.inv(F.sub(x2, x1)))
    x3 = F.sub(F.sub(F.mul(lam, lam), x1), x2)
    return (x3, F.sub(F.mul(lam, F.sub(x1, x3)), y1))


def ec_mul(F, P, k):
    if k < 0:
        P = (P[0], F.neg(P[1])) if P else None
        k = -k
    R = None
    for bit in bin(k)[2:]:
        R = ec_add(F, R, R)
        if bit == "1":
            R = ec_add(F, R, P)
    return R


def on_curve(F, P, b):
    x, y = P
    return F.mul(y, y) == F.add(F.mul(F.mul(x, x), x), b)


def cube_roots_of_unity(p):
    """The two primitive cube roots of unity in Fp (p = 1 mod 3): g^((p-1)/3) for a non-cube g."""
    g = 2
    while pow(g, (p - 1) // 3, p) == 1:
        g += 1
    w = pow(g, (p - 1) // 3, p)
    return [w, w * w % p]


def glv_pair(p, r, gen, b, lam):
    """The beta with phi(x, y) = (beta x, y) = [lam] on the order-r subgroup."""
    F = F1(p)
    want = ec_mul(F, gen, lam)
    for beta in cube_roots_of_unity(p):
        if (beta * gen[0] % p, gen[1]) == want:
            return beta
    raise AssertionError("no cube root of unity matches lambda")


# ---- bn254 ----
bnF, bnF2 = F1(BN_P), F2(BN_P)
BN_G1 = (1, 2)
BN_XI = (9, 1)
BN_B2 = bnF2.mul((BN_B, 0), bnF2.inv(BN_XI))  # D-type twist: b' = b / xi
BN_G2 = ((0x1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed,
          0x198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c2),
         (0x12c85ea5db8c6deb4aab71808dcb408fe3d1e7690c43d37b4ce6cc0166fa7daa,
          0x090689d0585ff075ec9e99ad690c3395bc4b313370b38ef355acdadcd122975b))
# G1: lambda is the smaller root of l^2 + l + 1 = 0 mod r, i.e. the smaller primitive cube root of
# unity mod r (any root works for GLV; the glv module picks its lattice from this one).
BN_LAMBDA = sorted(cube_roots_of_unity(BN_R))[0]
BN_BETA = glv_pair(BN_P, BN_R, BN_G1, BN_B, BN_LAMBDA)
# psi = untwist-Frobenius-twist. D-type (untwist (x, y) -> (x w^2, y w^3), w^6 = xi):
# psi(x, y) = (conj(x) xi^((p-1)/3), conj(y) xi^((p-1)/2)).
BN_PSI_X = bnF2.pow(BN_XI, (BN_P - 1) // 3)
BN_PSI_Y = bnF2.pow(BN_XI, (BN_P - 1) // 2)
BN_G2_EIGEN = 6 * BN_X * BN_X  # t - 1 = 6x^2 = p mod r: psi acts on G2 as [6x^2]
BN_G2_COFACTOR = 2 * BN_P - BN_R  # #E'(Fp2) = r (2p - r) for BN curves

# ---- BLS12-381 ----
blsF, blsF2 = F1(BLS_P), F2(BLS_P)
BLS_G1 = (0x17f1d3a73197d7942695638c4fa9ac0fc3688c4f9774b905a14e3a3f171bac586c55e83ff97a1aeffb3af00adb22c6bb,
          0x08b3f481e3aaa0f1a09e30ed741d8ae4fcf5e095d5d00af600db18cb2c04b3edd03cc744a2888ae40caa232946c5e7e1)
BLS_XI = (1, 1)
BLS_B2 = blsF2.mul((BLS_B, 0), BLS_XI)  # M-type twist: b' = b xi = 4(1 + u)
BLS_G2 = ((0x024aa2b2f08f0a91260805272dc51051c6e47ad4fa403b02b4510b647ae3d1770bac0326a805bbefd48056c8c121bdb8,
           0x13e02b6052719f607dacd3a088274f65596bd0d09920b61ab5da61bbdc7f5049334cf11213945d57e5ac7d055d042b7e),
          (0x0ce5d527727d6e118cc9cdc6da2e351aadfd9baa8cbdd3a76d429a695160d12c923ac9cc3baca289e193548608b82801,
           0x0606c4a02ea734cc32acd2b02bc28b99cb3e287e85a763af267492ab572e99ab3f370d275cec1da1aaa9075ff05f79be))
# G1: lambda = -x^2 mod r, the eigenvalue of the subgroup check phi(P) = [-x^2]P (Bowe, eprint 2019/814;
# complete by Scott, eprint 2021/1130 sec. 4).
BLS_LAMBDA = (-BLS_X * BLS_X) % BLS_R
BLS_BETA = glv_pair(BLS_P, BLS_R, BLS_G1, BLS_B, BLS_LAMBDA)
BLS_G1_COFACTOR = (BLS_X - 1) ** 2 // 3
# M-type (untwist (x, y) -> (x / w^2, y / w^3), w^6 = xi):
# psi(x, y) = (conj(x) / xi^((p-1)/3), conj(y) / xi^((p-1)/2)).
BLS_PSI_X = blsF2.inv(blsF2.pow(BLS_XI, (BLS_P - 1) // 3))
BLS_PSI_Y = blsF2.inv(blsF2.pow(BLS_XI, (BLS_P - 1) // 2))
BLS_G2_EIGEN = BLS_X  # t - 1 = x = p mod r
_x = BLS_X
BLS_G2_COFACTOR = (_x**8 - 4 * _x**7 + 5 * _x**6 - 4 * _x**4 + 6 * _x**3 - 4 * _x**2 - 4 * _x + 13) // 9


def psi(F2_, P, cx, cy):
    return (F2_.mul(F2_.conj(P[0]), cx), F2_.mul(F2_.conj(P[1]), cy))


def _self_check():
    assert (BN_LAMBDA ** 2 + BN_LAMBDA + 1) % BN_R == 0
    assert (BLS_LAMBDA ** 2 + BLS_LAMBDA + 1) % BLS_R == 0
    assert on_curve(bnF, BN_G1, BN_B) and ec_mul(bnF, BN_G1, BN_R) is None
    assert on_curve(blsF, BLS_G1, BLS_B) and ec_mul(blsF, BLS_G1, BLS_R) is None
    assert on_curve(bnF2, BN_G2, BN_B2) and ec_mul(bnF2, BN_G2, BN_R) is None
    assert on_curve(blsF2, BLS_G2, BLS_B2) and ec_mul(blsF2, BLS_G2, BLS_R) is None
    assert psi(bnF2, BN_G2, BN_PSI_X, BN_PSI_Y) == ec_mul(bnF2, BN_G2, BN_G2_EIGEN)
    assert psi(blsF2, BLS_G2, BLS_PSI_X, BLS_PSI_Y) == ec_mul(blsF2, BLS_G2, BLS_G2_EIGEN)
    # EIP-2537's fast_subgroup_checks.md lists the other root, beta^2 (eigenvalue x^2 - 1), for the
    # same test written as P + [x^2] phi(P) = O (apply phi^2 to it to get ours).
    assert BLS_BETA ** 2 % BLS_P == 0x1a0111ea397fe699ec02408663d4de85aa0d857d89759ad4897d29650fb85f9b409427eb4f49fffd8bfd00000000aaac


_self_check()
