"""A real MCP client (the `mcp` package from PyPI) driving `layoutbench mcp` over stdio, as a
coding assistant would; prints one JSON object of what it saw for MCPServerTests to check.

    python mcp_client.py LAYOUTBENCH WORKSPACE PLUGINS FAULTY_LIBRARY [ROUNDS]
    python mcp_client.py LAYOUTBENCH WORKSPACE PLUGINS --edit TABLE_PLUGIN_SWIFT

The second form edits the table plugin's source between calls, as an assistant does: a good
edit (rows 300 → 200 tall), then a broken one, reading attributes and diagnostics after each.
"""
import asyncio, base64, json, os, shutil, statistics, struct, sys, time
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

executable, workspace, plugins, faulty = sys.argv[1:5]
rounds = int(sys.argv[5]) if len(sys.argv) > 5 and faulty != "--edit" else 3


def text(result):
    return "\n".join(c.text for c in result.content if c.type == "text")


async def edits(session, source):
    seen = {}
    await session.call_tool("run_command", {"command": "items 30; use table"})
    seen["before"] = json.loads(text(await session.call_tool("attrs", {"arguments": "all --limit 3"})))
    original = open(source).read()
    with open(source, "w") as f: f.write(original.replace("CGSize(width: 300, height: 300)", "CGSize(width: 300, height: 200)"))
    after = await session.call_tool("attrs", {"arguments": "all --limit 3"})
    seen["after"] = [after.is_error, text(after)]
    seen["after_structured"] = after.structured_content
    # Each content item on its own: the reload's report, then the answer, one JSON document.
    items = [c.text for c in after.content if c.type == "text"]
    seen["after_items"] = [items[0], json.loads(items[-1])] if len(items) >= 2 else items
    with open(source, "w") as f: f.write(original + "\nlet broken: Int = \"text\"\n")
    seen["diagnostics"] = text(await session.call_tool("diagnostics", {}))
    kept = await session.call_tool("attrs", {"arguments": "all --limit 3"})
    seen["kept"] = kept.structured_content
    return seen


async def main():
    seen = {}
    server = StdioServerParameters(command=executable, args=["--workspace", workspace, "--plugins", plugins, "mcp"])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            info = await session.initialize()
            if faulty == "--edit":
                print(json.dumps(await edits(session, sys.argv[5])))
                return
            seen["server"] = info.server_info.name
            tools = (await session.list_tools()).tools
            seen["tools"] = {t.name: {"description": t.description, "schema": t.input_schema} for t in tools}
            seen["items"] = text(await session.call_tool("items", {"arguments": "30"}))
            used = await session.call_tool("use", {"arguments": "table"})
            seen["use"] = [used.is_error, text(used)]
            attributes, timings = [], []
            for _ in range(rounds):
                started = time.perf_counter()
                answer = await session.call_tool("attrs", {"arguments": "all --limit 10"})
                timings.append((time.perf_counter() - started) * 1000)
                attributes = json.loads(text(answer))
            seen["attrs"] = attributes
            seen["attrs_ms"] = statistics.median(timings)
            picture_timings = []
            for _ in range(rounds):
                started = time.perf_counter()
                picture = await session.call_tool("picture", {})
                picture_timings.append((time.perf_counter() - started) * 1000)
            seen["picture_ms"] = statistics.median(picture_timings)
            images = [c for c in picture.content if c.type == "image"]
            seen["svg"] = text(picture)[:200]
            if images:
                png = base64.b64decode(images[0].data)
                seen["png"] = {"mime": images[0].mime_type, "signature": png[:8] == b"\x89PNG\r\n\x1a\n",
                               "size": list(struct.unpack(">II", png[16:24]))}
            check = await session.call_tool("check", {"arguments": "--quick"})
            seen["check"] = [check.is_error, text(check)[:4000]]
            await session.call_tool("run_command", {"command": f"load {faulty}; use faulty; param in query"})
            # The next layout pass (after the parameter) queries the rect, and the layout traps.
            trapped = await session.call_tool("param", {"arguments": "fault trap"})
            seen["trap"] = [trapped.is_error, text(trapped)]
            after = await session.call_tool("state", {"arguments": ""})
            seen["after"] = [after.is_error, json.loads(text(after))]
            # The test tool keeps to the session's workspace: the shipped flow test copied into it.
            shipped = os.path.join(os.path.dirname(plugins), "workspace", "tests")
            os.makedirs(os.path.join(workspace, "tests"), exist_ok=True)
            for name in ("flow.lbs", "flow.baseline"):
                shutil.copy(os.path.join(shipped, name), os.path.join(workspace, "tests", name))
            tests = await session.call_tool("test", {"arguments": "--filter flow"})
            seen["test"] = [tests.is_error, text(tests)]
            outside = await session.call_tool("test", {"arguments": f"{shipped} --junit /tmp/report.xml"})
            seen["test-outside"] = [outside.is_error, text(outside)]
            refused = await session.call_tool("offset", {"arguments": "sideways"})
            seen["refused"] = [refused.is_error, text(refused)]
    print(json.dumps(seen))


asyncio.run(main())
