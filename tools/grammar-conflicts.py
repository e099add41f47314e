#!/usr/bin/env python3
"""grammar-conflicts.py — the families of the grammar's conflicts.

Runs bison --report=state on a copy of grammar/parser.y (its %expect pins
taken out, so that bison reports whatever it finds) and counts the
conflicts by the pair of actions that compete: a shift or a reduction by
one nonterminal against a reduction by another.  A pair is a family of
docs/grammar.md; the figures there come from here.

usage: tools/grammar-conflicts.py [--top N] [--bison BISON] [PARSER_Y]
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

ACTION = re.compile(r'\s+(\S+)\s+(\[?)(shift, and go to state \d+'
                    r'|reduce using rule \d+ \((\S+)\))')


def families(report):
    """(pair -> conflicts, pair -> {state: conflicts}, pair -> example)"""
    count = collections.Counter()
    states = collections.defaultdict(collections.Counter)
    example = {}
    for block in re.split(r'\n(?=State \d+\n)', report):
        m = re.match(r'State (\d+)\n', block)
        if not m:
            continue
        state = int(m.group(1))
        actions = collections.defaultdict(list)
        for line in block.split('\n'):
            a = ACTION.match(line)
            if a:
                what = 'shift' if a.group(3).startswith('shift') else a.group(4)
                actions[a.group(1)].append(what)
        for token, whats in actions.items():
            for loser in whats[1:]:
                pair = (whats[0], loser)
                count[pair] += 1
                states[pair][state] += 1
                example.setdefault(pair, (state, token))
    return count, states, example


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('grammar', nargs='?', default='grammar/parser.y')
    ap.add_argument('--top', type=int, default=40)
    ap.add_argument('--bison', default=os.environ.get('BISON', 'bison'))
    args = ap.parse_args()
    with open(args.grammar, encoding='utf-8') as f:
        text = re.sub(r'^%expect(-rr)?\s+\d+', '', f.read(), flags=re.M)
    with tempfile.TemporaryDirectory() as tmp:
        y = os.path.join(tmp, 'parser.y')
        with open(y, 'w', encoding='utf-8') as f:
            f.write(text)
        run = subprocess.run([args.bison, '--report=state', '-o',
                              os.path.join(tmp, 'parser.c'), y],
                             capture_output=True, text=True)
        if run.returncode != 0:
            sys.stderr.write(run.stderr)
            return 1
        with open(os.path.join(tmp, 'parser.output'), encoding='utf-8') as f:
            count, states, example = families(f.read())
    print('%d conflicts' % sum(count.values()))
    for pair, n in count.most_common(args.top):
        state, token = example[pair]
        print('%6d  %-12s against %-16s in %3d states, e.g. state %d on %s'
              % (n, pair[0], pair[1], len(states[pair]), state, token))
    return 0


if __name__ == '__main__':
    sys.exit(main())
