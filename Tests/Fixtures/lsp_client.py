"""A minimal LSP client for the editor tests: starts the toolchain's sourcekit-lsp on ROOT,
opens FILE, and prints one JSON object: the diagnostics (line, message), the labels completion
offers at LINE:CHARACTER, and where the definition at DLINE:DCHARACTER is.

    python3 lsp_client.py SOURCEKIT_LSP ROOT FILE LINE CHARACTER DLINE DCHARACTER [COMMAND NEWFILE]

With COMMAND and NEWFILE, the same server then sees the folder change as an editor would: bash
runs COMMAND (a rename and a build), the client says which files changed, opens NEWFILE and
adds its diagnostics ("after").
"""
import json, os, subprocess, sys, time

server, root, path, line, character, dline, dcharacter = sys.argv[1], sys.argv[2], sys.argv[3], *map(int, sys.argv[4:8])
command, renamed = (sys.argv[8], sys.argv[9]) if len(sys.argv) > 9 else (None, None)
process = subprocess.Popen([server], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
started = time.time()

def send(message):
    body = json.dumps(message).encode()
    process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    process.stdin.flush()

def answer(request_id):
    while True:
        headers = {}
        while True:
            header = process.stdout.readline().decode()
            if header in ("\r\n", ""):
                break
            key, value = header.split(":", 1)
            headers[key.strip().lower()] = value.strip()
        if not headers:
            sys.exit("sourcekit-lsp ended")
        message = json.loads(process.stdout.read(int(headers["content-length"])))
        if message.get("id") == request_id and "method" not in message:
            return message.get("result")

uri = "file://" + path
document = {"uri": uri}
send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": {"processId": os.getpid(), "rootUri": "file://" + root, "capabilities": {}}})
answer(1)
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": open(path).read()}}})
send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/diagnostic", "params": {"textDocument": document}})
diagnostics = [(d["range"]["start"]["line"], d["message"]) for d in (answer(2) or {}).get("items", [])]
seconds = round(time.time() - started, 2)
send({"jsonrpc": "2.0", "id": 3, "method": "textDocument/completion",
      "params": {"textDocument": document, "position": {"line": line, "character": character}}})
completion = answer(3) or {}
items = completion.get("items", []) if isinstance(completion, dict) else completion
send({"jsonrpc": "2.0", "id": 4, "method": "textDocument/definition",
      "params": {"textDocument": document, "position": {"line": dline, "character": dcharacter}}})
definition = answer(4) or []
locations = definition if isinstance(definition, list) else [definition]
result = {"seconds": seconds, "diagnostics": diagnostics,
          "completion": sorted({item.get("filterText") or item["label"] for item in items}),
          "definition": [location.get("uri", "") for location in locations]}
if command:
    subprocess.run(["bash", "-c", command], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    send({"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": document}})
    send({"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {"changes": [
        {"uri": uri, "type": 3}, {"uri": "file://" + renamed, "type": 1},
        {"uri": "file://" + root + "/compile_commands.json", "type": 2}]}})
    moved = "file://" + renamed
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": moved, "languageId": "swift", "version": 1, "text": open(renamed).read()}}})
    # The server takes up the new build settings in its own time (longer on a loaded machine):
    # asked again, as an editor's pull would be, until the file has diagnostics or 60 s pass.
    deadline, request = time.time() + 60, 5
    while True:
        send({"jsonrpc": "2.0", "id": request, "method": "textDocument/diagnostic", "params": {"textDocument": {"uri": moved}}})
        result["after"] = [(d["range"]["start"]["line"], d["message"]) for d in (answer(request) or {}).get("items", [])]
        if result["after"] or time.time() > deadline:
            break
        request += 1
        time.sleep(0.5)
print(json.dumps(result))
process.kill()
