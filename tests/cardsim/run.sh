#!/bin/sh
# run.sh CARDSIM DIR RESULT — cardsim's own failures: an unmet expectation
# and malformed lines must be reported with their line and exit status 1.
sim=$1; dir=$2; result=$3
pass=0; fail=0
check() {   # check NAME SCENARIO PATTERN...
    name=$1; scn=$2; shift 2
    out=$("$sim" "$scn" 2>&1); status=$?
    ok=1
    [ "$status" = 1 ] || ok=0
    for pat in "$@"; do
        printf '%s\n' "$out" | grep -q -- "$pat" || ok=0
    done
    if [ $ok = 1 ]; then pass=$((pass + 1)); echo "PASS $name"
    else fail=$((fail + 1)); echo "FAIL $name (status $status)"; printf '%s\n' "$out" | head -10; fi
}
check "unmet expectation" "$dir/failing.scn" \
    "failing.scn:11: expected bears zone battlefield, got graveyard" "0 passed, 1 failed"
check "malformed lines" "$dir/malformed.scn" \
    "malformed.scn:3: error: unknown command 'frobnicate'" \
    "malformed.scn:4: error: malformed expect" "malformed.scn:5: error: " \
    "malformed.scn:6: error: unknown step 'tea-time'" "malformed.scn:7: error: usage: block" \
    "malformed.scn:8: error: usage: attack"
check "card not compiled yet" "$dir/uncompiled.scn" \
    "uncompiled.scn:8: error: card .Test Delver. is not compiled yet" \
    "uncompiled.scn:4:.*error: cannot compile .venture."
check "missing scenario" "$dir/no-such.scn" "cannot read"
echo "$pass $fail" > "$result"
