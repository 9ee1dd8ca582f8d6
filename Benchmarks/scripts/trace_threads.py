#!/usr/bin/env python3
"""Where Chromium's threads spent a trace (live_view.py --trace writes one): each thread's time in
its top-level tasks, wall and CPU, per fling (threads busy 5 ms a fling or more); and the three
busiest threads by event, self CPU time.

    python3 Benchmarks/scripts/trace_threads.py TRACE.json [FLINGS]
"""
import collections, json, sys

path, flings = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1
data = json.load(open(path))
events = data["traceEvents"] if isinstance(data, dict) else data
processes, threads = {}, {}
for e in events:
    if e.get("ph") == "M" and e["name"] == "process_name": processes[e["pid"]] = e["args"]["name"]
    if e.get("ph") == "M" and e["name"] == "thread_name": threads[(e["pid"], e["tid"])] = e["args"]["name"]

# Complete events ("X") and begin/end pairs, as (thread, name, start, wall, cpu) in microseconds.
spans, open_ = [], collections.defaultdict(list)
for e in sorted((e for e in events if e.get("ph") in ("X", "B", "E")), key=lambda e: e["ts"]):
    key = (e["pid"], e["tid"])
    if e["ph"] == "X": spans.append((key, e["name"], e["ts"], e.get("dur", 0), e.get("tdur")))
    elif e["ph"] == "B": open_[key].append(e)
    elif open_[key]:
        b = open_[key].pop()
        tdur = e["tts"] - b["tts"] if "tts" in e and "tts" in b else None
        spans.append((key, b["name"], b["ts"], e["ts"] - b["ts"], tdur))
spans.sort(key=lambda s: (s[0], s[2], -s[3]))

# A thread's time: its outermost spans (tasks), wall and CPU.
busy = collections.defaultdict(lambda: [0, 0, 0])
selfs = collections.defaultdict(lambda: collections.defaultdict(float))
by_thread = collections.defaultdict(list)
for s in spans: by_thread[s[0]].append(s)
for key, list_ in by_thread.items():
    stack = []  # [end, name, self CPU]
    for _, name, ts, dur, tdur in list_:
        while stack and stack[-1][0] <= ts:
            _, n, own = stack.pop()
            selfs[key][n] += own
        if not stack:
            busy[key][0] += dur; busy[key][1] += tdur or 0; busy[key][2] += 1
        else:
            stack[-1][2] -= tdur or 0
        stack.append([ts + dur, name, tdur or 0])
    while stack:
        _, n, own = stack.pop()
        selfs[key][n] += own

def label(key): return f"{processes.get(key[0], key[0])} / {threads.get(key, key[1])}"
print(f"Chromium's threads, a fling ({flings} flings traced): wall and CPU time in top-level tasks, ms")
for key, (wall, cpu, count) in sorted(busy.items(), key=lambda kv: -kv[1][0]):
    if wall / flings < 5000: continue
    print(f"  {label(key):52} {wall / 1000 / flings:8.1f} wall {cpu / 1000 / flings:8.1f} cpu {count / flings:7.0f} tasks")
# The three busiest threads by event, self CPU time (a span's thread time less its children's).
for key, _ in sorted(busy.items(), key=lambda kv: -kv[1][0])[:3]:
    print(f"{label(key)}, self CPU time by event, ms a fling:")
    for name, own in sorted(selfs[key].items(), key=lambda kv: -kv[1])[:14]:
        print(f"  {name:52} {own / 1000 / flings:8.1f}")
