#!/usr/bin/env bash
# The induction lab's recipe (datasets/induction/dataset.json) makes its circuit: trained for 2,000
# steps (on one thread: the lab's two give the same bits), the repeated half's loss is below 0.3 ×
# the first half's, a head of layer 1 is an induction head and a head of layer 0 a previous-token
# head (docs/induction-lab.md).
set -euo pipefail
twb="${1:?usage: induction_lab.sh TWB}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$twb" train --task lm --data induction --steps 2000 --threads 1 --out "$out/induction.safetensors" --json \
  2>"$out/log" | tail -n 1 >"$out/result.json" || { cat "$out/log"; echo "FAIL: training did not finish"; exit 1; }
python3 - "$out/result.json" <<'PY'
import json, sys
result = json.load(open(sys.argv[1]))
first, repeat = result['validation_first_half_loss'], result['validation_repeat_loss']
roles = [(h['layer'], r['role'], r['since'], r['score']) for h in result['heads'] for r in h['roles']]
for layer, role, since, score in roles:
    print('  layer %d: %s since step %d (score %.3f)' % (layer, role, since, score))
print('  loss on the first half %.3f, on the repeat %.3f (%.3f×)' % (first, repeat, repeat / first))
assert repeat < 0.3 * first, 'no phase change: the repeat is not predicted'
assert any(l == 1 and r == 'induction' for l, r, _, _ in roles), 'no induction head in layer 1'
assert any(l == 0 and r == 'previous-token' for l, r, _, _ in roles), 'no previous-token head in layer 0'
print('ok: the induction circuit formed in %d steps' % result['steps'])
PY
