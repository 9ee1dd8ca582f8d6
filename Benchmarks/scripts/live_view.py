#!/usr/bin/env python3
"""The live view's costs, measured in headless Chromium (DevTools over a pipe): flings of a
flow layout whose cells are small enough that about ELEMENTS are visible, played by the page.

    python3 Benchmarks/scripts/live_view.py [--elements 1000] [--flings 20] [--warm-up 0] [--minutes 0]
                                            [--exe .build/release/layoutbench] [--window 1000,1200] [--release-plugins]
                                            [--trace FILE [--trace-category CATEGORY]…] [--busy N]

Prints `view status` (each piece's way from the host computing its oldest frame to the page, by
the time of arrival the page reports on its clock, and to the page's acknowledgement of its paint,
median and p99; host frames the page played and display frames it missed), the page's script
time applying frames per draw that applied some (and the longest, the flings' alone), Chromium's
own task time per such draw (style, layout, paint and script: Performance.getMetrics), the CPU time a
fling of the engine, the front end and Chromium (/proc; Chromium's by kind of process), and the
page's JS heap before and after. With --warm-up N, N flings are played first and their `view
status` printed apart (`view status --reset`): a browser's first fling is its slowest. With
--minutes, flings go on for that long and the heap is printed every minute. With --trace, the
flings are traced (all of Chromium's processes) and trace_threads.py prints each thread's time
and the busiest threads' by event; tracing costs Chromium about a third more CPU, so compare
traced runs with traced runs. With --busy N, N CPU-bound processes (`yes > /dev/null`) run
beside the measured flings, as other work on the machine would. The load average is printed
before and after the measured flings.
"""
import argparse, json, math, os, re, shutil, signal, subprocess, sys, tempfile, threading, time

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parser = argparse.ArgumentParser()
parser.add_argument("--elements", type=int, default=1000)
parser.add_argument("--flings", type=int, default=20)
parser.add_argument("--warm-up", dest="warm_up", type=int, default=0, help="flings played and reported apart before the measured ones")
parser.add_argument("--minutes", type=float, default=0)
parser.add_argument("--exe", default=os.path.join(root, ".build/debug/layoutbench"))
parser.add_argument("--window", default="1000,1200", help="the browser window's size, W,H")
parser.add_argument("--release-plugins", dest="release_plugins", action="store_true",
                    help="plugins built optimized (the REPL's --release) rather than for debugging, the REPL's default")
parser.add_argument("--trace", metavar="FILE", help="record a Chromium trace of the flings into FILE and print where its threads' time went")
parser.add_argument("--trace-category", dest="trace_categories", action="append", default=[],
                    help="a further trace category, e.g. disabled-by-default-viz.quads (the compositor's quads each frame)")
parser.add_argument("--busy", type=int, default=0, help="CPU-bound processes (yes > /dev/null) running beside the measured flings")
args = parser.parse_args()
if args.warm_up < 0: parser.error("--warm-up takes a count of flings, 0 or more")

# Square cells of side s with 1-point gaps in a 390x844 view: (390/(s+1))·(844/(s+1)) visible.
side = max(1.0, math.floor(math.sqrt(390 * 844 / args.elements)) - 1)

workspace = tempfile.mkdtemp(prefix="layoutbench-live-")
env = dict(os.environ, LAYOUTBENCH_NO_BROWSER="1", NO_COLOR="1")
session = subprocess.Popen([args.exe, "--workspace", workspace, "--plugins", os.path.join(root, "plugins"), "--view"]
                           + (["--release"] if args.release_plugins else []),
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=root, env=env)
lines, lock = [], threading.Lock()
def reader():
    for line in session.stdout:
        with lock: lines.append(line.rstrip("\n"))
threading.Thread(target=reader, daemon=True).start()
marks = [0]
def run(command, timeout=600):
    marks[0] += 1
    mark = f"--- mark {marks[0]} ---"
    with lock: start = len(lines)
    session.stdin.write(command + "\n" + f"echo {mark}\n"); session.stdin.flush()
    deadline = time.time() + timeout
    while time.time() < deadline:
        with lock:
            if mark in lines[start:]:
                return lines[start:lines.index(mark, start)]
        time.sleep(0.02)
    sys.exit(f"no answer to {command}")

while not any(l.startswith("view: http") for l in lines): time.sleep(0.05)
address = next(l for l in lines if l.startswith("view: http")).split(" ")[1]
run(f"items 100000; use flow; param itemSize {side}x{side}; param minimumLineSpacing 1; param minimumInteritemSpacing 1")

# Chromium with its DevTools on fds 3 (requests) and 4 (answers), messages ended by NUL.
to_browser, from_browser = os.pipe(), os.pipe()
def child_fds():
    os.dup2(to_browser[0], 3); os.dup2(from_browser[1], 4)
profile = tempfile.mkdtemp(prefix="layoutbench-chromium-")
chromium = subprocess.Popen(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
                             f"--user-data-dir={profile}", f"--window-size={args.window}", "--force-device-scale-factor=1",
                             "--enable-precise-memory-info", "about:blank"],
                            preexec_fn=child_fds, pass_fds=(3, 4, to_browser[0], from_browser[1]),
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
os.close(to_browser[0]); os.close(from_browser[1])
ids, buffer, page_session, events = [0], b"", [None], []
def receive_message():
    # The next message from Chromium; tracing's events are kept for `event`.
    global buffer
    while b"\0" not in buffer: buffer += os.read(from_browser[0], 1 << 20)
    raw, buffer = buffer.split(b"\0", 1)
    message = json.loads(raw)
    if message.get("method", "").startswith("Tracing."): events.append(message)
    return message
def call(method, params=None, in_page=True):
    ids[0] += 1
    message = {"id": ids[0], "method": method, "params": params or {}}
    if in_page and page_session[0]: message["sessionId"] = page_session[0]
    os.write(to_browser[1], json.dumps(message).encode() + b"\0")
    while True:
        answer = receive_message()
        if answer.get("id") == ids[0]:
            if "error" in answer: sys.exit(f"{method}: {answer['error']}")
            return answer.get("result", {})
def event(method):
    # The first tracing event named `method`, kept while answers were awaited or read now.
    while True:
        for e in events:
            if e["method"] == method: events.remove(e); return e.get("params", {})
        receive_message()
def evaluate(expression):
    return call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})["result"].get("value")
def wait_until(expression, timeout=120):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if evaluate(expression): return
        time.sleep(0.02)
    sys.exit(f"not true: {expression}")

target = call("Target.createTarget", {"url": "about:blank"}, in_page=False)["targetId"]
page_session[0] = call("Target.attachToTarget", {"targetId": target, "flatten": True}, in_page=False)["sessionId"]
call("Performance.enable")
call("Page.navigate", {"url": address})
wait_until("window.layoutbenchLive && layoutbenchLive.drawn.size > 0 && layoutbenchLive.idle()")
time.sleep(0.5)
wait_until("layoutbenchLive.drawn.size > 0 && layoutbenchLive.idle()")
visible = evaluate("layoutbenchLive.drawn.size")
print(f"{visible} elements visible ({side:g}-point cells)")

def metrics():
    return {m["name"]: m["value"] for m in call("Performance.getMetrics")["metrics"]}
def heap():
    return evaluate("performance.memory.usedJSHeapSize") / 1048576
def cpu(*pgrep, pids=None):
    # The CPU time (ms, user + system) of the processes `pgrep` names (or `pids`), gone ones left out.
    total = 0
    for pid in pids or subprocess.run(["pgrep", *pgrep], capture_output=True, text=True).stdout.split():
        try: fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        except FileNotFoundError: continue
        total += (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")
    return total
def engine_cpu(): return cpu("-P", str(session.pid))  # the front end's child
def front_cpu(): return cpu(pids=[str(session.pid)])
def browser_kinds():
    # Chromium's CPU time by kind of process (its --type: renderer, gpu-process, …; the browser's
    # own), every process it started.
    kinds = {}
    for pid in subprocess.run(["pgrep", "-g", str(chromium.pid)], capture_output=True, text=True).stdout.split():
        try: kind = next((a[7:] for a in open(f"/proc/{pid}/cmdline").read().replace("\0", " ").split() if a.startswith("--type=")), "browser")
        except FileNotFoundError: continue
        kinds[kind] = kinds.get(kind, 0) + cpu(pids=[pid])
    return kinds
def fling(n):
    # The n-th fling of the run, warm-up ones counted (down, then up, and so on), played out;
    # returns the command's time (ms).
    began = time.time()
    run(f"fling 0 {6000 if n % 2 == 0 else -6000}")
    took = (time.time() - began) * 1000
    wait_until("layoutbenchLive.idle()")
    return took
for warm in range(args.warm_up): fling(warm)
if args.warm_up:
    print(f"warm-up ({args.warm_up} flings):\n" + "\n".join(run("view status --reset")[1:]) + "\nmeasured:")
before, heap_before, cpu_before, kinds_before, front_before = metrics(), heap(), engine_cpu(), browser_kinds(), front_cpu()
# The longest display frame's script is the flings' (the first scene's, drawn from nothing, left out).
stats_before = evaluate("layoutbenchLive.stats.maxApplyMs = 0, JSON.stringify(layoutbenchLive.stats)")
if args.trace:
    call("Tracing.start", {"transferMode": "ReturnAsStream", "traceConfig": {"includedCategories":
        ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "cc", "viz", "gpu", "benchmark", "sequence_manager"] + args.trace_categories}}, in_page=False)
hogs = [subprocess.Popen(["yes"], stdout=subprocess.DEVNULL) for _ in range(args.busy)]
load_before = os.getloadavg()[0]
started, flings, next_minute, commands = time.time(), 0, 60, []
while flings < args.flings or time.time() - started < args.minutes * 60:
    commands.append(fling(args.warm_up + flings))
    flings += 1
    if args.minutes and time.time() - started >= next_minute:
        print(f"{next_minute // 60:.0f} min: {flings} flings, JS heap {heap():.1f} MiB", flush=True)
        next_minute += 60
after, heap_after, cpu_after, kinds_after, front_after = metrics(), heap(), engine_cpu(), browser_kinds(), front_cpu()
load_after = os.getloadavg()[0]
for hog in hogs: hog.kill(); hog.wait()
stats = json.loads(evaluate("JSON.stringify(layoutbenchLive.stats)"))
if args.trace:
    call("Tracing.end", in_page=False)
    stream, chunks = event("Tracing.tracingComplete")["stream"], []
    while True:
        chunk = call("IO.read", {"handle": stream, "size": 1 << 22}, in_page=False)
        chunks.append(chunk["data"])
        if chunk.get("eof"): break
    call("IO.close", {"handle": stream}, in_page=False)
    with open(args.trace, "w") as f: f.write("".join(chunks))
    subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "trace_threads.py"), args.trace, str(flings)])
print("\n".join(run("view status")))
print(f"load average (1 min): {load_before:.2f} before the measured flings, {load_after:.2f} after"
      + (f"; {args.busy} CPU-bound process{'es' if args.busy > 1 else ''} beside them" if args.busy else ""))
earlier = json.loads(stats_before)
ticks = stats["ticks"] - earlier["ticks"]
print(f"{flings} flings; page script applying frames: {(stats['applyMs'] - earlier['applyMs']) / max(1, ticks):.2f} ms per draw "
      f"(max {stats['maxApplyMs']:.1f} ms, {ticks} draws)"
      + (f", drawing {(stats['drawMs'] - earlier['drawMs']) / max(1, ticks):.2f} ms of it" if "drawMs" in stats else ""))
if "rectsMs" in stats:
    per = {k: (stats[k] - earlier.get(k, 0)) / max(1, ticks) for k in ["rectsMs", "labelsMs", "putMs"]}
    print(f"drawing in pixels per draw: rects {per['rectsMs']:.2f} ms, labels {per['labelsMs']:.2f} ms, "
          f"put on the canvas {per['putMs']:.2f} ms")
print(f"Chromium task time (script, style, layout, paint): {(after['TaskDuration'] - before['TaskDuration']) * 1000 / max(1, ticks):.2f} ms "
      f"per draw; layout {(after['LayoutDuration'] - before['LayoutDuration']) * 1000 / max(1, ticks):.2f} ms, "
      f"style {(after['RecalcStyleDuration'] - before['RecalcStyleDuration']) * 1000 / max(1, ticks):.2f} ms")
commands.sort()
print(f"host: a fling command (its frames computed, the feed's pieces made and relayed) took {commands[len(commands) // 2]:.0f} ms median, "
      f"{commands[-1]:.0f} ms max")
print(f"engine: {(cpu_after - cpu_before) / max(1, flings):.0f} ms of CPU a fling (its frames and the feed's changes)")
print(f"front end: {(front_after - front_before) / max(1, flings):.0f} ms of CPU a fling (relaying pieces, its server)")
spent = {kind: (kinds_after[kind] - kinds_before.get(kind, 0)) / max(1, flings) for kind in sorted(kinds_after)}
print(f"Chromium: {sum(spent.values()):.0f} ms of CPU a fling, all its processes ("
      + ", ".join(f"{kind} {ms:.0f}" for kind, ms in spent.items() if ms >= 0.5) + ")")
print(f"JS heap: {heap_before:.1f} MiB before, {heap_after:.1f} MiB after; DOM nodes {after.get('Nodes', 0):.0f}")
os.killpg(chromium.pid, signal.SIGKILL)  # the renderer and GPU processes too, before the profile goes
chromium.wait()
session.stdin.close()
session.wait(timeout=30)
for _ in range(500):
    try: os.killpg(chromium.pid, 0)
    except ProcessLookupError: break
    time.sleep(0.01)
shutil.rmtree(profile, ignore_errors=True)
shutil.rmtree(workspace, ignore_errors=True)
