#!/bin/sh
# run.sh CARDSIM CARDC DIR RESULT — cardsim's own behaviour: an unmet
# expectation and malformed lines must be reported with their line and exit
# status 1; options (-v, --cards) do what docs/cardsim.md says.
sim=$1; cardc=$2; dir=$3; result=$4
pass=0; fail=0
# run STATUS NAME PATTERN... -- ARGS...: cardsim ARGS exits with STATUS and
# prints every PATTERN (a grep pattern).
run() {
    want=$1; name=$2; shift 2
    n=0
    while [ "$1" != "--" ]; do n=$((n + 1)); eval "pat$n=\$1"; shift; done
    shift
    out=$("$sim" "$@" 2>&1); status=$?
    ok=1
    [ "$status" = "$want" ] || ok=0
    i=1
    while [ $i -le $n ]; do
        eval "pat=\$pat$i"
        printf '%s\n' "$out" | grep -q -- "$pat" || ok=0
        i=$((i + 1))
    done
    if [ $ok = 1 ]; then pass=$((pass + 1)); echo "PASS $name"
    else fail=$((fail + 1)); echo "FAIL $name (status $status)"; printf '%s\n' "$out" | head -10; fi
}
run 1 "unmet expectation" \
    "failing.scn:11: expected bears zone battlefield, got graveyard" "0 passed, 1 failed" \
    -- "$dir/failing.scn"
run 1 "malformed lines" \
    "malformed.scn:3: error: unknown command 'frobnicate'" \
    "malformed.scn:4: error: malformed expect" "malformed.scn:5: error: " \
    "malformed.scn:6: error: unknown step 'tea-time'" "malformed.scn:7: error: usage: block" \
    "malformed.scn:8: error: usage: attack" -- "$dir/malformed.scn"
run 1 "card not compiled yet" \
    "uncompiled.scn:8: error: card .Test Delver. is not compiled yet" \
    "uncompiled.scn:4:.*error: cannot compile .venture." -- "$dir/uncompiled.scn"
run 1 "missing scenario" "cannot read" -- "$dir/no-such.scn"
run 0 "a creature type chosen by name" "2 passed, 0 failed" -- "$dir/choose-type.scn"
# The corpus audit's Adventure (docs/audit.md): using it is the error
# naming the construct the code generator refuses (CR 715.4).
run 1 "an Adventure is refused (corpus audit, CR 715.4)" \
    "refused-021-bring-back.scn:19: error: card .Bring Back. is not compiled yet" \
    "refused-021-bring-back.scn:10:1:1: error: cannot compile an Adventure yet" \
    -- tests/scenarios/audit/refused-021-bring-back.scn
scn=tests/scenarios/ed4-lightning-bolt-giant-growth.scn
run 0 "-v prints commands and events" "  10  cast Ann bolt targeting sprites" \
    "Ann casts Lightning Bolt \[bolt\]" "Giant Growth \[growth\] resolves" \
    "Lightning Bolt \[bolt\] deals 3 damage to Scryb Sprites \[sprites\]" \
    "turn 2 (Bob): upkeep" "      ok" "6 passed, 0 failed" -- -v "$scn"
so=${result%/*}/cardsim-cards.so
if "$cardc" -shared -w -fskip-unsupported -o "$so" cards/rules-examples.cards 2>/dev/null; then
    run 0 "--cards with a cardc -shared library" "the cards given with --cards stand in" \
        "6 passed, 0 failed" -- -v --cards "$so" "$scn"
else
    fail=$((fail + 1)); echo "FAIL cardc -shared for --cards"
fi
run 1 "--cards with a card file, a card it lacks" "no card named 'Lightning Bolt' is loaded" \
    -- --cards cards/core.cards "$scn"
run 1 "--cards with a missing file" "cannot read" -- --cards "$dir/no-such.cards" "$scn"
run 2 "unknown option" "unknown option '-x'" "usage: cardsim" -- -x "$scn"
run 2 "no scenario" "usage: cardsim" -- -v
echo "$pass $fail" > "$result"
