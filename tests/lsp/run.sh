#!/bin/sh
# run.sh CARDC-LSP DIR RESULT — cardc-lsp (docs/editors.md) spoken to by a
# scripted client: a session (initialize, didOpen, publishDiagnostics with
# ranges in UTF-16 units, codeAction from the fix-its, didChange that checks
# one face again, hover, definition, shutdown, exit) and malformed input.
# Writes "PASSED FAILED" to RESULT.
lsp=$1; dir=$2; result=$3
. "$(dirname "$0")/../lib.sh"
has() { grep -qF -- "$1" "$tmp/out"; }

# msg JSON: one framed message on standard output.
msg() { printf 'Content-Length: %s\r\n\r\n%s' "$(printf '%s' "$1" | wc -c | tr -d ' ')" "$1"; }
# jstr FILE: the file's text as a JSON string.
jstr() { awk 'BEGIN { printf "\"" } { gsub(/\\/, "\\\\"); gsub(/"/, "\\\""); printf "%s\\n", $0 } END { printf "\"" }' "$1"; }

uri=file:///tmp/session.cards
# The same text with the typo fixed: one face changes.
sed 's/target creture/target creature/' "$dir/session.cards" > "$tmp/fixed.cards"
{
    msg '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'
    msg '{"jsonrpc":"2.0","method":"initialized","params":{}}'
    msg "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\"$uri\",\"languageId\":\"cards\",\"version\":1,\"text\":$(jstr "$dir/session.cards")}}}"
    msg "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"textDocument/codeAction\",\"params\":{\"textDocument\":{\"uri\":\"$uri\"},\"range\":{\"start\":{\"line\":6,\"character\":30},\"end\":{\"line\":6,\"character\":30}},\"context\":{\"diagnostics\":[]}}}"
    msg "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"$uri\"},\"position\":{\"line\":13,\"character\":5}}}"
    msg "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"$uri\"},\"position\":{\"line\":3,\"character\":2}}}"
    msg "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"textDocument/definition\",\"params\":{\"textDocument\":{\"uri\":\"$uri\"},\"position\":{\"line\":12,\"character\":41}}}"
    msg "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":\"$uri\",\"version\":2},\"contentChanges\":[{\"text\":$(jstr "$tmp/fixed.cards")}]}}"
    msg "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didClose\",\"params\":{\"textDocument\":{\"uri\":\"$uri\"}}}"
    msg "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\"$uri\"},\"position\":{\"line\":13,\"character\":5}}}"
    msg '{"jsonrpc":"2.0","id":5,"method":"no/such/method"}'
    msg '{"jsonrpc":"2.0","id":6,"method":"shutdown"}'
    msg '{"jsonrpc":"2.0","method":"exit"}'
} > "$tmp/in"
"$lsp" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
check "a session ends with status 0 after shutdown and exit" test $? -eq 0
check "initialize announces the capabilities" has '"hoverProvider":true'
check "didOpen checks every face (the comment goes with the first)" has '"checked":5,"faces":5'
check "-Wobsolete on the type line, its range and code" \
    has '{"range":{"start":{"line":6,"character":29},"end":{"line":6,"character":44}},"severity":2,"source":"cardc","message":"obsolete type line '\''Summon Minotaur'\''; current Oracle type line is '\''Creature — Minotaur'\''","code":"obsolete"}'
check "the typo after an em dash: range in UTF-16 units" \
    has '{"range":{"start":{"line":9,"character":56},"end":{"line":9,"character":63}},"severity":1'
check "a character outside the BMP counts two UTF-16 units" \
    has '{"range":{"start":{"line":16,"character":36},"end":{"line":16,"character":38}},"severity":1'
check "the typo after it" \
    has '{"range":{"start":{"line":16,"character":39},"end":{"line":16,"character":46}},"severity":1'
check "codeAction: the fix-it as a workspace edit" \
    has '"edit":{"changes":{"file:///tmp/session.cards":[{"range":{"start":{"line":6,"character":29},"end":{"line":6,"character":44}},"newText":"Creature — Minotaur"}]}}'
check "codeAction: only the actions of the range asked for" sh -c "! grep -qF '\"newText\":\"creature\"' '$tmp/out'"
check "hover on an ability: its kind and targets" \
    has '"id":3,"result":{"contents":{"kind":"markdown","value":"```\nability 2, spell (line 14): 2 uses of \"target\"\n    1. creature: 1 [14:39]\n    2. player: 1; may be one an earlier use took [14:71]\n```"}}'
check "hover on a card's header: the whole card, with its card IR" \
    has '"id":8,"result":{"contents":{"kind":"markdown","value":"```\nShock (file:///tmp/session.cards:4)\n  ability 1, spell (line 5): 1 use of \"target\"\n    1. any target: 1 [5:27]\n\ncard IR (docs/ir.md):\ncard \"Shock\" line 4\n  spell\n    target 0: 1..1 creature | player | planeswalker | battle\n    damage by=self target(0) amount=2\n```"}}'
check "definition of 'a card named Shock': Shock's header" \
    has '"id":4,"result":{"uri":"file:///tmp/session.cards","range":{"start":{"line":3,"character":0},"end":{"line":3,"character":5}}}'
check "didChange checks only the face that changed" has '"checked":1,"faces":5'
check "didClose clears the document's diagnostics" has '"uri":"file:///tmp/session.cards","diagnostics":[]}'
check "a closed document has no hover" has '"id":7,"result":null'
check "an unknown method is an error" has '"id":5,"error":{"code":-32601'
check "shutdown replies null" has '"id":6,"result":null'

# Malformed input: an error reply or nothing, never a crash or a hang.
bad() {
    name=$1
    printf '%s' "$2" > "$tmp/in"
    timeout 10 "$lsp" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"
    st=$?
    if [ $st -le 1 ] && grep -qF -- "$3" "$tmp/out"; then ok "$name"; else ko "$name (status $st)"; cat "$tmp/out"; fi
}
init=$(msg '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}')
crlf=$(printf '\r\n.'); crlf=${crlf%.}
bad "malformed JSON: parse error" "${init}Content-Length: 5$crlf$crlf{bad}" '"error":{"code":-32700'
bad "not an object: invalid request" "${init}Content-Length: 2$crlf$crlf[]" '"id":null,"error":{"code":-32600'
bad "no Content-Length: invalid request, the stream is given up" "${init}X-Other: 1$crlf$crlf{}" 'no valid Content-Length'
bad "a bad Content-Length" "Content-Length: 12abc$crlf$crlf{}" 'no valid Content-Length'
bad "a huge Content-Length" "Content-Length: 99999999999999999999999$crlf$crlf{}" 'message too large'
bad "a body shorter than its Content-Length, then the end" "${init}Content-Length: 100$crlf$crlf{}" '"serverInfo"'
bad "a request before initialize" "$(msg '{"jsonrpc":"2.0","id":1,"method":"textDocument/hover"}')" '"code":-32002'
bad "params of the wrong types" "${init}$(msg '{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":7,"position":{"line":-1}}}')" '"id":2,"result":null'
printf '' | "$lsp" > /dev/null 2>&1
check "the end of input without shutdown: status 1" test $? -eq 1

echo "$pass $fail" > "$result"
