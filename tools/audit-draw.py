#!/usr/bin/env python3
"""audit-draw.py — draw corpus faces for the fidelity audits (docs/audit.md).

usage: tools/audit-draw.py [--cardc build/cardc] [--seed 20261125]
                           [--parsed 60] [--compiled 50] [CORPUS]

A face "parses" when `cardc --check` reports no error in its block, and
"compiles" when `cardc -c` reports none either (the
counts agree with `cardc --stats=json`). From each list, in corpus order,
random.Random(seed).sample draws the faces; it prints one line per draw:
"parsed N NAME" and "compiled N NAME" (N from 1)."""
import argparse, json, random, subprocess, sys, tempfile, os

def blocks(path):
    """(first line, last line, name) of each face block, lines from 1."""
    out, start, name = [], None, None
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for i, line in enumerate(lines, 1):
        if line.strip() == "" or line.startswith("#"):
            if start is not None and line.strip() == "":
                out.append((start, i - 1, name)); start = None
            continue
        if start is None:
            start, name = i, line.split("  ")[0].strip()
    if start is not None:
        out.append((start, len(lines), name))
    return out

def error_lines(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    lines = set()
    # the JSON array, then cardc's own notes ("cardc: note: ...")
    text = r.stderr[:r.stderr.rfind("]") + 1] or "[]"
    for d in json.loads(text):
        if d["kind"] in ("error", "fatal error"):
            for loc in d["locations"]:
                lines.add(loc["caret"]["line"])
    return lines

def failing(faces, lines):
    bad, k, srt = set(), 0, sorted(lines)
    for i, (a, b, _) in enumerate(faces):
        while k < len(srt) and srt[k] < a:
            k += 1
        if k < len(srt) and srt[k] <= b:
            bad.add(i)
    return bad

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cardc", default="build/cardc")
    ap.add_argument("--seed", type=int, default=20261125)
    ap.add_argument("--parsed", type=int, default=60)
    ap.add_argument("--compiled", type=int, default=50)
    ap.add_argument("corpus", nargs="?", default="/work/shared/corpus/oracle-cards.txt")
    a = ap.parse_args()
    faces = blocks(a.corpus)
    common = ["-w", "-ferror-limit=0", "-fdiagnostics-format=json"]
    unparsed = failing(faces, error_lines([a.cardc, "--check"] + common + [a.corpus]))
    with tempfile.TemporaryDirectory() as tmp:
        uncompiled = failing(faces, error_lines(
            [a.cardc, "-c", "-o", os.path.join(tmp, "all.o")]
            + common + [a.corpus]))
    parsed = [i for i in range(len(faces)) if i not in unparsed]
    compiled = [i for i in parsed if i not in uncompiled]
    print(f"# {len(faces)} faces, {len(parsed)} parse, {len(compiled)} compile; seed {a.seed}",
          file=sys.stderr)
    rng = random.Random(a.seed)
    for kind, pool, n in (("parsed", parsed, a.parsed), ("compiled", compiled, a.compiled)):
        for k, i in enumerate(rng.sample(pool, n), 1):
            print(f"{kind} {k} {faces[i][2]}")

if __name__ == "__main__":
    main()
