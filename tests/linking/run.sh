#!/bin/sh
# run.sh CARDC CARDSIM BUILD RESULT [CCFLAGS] — card libraries as a C toolchain makes
# them (docs/cardc.md, "Linking with libcardrt"; docs/runtime.md, "Loading a
# card library"): cardc -shared records that the library needs libcardrt
# (DT_NEEDED, its soname) or, with -static-runtime, holds it; the registry's
# symbol is cardc_registry (or -fregistry-name=NAME), whatever the file is
# called; docs/example/host.c, linked with nothing but libc, loads libraries
# with dlopen and plays a spell.  CCFLAGS are the build's own (sanitizers).
# Writes "PASSED FAILED" to RESULT.
cardc=$1; sim=$2; build=$3; result=$4; ccflags=$5
. "$(dirname "$0")/../lib.sh"
cards=cards/rules-examples.cards
dir=tests/linking
unset LD_LIBRARY_PATH
soname=$(readelf -d "$build/libcardrt.so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
# needs LIB: LIB records that it needs libcardrt's soname (DT_NEEDED).
needs() { [ -n "$soname" ] && readelf -d "$1" | grep '(NEEDED)' | grep -qF "[$soname]"; }
# needs_no_runtime LIB: LIB needs no libcardrt at all.
needs_no_runtime() { ! readelf -d "$1" | grep '(NEEDED)' | grep -q libcardrt; }
# exports LIB SYMBOL: LIB's dynamic symbol table defines SYMBOL.
exports() { readelf -W --dyn-syms "$1" | awk '$7 != "UND" { print $8 }' | grep -qx "$2"; }
# plays OUTPUT: the host's game went as it should.
plays() { grep -q "Lightning Bolt deals 3 damage to Gray Ogre" "$1" && grep -q "Gray Ogre is in the graveyard" "$1"; }

# The host docs/runtime.md shows ("Loading a card library") is the whole of
# docs/example/host.c, and it is that copy that is built.
awk '/^<!-- docs\/example\/host.c/ { f = 1 } f && /^```$/ { exit } f && g { print } f && /^```c$/ { g = 1 }' \
    docs/runtime.md > "$tmp/host.c"
check "docs/runtime.md shows docs/example/host.c whole" cmp -s "$tmp/host.c" docs/example/host.c
# shellcheck disable=SC2086
cc -std=c17 -Wall -Wextra -Wpedantic -Werror $ccflags -I runtime -o "$tmp/host" "$tmp/host.c" -ldl 2> "$tmp/err"
check "the host builds with cc and cardrt.h alone" [ $? = 0 ]
check "the host is not linked with libcardrt" needs_no_runtime "$tmp/host"

# The default: the library needs libcardrt.so by its soname.
for j in 1 2; do
    "$cardc" -shared -j$j -o "$tmp/cards$j.so" $cards 2> "$tmp/err"
    check "-shared -j$j: status 0" [ $? = 0 ]
    check "-shared -j$j: NEEDED $soname" needs "$tmp/cards$j.so"
    check "-shared -j$j: exports cardc_registry" exports "$tmp/cards$j.so" cardc_registry
done
LD_LIBRARY_PATH=$build "$tmp/host" "$tmp/cards1.so" > "$tmp/out" 2>&1
check "the host plays with a library that needs libcardrt (on LD_LIBRARY_PATH)" plays "$tmp/out"
"$tmp/host" "$tmp/cards1.so" > "$tmp/out" 2>&1
if ! ldconfig -p | grep -qF "$soname"; then     # not installed system-wide
    check "without libcardrt where ld.so looks, loading fails and names it" \
        sh -c "! grep -q 'Gray Ogre is' '$tmp/out' && grep -qF '$soname' '$tmp/out'"
    "$sim" --cards "$tmp/cards1.so" tests/scenarios/ed4-timing.scn > "$tmp/out" 2>&1
    check "cardsim --cards without libcardrt: status 1, says what to do" \
        sh -c "[ $? = 1 ] && grep -qF '$soname' '$tmp/out' && grep -q 'LD_LIBRARY_PATH' '$tmp/out'"
fi
LD_LIBRARY_PATH=$build "$sim" --cards "$tmp/cards1.so" tests/scenarios/ed4-timing.scn > "$tmp/out" 2>&1
check "cardsim --cards with a library that needs libcardrt (on LD_LIBRARY_PATH)" \
    sh -c "[ $? = 0 ] && grep -q ' 0 failed' '$tmp/out'"

# -static-runtime: the library holds libcardrt and needs only libc.
for j in 1 2; do
    "$cardc" -shared -static-runtime -j$j -o "$tmp/static$j.so" $cards 2> "$tmp/err"
    check "-shared -static-runtime -j$j: status 0" [ $? = 0 ]
    check "-shared -static-runtime -j$j: no NEEDED libcardrt" needs_no_runtime "$tmp/static$j.so"
done
"$sim" --cards "$tmp/static2.so" tests/scenarios/ed4-timing.scn > "$tmp/out" 2>&1
check "cardsim --cards with a -static-runtime library" sh -c "[ $? = 0 ] && grep -q ' 0 failed' '$tmp/out'"
"$tmp/host" "$tmp/static1.so" > "$tmp/out" 2>&1
check "the host plays with a -static-runtime library and nothing else" plays "$tmp/out"

# Renaming a library breaks nothing: the registry's name is not the file's.
mv "$tmp/static2.so" "$tmp/renamed-library.so"
mv "$tmp/cards2.so" "$tmp/other-name.so"
"$tmp/host" "$tmp/renamed-library.so" > "$tmp/out" 2>&1
check "a renamed -static-runtime library plays" plays "$tmp/out"
LD_LIBRARY_PATH=$build "$tmp/host" "$tmp/other-name.so" > "$tmp/out" 2>&1
check "a renamed library plays" plays "$tmp/out"

# Two libraries with the same registry name, loaded with RTLD_LOCAL: the
# host finds Lightning Bolt in one and Gray Ogre in the other.
for mode in "" -static-runtime; do
    "$cardc" -shared $mode -o "$tmp/bolt.so" $dir/bolt.cards 2> "$tmp/err" \
        && "$cardc" -shared $mode -o "$tmp/ogre.so" $dir/ogre.cards 2>> "$tmp/err"
    check "two libraries ${mode:-linked with libcardrt.so}: made" [ $? = 0 ]
    LD_LIBRARY_PATH=$build "$tmp/host" "$tmp/bolt.so" "$tmp/ogre.so" > "$tmp/out" 2>&1
    check "two libraries ${mode:-linked with libcardrt.so}, one registry name, RTLD_LOCAL: both play" plays "$tmp/out"
done

# -fregistry-name=NAME: the registry under that name, and no other.
"$cardc" -shared -static-runtime -fregistry-name=my_cards -o "$tmp/named.so" $cards 2> "$tmp/err"
check "-fregistry-name=my_cards: status 0" [ $? = 0 ]
check "-fregistry-name=my_cards: exports my_cards" exports "$tmp/named.so" my_cards
check "-fregistry-name=my_cards: no cardc_registry" sh -c "! readelf -W --dyn-syms '$tmp/named.so' | grep -qw cardc_registry"
"$tmp/host" -r my_cards "$tmp/named.so" > "$tmp/out" 2>&1
check "-fregistry-name=my_cards: the host finds it by that name" plays "$tmp/out"
"$cardc" -c -fregistry-name=obj_cards -o "$tmp/named.o" $cards 2> "$tmp/err"
check "-c -fregistry-name=obj_cards: the object defines obj_cards" \
    sh -c "nm --defined-only '$tmp/named.o' | grep -q ' obj_cards$'"
"$cardc" -shared -fregistry-name=9lives -o "$tmp/bad.so" $cards 2> "$tmp/err"
check "-fregistry-name= not a C identifier: status 2, said, no output" \
    sh -c "[ $? = 2 ] && grep -q 'must be a C identifier' '$tmp/err' && [ ! -e '$tmp/bad.so' ]"

# Where libcardrt is looked for: -fruntime-dir=DIR, and a clear error when
# it is not there.
"$cardc" -shared -fruntime-dir="$build" -o "$tmp/dir.so" $cards 2> "$tmp/err"
check "-fruntime-dir=BUILD: status 0" [ $? = 0 ]
check "-fruntime-dir=BUILD: NEEDED $soname" needs "$tmp/dir.so"
for mode in "" -static-runtime; do
    "$cardc" -shared $mode -fruntime-dir="$tmp/nowhere" -o "$tmp/none.so" $cards 2> "$tmp/err"
    status=$?
    check "-fruntime-dir= without libcardrt ${mode}: status 1, what is missing and what to do, no output" \
        sh -c "[ $status = 1 ] && grep -q \"cannot find 'libcardrt[_pic]*\.[soa]*' to link '.*/none.so' with\" '$tmp/err' \
               && grep -q 'make install' '$tmp/err' && grep -q -- '-fruntime-dir=DIR' '$tmp/err' \
               && [ ! -e '$tmp/none.so' ] && [ -z \"\$(ls -A '$tmp' | grep '^\.none')\" ]"
done
[ $fail = 0 ] || cat "$tmp/err"
echo "$pass $fail" > "$result"
