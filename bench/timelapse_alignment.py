#!/usr/bin/env python3
"""When did the attention align? Reads the JSON that `twb plot --what timelapse --json` prints (one
layer and head per run; give several files for several heads, or let --checkpoint run twb for every
head of a layer) and prints, for each head, the first recorded step whose argmax alignment matches
the expected order, and the step from which it stays matched to the end.

  --expect 0,1,2,3,4,5,7,*,6,*   target position -> source position, * = any (e.g. "und", <eos>)

numbers-en-de's first validation pair, "one hundred thirty thousand one hundred seventy six" ->
"ein hundert dreißig tausend ein hundert sechs und siebzig <eos>": German says the units before the
tens ("sechs und siebzig"), so "sechs" looks at "six" (7), "siebzig" at "seventy" (6), and "und"
and <eos> at anything: 0,1,2,3,4,5,7,*,6,*.

Examples:
  twb plot --checkpoint n.safetensors --what timelapse --layer 1 --head 0 --out /tmp/x.csv --json > h0.json
  bench/timelapse_alignment.py --expect 0,1,2,3,4,5,7,*,6,* h0.json
  bench/timelapse_alignment.py --expect 0,1,2,3,4,5,7,*,6,* --checkpoint n.safetensors --layer 1 --twb build/release/app/twb
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile


def parse_expect(text):
    return [None if part.strip() == "*" else int(part) for part in text.split(",")]


def matches(alignment, expect):
    if len(alignment) != len(expect):
        return False
    return all(e is None or a == e for a, e in zip(alignment, expect))


def summary_of(text):
    """The last line of twb's output that is a JSON object with a "timelapse" entry."""
    for line in reversed(text.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            data = json.loads(line)
            if "timelapse" in data:
                return data["timelapse"]
    raise SystemExit("no `twb plot --what timelapse --json` summary found")


def report(t, expect):
    frames = t["frames"]
    first = next((f["step"] for f in frames if matches(f["alignment"], expect)), None)
    stays = None
    for f in reversed(frames):
        if not matches(f["alignment"], expect):
            break
        stays = f["step"]
    return {"kind": t["kind"], "layer": t["layer"], "head": t["head"], "frames": len(frames),
            "first_match_step": first, "stays_matched_from_step": stays,
            "last_alignment": frames[-1]["alignment"] if frames else None}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", help="files holding `twb plot --what timelapse --json` output")
    parser.add_argument("--expect", required=True, help="target position -> source position, * = any")
    parser.add_argument("--checkpoint", help="run twb plot for every head of --layer of this checkpoint")
    parser.add_argument("--layer", type=int, default=0)
    parser.add_argument("--kind", default="")
    parser.add_argument("--twb", default="twb", help="the twb program (default: twb on PATH)")
    parser.add_argument("--json", action="store_true", help="print one JSON list instead of lines")
    args = parser.parse_args()
    expect = parse_expect(args.expect)

    summaries = [summary_of(open(path, encoding="utf-8").read()) for path in args.files]
    if args.checkpoint:
        head = 0
        with tempfile.TemporaryDirectory() as tmp:
            while True:
                cmd = [args.twb, "plot", "--checkpoint", args.checkpoint, "--what", "timelapse", "--layer",
                       str(args.layer), "--head", str(head), "--out", os.path.join(tmp, "t.csv"), "--json"]
                if args.kind:
                    cmd += ["--kind", args.kind]
                run = subprocess.run(cmd, capture_output=True, text=True)
                if run.returncode != 0:
                    if head == 0:
                        sys.exit(run.stderr.strip())
                    break  # past the last head
                summaries.append(summary_of(run.stdout))
                head += 1
    if not summaries:
        parser.error("give JSON files or --checkpoint")

    results = [report(t, expect) for t in summaries]
    if args.json:
        print(json.dumps(results))
        return
    for t, r in zip(summaries, results):
        rows = t.get("row_labels", [])
        print(f"{r['kind']} layer {r['layer']} head {r['head']} ({r['frames']} frames): "
              f"first matches at step {r['first_match_step']}, stays matched from step {r['stays_matched_from_step']}; "
              f"last alignment {r['last_alignment']}" + (f" for {rows}" if rows else ""))


if __name__ == "__main__":
    main()
