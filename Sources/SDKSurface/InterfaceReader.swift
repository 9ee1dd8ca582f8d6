import Foundation
import SwiftParser
import SwiftSyntax

/// Reads a Swift interface's public declarations (SurfaceDeclaration), with swift-syntax: types,
/// their members (extensions merged by the type they extend), and top-level functions and
/// variables. Isolation follows Swift's rules: a member of a `@MainActor` type or extension is
/// isolated unless `nonisolated`; a member's own `@MainActor` isolates it.
public enum InterfaceReader {
    /// `extensionsOverridable`: whether an `open` member declared in an extension can be
    /// overridden, as on iOS (the Objective-C runtime dispatches it). Swift on Linux overrides
    /// only members of a class's body, so the SDK's are read with false: such a member is public.
    public static func declarations(in text: String, extensionsOverridable: Bool = true) -> [SurfaceDeclaration] {
        let tree = Parser.parse(source: text)
        var reader = Reader(extensionsOverridable: extensionsOverridable)
        reader.read(tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, owner: "", ownerIsolated: false, inProtocol: false)
        // Extensions of a `@MainActor` type declared elsewhere in the text are isolated too.
        let isolatedTypes = Set(reader.result.filter { $0.isType && $0.isMainActor }.map(\.path))
        return reader.result.map { declaration in
            var declaration = declaration
            if declaration.isType, let more = reader.extensionConformances[declaration.path] {
                declaration.inherited += more.filter { !declaration.inherited.contains($0) }
            }
            if !declaration.isType, isolatedTypes.contains(declaration.owner), !reader.nonisolated.contains(declaration) {
                declaration.isMainActor = true
            }
            return declaration
        }
    }

    /// The raw values of the enum cases declared in Swift sources (`NSLayoutConstraint.Attribute.left`
    /// → `1`): a synthesized interface prints a Swift enum's cases without them.
    public static func caseRawValues(inSources texts: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for text in texts {
            for declaration in declarations(in: text, extensionsOverridable: false) where declaration.kind == .case {
                if let value = declaration.type { values[declaration.path] = value }
            }
        }
        return values
    }

    /// `declarations` with each case's raw value taken from `rawValues` where it has one.
    public static func withRawValues(_ declarations: [SurfaceDeclaration], _ rawValues: [String: String]) -> [SurfaceDeclaration] {
        declarations.map { declaration in
            guard declaration.kind == .case, let value = rawValues[declaration.path] else { return declaration }
            var declaration = declaration
            declaration.type = value
            return declaration
        }
    }

    /// Type text as both interfaces are compared: module qualifiers dropped (`Foundation.CGRect`
    /// → `CGRect`), spaces collapsed, a few aliases spelled one way.
    public static func normalized(_ type: String) -> String {
        var text = type.replacingOccurrences(
            of: #"\b(Swift|Foundation|CoreGraphics|CoreFoundation|UIKit|QuartzCore|CollectionLayout|ObjectiveC|Dispatch|_Concurrency|Darwin|Glibc)\."#,
            with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression).trimmingCharacters(in: .whitespaces)
        // A function type's parameter names (`(_ cell: Cell) -> Void`) are documentation only.
        text = text.replacingOccurrences(of: #"([(,] ?)_ \w+: "#, with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\bany "#, with: "", options: .regularExpression)
        // Ownership modifiers change no call site.
        text = text.replacingOccurrences(of: #"\b(__owned|__shared|consuming|borrowing) "#, with: "", options: .regularExpression)
        for (alias, canonical) in [("CFTimeInterval", "Double"), ("TimeInterval", "Double"), ("()", "Void"), ("Float64", "Double")] {
            text = text.replacingOccurrences(
                of: #"(?<![\w.])"# + NSRegularExpression.escapedPattern(for: alias) + #"(?![\w])"#,
                with: canonical, options: .regularExpression)
        }
        return text
    }
}

private struct Reader {
    let extensionsOverridable: Bool
    var result: [SurfaceDeclaration] = []
    /// Members declared `nonisolated`, kept out of their type's isolation.
    var nonisolated: Set<SurfaceDeclaration> = []

    /// Protocols extensions declare a type conforms to (`extension CGRect : Equatable`), by type.
    var extensionConformances: [String: [String]] = [:]
    /// The raw value the last case read had (cases without one count on from it).
    var lastRawValue: String?
    /// The raw types whose cases' values are known without being written.
    static let rawTypes: Set<String> = ["Int", "UInt", "Int32", "UInt32", "Int64", "UInt64", "Int8", "UInt8", "Int16", "UInt16", "String"]

    mutating func read(
        _ decls: [DeclSyntax], owner: String, ownerIsolated: Bool, inProtocol: Bool, inExtension: Bool = false,
        rawType: String? = nil
    ) {
        for decl in decls {
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let inner)? = clause.elements {
                        read(
                            inner.map(\.decl), owner: owner, ownerIsolated: ownerIsolated, inProtocol: inProtocol, inExtension: inExtension,
                            rawType: rawType)
                    }
                    if case .statements(let inner)? = clause.elements {
                        read(
                            inner.compactMap { $0.item.as(DeclSyntax.self) }, owner: owner, ownerIsolated: ownerIsolated, inProtocol: inProtocol,
                            inExtension: inExtension, rawType: rawType)
                    }
                }
                continue
            }
            readOne(decl, owner: owner, ownerIsolated: ownerIsolated, inProtocol: inProtocol, inExtension: inExtension, rawType: rawType)
        }
    }

    private mutating func readOne(
        _ decl: DeclSyntax, owner: String, ownerIsolated: Bool, inProtocol: Bool, inExtension: Bool,
        rawType: String?
    ) {
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        let words = Set(modifiers.map(\.name.text))
        let overridable = words.contains("open") && (extensionsOverridable || !inExtension || decl.is(ClassDeclSyntax.self))
        // An enum's cases take its access (they have no modifier of their own).
        let isCase = decl.is(EnumCaseDeclSyntax.self)
        let access = overridable ? "open" : (words.contains("public") || words.contains("open") || inProtocol || isCase ? "public" : nil)
        let ownMainActor = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
        let isNonisolated = words.contains("nonisolated")
        let isolated = !isNonisolated && (ownMainActor || ownerIsolated)
        let prefix = owner.isEmpty ? "" : owner + "."
        let staticness = words.contains("class") ? "class" : (words.contains("static") ? "static" : nil)
        var traits = Set(words.intersection(["convenience", "required", "mutating", "optional", "final"]))
        if inProtocol, !traits.contains("optional") { traits.insert("requirement") }

        if let ext = decl.as(ExtensionDeclSyntax.self) {
            let extended = InterfaceReader.normalized(ext.extendedType.trimmedDescription)
            extensionConformances[extended, default: []] +=
                ext.inheritanceClause?.inheritedTypes
                .map { InterfaceReader.normalized($0.type.trimmedDescription) } ?? []
            read(ext.memberBlock.members.map(\.decl), owner: extended, ownerIsolated: ownMainActor, inProtocol: false, inExtension: true)
            return
        }
        guard let access, !Self.isUnavailable(attributes) else { return }
        func add(_ declaration: SurfaceDeclaration) {
            result.append(declaration)
            if isNonisolated { nonisolated.insert(declaration) }
        }
        if let group = decl.asProtocol(DeclGroupSyntax.self), let named = decl.asProtocol(NamedDeclSyntax.self) {
            let kind: SurfaceDeclaration.Kind? =
                switch decl.kind {
                case .classDecl, .actorDecl: .class
                case .structDecl: .struct
                case .enumDecl: .enum
                case .protocolDecl: .protocol
                default: nil
                }
            guard let kind else { return }
            let path = prefix + named.name.text
            let inherited = group.inheritanceClause?.inheritedTypes.map { InterfaceReader.normalized($0.type.trimmedDescription) } ?? []
            add(SurfaceDeclaration(path: path, kind: kind, access: access, isMainActor: ownMainActor, traits: traits, inherited: inherited))
            let rawType = kind == .enum ? inherited.first.flatMap { Self.rawTypes.contains($0) ? $0 : nil } : nil
            let outerRawValue = lastRawValue
            lastRawValue = nil
            read(
                group.memberBlock.members.map(\.decl), owner: path, ownerIsolated: ownMainActor, inProtocol: kind == .protocol,
                rawType: rawType)
            lastRawValue = outerRawValue
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            add(
                SurfaceDeclaration(
                    path: prefix + alias.name.text, kind: .typealias, access: access,
                    type: InterfaceReader.normalized(alias.initializer.value.trimmedDescription)))
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var settable = variable.bindingSpecifier.tokenKind == .keyword(.var)
                if case .accessors(let list)? = binding.accessorBlock?.accessors {
                    settable = list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
                } else if case .getter? = binding.accessorBlock?.accessors {
                    settable = false
                }
                add(
                    SurfaceDeclaration(
                        path: prefix + name, kind: .var, access: access, staticness: staticness, isMainActor: isolated,
                        isSettable: settable, traits: traits,
                        type: binding.typeAnnotation.map { InterfaceReader.normalized($0.type.trimmedDescription) }))
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            let signature = function.signature
            traits.formUnion(Self.effects(signature.effectSpecifiers))
            add(
                SurfaceDeclaration(
                    path: prefix + function.name.text + Self.labels(signature.parameterClause.parameters), kind: .func,
                    access: access, staticness: staticness, isMainActor: isolated, traits: traits,
                    type: InterfaceReader.normalized(signature.returnClause?.type.trimmedDescription ?? "Void"),
                    parameters: Self.parameters(signature.parameterClause.parameters)))
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            if let mark = initializer.optionalMark { traits.insert("init" + mark.text) }
            traits.formUnion(Self.effects(initializer.signature.effectSpecifiers))
            add(
                SurfaceDeclaration(
                    path: prefix + "init" + Self.labels(initializer.signature.parameterClause.parameters), kind: .`init`,
                    access: access, isMainActor: isolated, traits: traits,
                    parameters: Self.parameters(initializer.signature.parameterClause.parameters)))
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            var settable = false
            if case .accessors(let list)? = subscriptDecl.accessorBlock?.accessors {
                settable = list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
            }
            add(
                SurfaceDeclaration(
                    path: prefix + "subscript" + Self.labels(subscriptDecl.parameterClause.parameters), kind: .subscript,
                    access: access, staticness: staticness, isMainActor: isolated, isSettable: settable, traits: traits,
                    type: InterfaceReader.normalized(subscriptDecl.returnClause.type.trimmedDescription),
                    parameters: Self.parameters(subscriptDecl.parameterClause.parameters)))
        } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
            for element in cases.elements {
                // A case's raw value is its type here: written, else the one Swift gives it (the
                // last integer's next, or the case's name for a String enum).
                var rawValue: String?
                if let written = element.rawValue?.value.trimmedDescription {
                    rawValue = written
                } else if let rawType {
                    rawValue = rawType == "String" ? "\"\(element.name.text)\"" : lastRawValue.flatMap(Int.init).map { String($0 + 1) } ?? "0"
                }
                if rawType != nil, rawType != "String" { lastRawValue = rawValue }
                add(
                    SurfaceDeclaration(
                        path: prefix + element.name.text, kind: .case, access: access, type: rawValue,
                        parameters: element.parameterClause?.parameters.map { InterfaceReader.normalized($0.type.trimmedDescription) } ?? []))
            }
        }
    }

    /// `@available(*, unavailable, …)` or `@available(swift, obsoleted: …)`: declared only to
    /// say what replaced it, so not part of the surface app code can use.
    static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                let arguments = attribute.arguments?.trimmedDescription
            else { return false }
            let words = arguments.split(whereSeparator: { $0 == "," || $0 == " " || $0 == ":" }).map(String.init)
            return (words.first == "*" && words.contains("unavailable")) || (words.first == "swift" && words.contains("obsoleted"))
        }
    }

    static func labels(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    static func parameters(_ parameters: FunctionParameterListSyntax) -> [String] {
        parameters.map { parameter in
            InterfaceReader.normalized(parameter.type.trimmedDescription) + (parameter.ellipsis != nil ? "..." : "")
                + (parameter.defaultValue != nil ? " = default" : "")
        }
    }

    static func effects(_ specifiers: some EffectSpecifiersSyntax & SyntaxProtocol) -> Set<String> {
        var result = Set<String>()
        if specifiers.throwsClause != nil { result.insert("throws") }
        if specifiers.asyncSpecifier != nil { result.insert("async") }
        return result
    }

    static func effects(_ specifiers: (some EffectSpecifiersSyntax & SyntaxProtocol)?) -> Set<String> {
        specifiers.map { effects($0) } ?? []
    }
}
