import Foundation
import HostSupport
import HostSystem
import PluginBuild

/// `layoutbench lsp`: a language server an editor starts in place of sourcekit-lsp. It runs the
/// toolchain's sourcekit-lsp and stands between the two, as Volar and the Svelte language server
/// do: the server is shown each plugin's files as the build compiles them (EditorMirror: the build
/// copies, with `os(iOS)` true, optional requirements and overrides rewritten), and every document
/// and position in its answers is carried back to the user's text through the copies' source
/// maps (PositionRewriter). Files outside the plugins pass through unchanged.
/// Unchecked: the editor's thread and the server's reader share the state below under `lock`.
package final class LanguageServerProxy: @unchecked Sendable {
    package struct Options: Sendable {
        /// The plugins folder; nil: the editor's root folder (its `Layouts` when it has one).
        package var plugins: String?
        /// The server and its arguments.
        package var server: [String]

        package init(plugins: String?, server: [String]) {
            self.plugins = plugins
            self.server = server
        }
    }

    /// A document the editor has open.
    private struct OpenDocument {
        var uri: String
        var text: String
        var serverVersion: Int
    }

    /// A request of the editor's the server has not answered: its method and document.
    private struct Pending {
        var method: String
        var document: DocumentPositions?
    }

    private let options: Options
    private let editor: MessageChannel
    private var server: MessageChannel?
    private var serverPID: pid_t = 0
    private let lock = NSLock()
    private var mirror: EditorMirror?
    private var open: [String: OpenDocument] = [:]
    private var pending: [String: Pending] = [:]
    private var shutdownRequested = false

    package init(options: Options, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.options = options
        editor = MessageChannel(reading: input, writing: output)
    }

    /// Serves until the editor says `exit` or closes the stream; the exit status.
    package func run() -> Int32 {
        do {
            try startServer()
        } catch {
            StandardStreams.err("layoutbench lsp: cannot start \(options.server.first ?? "the server"): \(error)\n")
            return 1
        }
        let reader = Thread { [self] in readServer() }
        reader.name = "layoutbench.lsp.server"
        reader.start()
        while let body = editor.read() {
            guard let message = try? JSONValue.parse(body) else { continue }
            fromEditor(message)
            if message["method"]?.string == "exit" { break }
        }
        endServer()
        return lock.withLock { shutdownRequested } ? 0 : 1
    }

    // MARK: - The server process

    private func startServer() throws {
        let toServer = try Pipes.make(), fromServer = try Pipes.make()
        var spawn = Spawn(executable: options.server[0], arguments: options.server)
        spawn.searchPath = true
        spawn.stdinFromNull = false
        spawn.descriptors = [(toServer.read, STDIN_FILENO), (fromServer.write, STDOUT_FILENO), (STDERR_FILENO, STDERR_FILENO)]
        let started = Result { () throws(SystemError) in try spawn.start() }
        close(toServer.read)
        close(fromServer.write)
        switch started {
        case .success(let pid): serverPID = pid
        case .failure(let error):
            close(toServer.write)
            close(fromServer.read)
            throw error
        }
        server = MessageChannel(reading: fromServer.read, writing: toServer.write)
    }

    /// Lets the server leave (it has had `exit`, or its input ends), then ends what is left of it.
    private func endServer() {
        server?.closeWriting()
        for _ in 0..<200 where ProcessControl.reap(serverPID) == nil { usleep(10_000) }
        ProcessGroups.running.end(serverPID)
    }

    private func readServer() {
        while let body = server?.read() {
            guard let message = try? JSONValue.parse(body) else { continue }
            fromServer(message)
        }
    }

    // MARK: - From the editor

    private func fromEditor(_ message: JSONValue) {
        let method = message["method"]?.string
        switch (method, message["id"]) {
        case ("initialize", .some(let id)): initialize(message, id: id)
        case ("textDocument/didOpen", nil): didOpen(message["params"] ?? .null)
        case ("textDocument/didChange", nil): didChange(message["params"] ?? .null)
        case ("textDocument/didClose", nil): didClose(message["params"] ?? .null)
        case ("textDocument/didSave", nil): didSave(message["params"] ?? .null)
        case (.some(let method), .some(let id)):
            if method == "shutdown" { lock.withLock { shutdownRequested = true } }
            var forwarded = message
            lock.withLock {
                let document = message["params"]?["textDocument"]?["uri"]?.string.flatMap(positions(forUser:))
                pending[key(id)] = Pending(method: method, document: document)
                forwarded["params"] = message["params"].map { rewriter(.toMirror).rewrite($0, in: document) }
            }
            server?.write(forwarded)
        case (.some, nil):
            var forwarded = message
            lock.withLock { forwarded["params"] = message["params"].map { rewriter(.toMirror).rewrite($0, in: nil) } }
            server?.write(forwarded)
        case (nil, _):
            // The editor's answer to a request of the server's.
            server?.write(message)
        }
    }

    /// Roots the server at the mirror of the plugins folder, written first.
    private func initialize(_ message: JSONValue, id: JSONValue) {
        var forwarded = message
        let params = message["params"] ?? .null
        let root = params["rootUri"]?.string.flatMap(Self.path(of:)) ?? params["rootPath"]?.string
        if let folder = options.plugins ?? root.map(Self.pluginsFolder(in:)), let mirror = prepareMirror(folder) {
            lock.withLock { self.mirror = mirror }
            let uri = Self.uri(of: mirror.root)
            forwarded["params"]?["rootUri"] = .string(uri)
            forwarded["params"]?["rootPath"] = .string(mirror.root)
            forwarded["params"]?["workspaceFolders"] = .array([.object(["uri": .string(uri), "name": .string("layoutbench")])])
        }
        lock.withLock { pending[key(id)] = Pending(method: "initialize", document: nil) }
        server?.write(forwarded)
    }

    /// The mirror of `folder`'s plugins, the SDK built first (its modules are what `import UIKit`
    /// finds); nil when the folder holds no plugin or the SDK does not build (then the server
    /// sees the user's files as they are).
    private func prepareMirror(_ folder: String) -> EditorMirror? {
        let catalog = PluginCatalog(pluginsDirectory: folder)
        let sources = catalog.userFolderSources()
        guard let first = sources.first, catalog.setupError == nil else { return nil }
        if let failure = PluginBuilder().prepareSDK(for: first) {
            StandardStreams.err("layoutbench lsp: the SDK does not build: \(failure.diagnostics.first ?? failure.problem ?? "")\n")
            return nil
        }
        guard let mirror = EditorMirror(sources: sources) else { return nil }
        do {
            try mirror.writeAll()
        } catch {
            StandardStreams.err("layoutbench lsp: cannot write the editor's mirror in \(mirror.root): \(error)\n")
            return nil
        }
        return mirror
    }

    private func didOpen(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let text = params["textDocument"]?["text"]?.string,
            let path = Self.path(of: uri), case let (mirror, source)? = lock.withLock({ mirrored(path) })
        else { return server?.write(.object(["jsonrpc": .string("2.0"), "method": .string("textDocument/didOpen"), "params": params])) ?? () }
        let messages: [JSONValue] = lock.withLock {
            open[path] = OpenDocument(uri: uri, text: text, serverVersion: 0)
            mirror.setText(text, of: path)
            let changed = mirror.refresh(source)
            var messages = changes(changed.filter { $0.userPath != path })
            if let document = mirror.document(atUser: path) {
                open[path]?.serverVersion = 1
                messages.append(
                    Self.notification(
                        "textDocument/didOpen",
                        [
                            "textDocument": .object([
                                "uri": .string(Self.uri(of: document.mirrorPath)), "languageId": .string("swift"),
                                "version": .number(1), "text": .string(document.text)
                            ])
                        ]))
            }
            return messages
        }
        messages.forEach { server?.write($0) }
    }

    private func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = Self.path(of: uri),
            case let (mirror, source)? = lock.withLock({ mirrored(path) }), lock.withLock({ open[path] != nil })
        else { return server?.write(Self.notification("textDocument/didChange", params.object ?? [:])) ?? () }
        let messages: [JSONValue] = lock.withLock {
            let text = TextChanges.apply(params["contentChanges"]?.array ?? [], to: open[path]?.text ?? "")
            open[path]?.text = text
            mirror.setText(text, of: path)
            return changes(mirror.refresh(source))
        }
        messages.forEach { server?.write($0) }
    }

    private func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = Self.path(of: uri),
            case let (mirror, source)? = lock.withLock({ mirrored(path) })
        else { return server?.write(Self.notification("textDocument/didClose", params.object ?? [:])) ?? () }
        let messages: [JSONValue] = lock.withLock {
            open[path] = nil
            mirror.setText(nil, of: path)
            var messages = changes(mirror.refresh(source))
            if let document = mirror.document(atUser: path) {
                messages.append(Self.notification("textDocument/didClose", ["textDocument": .object(["uri": .string(Self.uri(of: document.mirrorPath))])]))
            }
            return messages
        }
        messages.forEach { server?.write($0) }
    }

    /// A save: the mirror on disk follows (the server reads closed files from it), and the
    /// compilation database when files came or went.
    private func didSave(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = Self.path(of: uri),
            case let (mirror, source)? = lock.withLock({ mirrored(path) })
        else { return server?.write(Self.notification("textDocument/didSave", params.object ?? [:])) ?? () }
        let messages: [JSONValue] = lock.withLock {
            let before = Set(mirror.documents.keys)
            try? mirror.write(source)
            var messages = changes(mirror.refresh(source))
            if Set(mirror.documents.keys) != before {
                try? mirror.writeDatabase()
                messages.append(
                    Self.notification(
                        "workspace/didChangeWatchedFiles",
                        [
                            "changes": .array([.object(["uri": .string(Self.uri(of: mirror.root + "/compile_commands.json")), "type": .number(2)])])
                        ]))
            }
            if let document = mirror.document(atUser: path), open[path] != nil {
                messages.append(Self.notification("textDocument/didSave", ["textDocument": .object(["uri": .string(Self.uri(of: document.mirrorPath))])]))
            }
            return messages
        }
        messages.forEach { server?.write($0) }
    }

    /// The server's `didChange` for each open document whose copy changed (call with the lock).
    private func changes(_ documents: [EditorMirror.Document]) -> [JSONValue] {
        documents.compactMap { document in
            guard let version = open[document.userPath]?.serverVersion, version > 0 else { return nil }
            open[document.userPath]?.serverVersion = version + 1
            return Self.notification(
                "textDocument/didChange",
                [
                    "textDocument": .object(["uri": .string(Self.uri(of: document.mirrorPath)), "version": .number(Double(version + 1))]),
                    "contentChanges": .array([.object(["text": .string(document.text)])])
                ])
        }
    }

    // MARK: - From the server

    private func fromServer(_ message: JSONValue) {
        var forwarded = message
        let method = message["method"]?.string
        lock.withLock {
            if method == nil, let id = message["id"] {
                let request = pending.removeValue(forKey: key(id))
                if let result = message["result"] {
                    var mapped = rewriter(.toUser).rewrite(result, in: request?.document)
                    if request?.method == "initialize" { mapped = Self.capabilities(mapped) }
                    if request?.method == "textDocument/diagnostic", let items = mapped["items"] { mapped["items"] = DiagnosticRules.adjust(items) }
                    forwarded["result"] = mapped
                }
            } else if method == "textDocument/publishDiagnostics", let params = message["params"] {
                let document = params["uri"]?.string.flatMap(positions(forMirror:))
                var mapped = rewriter(.toUser).rewrite(params, in: document)
                if let diagnostics = mapped["diagnostics"] { mapped["diagnostics"] = DiagnosticRules.adjust(diagnostics) }
                forwarded["params"] = mapped
            } else if let params = message["params"] {
                forwarded["params"] = rewriter(.toUser).rewrite(params, in: nil)
            }
        }
        editor.write(forwarded)
    }

    /// The server's capabilities as this proxy serves them: semantic tokens are not offered
    /// (their positions are relative to one another, and a copy's would not fit the user's
    /// text), and saves are asked for (the mirror follows them).
    static func capabilities(_ result: JSONValue) -> JSONValue {
        guard var capabilities = result["capabilities"]?.object else { return result }
        capabilities["semanticTokensProvider"] = nil
        var sync = capabilities["textDocumentSync"]?.object ?? ["openClose": .bool(true), "change": .number(2)]
        if case .number(let kind) = capabilities["textDocumentSync"] ?? .null { sync = ["openClose": .bool(true), "change": .number(kind)] }
        sync["save"] = .object(["includeText": .bool(false)])
        capabilities["textDocumentSync"] = .object(sync)
        var mapped = result
        mapped["capabilities"] = .object(capabilities)
        return mapped
    }

    // MARK: - Documents and positions (call with the lock)

    private func mirrored(_ path: String) -> (EditorMirror, PluginSource)? {
        guard let mirror, let source = mirror.source(of: path) else { return nil }
        return (mirror, source)
    }

    private func positions(forUser uri: String) -> DocumentPositions? {
        guard let path = Self.path(of: uri), let document = mirror?.document(atUser: path) else { return nil }
        return DocumentPositions(document: document, userURI: open[path]?.uri ?? uri, mirrorURI: Self.uri(of: document.mirrorPath))
    }

    private func positions(forMirror uri: String) -> DocumentPositions? {
        guard let path = Self.path(of: uri), let document = mirror?.document(atMirror: path) else { return nil }
        return DocumentPositions(document: document, userURI: open[document.userPath]?.uri ?? Self.uri(of: document.userPath), mirrorURI: uri)
    }

    private func rewriter(_ direction: PositionRewriter.Direction) -> PositionRewriter {
        PositionRewriter(direction: direction) { [self] uri in
            direction == .toMirror ? positions(forUser: uri) : positions(forMirror: uri)
        }
    }

    private func key(_ id: JSONValue) -> String { String(decoding: id.serialized(), as: UTF8.self) }

    // MARK: - Helpers

    static func notification(_ method: String, _ params: [String: JSONValue]) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "method": .string(method), "params": .object(params)])
    }

    static func uri(of path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The plugins folder of an editor's root: its `Layouts` when it has one, else the root.
    static func pluginsFolder(in root: String) -> String {
        var isDirectory: ObjCBool = false
        let layouts = root + "/Layouts"
        return FileManager.default.fileExists(atPath: layouts, isDirectory: &isDirectory) && isDirectory.boolValue ? layouts : root
    }
}
