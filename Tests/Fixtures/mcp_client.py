"""A real MCP client (the `mcp` package from PyPI) driving `layoutbench mcp` over stdio, as a
coding assistant would; prints one JSON object of what it saw for MCPServerTests to check.

    python mcp_client.py LAYOUTBENCH WORKSPACE PLUGINS FAULTY_LIBRARY [ROUNDS]
"""
import asyncio, base64, json, statistics, struct, sys, time
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

executable, workspace, plugins, faulty = sys.argv[1:5]
rounds = int(sys.argv[5]) if len(sys.argv) > 5 else 3


def text(result):
    return "\n".join(c.text for c in result.content if c.type == "text")


async def main():
    seen = {}
    server = StdioServerParameters(command=executable, args=["--workspace", workspace, "--plugins", plugins, "mcp"])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            info = await session.initialize()
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
            refused = await session.call_tool("offset", {"arguments": "sideways"})
            seen["refused"] = [refused.is_error, text(refused)]
    print(json.dumps(seen))


asyncio.run(main())
