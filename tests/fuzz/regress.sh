#!/bin/sh
# regress.sh BIN_DIR REGRESS_DIR "TARGETS" RESULT — run each fuzz target once
# over its regression inputs (REGRESS_DIR/TARGET/*): a plain run, no
# fuzzing.  Writes "PASSED FAILED" (one per target) to RESULT.
bindir=$1 regress=$2 targets=$3 result=$4
passed=0 failed=0
for t in $targets; do
    bin=$bindir/fuzz-$t
    set -- "$regress/$t"/*
    if [ ! -x "$bin" ]; then
        echo "fuzz-regress: $bin missing: the fuzz toolchain (clang-19, libfuzzer-19-dev) is needed" >&2
        failed=$((failed + 1)); continue
    fi
    if [ ! -e "$1" ]; then
        echo "fuzz-regress: no regression inputs in $regress/$t" >&2
        failed=$((failed + 1)); continue
    fi
    if "$bin" "$@" > "$bindir/regress-$t.log" 2>&1; then
        echo "fuzz-regress: $t: $# inputs"
        passed=$((passed + 1))
    else
        cat "$bindir/regress-$t.log" >&2
        echo "fuzz-regress: $t FAILED" >&2
        failed=$((failed + 1))
    fi
done
echo "$passed $failed" > "$result"
