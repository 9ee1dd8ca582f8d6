#!/usr/bin/env python3
"""Live reload latency, save to printed diff: N saves of plugins/Table/Plugin.swift (in place or
by rename, as vim and VS Code save), each changing the row height, read from `watch on --timing`.
With --files N, the saves go to one file of a generated plugin of N files instead (a layout and
N − 1 helper files it calls; the save changes a helper's function body).

    python3 Benchmarks/scripts/reload_latency.py [--saves 20] [--rename] [--files 10] [--exe .build/debug/layoutbench]

Prints the median and p90 of the total and of each phase. The plugin file is restored at the end.
"""
import argparse, os, re, subprocess, sys, tempfile, threading, time

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parser = argparse.ArgumentParser()
parser.add_argument("--saves", type=int, default=20)
parser.add_argument("--rename", action="store_true")
parser.add_argument("--exe", default=os.path.join(root, ".build/debug/layoutbench"))
parser.add_argument("--files", type=int, default=0)
parser.add_argument("--memory", action="store_true", help="after the saves, print `plugins` and the copies kept on disk")
args = parser.parse_args()

def helper(k):
    # A helper file of the generated plugin: a few functions the layout calls.
    return f"""import UIKit

enum Helper{k} {{
    static func height(_ row: Int) -> CGFloat {{
        let base: CGFloat = 40
        return base + CGFloat(row % {k + 1})
    }}

    static func inset(_ row: Int) -> CGFloat {{
        row.isMultiple(of: 2) ? {k} : 0
    }}

    static func describe(_ frames: [CGRect]) -> String {{
        frames.map {{ "\\($0.minX),\\($0.minY)" }}.joined(separator: ";")
    }}
}}
"""

if args.files > 1:
    plugins = tempfile.mkdtemp(prefix="layoutbench-reload-plugins-")
    folder = os.path.join(plugins, "Ten")
    os.makedirs(folder)
    calls = " + ".join(f"Helper{k}.height(row) + Helper{k}.inset(row)" for k in range(1, args.files)) or "44"
    with open(os.path.join(folder, "TenLayout.swift"), "w") as f:
        f.write(f"""import UIKit

final class TenLayout: UICollectionViewLayout {{
    private var frames: [CGRect] = []

    override func prepare() {{
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        let width = collectionView?.bounds.width ?? 0
        var y: CGFloat = 0
        frames = (0..<count).map {{ row in
            let height = ({calls}) / CGFloat({max(1, args.files - 1)})
            defer {{ y += height }}
            return CGRect(x: 0, y: y, width: width, height: height)
        }}
    }}

    override var collectionViewContentSize: CGSize {{
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
    }}

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {{
        frames.enumerated().filter {{ $0.element.intersects(rect) }}.map {{
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0.offset, section: 0))
            attributes.frame = $0.element
            return attributes
        }}
    }}
}}
""")
    for k in range(1, args.files):
        with open(os.path.join(folder, f"Helper{k}.swift"), "w") as f: f.write(helper(k))
    path, layout = os.path.join(folder, "Helper1.swift"), "ten-layout"
    edit = lambda text, k: text.replace("let base: CGFloat = 40", f"let base: CGFloat = {40 + k % 2 + 1}")
else:
    plugins, layout = os.path.join(root, "plugins"), "table"
    path = os.path.join(root, "plugins/Table/Plugin.swift")
    edit = lambda text, k: text.replace("CGSize(width: 300, height: 300)", f"CGSize(width: 300, height: {300 - (k % 2 + 1) * 10})")

original = open(path).read()
workspace = tempfile.mkdtemp(prefix="layoutbench-reload-")
copies = tempfile.mkdtemp(prefix="layoutbench-reload-copies-")
proc = subprocess.Popen([args.exe, "--workspace", workspace, "--plugins", plugins], env=dict(os.environ, LAYOUTBENCH_ENGINE_COPIES=copies),
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
    send("items 10"); send(f"use {layout}"); send("watch on --timing"); send("attrs"); send("echo ready")
    if not wait_count("ready", 1, 600): sys.exit("layoutbench did not start")
    totals, phases = [], {}
    for k in range(args.saves):
        save(edit(original, k))
        if not wait_count("timing:", k + 1): sys.exit(f"save {k + 1}: no reload reported")
        with lock: timing = [l for l in lines if "timing:" in l][k]
        for name, value, unit in re.findall(r"(\w[\w ]*?) (\d+(?:\.\d+)?) (ms)", timing):
            phases.setdefault(name.strip(), []).append(float(value))
        time.sleep(0.3)
    def stats(values):
        values = sorted(values)
        return values[len(values) // 2], values[min(len(values) - 1, int(round(0.9 * (len(values) - 1))))]
    print(f"{args.saves} saves ({'rename' if args.rename else 'in place'}), ms: median / p90 (load {os.getloadavg()[0]:.2f})")
    for name, values in phases.items():
        if len(values) == args.saves:
            median, p90 = stats(values)
            print(f"  {name:<20} {median:8.1f} {p90:8.1f}")
    if args.memory:
        send("plugins"); send("echo memory-done")
        wait_count("memory-done", 1)
        with lock: print("\n".join(l for l in lines if l.startswith(("plugin ", "Table", "Ten"))))
        sizes = [os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(copies) for f in fs]
        print(f"copies on disk: {len(sizes)} files, {sum(sizes) / 1e6:.1f} MB")
finally:
    open(path, "w").write(original)
    try: send("quit")
    except Exception: pass
    proc.wait(timeout=30)
