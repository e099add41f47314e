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
# The installed cardc links a library with the installed libcardrt (../lib
# beside it), and docs/example/host.c loads it with nothing but libc.
"$tmp/usr/bin/cardc" -shared -o "$tmp/cards.so" cards/rules-examples.cards 2>> "$tmp/log" \
    && readelf -d "$tmp/cards.so" | grep '(NEEDED)' | grep -q 'libcardrt\.so\.'
check "installed cardc -shared: the library needs libcardrt.so.N" $?
# shellcheck disable=SC2046,SC2086
cc -std=c17 -Wall -Wextra -Werror $ccflags -o "$tmp/host" docs/example/host.c \
    $(pkg-config --cflags cardrt) -ldl >> "$tmp/log" 2>&1
check "cc docs/example/host.c with pkg-config --cflags only" $?
LD_LIBRARY_PATH="$tmp/usr/lib" "$tmp/host" "$tmp/cards.so" 2>&1 | grep -q "Gray Ogre is in the graveyard"
check "the host plays the installed library" $?
[ $fail = 0 ] || head -20 "$tmp/log"

# Packaging: every directory variable honoured under DESTDIR, the man pages
# render without warnings, and uninstall leaves no file behind.
stage="$tmp/stage"
$make -s --no-print-directory install BUILD="$build" DESTDIR="$stage" PREFIX=/opt/cardc \
    BINDIR=/opt/bin LIBDIR=/opt/lib64 INCLUDEDIR=/opt/inc MANDIR=/opt/man > "$tmp/log" 2>&1
check "make install DESTDIR= with BINDIR, LIBDIR, INCLUDEDIR, MANDIR" $?
for f in opt/bin/cardc opt/bin/cardsim opt/bin/cardc-lsp opt/lib64/libcardrt.a opt/lib64/libcardrt.so opt/lib64/libcardrt_pic.a \
         opt/inc/cardrt.h opt/inc/cardrt/card.h opt/inc/cardrt/turn.h opt/lib64/pkgconfig/cardrt.pc opt/man/man1/cardc.1 \
         opt/man/man1/cardsim.1 opt/man/man1/cardc-lsp.1 opt/man/man3/cardrt.3; do
    [ -e "$stage/$f" ]
    check "installed $f" $?
done
grep -q '^libdir=/opt/lib64$' "$stage/opt/lib64/pkgconfig/cardrt.pc" \
    && grep -q '^includedir=/opt/inc$' "$stage/opt/lib64/pkgconfig/cardrt.pc"
check "cardrt.pc names LIBDIR and INCLUDEDIR" $?
for m in man1/cardc.1 man1/cardsim.1 man1/cardc-lsp.1 man3/cardrt.3; do
    warn=$(groff -ww -z -man "$stage/opt/man/$m" 2>&1)
    [ -z "$warn" ]
    check "groff -ww -z $m" $?
done
# The man pages keep step with --help: every option --help names is there.
for prog in cardc cardsim; do
    missing=
    for opt in $("$build/$prog" --help | sed '/^Warning groups/q' | grep -o -- '^ *-[-A-Za-z]*' | sort -u); do
        pat=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
        grep -q -- "$pat" "docs/man/$prog.1" || missing="$missing $opt"
    done
    [ -z "$missing" ] || echo "docs/man/$prog.1 lacks:$missing"
    check "docs/man/$prog.1 names every option of $prog --help" "$([ -z "$missing" ]; echo $?)"
done
$make -s --no-print-directory uninstall BUILD="$build" DESTDIR="$stage" PREFIX=/opt/cardc \
    BINDIR=/opt/bin LIBDIR=/opt/lib64 INCLUDEDIR=/opt/inc MANDIR=/opt/man > "$tmp/log" 2>&1
check "make uninstall" $?
left=$(find "$stage" ! -type d)
[ -z "$left" ] || echo "left after uninstall: $left"
check "nothing left after uninstall" "$([ -z "$left" ]; echo $?)"
echo "$pass $fail" > "$result"
