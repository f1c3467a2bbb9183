#!/usr/bin/env bash
# A task's name ("translate", "lm", "classify") is compared only inside core/task/: code elsewhere
# asks the Task (core/task/task.h) what it needs to know, so that a new task is one class there.
# Fails on any == or != against a task's name outside core/task/, naming the line. The names are
# read from the tasks' own name() in core/task/, and the pattern is first tried on lines that
# must match, so that the check cannot pass by matching nothing.
set -euo pipefail
root="${1:?usage: check_task_names.sh SOURCE_DIR}"
names=$(sed -n 's/.*std::string name() const override { return "\([a-z_-]*\)"; }.*/\1/p' "$root"/core/task/*.cpp | sort -u)
count=$(wc -w <<<"$names")
((count >= 3)) || { echo "FAIL: found $count task names in $root/core/task (expected translate, lm, classify)"; exit 1; }
alternatives=$(paste -sd'|' <<<"$names")
pattern="[!=]=[[:space:]]*(QStringLiteral|QLatin1String|QString|std::string)?\(?\"($alternatives)\"|\"($alternatives)\"\)?[[:space:]]*[!=]="
first=$(head -n 1 <<<"$names")
for sample in "if (task == \"$first\")" "x != QStringLiteral(\"$first\")" "\"$first\" == settings.task"; do
  grep -qE "$pattern" <<<"$sample" || { echo "FAIL: the pattern misses: $sample"; exit 1; }
done
found=$(cd "$root" && grep -rnE "$pattern" core ui app --include='*.cpp' --include='*.h' | grep -v '^core/task/' || true)
if [[ -n $found ]]; then
  echo "FAIL: a task's name is compared outside core/task/; ask the Task instead (core/task/task.h):"
  echo "$found"
  exit 1
fi
echo "ok: no code outside core/task/ compares a task's name ($(paste -sd' ' <<<"$names"))"
