#!/usr/bin/env python3
"""pronoun-bindings.py — how cardc binds pronouns on a card file.

Runs `cardc --dump-ast` on FILE (by default the Oracle corpus) and counts
the pronouns of the faces that parse fully: "it", "its", "them", "they",
"their", "him or her", "his or her", "that creature/player/card/...",
"those ...", bound (`refers_to` is set) or not.  Bindings that are wrong
for a reason the words alone show are counted by class:

  contains-itself   bound to a phrase that holds the pronoun ("one of them")
  zone              "that card", "its" bound to a zone ("your hand")
  kind              a player pronoun bound to an object or the reverse
  number            a singular pronoun bound to a plural phrase or the reverse

--sample N --seed S prints N random bindings (fixed seed) to judge by hand;
--class C prints every binding of class C.

  python3 tools/pronoun-bindings.py [--cardc build/cardc] [FILE]
"""
import argparse
import json
import random
import re
import subprocess
import sys

SCOPE = {"it", "its", "them", "they", "their", "that", "those", "him or her", "his or her"}
PLURAL_PRONOUNS = {"them", "they", "their", "those"}
PLAYER_WORDS = r"(you|your|player|players|opponent|opponents|player's|opponent's)"
ZONE = re.compile(r"^((your|their|its|his or her|target|an|a|each|that|its owner's|that player's) )?(\S+('s|')? )?"
                  r"(hand|graveyard|library|hands|graveyards|libraries)$", re.I)
PLURAL_DET = re.compile(r"^(all|up to (two|three|four|five|x)|two|three|four|five|six|seven|x|any number of"
                        r"|those|the top (two|three|four|five|six|seven|x)|one or more|\S+ or more)\b", re.I)


def pronoun_kind(text):
    t = text.lower()
    if t in ("him or her", "his or her") or re.search(r"\b(player|players|opponent|opponents)$", t):
        return "player"
    if t.startswith("that ") or t.startswith("those "):
        return "object"
    return None                 # "it", "its", "them": either


def phrase_kind(text):
    t = text.lower()
    if re.search(r"\b" + PLAYER_WORDS + r"$", t) or re.search(r"'s? (controller|owner)$", t) or t in ("you", "each player", "each opponent"):
        return "player"
    if re.search(r"\b(card|cards|creature|creatures|permanent|permanents|spell|spells|land|lands|token|tokens)\b", t):
        return "object"
    return None


def is_plural_phrase(text):
    t = text.lower()
    if t.startswith("each ") or t.startswith("a ") or t.startswith("an ") or t.startswith("target "):
        return False
    return bool(PLURAL_DET.match(t)) or bool(re.search(r"\b\w+s$", t.split(" you ")[0].split(" with ")[0]))


def classes(p):
    text, ref = p["text"], p["refers_to"]
    out = []
    if ref is None:
        return ["ambiguous" if p["ambiguous"] else "unbound"]
    if re.search(r"\b" + re.escape(text.lower()) + r"\b", ref.lower()):
        out.append("contains-itself")
    if ZONE.match(ref) and (text.lower().startswith("that ") or text.lower() in ("its", "those cards")):
        out.append("zone")
    pk, rk = pronoun_kind(text), phrase_kind(ref)
    if pk and rk and pk != rk:
        out.append("kind")
    low = text.lower()
    singular = low in ("it", "its") or low.startswith("that ")
    plural = low in ("them", "those") or low.startswith("those ")
    if (singular and is_plural_phrase(ref) and not ref.lower().startswith("the ")) \
            or (plural and re.match(r"^(a|an|target|another) ", ref.lower())):
        out.append("number")
    return out


def pronouns(cardc, path):
    out = subprocess.run([cardc, "--dump-ast", "-ferror-limit=0", "-w", path], capture_output=True, text=True).stdout
    for line in out.splitlines():
        card = json.loads(line)
        if not card["parsed"]:
            continue
        for ab in card["abilities"]:
            stack = [ab]
            while stack:
                x = stack.pop()
                if isinstance(x, dict):
                    if x.get("node") == "pronoun" and x.get("value") in SCOPE:
                        yield {"card": card["name"], "ability": ab["text"], "value": x["value"],
                               "text": x.get("text", ""), "refers_to": x.get("refers_to"),
                               "ambiguous": x.get("ambiguous", False)}
                    stack.extend(reversed(list(x.values())))
                elif isinstance(x, list):
                    stack.extend(reversed(x))


def show(p):
    print("%s | %s\n    [%s] -> [%s]" % (p["card"], p["ability"], p["text"], p["refers_to"]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cardc", default="build/cardc")
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--class", dest="cls")
    ap.add_argument("file", nargs="?", default="../shared/corpus/oracle-cards.txt")
    args = ap.parse_args()
    ps = list(pronouns(args.cardc, args.file))
    by_value, by_class = {}, {}
    for p in ps:
        v = by_value.setdefault(p["value"], [0, 0])
        v[0] += 1
        v[1] += p["refers_to"] is not None
        p["classes"] = classes(p)
        for c in p["classes"]:
            by_class[c] = by_class.get(c, 0) + 1
    bound = sum(1 for p in ps if p["refers_to"] is not None)
    print("pronouns: %d, bound %d, unbound %d" % (len(ps), bound, len(ps) - bound))
    for v, (n, b) in sorted(by_value.items(), key=lambda kv: -kv[1][0]):
        print("  %-12s %6d bound %6d unbound %6d" % (v, n, b, n - b))
    print("suspect bindings by class:")
    for c, n in sorted(by_class.items(), key=lambda kv: -kv[1]):
        print("  %-16s %6d" % (c, n))
    abilities = {}
    for p in ps:
        abilities.setdefault((p["card"], p["ability"]), []).append(p)
    bad = sum(1 for v in abilities.values() if any(c not in ("unbound", "ambiguous") for p in v for c in p["classes"]))
    print("abilities with a pronoun: %d, with a suspect binding: %d" % (len(abilities), bad))
    if args.cls:
        for p in ps:
            if args.cls in p["classes"]:
                show(p)
    if args.sample:
        random.seed(args.seed)
        for p in random.sample(ps, min(args.sample, len(ps))):
            show(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
