#!/usr/bin/env python3
"""The rect query's cost in instructions, which (unlike time) is the same on a busy machine: the
bundled layouts' one-screen `layoutAttributesForElements(in:)` at 100,000 items, the plugin and
SDK built optimized (`profile --release`), counted by valgrind's callgrind inside the SDK's ABI
entry for the query (the layout's work, the encoding across the ABI, the answer's release).
CI runs it with --check against Benchmarks/baselines/query-instructions.json.

    python3 Benchmarks/scripts/query_instructions.py [--check | --update] [--exe .build/debug/layoutbench]

callgrind cannot read the host's own DWARF 5 (valgrind 3.19), so it runs a copy of the
executable without debug information; the plugin and the SDK keep theirs. The compiler, the
linker and SwiftPM are not traced.
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
baseline_path = os.path.join(root, "Benchmarks/baselines/query-instructions.json")
# The ABI entry of elements_in_rect (CollectionLayout/Export/LayoutFunctionTable.swift), mangled.
ENTRY = ("$s16CollectionLayout13functionTableSPySo19lb_layout_functionsVGvpfiAEyXEfU_s5Int32Vs13OpaquePointerVSg_"
         "So0E5_rectVSpySo0E13_element_listVGSgtcfU7_")
CASES = {
    "flow, 100000 items, itemSize 120x90": "items 100000; use flow; param itemSize 120x90",
    "comp-grid, 100000 items": "items 100000; use comp-grid",
}
# A change within this share of the baseline is the count's own spread (malloc's state, hash seeds).
TOLERANCE = 0.10

parser = argparse.ArgumentParser()
parser.add_argument("--exe", default=os.path.join(root, ".build/debug/layoutbench"))
parser.add_argument("--frames", type=int, default=200)
mode = parser.add_mutually_exclusive_group()
mode.add_argument("--check", action="store_true", help="fail when a query costs more than its baseline allows")
mode.add_argument("--update", action="store_true", help="write the counts as the new baseline")
args = parser.parse_args()

if shutil.which("valgrind") is None:
    sys.exit("query_instructions: valgrind is not installed (bash .ci/setup benchmarks installs it)")
swiftc = shutil.which("swiftc")
objcopy = os.path.join(os.path.dirname(os.path.realpath(swiftc)), "llvm-objcopy") if swiftc else None
if not objcopy or not os.path.exists(objcopy):
    sys.exit("query_instructions: llvm-objcopy is not beside swiftc")

folder = tempfile.mkdtemp(prefix="layoutbench-instructions-")
try:
    exe = os.path.join(folder, "layoutbench")
    subprocess.run([objcopy, "--strip-debug", args.exe, exe], check=True)
    counts = {}
    for name, setup in CASES.items():
        command = f"{setup}; profile --release --frames {args.frames}"
        # Built (and the optimized SDK) first, untraced.
        built = subprocess.run([exe, "-c", f"{setup}; profile --release --frames 1"], cwd=folder, capture_output=True, text=True)
        if built.returncode != 0:
            sys.exit(f"query_instructions: {name}: {built.stdout}{built.stderr}")
        outputs = os.path.join(folder, name.split(",")[0])
        os.makedirs(outputs)
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--trace-children=yes", "--trace-children-skip=/opt/*,/usr/*,/bin/*,*swift*,*clang*,*ld.lld*",
             f"--callgrind-out-file={outputs}/out.%p", "--collect-atstart=no", f"--toggle-collect={ENTRY}", exe, "-c", command],
            cwd=folder, capture_output=True, text=True)
        calls = re.search(r"^layoutAttributesForElements +(\d+) ", run.stdout, re.M)
        totals = []
        for file in os.listdir(outputs):
            text = open(os.path.join(outputs, file)).read()
            if " engine " in (re.search(r"^cmd: (.*)$", text, re.M) or [None, ""])[1]:
                totals += [int(t) for t in re.findall(r"^totals: (\d+)", text, re.M)]
        if run.returncode != 0 or not calls or len(totals) != 1 or totals[0] == 0:
            sys.exit(f"query_instructions: {name}: no count (exit {run.returncode})\n{run.stdout[-2000:]}{run.stderr[-2000:]}")
        counts[name] = round(totals[0] / int(calls.group(1)))

    baseline = json.load(open(baseline_path)) if os.path.exists(baseline_path) else {}
    failed = False
    for name, count in counts.items():
        known = baseline.get(name)
        change = f" (baseline {known:,}, {100 * (count - known) / known:+.1f}%)" if known else " (no baseline)"
        over = known is not None and count > known * (1 + TOLERANCE)
        failed |= over
        print(f"{name}: {count:,} instructions a query{change}{'  ← over the baseline by more than 10 %' if over else ''}")
    if args.update:
        with open(baseline_path, "w") as f:
            json.dump(counts, f, indent=2, sort_keys=True)
            f.write("\n")
        print(f"wrote {os.path.relpath(baseline_path, root)}")
    if args.check and (failed or set(counts) - set(baseline)):
        sys.exit("query_instructions: a rect query costs more than its baseline allows (or has none): "
                 "find why, or after a change that pays for it, --update")
finally:
    shutil.rmtree(folder, ignore_errors=True)
