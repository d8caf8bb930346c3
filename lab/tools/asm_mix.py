#!/usr/bin/env python3
"""Disassembles the C2 code of one method from a -XX:+PrintAssembly log that has no hsdis
plugin (HotSpot then prints the machine code as hex), with binutils' objdump, and counts the
instructions by mnemonic.

  python3 lab/tools/asm_mix.py LOG 'Bn254FmaLanesPref::mul' [--listing]

The log comes from the benchmark with
  -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=print,dev.pippin.lab.CLASS::mul"
The last C2 nmethod of the method in the log is taken (the one the measurement ran).
"""
import collections
import re
import subprocess
import sys
import tempfile


def last_c2_body(log, method):
    text = open(log, errors="replace").read()
    starts = [m.start() for m in re.finditer(r"Compiled method \(c2\)[^\n]*" + re.escape(method) + r" ", text)]
    if not starts:
        sys.exit("no C2 nmethod of %s in %s" % (method, log))
    body = text[starts[-1]:]
    body = body[body.index("[Verified Entry Point]"):]
    end = min(i for i in (body.find("[Exception Handler]"), body.find("[/MachCode]"), body.find("[Stub Code]")) if i >= 0)
    code = bytearray()
    for line in body[:end].splitlines():
        m = re.match(r"\s*0x[0-9a-f]+: (.*)", line)
        if not m:
            continue
        hexpart = m.group(1).split(";")[0]
        for word in hexpart.replace("|", " ").split():
            if re.fullmatch(r"[0-9a-f]+", word) and len(word) % 2 == 0:
                code += bytes.fromhex(word)
    return bytes(code)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    code = last_c2_body(sys.argv[1], sys.argv[2])
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        f.write(code)
        f.flush()
        out = subprocess.run(["objdump", "-D", "-b", "binary", "-mi386:x86-64", "-M", "intel", f.name],
                             check=True, capture_output=True, text=True).stdout
    insns = []
    for line in out.splitlines():
        parts = line.split("\t")
        if len(parts) >= 3 and re.match(r"\s*[0-9a-f]+:", parts[0]):
            insns.append(parts[2].strip())
    if "--listing" in sys.argv:
        print("\n".join(insns))
        return
    mix = collections.Counter(i.split()[0] for i in insns if i)
    spills = sum(1 for i in insns if re.search(r"\[rsp", i))
    zmm = sum(1 for i in insns if "zmm" in i)
    ymm = sum(1 for i in insns if "ymm" in i)
    calls = sum(1 for i in insns if i.startswith("call"))
    print("%s: %d bytes, %d instructions, %d on zmm, %d on ymm, %d touching the stack frame, %d calls"
          % (sys.argv[2], len(code), len(insns), zmm, ymm, spills, calls))
    for name, n in mix.most_common(24):
        print("  %-14s %d" % (name, n))


if __name__ == "__main__":
    main()
