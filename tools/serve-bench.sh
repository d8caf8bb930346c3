#!/usr/bin/env bash
# pippin groth16 serve against pippin groth16 prove as a whole process, on one key and witness.
#
#   tools/serve-bench.sh DIR [ROUNDS] [CURVE]
#
# DIR holds circuit_final.zkey and witness.wtns (and verification_key.json, to verify a served
# proof). Needs cli/target/pippin.jar (./mvnw -B -q package -pl cli -am -DskipTests), curl and
# python3. Three parts, all with --threads 2 and -Xmx1g:
#   1. warm-up curve: a fresh server with --warm-up 0 proves the witness CURVE times (default 12)
#      in a row; each proof's time as the server measured it (Server-Timing prove).
#   2. warm-up: a fresh server with the default warm-up; seconds from its start until /health is
#      200, then the first served proof.
#   3. ROUNDS (default 5) interleaved rounds on that server: one served proof (curl's round trip
#      and the server's prove time), ten GET /health round trips, and one pippin groth16 prove as
#      a whole process (wall time, the JVM's start included). Prints every figure, the 1-min load
#      before each round, then minimums and medians.
#   4. what HTTP adds: ROUNDS served proofs back to back, each with the server's Server-Timing
#      (read: receiving the body; wait: reading the witness and the queue; prove) beside curl's
#      round trip; the round trip less the prove time is what a served proof costs over a
#      library call on the same witness.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/tools/jdk.sh"
dir="${1:?usage: tools/serve-bench.sh DIR [ROUNDS] [CURVE]}"
rounds="${2:-5}"
curve="${3:-12}"
jar="$root/cli/target/pippin.jar"
[ -f "$jar" ] || { echo "serve-bench: no $jar; build it with ./mvnw -B -q package -pl cli -am -DskipTests" >&2; exit 1; }
java="$(require_java serve-bench)"
run=(-Xmx1g $PIPPIN_VECTOR_OPTS -jar "$jar")
work="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
load() { cut -d' ' -f1 /proc/loadavg; }

# start_server [FLAGS...]: starts a server on a free port, sets $server and $port.
start_server() {
  "$java" "${run[@]}" groth16 serve --port 0 --threads 2 --circuit "c=$dir/circuit_final.zkey" "$@" 2> "$work/server.err" &
  server=$!
  port=""
  for _ in $(seq 1 600); do
    port="$(sed -n 's|.*listening on http://[^:]*:\([0-9]*\).*|\1|p' "$work/server.err")"
    [ -n "$port" ] && return
    sleep 0.1
  done
  echo "serve-bench: the server did not start:" >&2; cat "$work/server.err" >&2; exit 1
}

stop_server() {
  kill -TERM "$server"; wait "$server" 2>/dev/null || true; server=""
}

# prove: one served proof; prints "round-trip-ms prove-ms read-ms wait-ms" and leaves the body in $work/body.json.
prove() {
  local t
  t="$(curl -s -o "$work/body.json" -D "$work/head.txt" -w '%{time_total}' -H 'Content-Type: application/octet-stream' \
      --data-binary "@$dir/witness.wtns" "http://127.0.0.1:$port/prove/c")"
  grep -q '^HTTP/1.1 200' "$work/head.txt" || { echo "serve-bench: a proof failed:" >&2; cat "$work/body.json" >&2; exit 1; }
  local h p rd wt
  h="$(tr -d '\r' < "$work/head.txt" | grep -i '^server-timing:')"
  p="$(sed -n 's/.*prove;dur=\([0-9.]*\).*/\1/p' <<< "$h")"
  rd="$(sed -n 's/.*read;dur=\([0-9.]*\).*/\1/p' <<< "$h")"
  wt="$(sed -n 's/.*wait;dur=\([0-9.]*\).*/\1/p' <<< "$h")"
  python3 -c "import sys; print('%.1f %s %s %s' % (float(sys.argv[1]) * 1000, sys.argv[2], sys.argv[3], sys.argv[4]))" "$t" "$p" "$rd" "$wt"
}

echo "# 1. warm-up curve: a fresh server, --warm-up 0, $curve proofs of the witness (server's prove ms); load $(load)"
start_server --warm-up 0
line=""
for i in $(seq 1 "$curve"); do
  read -r rt p rd wt < <(prove)
  line="$line $i:$p"
done
echo "$line"
stop_server

echo "# 2. warm-up: a fresh server, default warm-up; load $(load)"
t0="$(now_ms)"
start_server
until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/health")" = 200 ]; do sleep 0.2; done
echo "ready after $(( $(now_ms) - t0 )) ms (JVM start, keys, warm-up)"
read -r rt p rd wt < <(prove)
echo "first served proof: round trip $rt ms, prove $p ms"

if [ -f "$dir/verification_key.json" ]; then
  python3 - "$work" <<'PY'
import json, sys
w = sys.argv[1]
b = json.load(open(w + "/body.json"))
json.dump(b["proof"], open(w + "/proof.json", "w"))
json.dump(b["publicSignals"], open(w + "/public.json", "w"))
PY
  echo "pippin groth16 verify of the served proof: $("$java" "${run[@]}" groth16 verify "$dir/verification_key.json" "$work/public.json" "$work/proof.json" 2>/dev/null)"
fi

echo "# 3. $rounds interleaved rounds"
echo "round load served-rt-ms served-prove-ms rt-minus-prove-ms health-min-ms health-median-ms whole-process-ms"
: > "$work/rows"
for r in $(seq 1 "$rounds"); do
  l="$(load)"
  read -r rt p rd wt < <(prove)
  hs=()
  for _ in $(seq 1 10); do
    hs+=("$(curl -s -o /dev/null -w '%{time_total}' "http://127.0.0.1:$port/health")")
  done
  read -r hmin hmed < <(python3 -c "import sys, statistics as s; v = sorted(float(x) * 1000 for x in sys.argv[1:]); print('%.2f %.2f' % (v[0], s.median(v)))" "${hs[@]}")
  t0="$(date +%s%N)"
  "$java" "${run[@]}" groth16 prove "$dir/circuit_final.zkey" "$dir/witness.wtns" "$work/p.json" "$work/q.json" --threads 2 --quiet 2>/dev/null
  whole="$(( ($(date +%s%N) - t0) / 1000000 ))"
  diff="$(python3 -c "import sys; print('%.1f' % (float(sys.argv[1]) - float(sys.argv[2])))" "$rt" "$p")"
  echo "$r $l $rt $p $diff $hmin $hmed $whole" | tee -a "$work/rows"
done
python3 - "$work/rows" <<'PY'
import statistics as s, sys
rows = [l.split() for l in open(sys.argv[1])]
def col(i): return [float(r[i]) for r in rows]
for name, i in [("served round trip", 2), ("served prove", 3), ("round trip - prove", 4), ("health min", 5), ("whole process", 7)]:
    v = col(i)
    print("%-20s min %9.1f  median %9.1f ms" % (name, min(v), s.median(v)))
print("whole process / served round trip, min over min: %.2f" % (min(col(7)) / min(col(2))))
PY

echo "# 4. what HTTP adds: $rounds served proofs back to back; load $(load)"
echo "rt-ms prove-ms read-ms wait-ms rt-minus-prove-ms"
: > "$work/http"
for _ in $(seq 1 "$rounds"); do
  read -r rt p rd wt < <(prove)
  echo "$rt $p $rd $wt $(python3 -c "import sys; print('%.1f' % (float(sys.argv[1]) - float(sys.argv[2])))" "$rt" "$p")" | tee -a "$work/http"
done
python3 - "$work/http" <<'PY'
import statistics as s, sys
rows = [[float(x) for x in l.split()] for l in open(sys.argv[1])]
for name, i in [("read", 2), ("wait", 3), ("round trip - prove", 4)]:
    v = [r[i] for r in rows]
    print("%-20s min %7.1f  median %7.1f ms" % (name, min(v), s.median(v)))
PY
echo "load at the end $(load)"
stop_server
