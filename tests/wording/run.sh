#!/bin/sh
# run.sh CARDC DIR RESULT — cardc --fix, --fix=dry-run and --explain-targets
# (docs/cardc.md).
# fourth-edition.cards holds Fourth Edition cards in the wording of their
# time; --fix on a copy must give fourth-edition.fixed (UPDATE=1 rewrites
# it), which checks with no -Wobsolete warning and compiles.  The file is
# replaced whole, by a rename, or not at all.
# Writes "PASSED FAILED" to RESULT.
cardc=$1; dir=$2; result=$3
. "$(dirname "$0")/../lib.sh"

# --fix=dry-run: a unified diff on standard output; the file stays as it was.
cp "$dir/fourth-edition.cards" "$tmp/dry.cards"
"$cardc" --fix=dry-run "$tmp/dry.cards" > "$tmp/diff" 2>/dev/null
check "--fix=dry-run changes nothing" cmp -s "$dir/fourth-edition.cards" "$tmp/dry.cards"
check "--fix=dry-run prints a diff" grep -q '^+Hurloon Minotaur  {1}{R}{R}  Creature — Minotaur  2/3$' "$tmp/diff"
if command -v patch > /dev/null; then
    patch -s "$tmp/dry.cards" < "$tmp/diff" > /dev/null 2>&1
    check "the diff of --fix=dry-run applies with patch and gives the fixed text" \
        cmp -s "$tmp/dry.cards" "$dir/fourth-edition.fixed"
fi

# --fix in place: the Oracle wording.
mkdir "$tmp/w"
cp "$dir/fourth-edition.cards" "$tmp/w/cards.cards"
"$cardc" --fix "$tmp/w/cards.cards" 2>/dev/null
[ "${UPDATE:-0}" = 1 ] && cp "$tmp/w/cards.cards" "$dir/fourth-edition.fixed"
check "--fix gives fourth-edition.fixed" cmp -s "$tmp/w/cards.cards" "$dir/fourth-edition.fixed"
check "--fix leaves no temporary file" [ "$(ls "$tmp/w")" = cards.cards ]
"$cardc" -Werror=obsolete -fdiagnostics-color=never "$tmp/w/cards.cards" 2> "$tmp/err"
check "the fixed cards check with no -Wobsolete warning" sh -c "! grep -q 'warning\\|error' '$tmp/err'"
check "the fixed cards compile" sh -c "\"$cardc\" -c -o \"$tmp/fixed.o\" \"$tmp/w/cards.cards\" 2>/dev/null"
"$cardc" --fix "$tmp/w/cards.cards" 2>/dev/null
check "--fix again changes nothing" cmp -s "$tmp/w/cards.cards" "$dir/fourth-edition.fixed"

# Old type lines are read, checked and compiled as their Oracle form before
# any fix: "Enchant Creature" is an Aura whose spell targets a creature.
cat > "$tmp/old-types.cards" <<'CARDS'
Hurloon Minotaur  {1}{R}{R}  Summon Minotaur  2/3

Blue Elemental Blast  {U}  Interrupt
/ Counter target red spell.

Holy Strength  {W}  Enchant Creature
/ Enchanted creature gets +1/+2.

Rod of Ruin  {4}  Mono Artifact
/ {3}, {T}: Rod of Ruin deals 1 damage to any target.
CARDS
check "old type lines compile as their Oracle form" \
    sh -c "\"$cardc\" -Wno-obsolete -c -o '$tmp/old.o' '$tmp/old-types.cards' 2>/dev/null"
"$cardc" --explain-targets -Wno-obsolete "$tmp/old-types.cards" > "$tmp/aura" 2>&1
check "an 'Enchant Creature' card is an Aura spell that targets a creature (CR 415.3)" \
    sh -c "grep -A1 '^  Aura spell' '$tmp/aura' | grep -q '1. Creature: 1 '"

# The fix-its of -Wmissing-duration and -Wself-reference on designer text:
# the fixed cards check with no warning at all.
cp "$dir/designer.cards" "$tmp/w/designer.cards"
"$cardc" --fix "$tmp/w/designer.cards" 2>/dev/null
[ "${UPDATE:-0}" = 1 ] && cp "$tmp/w/designer.cards" "$dir/designer.fixed"
check "--fix on designer text gives designer.fixed" cmp -s "$tmp/w/designer.cards" "$dir/designer.fixed"
"$cardc" -fdiagnostics-color=never "$tmp/w/designer.cards" 2> "$tmp/err"
check "the fixed designer cards check with no diagnostic" sh -c "[ ! -s '$tmp/err' ]"

# A file given twice is fixed once.
cp "$dir/designer.cards" "$tmp/twice.cards"
"$cardc" --fix "$tmp/twice.cards" "$tmp/twice.cards" 2>/dev/null
check "--fix on a file given twice applies each fix once" cmp -s "$tmp/twice.cards" "$dir/designer.fixed"

# A symbolic link: the file it names is fixed, and the link stays a link.
mkdir "$tmp/l"
cp "$dir/designer.cards" "$tmp/l/real.cards"
ln -s real.cards "$tmp/l/link.cards"
"$cardc" --fix "$tmp/l/link.cards" 2>/dev/null
check "--fix through a symbolic link fixes the file and keeps the link" \
    sh -c "[ -L '$tmp/l/link.cards' ] && cmp -s '$tmp/l/real.cards' '$dir/designer.fixed'"

# A directory that cannot be written: the file is left whole, status 2.
if [ "$(id -u)" != 0 ]; then
    mkdir "$tmp/ro"
    cp "$dir/fourth-edition.cards" "$tmp/ro/cards.cards"
    chmod a-w "$tmp/ro"
    "$cardc" --fix "$tmp/ro/cards.cards" > /dev/null 2> "$tmp/err"
    status=$?
    check "--fix in a read-only directory: status 2, a message, the file as it was" \
        sh -c "[ $status = 2 ] && grep -q 'cannot write the fixed' '$tmp/err' && cmp -s '$dir/fourth-edition.cards' '$tmp/ro/cards.cards'"
    chmod u+w "$tmp/ro"
fi

# Standard input cannot be rewritten; its diff can be shown.
"$cardc" --fix - < "$dir/fourth-edition.cards" > /dev/null 2> "$tmp/err"
check "--fix on standard input: status 2 and why" sh -c "[ $? = 2 ] && grep -q 'use --fix=dry-run' '$tmp/err'"

# --explain-targets: the uses of "target" of Rules FAQ 1.1.01's cards.
"$cardc" --explain-targets "$dir/faq-1.1.01-targets.cards" > "$tmp/targets" 2>&1
[ "${UPDATE:-0}" = 1 ] && cp "$tmp/targets" "$dir/faq-1.1.01-targets.expected"
check "--explain-targets counts as the Rules FAQ 1.1.01 does" \
    cmp -s "$tmp/targets" "$dir/faq-1.1.01-targets.expected"

echo "wording: $pass passed, $fail failed"
echo "$pass $fail" > "$result"
