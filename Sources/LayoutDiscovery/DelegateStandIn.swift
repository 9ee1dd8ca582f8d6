import Foundation
import SwiftIfConfig
import SwiftSyntax

/// A delegate a layout asks the app for, as discovery finds it: a stored property of a protocol
/// type declared in the sources (`weak var delegate: MosaicLayoutDelegate?`), or a cast of the
/// collection view's delegate to one (`collectionView.delegate as? WaterfallDelegate`). The
/// generated entry gives the layout what the app would: a class in the sources that adopts the
/// protocol (its view controller), else a stand-in generated here that answers each required
/// member from parameters `delegate.KEY` (StandInDelegate in the SDK). Optional requirements
/// stay unimplemented, reading nil as on iOS.
struct DelegateStandIn: Equatable {
    /// The protocol, as the sources name it (the first, when the layout asks for several).
    var protocolName: String
    /// The layout's property to assign, or nil when the layout reads the collection view's delegate.
    var property: String?
    /// Every protocol the layout asks for (a data source and a delegate): one stand-in adopts them all.
    var protocolNames: [String] = []
    /// Every property of the layout to assign it to.
    var properties: [String] = []
    /// A class of the sources that adopts the protocol (the app's own), made with `init()` or
    /// with defaults for its initialiser's arguments.
    var adopter: String?
    /// The expression that makes the adopter (`Manager(state: .collapsed)`), nil for `Adopter()`.
    var adopterMake: String?
    /// The stand-in class's declaration (nil with an adopter).
    var declaration: String?
    /// The generated class's name.
    var className: String { "LayoutbenchStandIn_" + protocolName.replacingOccurrences(of: ".", with: "_") }
    /// Parameters of the stand-in's answers: `StandInDelegate.parameter(…)` expressions.
    var parameters: [String] = []
    /// Why no stand-in could be made, when none was (a requirement it cannot answer).
    var unanswerable: String?
    /// Enums of the sources the stand-in answers with (a choice of their cases), which need the
    /// conformances a parameter's enum gets.
    var enums: [String] = []

    /// UIKit's protocols of the collection view's delegate and data source, which a class of the
    /// folder adopting them answers for the app.
    static let uikitDelegateProtocols: Set<String> = [
        "UICollectionViewDelegateFlowLayout", "UICollectionViewDelegate", "UICollectionViewDataSource", "UIScrollViewDelegate"
    ]

    /// Return types a stand-in answers (LayoutParameterValue in the SDK), and their optionals.
    static let answerable: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Bool", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets"
    ]

    /// A delegate protocol a layout class's code uses, and the property the app sets it through.
    struct Note {
        var property: String?
        var protocolName: String

        /// Adds a use of `protocolName`: a new protocol at the end, else its property if it had none.
        static func add(_ protocolName: String, _ property: String?, to notes: inout [Note]) {
            if let known = notes.firstIndex(where: { $0.protocolName == protocolName }) {
                if notes[known].property == nil { notes[known].property = property }
            } else {
                notes.append(Note(property: property, protocolName: protocolName))
            }
        }
    }

    /// The delegate `layoutClass` needs, if it needs one.
    static func plan(
        for layoutClass: String, index: SourceIndex, protocols: [String: ProtocolDeclSyntax],
        initProtocol: String? = nil
    ) -> DelegateStandIn? {
        // The class's own first, then its superclasses' (each class's kept: a chain is walked once).
        var found = index.chainAnswer(layoutClass, \.delegateNotes, root: []) { info, inherited in
            var notes: [Note] = []
            // The app sets a delegate; one the class stores for itself (private, lazy, with a value)
            // is not one. A computed one reads the collection view's delegate, whatever its access.
            for candidate in info.properties
            where !candidate.isStatic
                && !(candidate.isStored && (candidate.isPrivate || candidate.isLazy || candidate.hasInitialValue))
            {
                guard let written = candidate.typeName else { continue }
                let bare = SourceIndex.simpleName(written.trimmingCharacters(in: CharacterSet(charactersIn: "?!")))
                // A computed one reads the collection view's delegate: that is what to set.
                if protocols[bare] != nil { Note.add(bare, candidate.isStored && candidate.isWritable ? candidate.name : nil, to: &notes) }
            }
            for cast in info.delegateCasts where protocols[cast] != nil { Note.add(cast, nil, to: &notes) }
            for note in inherited { Note.add(note.protocolName, note.property, to: &notes) }
            return notes
        }
        if let initProtocol, protocols[initProtocol] != nil { Note.add(initProtocol, nil, to: &found) }
        // The collection view's delegate cast to UIKit's protocol (`collectionView.delegate as?
        // UICollectionViewDelegateFlowLayout`): the folder's class that adopts it is the delegate,
        // as the app sets it; with none, nothing stands in (UIKit's defaults answer).
        if found.isEmpty {
            let casts = index.chainAnswer(layoutClass, \.delegateCasts, root: []) { info, inherited in
                var casts = info.delegateCasts.filter { Self.uikitDelegateProtocols.contains($0) }
                casts = casts.enumerated().filter { !casts[..<$0.offset].contains($0.element) }.map(\.element)
                return casts + inherited.filter { !casts.contains($0) }
            }
            let finder = LayoutFinder(index: index)
            if let cast = casts.first,
                let adopter = index.types.values.sorted(by: { $0.name < $1.name }).first(where: { info in
                    info.kind == .class && casts.allSatisfy(info.inherited.contains) && !info.isGeneric && !info.isPrivate
                        && finder.uikitAncestor(info.name) == nil && finder.isConstructible(info.name)
                })
            {
                var plan = DelegateStandIn(protocolName: cast, property: nil)
                plan.protocolNames = casts
                plan.adopter = adopter.qualifiedName
                return plan
            }
        }
        guard let first = found.first else { return nil }
        let names = found.map(\.protocolName)
        var plan = DelegateStandIn(protocolName: first.protocolName, property: first.property)
        plan.protocolNames = names
        plan.properties = found.compactMap(\.property)
        let finder = LayoutFinder(index: index)
        let values = DefaultValues(index: index, finder: finder)
        // The app's class that adopts it (its view controller) is the delegate; a stand-in is
        // written beside it too, which `use ID delegate=stand-in` chooses (and the host does,
        // once, when the app's class traps on the workbench's data).
        if let adopter = index.types.values.sorted(by: { $0.name < $1.name }).first(where: { info in
            info.kind == .class && names.allSatisfy(info.inherited.contains) && !info.isGeneric && !info.isPrivate
                && finder.uikitAncestor(info.name) == nil && (finder.isConstructible(info.name) || values.expression(for: info.name) != nil)
        }) {
            plan.adopter = adopter.qualifiedName
            if !finder.isConstructible(adopter.name) { plan.adopterMake = values.expression(for: adopter.name) }
        }
        let (enums, made) = answers(index: index, finder: finder)
        // One stand-in for every protocol when it can answer them all, else for the first it can.
        let layoutType = index.types[layoutClass]?.qualifiedName ?? layoutClass
        for group in [found] + found.map({ [$0] }) where group.count == 1 || group.count == found.count {
            var attempt = plan
            (attempt.protocolName, attempt.property) = (group[0].protocolName, group[0].property)
            attempt.protocolNames = group.map(\.protocolName)
            attempt.properties = group.compactMap(\.property)
            // The requirements of every protocol, each once (two protocols may share one).
            var members: [MemberBlockItemSyntax] = [], seen: Set<String> = []
            for name in attempt.protocolNames {
                guard let declaration = protocols[name] else { continue }
                for member in requirements(of: declaration, protocols: protocols) where seen.insert(member.decl.trimmedDescription).inserted {
                    members.append(member)
                }
            }
            attempt.write(members, layoutType: layoutType, enums: enums, made: made, values: DefaultValues(index: index, finder: finder))
            // With the app's adopter, a stand-in only for every protocol it adopts.
            if plan.adopter != nil {
                if attempt.declaration != nil, group.count == found.count { return attempt }
                continue
            }
            if attempt.declaration != nil || group.count == 1 && group[0].protocolName == found.last?.protocolName { return attempt }
        }
        return plan
    }

    /// The enums of the sources a stand-in answers with a choice of cases, and what it answers
    /// for the other models of the app's: a requirement answering one (`-> SectionStyle`) gets a
    /// fresh default one; an enum whose cases carry values, its first case without (`-> Width`:
    /// .equalRatio).
    static func answers(index: SourceIndex, finder: LayoutFinder) -> (enums: Set<String>, made: [String: String]) {
        let enums = Set(
            index.types.values.filter { $0.kind == .enum && !$0.isGeneric && !$0.isPrivate && !$0.caseNames.isEmpty && !$0.hasAssociatedValues }.map(\.name))
        var made: [String: String] = [:]
        for info in index.types.values where !info.isGeneric && !info.isPrivate {
            if (info.kind == .class || info.kind == .struct), finder.uikitAncestor(info.name) == nil, finder.isConstructible(info.name) {
                made[info.name] = "\(info.qualifiedName)()"
            } else if info.kind == .enum, info.hasAssociatedValues, let plain = info.plainCaseNames.first {
                made[info.name] = "\(info.qualifiedName).\(plain)"
            }
        }
        return (enums, made)
    }

    /// Protocols a stand-in may refine besides the folder's: those StandInDelegate adopts, and
    /// the constraints that only make it a class's.
    static let standInBases: Set<String> = uikitDelegateProtocols.union(["AnyObject", "class", "NSObjectProtocol"])

    /// A stand-in for protocol `name` of the sources as a value an initialiser takes (`init(theme:
    /// delegate: ChatViewDelegate)`), where nothing in the folder adopts it (the app's adopter is
    /// elsewhere): each requirement answered as a stand-in delegate's, from its defaults. Nil when
    /// a requirement cannot be answered, or the protocol refines one of elsewhere.
    static func valueStandIn(for name: String, index: SourceIndex) -> DelegateStandIn? {
        if let known = index.chainAnswers.valueStandIns[name] { return known }
        guard let declaration = index.protocolDeclarations[name], declaration.genericWhereClause == nil,
            index.chainAnswers.valueStandInsUnderWay.insert(name).inserted
        else { return nil }
        defer { index.chainAnswers.valueStandInsUnderWay.remove(name) }
        var refined: Set<String> = [], pending = [name]
        while let next = pending.popLast(), refined.insert(next).inserted {
            for inherited in index.protocolDeclarations[next]?.inheritanceClause?.inheritedTypes ?? [] {
                let parent = SourceIndex.simpleName(inherited.type.trimmedDescription)
                if index.protocolDeclarations[parent] != nil { pending.append(parent) } else if !standInBases.contains(parent) { return nil }
            }
        }
        let finder = LayoutFinder(index: index)
        let (enums, made) = answers(index: index, finder: finder)
        var standIn = DelegateStandIn(protocolName: name, property: nil)
        standIn.protocolNames = [name]
        standIn.write(
            requirements(of: declaration, protocols: index.protocolDeclarations), layoutType: "UICollectionViewLayout",
            enums: enums, made: made, values: DefaultValues(index: index, finder: finder))
        let result = standIn.declaration == nil ? nil : standIn
        index.chainAnswers.valueStandIns[name] = .some(result)
        return result
    }

    /// Required members of `declaration` and of the protocols of the sources it refines.
    static func requirements(
        of declaration: ProtocolDeclSyntax, protocols: [String: ProtocolDeclSyntax],
        visited: Set<String> = []
    ) -> [MemberBlockItemSyntax] {
        var members = declaration.memberBlock.members.filter { !OptionalRequirement.isOptional($0) }
        for inherited in declaration.inheritanceClause?.inheritedTypes ?? [] {
            let name = SourceIndex.simpleName(inherited.type.trimmedDescription)
            if let parent = protocols[name], !visited.contains(name) {
                members += requirements(of: parent, protocols: protocols, visited: visited.union([declaration.name.text]))
            }
        }
        return Array(members)
    }

    /// The stand-in's class and its parameters from the requirements.
    mutating func write(
        _ members: [MemberBlockItemSyntax], layoutType: String, enums: Set<String>, made: [String: String],
        values: DefaultValues
    ) {
        var body: [String] = [], keys: Set<String> = [], answers: [String] = []
        for member in members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                guard function.genericParameterClause == nil, !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
                    unanswerable = "\(function.name.text) is generic or static"
                    return
                }
                let parameters = function.signature.parameterClause.parameters
                let returnType = function.signature.returnClause?.type.trimmedDescription ?? "Void"
                var list: [String] = [], indexPath = "nil"
                for (number, parameter) in parameters.enumerated() {
                    let type = parameter.type.trimmedDescription + (parameter.ellipsis?.text ?? "")
                    list.append("\(parameter.firstName.text) a\(number): \(type)")
                    let name = parameter.secondName?.text ?? parameter.firstName.text
                    if indexPath == "nil", type == "IndexPath" { indexPath = "a\(number)" }
                    if indexPath == "nil", type == "Int", name == "section" { indexPath = "IndexPath(item: a\(number), section: a\(number))" }
                }
                let signature = "func \(function.name.text)(\(list.joined(separator: ", ")))" + (returnType == "Void" ? "" : " -> \(returnType)")
                if returnType == "Void" || returnType == "()" {
                    body.append("    \(signature) {}")
                    continue
                }
                let bare = returnType.hasSuffix("?") ? String(returnType.dropLast()) : returnType
                if let value = made[SourceIndex.simpleName(bare)] {
                    body.append("    \(signature) { \(value) }")
                    continue
                }
                guard Self.answerable.contains(bare) || enums.contains(SourceIndex.simpleName(bare)) else {
                    // A tuple, or a model the folder makes with defaults for its initialiser's
                    // arguments: one fixed answer (DefaultValues).
                    guard let value = values.expression(for: returnType) else {
                        unanswerable = "\(function.name.text) returns \(returnType)"
                        return
                    }
                    body.append("    \(signature) { \(value) }")
                    continue
                }
                if enums.contains(SourceIndex.simpleName(bare)), !self.enums.contains(SourceIndex.simpleName(bare)) {
                    self.enums.append(SourceIndex.simpleName(bare))
                }
                let key = Self.key(function.name.text, labels: parameters.map(\.firstName.text), taken: keys)
                keys.insert(key)
                body.append("    \(signature) { answer(\(EntryPointWriter.literal(key)), at: \(indexPath)) }")
                answers.append(
                    "StandInDelegate.parameter(\(EntryPointWriter.literal(key)), \(returnType).self, of: \(layoutType).self, requirement: "
                        + EntryPointWriter.literal("\(function.name.text)(\(parameters.map { $0.firstName.text + ":" }.joined()))") + ")")
            } else if let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type.trimmedDescription
            {
                let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
                let isStatic = variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                if !Self.answerable.contains(bare), !isStatic, let value = values.expression(for: type) {
                    // A model, a tuple: one fixed answer (DefaultValues), kept when set.
                    let settable = binding.accessorBlock?.trimmedDescription.contains("set") == true
                    body.append(settable ? "    var \(name): \(type) = \(value)" : "    var \(name): \(type) { \(value) }")
                    continue
                }
                guard Self.answerable.contains(bare), !isStatic else {
                    unanswerable = "\(name) is a \(type)"
                    return
                }
                let settable = binding.accessorBlock?.trimmedDescription.contains("set") == true
                body.append(
                    "    var \(name): \(type) {\n        get { answer(\(EntryPointWriter.literal(name))) }"
                        + (settable ? "\n        set { setAnswer(\(EntryPointWriter.literal(name)), newValue) }" : "") + "\n    }")
                keys.insert(name)
                answers.append(
                    "StandInDelegate.parameter(\(EntryPointWriter.literal(name)), \(type).self, of: \(layoutType).self, requirement: \(EntryPointWriter.literal(name)))"
                )
            } else if member.decl.is(InitializerDeclSyntax.self) || member.decl.is(AssociatedTypeDeclSyntax.self)
                || member.decl.is(SubscriptDeclSyntax.self)
            {
                unanswerable = "it requires \(member.decl.trimmedDescription.prefix(40))"
                return
            }
        }
        declaration = "final class \(className): StandInDelegate, \(protocolNames.joined(separator: ", ")) {\n" + body.joined(separator: "\n") + "\n}"
        parameters = answers
    }

    /// A requirement's parameter key: for `collectionView(_:layout:heightForItemAt:)` the first
    /// label after the collection view and layout ones (`heightForItemAt`), else the method's
    /// name; made unique with the other labels.
    static func key(_ name: String, labels: [String], taken: Set<String>) -> String {
        let named = labels.first(where: { !["_", "layout", "collectionViewLayout", "collectionView"].contains($0) })
        var key = ["collectionView", "layout", "collectionViewLayout"].contains(name) ? (named ?? name) : name
        if taken.contains(key) { key = ([name] + labels.filter { $0 != "_" }).joined(separator: "_") }
        return key
    }

    /// The protocols of the sources, by name (as iOS compiles them).
    static func protocols(in trees: [SourceFileSyntax]) -> [String: ProtocolDeclSyntax] {
        final class Finder: ActiveSyntaxVisitor {
            var found: [String: ProtocolDeclSyntax] = [:]
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                if !node.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) {
                    found[node.name.text] = node
                }
                return .skipChildren
            }
        }
        var protocols: [String: ProtocolDeclSyntax] = [:]
        for tree in trees {
            let finder = Finder(viewMode: .sourceAccurate, configuration: IOSPlatform.configuration)
            finder.walk(tree)
            protocols.merge(finder.found) { $1 }
        }
        return protocols
    }
}
