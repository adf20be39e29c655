#!/usr/bin/env bash
# Every figure of issue 14 ("what a consumer pays") from one run, as one markdown table for
# docs/benchmarks.md:
#
#   1. the crate built from IGC's 127 specs (../shared/visa-spec/instructions-all) with one
#      `cargo build --release --lib --timings` from a clean target dir (target/build-cost):
#      the visa-isa library's compile time against syn's in the same run, the build script's
#      run time, the size of the generated Rust in OUT_DIR and of the rlib;
#   2. the same for a debug build (`cargo build --lib --timings`);
#   3. a no-op `cargo build` after each: how many times the build script reran (`-v` output);
#   4. the front end (parse + model) against a bare pulldown-cmark pass
#      (`cargo bench -p visa-isa-codegen --bench pipeline`);
#   5. the generated encoder and decoder against hand-written ones over a 10,000-instruction
#      stream (`cargo bench --bench stream`, the crate built from specs/).
#
# Times come from cargo's timing report (the UNIT_DATA of cargo-timing.html). Without ../shared
# the figures of 1 to 4 are skipped, loudly. Takes several minutes: run it on an otherwise idle
# machine. Usage: bash benches/build-cost.sh [--report]  (--report: measure nothing, print the
# table again from the logs of the last run, target/build-cost/logs).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
corpus=$(cd "$root/.." && pwd)/shared/visa-spec/instructions-all
work="$root/target/build-cost"
logs="$work/logs"
measure=1
if [ "${1:-}" = "--report" ]; then
  measure=0
else
  rm -rf "$work"
fi
mkdir -p "$logs"
say() { echo "build-cost: $*" >&2; }

have_corpus=1
if [ ! -d "$corpus" ]; then
  have_corpus=0
  say "SKIPPED: $corpus is absent (../shared must sit beside the repository):"
  say "SKIPPED: no build, build script, generated-size, no-op or front-end figures"
fi

# --- 1 to 3: the builds from the corpus ---------------------------------------------------------
build() { # profile-name, extra cargo args...
  local name=$1
  shift
  say "cargo build${*:+ $*} --lib --timings (VISA_ISA_SPECS=$corpus, CARGO_TARGET_DIR=$work)"
  if ! VISA_ISA_SPECS="$corpus" CARGO_TARGET_DIR="$work" \
      cargo build "$@" --lib --timings >"$logs/$name.log" 2>&1; then
    say "FAILED: see $logs/$name.log"
    tail -20 "$logs/$name.log" >&2
    return 1
  fi
  cp "$work/cargo-timings/cargo-timing.html" "$logs/$name-timing.html"
  # The build script once more, by hand, three times into a scratch OUT_DIR: its run time
  # without cargo's scheduling around it.
  local dir=$work/release
  [ "$name" = debug ] && dir=$work/debug
  local script
  script=$(ls "$dir"/build/visa-isa-*/build-script-build 2>/dev/null | head -1)
  if [ -n "$script" ]; then
    SCRIPT="$script" SPECS="$corpus" MANIFEST="$root" SCRATCH="$work/scratch-$name" python3 -c '
import os, subprocess, time
os.makedirs(os.environ["SCRATCH"], exist_ok=True)
env = dict(os.environ, OUT_DIR=os.environ["SCRATCH"], CARGO_MANIFEST_DIR=os.environ["MANIFEST"],
           VISA_ISA_SPECS=os.environ["SPECS"])
times = []
for _ in range(3):
    start = time.perf_counter()
    subprocess.run([os.environ["SCRIPT"]], env=env, check=True, stdout=subprocess.DEVNULL)
    times.append(time.perf_counter() - start)
print(" ".join(f"{t:.3f}" for t in sorted(times)))
' >"$logs/$name-build-script.txt" 2>>"$logs/$name.log" || say "FAILED: rerunning $script"
  fi
  # The no-op rebuild: nothing changed, so nothing may run or compile.
  VISA_ISA_SPECS="$corpus" CARGO_TARGET_DIR="$work" \
    cargo build "$@" --lib -v >"$logs/$name-noop.log" 2>&1 || say "FAILED: the no-op $name build"
}
if [ $have_corpus = 1 ] && [ $measure = 1 ]; then
  build release --release
  build debug
fi

# --- 4: the front end ---------------------------------------------------------------------------
if [ $have_corpus = 1 ] && [ $measure = 1 ]; then
  say "cargo bench -p visa-isa-codegen --bench pipeline (the baseline and parse_model only)"
  cargo bench -p visa-isa-codegen --bench pipeline -- '^corpus/(markdown_baseline|parse_model)$' \
    >"$logs/pipeline.log" 2>&1 || say "FAILED: see $logs/pipeline.log"
fi

# --- 5: the stream ------------------------------------------------------------------------------
if [ $measure = 1 ]; then
  say "cargo bench --bench stream"
  cargo bench --bench stream >"$logs/stream.log" 2>&1 || say "FAILED: see $logs/stream.log"
fi

# --- the table ----------------------------------------------------------------------------------
commit=$(git -C "$root" log -1 --format='%h %s' 2>/dev/null | cut -c1-72)
dirty=$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null | head -1)
HAVE_CORPUS=$have_corpus LOGS="$logs" WORK="$work" COMMIT="$commit" DIRTY="$dirty" \
  python3 - <<'PY'
import datetime, glob, json, os, re

logs, work = os.environ["LOGS"], os.environ["WORK"]
have_corpus = os.environ["HAVE_CORPUS"] == "1"
rows = []  # (figure, value, target, met)


def row(figure, value, target="", met=None):
    rows.append((figure, value, target, {True: "yes", False: "**no**", None: ""}[met]))


def read(name):
    try:
        with open(os.path.join(logs, name), encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return None


def units(name):
    """The UNIT_DATA array of a cargo timing report."""
    html = read(name)
    if html is None:
        return None
    m = re.search(r"const UNIT_DATA = (\[.*?\]);\s*\n", html, re.S)
    return json.loads(m.group(1)) if m else None


def seconds(value):
    return f"{value:.1f} s" if value >= 10 else f"{value:.2f} s"


def build_rows(profile):
    data = units(f"{profile}-timing.html")
    if data is None:
        row(f"{profile}: build", "FAILED (no timing report; see target/build-cost/logs)", "", False)
        return
    lib = [u for u in data if u["name"] == "visa-isa" and u["mode"] != "run-custom-build"
           and u["target"].strip() in ("", "(lib)", "lib")]
    run = [u for u in data if u["name"] == "visa-isa" and u["mode"] == "run-custom-build"]
    syn = [u for u in data if u["name"] == "syn"]
    if lib and syn:
        lib_s, syn_s = lib[0]["duration"], max(u["duration"] for u in syn)
        ratio = lib_s / syn_s
        row(f"{profile}: visa-isa lib compile / syn", f"{seconds(lib_s)} / {seconds(syn_s)} = "
            f"**{ratio:.2f}×**", "≤ 2×", ratio <= 2.0)
    else:
        row(f"{profile}: visa-isa lib compile / syn", "not in the timing report", "≤ 2×", False)
    # The build script's run: cargo's figure, and the median of three runs by hand.
    by_hand = (read(f"{profile}-build-script.txt") or "").split()
    figures = []
    if run:
        figures.append(("in the build", run[0]["duration"]))
    if len(by_hand) == 3:
        figures.append(("median of 3 runs by hand", float(by_hand[1])))
    if figures:
        worst = max(t for _, t in figures)
        value = ", ".join(f"**{seconds(t)}** {how}" for how, t in figures)
        release = profile == "release"
        row(f"{profile}: build script run", value, "≤ 1.0 s" if release else "",
            worst <= 1.0 if release else None)
    noop = read(f"{profile}-noop.log")
    if noop is None:
        row(f"{profile}: no-op rebuild reruns the build script", "not measured", "0", False)
    else:
        reruns = len(re.findall(r"Running `[^`\n]*visa-isa-[0-9a-f]+/build-script-build`", noop))
        recompiles = len(re.findall(r"^\s*Compiling visa-isa ", noop, re.M))
        fresh = bool(re.search(r"^\s*Fresh visa-isa ", noop, re.M))
        note = f"**{reruns}**" + ("" if recompiles == 0 else f" (and {recompiles} recompiles)")
        if not fresh and reruns == 0:
            note += " (no `Fresh visa-isa` either: check the log)"
        row(f"{profile}: no-op `cargo build` reruns the build script", note, "0",
            reruns == 0 and recompiles == 0 and fresh)


if have_corpus:
    build_rows("release")
    out = sorted(glob.glob(os.path.join(work, "release/build/visa-isa-*/out/visa_isa.rs")))
    if out:
        size = os.path.getsize(out[0])
        row("generated Rust (OUT_DIR/visa_isa.rs, 127 specs)", f"**{size / 1e6:.2f} MB** "
            f"({size:,} bytes)", "≤ 1 MB", size <= 1_000_000)
    else:
        row("generated Rust (OUT_DIR/visa_isa.rs, 127 specs)", "not found", "≤ 1 MB", False)
    rlib = os.path.join(work, "release/libvisa_isa.rlib")
    if os.path.exists(rlib):
        row("release rlib", f"{os.path.getsize(rlib) / 1e6:.1f} MB")
    build_rows("debug")

    text = read("pipeline.log") or ""

    def mean_ms(bench):
        # The bench's own ratio section ("corpus/x   1.234 ms   5.67×"), else criterion's report.
        m = re.search(rf"{re.escape(bench)}\s+([\d.]+)\s*ms\s+([\d.]+)\s*×", text)
        if m:
            return float(m.group(1))
        m = re.search(rf"{re.escape(bench)}\s+time:\s+\[\S+ \S+ ([\d.]+) (ns|µs|us|ms|s) ", text)
        if m:
            scale = {"ns": 1e-6, "µs": 1e-3, "us": 1e-3, "ms": 1.0, "s": 1e3}[m.group(2)]
            return float(m.group(1)) * scale
        return None

    base, front = mean_ms("corpus/markdown_baseline"), mean_ms("corpus/parse_model")
    if base and front:
        ratio = front / base
        row("front end (parse + model) / bare pulldown-cmark pass",
            f"{front:.2f} ms / {base:.2f} ms = **{ratio:.2f}×**", "≤ 3×", ratio <= 3.0)
    else:
        row("front end (parse + model) / bare pulldown-cmark pass",
            "not found in the pipeline bench's output (target/build-cost/logs/pipeline.log)", "≤ 3×", False)
else:
    row("release and debug builds, build script, generated size, no-op, front end",
        "SKIPPED: ../shared is absent", "", None)

stream = read("stream.log") or ""
m = re.search(r"stream-ratios: (.*)", stream)
if m:
    v = dict(kv.split("=") for kv in m.group(1).split())
    enc, dec = float(v["encode"]), float(v["decode"])
    row("stream encode: hand-written time / generated time",
        f"**{enc:.2f}×** (generated {float(v['encode_minstr_s']):.1f} M instr/s, "
        f"{float(v['encode_mb_s']):.0f} MB/s)", "≥ 1.0×", enc >= 1.0)
    row("stream decode: hand-written time / generated time",
        f"**{dec:.2f}×** (generated {float(v['decode_minstr_s']):.1f} M instr/s, "
        f"{float(v['decode_mb_s']):.0f} MB/s)", "≥ 0.9×", dec >= 0.9)
else:
    row("stream encode and decode", "FAILED (see target/build-cost/logs/stream.log)", "", False)

now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
commit = os.environ["COMMIT"] + (" (with uncommitted changes)" if os.environ["DIRTY"] else "")
try:
    load = " ".join(open("/proc/loadavg").read().split()[:3])
except OSError:
    load = "unknown"
print(f"Issue 14 figures, {now}, commit `{commit}`, {os.cpu_count()} cores, "
      f"load average at the end {load} (`bash benches/build-cost.sh`):\n")
print("| figure | value | target | met? |")
print("| --- | --- | --- | --- |")
for figure, value, target, met in rows:
    print(f"| {figure} | {value} | {target} | {met} |")
header = re.search(r"^stream: .*$", stream, re.M)
table = re.search(r"(\| comparison \|.*?)\n\n", stream, re.S)
if header and table:
    print(f"\nThe stream benchmark ({header.group(0)[len('stream: '):]}):\n")
    print(table.group(1))
PY
