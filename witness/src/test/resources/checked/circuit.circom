pragma circom 2.0.0;

// A test circuit whose witness calculation fails for some inputs: b must not be zero
// (an assert), and c must equal a * b (a constraint checked while computing the witness).
template Checked() {
    signal input a;
    signal input b[2][2];
    signal output c;
    signal d;
    assert(b[0][0] != 0);
    d <== a * b[0][0];
    c <== d * b[1][1] + b[0][1] + b[1][0];
    log("c =", c);
}

component main {public [a]} = Checked();
