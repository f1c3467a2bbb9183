#!/usr/bin/env bash
# One bundled lesson headless: `twb lesson run NAME --threads 2 --json` must pass every check, and
# within the minutes its header states (measured on 2 cores). Further arguments go to `lesson run`
# (--model DIR for a lesson that starts from the learner's own model).
set -euo pipefail
twb="${1:?usage: lesson_run.sh TWB NAME}"
name="${2:?usage: lesson_run.sh TWB NAME [--model DIR]}"
shift 2
minutes="$("$twb" lesson list --json | tail -n 1 | python3 -c "
import json, sys
for lesson in json.load(sys.stdin)['lessons']:
    if lesson['name'] == sys.argv[1]:
        print(lesson['minutes'])
" "$name")"
[[ -n "$minutes" ]] || { echo "FAIL: no bundled lesson named $name"; exit 1; }
out="$("$twb" lesson run "$name" --threads 2 --json "$@")" || { echo "FAIL: $name: a check did not hold"; exit 1; }
tail -n 1 <<<"$out" | python3 -c "
import json, sys
result = json.load(sys.stdin)
limit = float(sys.argv[1]) * 60
checks = [c for step in result['steps'] for c in step['checks']]
for c in checks:
    print(('ok  ' if c['passed'] else 'FAIL') + ' line ' + str(c['line']) + ': ' + c['check'] + ': ' + c['figure'])
assert result['passed'], 'the lesson did not pass'
assert checks, 'the lesson checks nothing'
assert result['seconds'] <= limit, 'took %.0f s, more than its %.0f s' % (result['seconds'], limit)
print('ok: %s: %d checks hold in %.0f s (its header says %.0f s)' % (result['lesson'], len(checks), result['seconds'], limit))
" "$minutes"
