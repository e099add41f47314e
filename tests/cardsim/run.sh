#!/bin/sh
# run.sh CARDSIM CARDC DIR RESULT — cardsim's own behaviour: an unmet
# expectation and malformed lines must be reported with their line and exit
# status 1; options (-v, --cards) do what docs/cardsim.md says.
sim=$1; cardc=$2; dir=$3; result=$4
# A library cardc -shared makes needs libcardrt.so.N: the build tree's.
LD_LIBRARY_PATH=$(dirname "$cardc")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH
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
run 1 "false expectations of each kind" \
    "false-expectations.scn:11: expected the command before to be refused (target), got refused (timing)" \
    "false-expectations.scn:13: expected the command before to be refused, got it done" \
    "false-expectations.scn:14: expected ogre subtype Elf, got lacks it" \
    "false-expectations.scn:15: expected ogre lacks subtype ogre, got has it" \
    "false-expectations.scn:16: expected ogre not type Creature, got creature" \
    "false-expectations.scn:17: expected ogre base-pt 3/3, got 2/2" \
    "false-expectations.scn:18: expected ogre type artifact, got creature" \
    "false-expectations.scn:19: expected Bob controls 2 \"Gray Ogre\", got 1" \
    "false-expectations.scn:20: expected Bob controls 1 creature tokens, got 0" \
    "false-expectations.scn:21: expected Bob controls 0 red creatures, got 1" \
    "false-expectations.scn:23: error: no token was created for 'ghost'" \
    "false-expectations.scn:25: expected ogre zone nowhere, got graveyard" \
    "false-expectations.scn:26: error: unknown subtype 'Ogrre'" \
    "0 passed, 11 failed" -- "$dir/false-expectations.scn"
run 0 "choose answers go with a refused command" "4 passed, 0 failed" -- "$dir/choose-refused.scn"
run 1 "malformed lines" \
    "malformed.scn:3: error: unknown command 'frobnicate'" \
    "malformed.scn:4: error: malformed expect" "malformed.scn:5: error: " \
    "malformed.scn:6: error: unknown step 'tea-time'" "malformed.scn:7: error: usage: block" \
    "malformed.scn:8: error: usage: attack" "malformed.scn:9: error: unknown reason 'tea-time'" \
    "malformed.scn:10: error: cannot start at untap" "malformed.scn:11: error: usage: start" \
    "malformed.scn:13: error: start comes before anything is played" \
    "malformed.scn:14: error: cannot read 'frobnitzes' as a filter" \
    "malformed.scn:14: filter:2:3: error: unknown word 'frobnitzes'" \
    "malformed.scn:15: error: a filter says what objects are, not whose ('you')" \
    "malformed.scn:16: error: usage: COMMAND creates token as LABEL" \
    "malformed.scn:17: error: no token was created for 'nothing'" \
    "malformed.scn:19: error: usage: pass \\[PLAYER\\]" -- "$dir/malformed.scn"
# cardsim's own error comes after the front end's diagnostic it follows.
out=$("$sim" "$dir/malformed.scn" 2>&1)
first=$(printf '%s\n' "$out" | grep -n "unknown word 'frobnitzes'" | cut -d: -f1)
second=$(printf '%s\n' "$out" | grep -n "cannot read 'frobnitzes'" | cut -d: -f1)
if [ -n "$first" ] && [ -n "$second" ] && [ "$first" -lt "$second" ]; then
    pass=$((pass + 1)); echo "PASS diagnostics in order"
else
    fail=$((fail + 1)); echo "FAIL diagnostics in order"
fi
run 1 "card not compiled yet" \
    "uncompiled.scn:8: error: card .Test Delver. is not compiled yet" \
    "uncompiled.scn:5:3: error: cannot compile .goad." -- "$dir/uncompiled.scn"
# The front end's error limit counts per card file: a file with too many
# errors is refused, and files read after it, in the same scenario or in
# a later one, are read whole.
run 1 "error limit per file, in one scenario" "many-errors.cards: the cards have errors" \
    "1 passed, 0 failed" -- "$dir/error-limit-c.scn"
run 1 "error limit per file, over scenarios" "many-errors.cards: the cards have errors" \
    "1 passed, 0 failed" -- "$dir/error-limit-a.scn" "$dir/error-limit-b.scn"
# Cards compiled once for several scenarios of a run play as they do in a
# process of their own: the same trace, together or apart.
set -- "$dir/error-limit-a.scn" tests/scenarios/ed4-tokens.scn tests/scenarios/cr-418.5a-svogthos.scn
together=$("$sim" -v "$@" 2>/dev/null | grep -v ' passed, ')
apart=$(for f in "$@"; do "$sim" -v "$f" 2>/dev/null | grep -v ' passed, '; done)
if [ -n "$together" ] && [ "$together" = "$apart" ]; then
    pass=$((pass + 1)); echo "PASS scenarios together as apart"
else
    fail=$((fail + 1)); echo "FAIL scenarios together as apart"
fi
run 1 "missing scenario" "cannot read" -- "$dir/no-such.scn"
run 0 "a creature type chosen by name" "2 passed, 0 failed" -- "$dir/choose-type.scn"
# The corpus audit's Adventure (docs/audit.md): using it is the error
# naming the construct the code generator refuses (CR 715.4).
run 1 "an Adventure is refused (corpus audit, CR 715.4)" \
    "refused-021-bring-back.scn:19: error: card .Bring Back. is not compiled yet" \
    "refused-021-bring-back.scn:10:1: error: cannot compile an Adventure with no adventurer creature linked to it yet" \
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
# Libraries that are not what cardc -shared makes are refused before they
# are loaded or used: truncated (dlopen would die of SIGBUS), not ELF, or
# with a registry that lists no cards, a card without a name, or cards
# outside the library.
lib=${result%/*}
if [ -f "$so" ]; then
    head -c 6000 "$so" > "$lib/truncated.so"
    run 1 "a truncated library" "cannot load '.*truncated.so': truncated" -- --cards "$lib/truncated.so" "$scn"
    head -c 30 "$so" > "$lib/short.so"
    run 1 "a library shorter than an ELF header" "cannot load '.*short.so': not an ELF file" \
        -- --cards "$lib/short.so" "$scn"
fi
printf 'not a library\n' > "$lib/text.so"
run 1 "a text file named .so" "cannot load '.*text.so': not an ELF file" -- --cards "$lib/text.so" "$scn"
for bad in 1 2 3; do
    if ${CC:-cc} -shared -fPIC -Iruntime -DBAD=$bad -DREGISTRY=cardc_registry \
        -o "$lib/bad$bad.so" "$dir/bad-registry.c"; then
        case $bad in
        1) want="its registry counts cards and lists none" ;;
        2) want="a card of its registry has a name or mana cost that is no string" ;;
        3) want="its registry's list of cards is not in the library" ;;
        esac
        run 1 "a registry that is not cardc's ($bad)" "cannot load\|bad$bad.so: " "$want" \
            -- --cards "$lib/bad$bad.so" "$scn"
    else
        fail=$((fail + 1)); echo "FAIL cc -shared bad-registry.c"
    fi
done
run 1 "x past the limit" "x-limit.scn:10: error: x 1001: a scenario's X is at most 1000" \
    "x-limit.scn:11: error: x 1000000: a scenario's X is at most 1000" "1 passed, 0 failed" -- "$dir/x-limit.scn"
run 1 "--cards with a card file, a card it lacks" "no card named 'Lightning Bolt' is loaded" \
    -- --cards cards/core.cards "$scn"
run 1 "--cards with a missing file" "cannot read" -- --cards "$dir/no-such.cards" "$scn"
run 2 "unknown option" "unknown option '-x'" "usage: cardsim" -- -x "$scn"
run 2 "no scenario" "usage: cardsim" -- -v
run 1 "numbers out of range are malformed" "numbers.scn:6: error: malformed expect about 'bear'" \
    "numbers.scn:7: error: malformed expect about 'bear'" "1 passed, 0 failed" -- "$dir/numbers.scn"
run 0 "--version" "^cardsim [0-9]" -- --version
echo "$pass $fail" > "$result"
