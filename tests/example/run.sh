#!/bin/sh
# run.sh MAKE BUILD RESULT [CCFLAGS] — the whole path docs/cardc.md shows:
# install cardc and libcardrt under a prefix, compile a card file with
# cardc -c, build docs/example/play.c with pkg-config, run it.  CCFLAGS are
# the build's own (the sanitizers, under make SANITIZE=1).
make=$1; build=$2; result=$3; ccflags=$4
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0
check() {   # check NAME OK
    if [ "$2" = 0 ]; then pass=$((pass + 1)); echo "PASS $1"
    else fail=$((fail + 1)); echo "FAIL $1"; fi
}
$make -s --no-print-directory install PREFIX="$tmp/usr" BUILD="$build" > "$tmp/log" 2>&1
check "make install PREFIX=..." $?
export PKG_CONFIG_PATH="$tmp/usr/lib/pkgconfig"
"$tmp/usr/bin/cardc" -c -o "$tmp/cards.o" cards/rules-examples.cards 2> "$tmp/log"
check "installed cardc -c" $?
# shellcheck disable=SC2046,SC2086
cc -std=c17 -Wall -Wextra -Werror $ccflags -o "$tmp/play" docs/example/play.c "$tmp/cards.o" \
    $(pkg-config --cflags --libs cardrt) >> "$tmp/log" 2>&1
check "cc docs/example/play.c with pkg-config" $?
out=$(LD_LIBRARY_PATH="$tmp/usr/lib" "$tmp/play" 2>&1)
status=$?
printf '%s\n' "$out" | grep -q "Lightning Bolt deals 3 damage to Gray Ogre" \
    && printf '%s\n' "$out" | grep -q "Bob's Gray Ogre is in the graveyard"
ok=$?
[ $status = 0 ] && [ $ok = 0 ]
check "the example plays" $?
[ $fail = 0 ] || head -20 "$tmp/log"
echo "$pass $fail" > "$result"
