pragma circom 2.0.0;

// A test circuit whose witness takes as long as its input says: the loop counts up to n
// (n = 10 stops at once; n = p - 1 would not finish for ages), so a caller must be able to
// stop it.
template Spin() {
    signal input n;
    signal output out;
    var i = 0;
    while (i != n) {
        i = i + 1;
    }
    out <-- i;
    out === n;
}

component main = Spin();
