#!/usr/bin/env python3
"""False errors and diagnostic latency in an editor, sourcekit-lsp alone against `layoutbench
lsp` in front of it, on a folder of 30 files in the shapes real layouts have (one plugin, made
from Tests/Fixtures/EditorShapes, the end-to-end test's own): every file builds, so every error
an editor shows is false.

    python3 Benchmarks/scripts/editor_diagnostics.py [--exe .build/debug/layoutbench] [--edits 5]

For each server: the files with an error once every file is open and the server quiet, how long
the first diagnostics took after opening a file alone (median over one file of each shape) and
after a typed edit (median of --edits edits to one file), and how long until an opened file's
last diagnostics came (the semantic pass).
"""
import argparse, json, os, shutil, statistics, subprocess, sys, tempfile, threading, time

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parser = argparse.ArgumentParser()
parser.add_argument("--exe", default=os.path.join(root, ".build/debug/layoutbench"))
parser.add_argument("--edits", type=int, default=5)
args = parser.parse_args()


class Client:
    def __init__(self, command, cwd):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=cwd)
        self.messages, self.lock, self.next_id = [], threading.Condition(), 0
        threading.Thread(target=self.read, daemon=True).start()

    def send(self, message):
        data = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
        self.process.stdin.flush()

    def read(self):
        stream = self.process.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    return
                if not line.strip():
                    break
                key, value = line.split(b":", 1)
                headers[key.strip().lower()] = value.strip()
            message = json.loads(stream.read(int(headers[b"content-length"])))
            if "method" in message and "id" in message:
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            with self.lock:
                self.messages.append((time.monotonic(), message))
                self.lock.notify_all()

    def request(self, method, params, timeout=300):
        self.next_id += 1
        ident = self.next_id
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == ident and "method" not in m, 0, timeout)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, matching, since, timeout=120):
        end = time.monotonic() + timeout
        with self.lock:
            while True:
                for at, message in self.messages:
                    if at >= since and matching(message):
                        return at, message
                if time.monotonic() > end:
                    return None
                self.lock.wait(0.05)

    def publishes(self, uri, since):
        with self.lock:
            return [(at, m) for at, m in self.messages if at >= since and m.get("method") == "textDocument/publishDiagnostics"
                    and m["params"]["uri"] == uri]

    def settled(self, uri, since, quiet=1.5, timeout=120):
        """The first publish's time, the last one's, and its diagnostics, once quiet."""
        first = self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri, since, timeout)
        if first is None:
            return None
        while True:
            last = self.publishes(uri, since)[-1]
            if time.monotonic() - last[0] >= quiet:
                return first[0] - since, last[0] - since, last[1]["params"]["diagnostics"]
            time.sleep(0.1)


def folder():
    plugins = os.path.join(tempfile.mkdtemp(prefix="layoutbench-editor-"), "Layouts")
    gallery = os.path.join(plugins, "Gallery")
    os.makedirs(gallery)
    shapes = os.path.join(root, "Tests/Fixtures/EditorShapes")
    templates = sorted(name for name in os.listdir(shapes) if name.endswith(".template"))
    files = []
    for k in range(30):
        text = open(os.path.join(shapes, templates[k % 6])).read().replace("__K__", str(k)).replace("__J__", str(k - 5))
        path = os.path.join(gallery, "Shape%02d.swift" % k)
        open(path, "w").write(text)
        files.append(path)
    return plugins, files


def measure(command, plugins, files):
    client = Client(command, plugins)
    client.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + plugins,
                                  "capabilities": {"textDocument": {"publishDiagnostics": {}}}})
    client.notify("initialized", {})
    # One file of each shape opened alone: how long its first diagnostics and its last take.
    opened, settled = [], []
    for path in files[:6]:
        uri, sent = "file://" + path, time.monotonic()
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": open(path).read()}})
        result = client.settled(uri, sent, quiet=4)
        if result:
            opened.append(result[0] * 1000)
            settled.append(result[1] * 1000)
    # Typed edits to the first file: a space added at the end of its last line, then taken away.
    uri, text, edited = "file://" + files[0], open(files[0]).read(), []
    line = text.count("\n")
    for version in range(2, 2 + args.edits):
        sent = time.monotonic()
        # Even versions insert the space (an empty range), odd ones delete it (a range of one).
        change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": version % 2}},
                  "text": " " if version % 2 == 0 else ""}
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        result = client.settled(uri, sent, quiet=2)
        if result:
            edited.append(result[0] * 1000)
    # Every file open: the errors each shows once the server is quiet.
    since = time.monotonic()
    for path in files[6:]:
        client.notify("textDocument/didOpen", {"textDocument": {"uri": "file://" + path, "languageId": "swift", "version": 1,
                                                                "text": open(path).read()}})
    false_errors = []
    for path in files:
        uri = "file://" + path
        result = client.settled(uri, since if path in files[6:] else 0, quiet=5)
        diagnostics = result[2] if result else []
        errors = [d for d in diagnostics if d.get("severity") == 1]
        if errors:
            false_errors.append("%s: %s" % (os.path.basename(path), errors[0]["message"][:80]))
    client.request("shutdown", None)
    client.notify("exit", None)
    client.process.wait(timeout=10)
    return false_errors, opened, settled, edited


plugins, files = folder()
setup = subprocess.run([args.exe, "--plugins", plugins, "editor"], capture_output=True, text=True, cwd=os.path.dirname(plugins))
if setup.returncode != 0:
    sys.exit("layoutbench editor failed: " + setup.stderr)
build = subprocess.run([args.exe, "--plugins", plugins, "-c", "use mosaic0-layout; items 10; attrs"], capture_output=True, text=True)
print("the folder builds: %s (%d files)" % ("yes" if build.returncode == 0 else "NO\n" + build.stderr, len(files)))
swiftc = shutil.which("swiftc")
sourcekit = os.path.join(os.path.dirname(os.path.realpath(swiftc)), "sourcekit-lsp") if swiftc else "sourcekit-lsp"
load = os.getloadavg()[0]
# The whole set, then the set without its submodule imports: alone, sourcekit-lsp stops checking
# the module at a failed import, so the other files show no error at all, false or real.
for label, chosen in [("30 files", files), ("25 files, no `import UIKit.X`", [f for k, f in enumerate(files) if k % 6 != 4])]:
    if len(chosen) != len(files):
        for k, path in enumerate(files):
            if k % 6 == 4:
                os.remove(path)
        subprocess.run([args.exe, "--plugins", plugins, "editor"], capture_output=True, text=True, cwd=os.path.dirname(plugins))
    for name, command in [("sourcekit-lsp alone", [sourcekit]), ("layoutbench lsp", [args.exe, "lsp", "--plugins", plugins])]:
        false_errors, opened, settled, edited = measure(command, plugins, chosen)
        print("%s, %s: %d of %d files with a false error; first diagnostics after open %.0f ms median (last %.0f ms); after an edit %.0f ms median"
              % (label, name, len(false_errors), len(chosen), statistics.median(opened) if opened else -1,
                 statistics.median(settled) if settled else -1, statistics.median(edited) if edited else -1))
        for line in false_errors[:4]:
            print("   ", line)
print("load average %.2f before, %.2f after" % (load, os.getloadavg()[0]))
shutil.rmtree(os.path.dirname(plugins), ignore_errors=True)
