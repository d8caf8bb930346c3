# Sourced by ./pippin and bench/run: finds a JDK >= 21 for running, and tells whether a jar is
# older than the sources. Maven may run on an older JDK (the build selects a JDK >= 21 through the
# maven-toolchains-plugin); the scripts that run the jars find one the same way.

# Prints the feature version of the java binary $1, or nothing: from JAVA_VERSION in its JDK's
# release file when there is one, else by asking the binary. Starting a JVM costs 50-80 ms, and
# find_java asks every candidate, which put about 0.25 s in front of every ./pippin command.
java_major() {
  local home v
  home="$(dirname "$(dirname "$(readlink -f "$1")")")"
  if [ -f "$home/release" ]; then
    v="$(sed -n 's/^JAVA_VERSION="\([0-9][0-9._]*\).*/\1/p' "$home/release" | head -n 1)"
    v="${v#1.}"
    v="${v%%[._]*}"
    if [[ "$v" =~ ^[0-9]+$ ]]; then
      printf '%s' "$v"
      return
    fi
  fi
  "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | head -n 1 | sed 's/^1\.//'
}

# Prints the newest java >= 21 among PIPPIN_JAVA_HOME, JAVA_HOME, PATH and the usual install
# folders, or nothing.
find_java() {
  local candidates=()
  [ -n "${PIPPIN_JAVA_HOME:-}" ] && candidates+=("$PIPPIN_JAVA_HOME/bin/java")
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME/bin/java")
  command -v java >/dev/null 2>&1 && candidates+=("$(command -v java)")
  local d
  for d in /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/* \
           /Library/Java/JavaVirtualMachines/*/Contents/Home; do
    [ -x "$d/bin/java" ] && candidates+=("$d/bin/java")
  done
  local best="" best_v=0 c v
  for c in "${candidates[@]}"; do
    v="$(java_major "$c" || true)"
    [[ "$v" =~ ^[0-9]+$ ]] || continue
    if [ "$v" -ge 21 ] && [ "$v" -gt "$best_v" ]; then best="$c"; best_v="$v"; fi
  done
  printf '%s' "$best"
}

# JVM flags every launcher passes: the msm module's G1 flushes run their Fp products on FMA lanes
# when the incubating vector module is resolved, on the scalar kernels otherwise (docs/LANES.md).
PIPPIN_VECTOR_OPTS="--add-modules jdk.incubator.vector"

# find_java, or a one-line message and exit 1 ($1 names the calling script).
require_java() {
  local java
  java="$(find_java)"
  if [ -z "$java" ]; then
    echo "$1: no JDK 21 or newer found (looked at PIPPIN_JAVA_HOME, JAVA_HOME, PATH, /usr/lib/jvm); install one or set JAVA_HOME" >&2
    exit 1
  fi
  printf '%s' "$java"
}

# True when jar $2 is missing or any source or POM under the repository root $1 is newer.
needs_build() {
  [ -f "$2" ] || return 0
  [ -n "$(find "$1" -path "$1/.git" -prune -o \( -name '*.java' -o -name 'pom.xml' -o -name '*.properties' \) \
           -newer "$2" -not -path '*/target/*' -print -quit)" ]
}

# Runs "./mvnw -q -B ARGS..." in root $1 (script $2 names itself in the messages), or exits 1
# saying why. The wrapper fetches the Maven version pinned in .mvn/wrapper on first use.
maven_build() {
  local root="$1" who="$2"; shift 2
  echo "$who: building (first run or sources changed)..." >&2
  (cd "$root" && ./mvnw -q -B "$@" >&2) || { echo "$who: build failed (run './mvnw $*' to see why)" >&2; exit 1; }
}

# Run as a command, `bash tools/jdk.sh --java-home` prints the JAVA_HOME for Maven (./mvnw uses it):
# JAVA_HOME itself when it is a JDK >= 21, else the home of find_java's choice; nothing if none.
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "${1:-}" = --java-home ]; then
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ] && [ "$(java_major "$JAVA_HOME/bin/java")" -ge 21 ] 2>/dev/null; then
    printf '%s' "$JAVA_HOME"
  else
    java="$(find_java)"
    [ -n "$java" ] && dirname "$(dirname "$(readlink -f "$java")")" | tr -d '\n'
  fi
fi
