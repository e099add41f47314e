#!/usr/bin/env python3
"""shared-phrases.py [CARDC] [CORPUS] -- two fidelity counts over the corpus
(the Fidelity issue; docs/audit.md):

  targets:   abilities with more target slots than uses of the word "target"
             ("targets") in their text: one target phrase counted as several
             (Rules FAQ 1.1.01);
  durations: sequences whose last lasting change ("gets", "gains", "loses",
             "becomes", "gains control") has a duration that an earlier
             lasting change of the same subject lacks.

Both should be 0.  Prints each count and up to five examples."""
import json
import re
import subprocess
import sys

cardc = sys.argv[1] if len(sys.argv) > 1 else "build/cardc"
corpus = sys.argv[2] if len(sys.argv) > 2 else "../shared/corpus/oracle-cards.txt"
dump = subprocess.run([cardc, "-ferror-limit=0", "--dump-ast", corpus],
                      capture_output=True, text=True).stdout
LASTING = {"get", "gain", "lose", "become", "gain control"}
targets, durations = [], []


def has_duration(step):
    return any(isinstance(m, dict) and m.get("node") == "duration"
               for m in step.get("modifiers") or [])


def ability(ab):
    if ab.get("kind") != "keyword":
        text = re.sub(r"\([^)]*\)", "", ab.get("text", ""))
        if len(ab.get("targets") or []) > len(re.findall(r"\btargets?\b", text, re.I)):
            targets.append(ab.get("text"))
    for mode in ab.get("modes") or []:
        ability(mode)


def walk(x):
    if isinstance(x, dict):
        if x.get("node") == "sequence":
            steps = [s for s in x.get("steps", []) if isinstance(s, dict)]
            last = steps[-1] if steps else {}
            if last.get("value") in LASTING and has_duration(last):
                for s in steps[:-1]:
                    if (s.get("node") == "action" and s.get("value") in LASTING and not has_duration(s)
                            and json.dumps(s.get("subject")) == json.dumps(last.get("subject"))):
                        durations.append(x.get("text"))
                        break
        for v in x.values():
            walk(v)
    elif isinstance(x, list):
        for v in x:
            walk(v)


for line in dump.splitlines():
    face = json.loads(line)
    for ab in face.get("abilities", []):
        ability(ab)
    walk(face.get("abilities"))
for name, found in (("targets", targets), ("durations", durations)):
    print(f"{name}: {len(found)}")
    for text in found[:5]:
        print("   ", text)
