#!/usr/bin/env python3
"""Live reload latency, save to printed diff: N saves of plugins/Table/Plugin.swift (in place or
by rename, as vim and VS Code save), each changing the row height, read from `watch on --timing`.

    python3 Benchmarks/scripts/reload_latency.py [--saves 20] [--rename] [--exe .build/debug/layoutbench]

Prints the median and p90 of the total and of each phase. The plugin file is restored at the end.
"""
import argparse, os, re, subprocess, sys, tempfile, threading, time

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parser = argparse.ArgumentParser()
parser.add_argument("--saves", type=int, default=20)
parser.add_argument("--rename", action="store_true")
parser.add_argument("--exe", default=os.path.join(root, ".build/debug/layoutbench"))
args = parser.parse_args()

path = os.path.join(root, "plugins/Table/Plugin.swift")
original = open(path).read()
workspace = tempfile.mkdtemp(prefix="layoutbench-reload-")
proc = subprocess.Popen([args.exe, "--workspace", workspace, "--plugins", os.path.join(root, "plugins")],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=root)
lines, lock = [], threading.Lock()
def reader():
    for line in proc.stdout:
        with lock: lines.append(line.rstrip("\n"))
threading.Thread(target=reader, daemon=True).start()

def send(text):
    proc.stdin.write(text + "\n"); proc.stdin.flush()

def wait_count(pattern, count, timeout=120):
    deadline = time.time() + timeout
    while time.time() < deadline:
        with lock: n = sum(1 for l in lines if pattern in l)
        if n >= count: return True
        time.sleep(0.005)
    return False

def save(text):
    if args.rename:
        temporary = path + ".tmp-save"
        with open(temporary, "w") as f: f.write(text)
        os.rename(temporary, path)
    else:
        with open(path, "w") as f: f.write(text)

try:
    send("items 10"); send("use table"); send("watch on --timing"); send("attrs"); send("echo ready")
    if not wait_count("ready", 1, 600): sys.exit("layoutbench did not start")
    totals, phases = [], {}
    for k in range(args.saves):
        height = 300 - (k % 2 + 1) * 10
        save(original.replace("CGSize(width: 300, height: 300)", f"CGSize(width: 300, height: {height})"))
        if not wait_count("timing:", k + 1): sys.exit(f"save {k + 1}: no reload reported")
        with lock: timing = [l for l in lines if "timing:" in l][k]
        for name, value, unit in re.findall(r"(\w[\w ]*?) (\d+(?:\.\d+)?) (ms)", timing):
            phases.setdefault(name.strip(), []).append(float(value))
        time.sleep(0.3)
    def stats(values):
        values = sorted(values)
        return values[len(values) // 2], values[min(len(values) - 1, int(round(0.9 * (len(values) - 1))))]
    print(f"{args.saves} saves ({'rename' if args.rename else 'in place'}), ms: median / p90")
    for name, values in phases.items():
        if len(values) == args.saves:
            median, p90 = stats(values)
            print(f"  {name:<20} {median:8.1f} {p90:8.1f}")
finally:
    open(path, "w").write(original)
    try: send("quit")
    except Exception: pass
    proc.wait(timeout=30)
