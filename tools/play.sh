#!/bin/sh
# play.sh BUILD SCENARIO... — what `make play` runs: every scenario played with
# the shipped cards from BUILD/cards.so, printing what happens (cardsim -v),
# then a summary: the cards compiled, the scenarios played, the expectations.
build=$1; shift
{ "$build/cardsim" -v --cards "$build/cards.so" "$@"; echo $? > "$build/play.status"; } \
    | tee "$build/play.log"
status=$(cat "$build/play.status")
faces=$("$build/cardc" --stats=json cards/*.cards 2>/dev/null \
        | sed -n 's/.*"cards":\([0-9]*\).*"compiled":\([0-9]*\),"compiled_percent".*/\2 of \1/p')
result=$(tail -n 1 "$build/play.log")
echo
echo "play: ${faces:-?} card faces of cards/ compiled into $build/cards.so;" \
     "$# scenarios played; $result"
exit $status
