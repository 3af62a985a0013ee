#!/usr/bin/env python3
"""Checks the showcase's Xcode project on any machine, without Xcode.

Reads Examples/DrawerShowcase.xcodeproj (its project.pbxproj, an old-style property list, and its
shared schemes) and reports, as `path:line: what is wrong`, every one of these:

- a file or folder the project references that is not in the repository;
- an object the project names that it does not define;
- a showcase source (Examples/DrawerShowcase/*.swift) that an app target does not compile, a
  UI-test source that a UI-test target does not compile, or a SwiftUI showcase file compiled into
  a UI-test bundle (which does not link DrawerKit);
- a package reference that does not point at this repository's Package.swift, or a package
  product the package does not declare;
- a scheme that names a target the project does not have, or names it wrongly;
- an iOS app that is not for iPhone and iPad, a missing macOS app, or a deployment target below
  the package's platforms;
- a showcase asset catalog that an app target leaves out, or that Package.swift does not declare
  as a resource of the SwiftPM showcase (whose `Bundle.module` would then not exist); an image
  the showcase's code names that no catalog holds; an image set naming a file it lacks.

Exit status: 0 when the project is sound, 1 when something is wrong, 2 when the project cannot be
read. With --self-test, breaks the project in memory in each of those ways and checks that each
breakage is reported (and that the project as it is passes).
"""

import json
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
PROJECT = os.path.join(ROOT, "Examples", "DrawerShowcase.xcodeproj")
# The one showcase file the UI tests compile too (its identifiers), relative to the repository.
SHARED_WITH_UI_TESTS = os.path.join("Examples", "DrawerShowcase", "ShowcaseIdentifiers.swift")
NEWEST_OBJECT_VERSION = 77  # the format Xcode 16 writes; Xcode 16.4 opens it
ID = re.compile(r"[0-9A-F]{24}")


class Unreadable(Exception):
    """The project is not a property list this reader understands."""


# ---------------------------------------------------------------------------------------------
# Reading: an old-style (OpenStep) property list, as Xcode writes project.pbxproj.


def tokens(text):
    """Yields (kind, value, line): punctuation, or strings (quoted or bare), without comments."""
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c in " \t\r":
            i += 1
        elif text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise Unreadable(f"{line}: a comment that never ends")
            line += text.count("\n", i, end)
            i = end + 2
        elif c in "{}()=;,":
            yield c, c, line
            i += 1
        elif c == '"':
            value, i, start = [], i + 1, line
            while i < n and text[i] != '"':
                if text[i] == "\\" and i + 1 < n:
                    value.append({"n": "\n", "t": "\t"}.get(text[i + 1], text[i + 1]))
                    i += 2
                    continue
                line += text[i] == "\n"
                value.append(text[i])
                i += 1
            if i >= n:
                raise Unreadable(f"{start}: a string that never ends")
            yield "string", "".join(value), start
            i += 1
        else:
            match = re.compile(r"[A-Za-z0-9_$+/:.\-]+").match(text, i)
            if not match:
                raise Unreadable(f"{line}: unexpected character {c!r}")
            yield "string", match.group(0), line
            i = match.end()


def parse(text):
    """The property list in `text`, and the line where each dictionary key is defined."""
    stream = list(tokens(text))
    position = 0
    lines = {}

    def expect(kind):
        nonlocal position
        if position >= len(stream) or stream[position][0] != kind:
            where = stream[position][2] if position < len(stream) else "end"
            raise Unreadable(f"{where}: expected {kind!r}")
        position += 1

    def value():
        nonlocal position
        if position >= len(stream):
            raise Unreadable("end: a value is missing")
        kind, token, line = stream[position]
        if kind == "{":
            position += 1
            result = {}
            while stream[position][0] != "}":
                key_kind, key, key_line = stream[position]
                if key_kind != "string":
                    raise Unreadable(f"{key_line}: expected a key")
                position += 1
                expect("=")
                result[key] = value()
                lines.setdefault(key, key_line)
                expect(";")
            position += 1
            return result
        if kind == "(":
            position += 1
            result = []
            while stream[position][0] != ")":
                result.append(value())
                if stream[position][0] == ",":
                    position += 1
            position += 1
            return result
        if kind == "string":
            position += 1
            return token
        raise Unreadable(f"{line}: unexpected {token!r}")

    result = value()
    if position != len(stream):
        raise Unreadable(f"{stream[position][2]}: text after the property list")
    return result, lines


# ---------------------------------------------------------------------------------------------
# Checking.


class Project:
    """The parsed project and where things are, for messages."""

    def __init__(self, text, path):
        self.path = path
        self.plist, self.lines = parse(text)
        self.objects = self.plist.get("objects", {})

    def line(self, key):
        return self.lines.get(key, 1)

    def of(self, isa):
        return {key: o for key, o in self.objects.items() if o.get("isa") == isa}

    def settings(self, target):
        """The target's Debug build settings over the project's."""
        merged = {}
        for owner in (self.objects.get(self.plist.get("rootObject"), {}), target):
            configurations = self.objects.get(owner.get("buildConfigurationList"), {})
            for key in configurations.get("buildConfigurations", []):
                configuration = self.objects.get(key, {})
                if configuration.get("name") == "Debug":
                    merged.update(configuration.get("buildSettings", {}))
        return merged


def swift_files(folder):
    found = []
    for directory, _, names in os.walk(folder):
        found += [os.path.join(directory, name) for name in names if name.endswith(".swift")]
    return sorted(found)


def package_manifest(root):
    """The package's name, library products and platforms, read from its Package.swift."""
    path = os.path.join(root, "Package.swift")
    if not os.path.isfile(path):
        return None
    text = open(path, encoding="utf-8").read()
    name = re.search(r'Package\(\s*name:\s*"([^"]+)"', text)
    platforms = {
        platform: float(major + "." + (minor or "0"))
        for platform, major, minor in re.findall(r"\.(iOS|macOS)\(\.v(\d+)(?:_(\d+))?\)", text)
    }
    return {
        "name": name.group(1) if name else None,
        "libraries": set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', text)),
        "platforms": platforms,
    }


def check(text, schemes, root=ROOT, project_dir=PROJECT, manifest_text=None, sources=None):
    """The problems of the project `text` with the schemes `schemes` (file name: XML text), as
    `path:line: what is wrong` lines. `manifest_text` and `sources` (path: text) stand in for
    Package.swift and the showcase's sources when given. Raises Unreadable if the project cannot
    be parsed."""
    pbxproj = os.path.join(project_dir, "project.pbxproj")
    rel = os.path.relpath(pbxproj, root)
    project = Project(text, pbxproj)
    problems = []

    def report(line, message, path=rel):
        problems.append(f"{path}:{line}: {message}")

    objects = project.objects
    version = project.plist.get("objectVersion", "")
    if not version.isdigit() or int(version) > NEWEST_OBJECT_VERSION:
        report(
            project.line("objectVersion"), f"objectVersion {version} is newer than Xcode 16.4 opens"
        )
    root_object = objects.get(project.plist.get("rootObject"), {})
    if root_object.get("isa") != "PBXProject":
        report(project.line("rootObject"), "the root object is not a PBXProject")
        return problems

    # Every object named is defined.
    def names(value):
        if isinstance(value, dict):
            for item in value.values():
                yield from names(item)
        elif isinstance(value, list):
            for item in value:
                yield from names(item)
        elif ID.fullmatch(value):
            yield value

    for key, o in objects.items():
        for name in names(o):
            if name not in objects:
                report(
                    project.line(key), f"{o.get('isa')} {key} names {name}, which is not defined"
                )
    for key in root_object.get("attributes", {}).get("TargetAttributes", {}):
        if key not in objects:
            report(project.line(key), f"TargetAttributes names {key}, which is not defined")

    # Where each file and folder is.
    parents = {}
    for key, group in objects.items():
        for child in group.get("children", []) if group.get("isa") == "PBXGroup" else []:
            parents[child] = key

    def location(key):
        o = objects[key]
        tree, path = o.get("sourceTree"), o.get("path", "")
        if tree == "SOURCE_ROOT" or key == root_object.get("mainGroup"):
            return os.path.normpath(os.path.join(project_dir, "..", path))
        if tree == "<group>":
            parent = parents.get(key)
            base = location(parent) if parent else os.path.dirname(project_dir)
            return os.path.normpath(os.path.join(base, path))
        return None  # built products, the SDK: not in the repository

    for key, o in objects.items():
        if o.get("isa") in ("PBXFileReference", "PBXFileSystemSynchronizedRootGroup", "PBXGroup"):
            where = location(key) if "path" in o else None
            if where and not os.path.exists(where):
                report(
                    project.line(key), f"{os.path.relpath(where, root)} is not in the repository"
                )

    # What each target compiles.
    targets = {key: o for key, o in project.of("PBXNativeTarget").items()}

    def compiled(key):
        """The Swift files target `key` compiles: its synchronized folders' (less its membership
        exceptions) and its Sources phase's."""
        target = targets[key]
        files = set()
        for group in target.get("fileSystemSynchronizedGroups", []):
            if group not in objects or "path" not in objects[group]:
                continue
            folder = location(group)
            excluded = set()
            for exception in objects[group].get("exceptions", []):
                e = objects.get(exception, {})
                if e.get("target") == key:
                    excluded |= {os.path.join(folder, m) for m in e.get("membershipExceptions", [])}
            files |= {f for f in swift_files(folder) if f not in excluded}
        for phase in target.get("buildPhases", []):
            if objects.get(phase, {}).get("isa") != "PBXSourcesBuildPhase":
                continue
            for build in objects[phase].get("files", []):
                reference = objects.get(build, {}).get("fileRef")
                if reference in objects and "path" in objects[reference]:
                    files.add(location(reference))
        return files

    apps = {
        k: t
        for k, t in targets.items()
        if t.get("productType") == "com.apple.product-type.application"
    }
    ui_tests = {
        k: t
        for k, t in targets.items()
        if t.get("productType") == "com.apple.product-type.bundle.ui-testing"
    }
    showcase_sources = swift_files(os.path.join(root, "Examples", "DrawerShowcase"))
    ui_sources = swift_files(os.path.join(root, "Examples", "DrawerShowcaseUITests"))
    shared = os.path.join(root, SHARED_WITH_UI_TESTS)
    for key, app in apps.items():
        have = compiled(key)
        for f in showcase_sources:
            if f not in have:
                report(
                    project.line(key),
                    f"{os.path.relpath(f, root)} is not in the app target {app.get('name')}",
                )
    for key, bundle in ui_tests.items():
        have = compiled(key)
        for f in ui_sources + [shared]:
            if f not in have:
                report(
                    project.line(key),
                    f"{os.path.relpath(f, root)} is not in the UI-test target "
                    f"{bundle.get('name')}",
                )
        for f in sorted(have & set(showcase_sources) - {shared}):
            report(
                project.line(key),
                f"{os.path.relpath(f, root)} is compiled into the UI-test "
                f"target {bundle.get('name')}, which does not link DrawerKit",
            )
        settings = project.settings(bundle)
        host = settings.get("TEST_TARGET_NAME")
        if host not in {a.get("name") for a in apps.values()}:
            report(
                project.line(key),
                f"{bundle.get('name')} tests {host!r}, which is not an app target",
            )

    # The platforms: an iOS app for iPhone and iPad, a macOS app, deployment targets the package's.
    manifest = package_manifest(root)
    platforms = manifest["platforms"] if manifest else {}
    sdks = {}
    for key, app in apps.items():
        settings = project.settings(app)
        sdks[settings.get("SDKROOT")] = key
        if settings.get("SDKROOT") == "iphoneos" and set(
            settings.get("TARGETED_DEVICE_FAMILY", "").split(",")
        ) != {"1", "2"}:
            report(
                project.line(key),
                f"{app.get('name')} is not for both iPhone and iPad (TARGETED_DEVICE_FAMILY 1,2)",
            )
    for sdk, platform, setting in (
        ("iphoneos", "iOS", "IPHONEOS_DEPLOYMENT_TARGET"),
        ("macosx", "macOS", "MACOSX_DEPLOYMENT_TARGET"),
    ):
        if sdk not in sdks:
            report(project.line("targets"), f"there is no {platform} app target")
            continue
        deployment = project.settings(objects[sdks[sdk]]).get(setting, "0")
        if platform in platforms and float(deployment) < platforms[platform]:
            report(
                project.line(sdks[sdk]),
                f"{setting} {deployment} is below the package's {platform} {platforms[platform]:g}",
            )

    # The package: the reference points at this repository's Package.swift; the products exist.
    references = project.of("XCLocalSwiftPackageReference")
    for key, reference in references.items():
        target_dir = os.path.normpath(
            os.path.join(os.path.dirname(project_dir), reference.get("relativePath", ""))
        )
        found = package_manifest(target_dir)
        if target_dir != os.path.normpath(root) or not found:
            report(
                project.line(key),
                f"the package reference {reference.get('relativePath')!r} does not point at the package ({os.path.relpath(target_dir, root)})",
            )
    libraries = manifest["libraries"] if manifest else set()
    for key, dependency in project.of("XCSwiftPackageProductDependency").items():
        if dependency.get("productName") not in libraries:
            report(
                project.line(key),
                f"the package has no library product {dependency.get('productName')!r}",
            )
        if dependency.get("package") not in references:
            report(
                project.line(key),
                f"the product {dependency.get('productName')!r} is not from the local package reference",
            )
    for key, app in apps.items():
        products = {
            objects.get(d, {}).get("productName") for d in app.get("packageProductDependencies", [])
        }
        if "DrawerKit" not in products:
            report(
                project.line(key), f"{app.get('name')} does not depend on the package's DrawerKit"
            )

    # The schemes: each names targets that exist, by their names and products.
    by_id = {
        key: (o.get("name"), objects.get(o.get("productReference"), {}).get("path"))
        for key, o in targets.items()
    }
    container = "container:" + os.path.basename(project_dir)
    launched = set()
    for name, xml in sorted(schemes.items()):
        scheme_path = os.path.join(
            os.path.relpath(project_dir, root), "xcshareddata", "xcschemes", name
        )
        try:
            document = ElementTree.fromstring(xml)
        except ElementTree.ParseError as error:
            report(error.position[0], f"the scheme is not XML: {error}", scheme_path)
            continue
        lines = xml.splitlines()
        seen = {}

        def line_of(blueprint):
            # The line of this reference: the next one naming the blueprint.
            matches = [n for n, text in enumerate(lines, 1) if f'"{blueprint}"' in text]
            return matches[min(seen[blueprint], len(matches)) - 1] if matches else 1

        for element in document.iter("BuildableReference"):
            blueprint = element.get("BlueprintIdentifier")
            seen[blueprint] = seen.get(blueprint, 0) + 1
            if blueprint not in by_id:
                report(
                    line_of(blueprint),
                    f"the scheme names target {blueprint} ({element.get('BlueprintName')}), which does not exist",
                    scheme_path,
                )
                continue
            target_name, product = by_id[blueprint]
            if (
                element.get("BlueprintName") != target_name
                or element.get("BuildableName") != product
            ):
                report(
                    line_of(blueprint),
                    f"the scheme calls target {blueprint} {element.get('BlueprintName')}/{element.get('BuildableName')}, but it is {target_name}/{product}",
                    scheme_path,
                )
            if element.get("ReferencedContainer") != container:
                report(
                    line_of(blueprint),
                    f"the scheme looks for {blueprint} in {element.get('ReferencedContainer')}, not {container}",
                    scheme_path,
                )
        for runnable in document.iter("LaunchAction"):
            for element in runnable.iter("BuildableReference"):
                launched.add(element.get("BlueprintIdentifier"))
    for key, app in apps.items():
        if key not in launched:
            report(project.line(key), f"no shared scheme runs {app.get('name')}")

    # The showcase's resources: its asset catalogs in both apps and in the package's target.
    showcase = os.path.join(root, "Examples", "DrawerShowcase")
    catalogs = asset_catalogs(showcase)
    for key, app in apps.items():
        excluded = set()
        for group in app.get("fileSystemSynchronizedGroups", []):
            if group in objects and location(group) == os.path.normpath(showcase):
                for exception in objects[group].get("exceptions", []):
                    e = objects.get(exception, {})
                    if e.get("target") == key:
                        excluded |= set(e.get("membershipExceptions", []))
        for catalog in catalogs:
            if catalog in excluded:
                report(
                    project.line(key),
                    f"Examples/DrawerShowcase/{catalog} is not in the app target {app.get('name')}",
                )
    if manifest_text is None:
        manifest_path = os.path.join(root, "Package.swift")
        manifest_text = ""
        if os.path.isfile(manifest_path):
            manifest_text = open(manifest_path, encoding="utf-8").read()
    declared, line = package_resources(manifest_text, "DrawerShowcase")
    for catalog in catalogs:
        if catalog not in declared:
            problems.append(
                f"Package.swift:{line}: the DrawerShowcase target does not declare "
                f"{catalog} as a resource (resources: [.process(\"{catalog}\")])"
            )
    if sources is None:
        sources = {f: open(f, encoding="utf-8").read() for f in swift_files(showcase)}
    problems.extend(image_problems(root, showcase, catalogs, sources))
    return problems


def asset_catalogs(folder):
    """The asset catalogs in `folder`, as paths relative to it."""
    found = []
    for directory, names, _ in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".xcassets"):
                found.append(os.path.relpath(os.path.join(directory, name), folder))
        names[:] = [n for n in names if not n.endswith(".xcassets")]
    return sorted(found)


def package_resources(text, target):
    """The resources Package.swift declares for `target` (`.process("X")`, `.copy("X")`), and
    the line of the target's name."""
    match = re.search(r'\.executableTarget\(\s*name:\s*"' + re.escape(target) + r'"', text)
    if not match:
        return set(), 1
    line = text.count("\n", 0, match.start()) + 1
    # The target's arguments run to the parenthesis that closes it.
    opening = text.index("(", match.start())
    depth, end = 0, opening
    for end in range(opening, len(text)):
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        if depth == 0:
            break
    body = text[match.start() : end]
    block = re.search(r"resources:\s*\[(.*?)\]", body, re.S)
    names = set(re.findall(r'\.(?:process|copy)\(\s*"([^"]+)"', block.group(1))) if block else set()
    return names, line


IMAGE_NAME = re.compile(r'Image\(\s*(?:decorative:\s*)?"([^"]+)"\s*,\s*bundle:')


def image_problems(root, showcase, catalogs, sources):
    """An image the showcase's code loads from its bundle that no catalog holds, and an image
    set that names a file it lacks."""
    problems = []
    image_sets = {}
    for catalog in catalogs:
        for directory, names, files in os.walk(os.path.join(showcase, catalog)):
            if directory.endswith(".imageset"):
                image_sets[os.path.basename(directory)[: -len(".imageset")]] = directory
    for name, directory in sorted(image_sets.items()):
        contents = os.path.join(directory, "Contents.json")
        rel = os.path.relpath(contents, root)
        try:
            listed = json.load(open(contents, encoding="utf-8")).get("images", [])
        except (OSError, ValueError) as error:
            problems.append(f"{rel}:1: not a readable image set ({error})")
            continue
        files = [i.get("filename") for i in listed if isinstance(i, dict) and i.get("filename")]
        if not files:
            problems.append(f"{rel}:1: the image set {name} names no image file")
        for file in files:
            if not os.path.isfile(os.path.join(directory, file)):
                problems.append(f"{rel}:1: the image set {name} names {file}, which is not there")
    for path, text in sorted(sources.items()):
        for match in IMAGE_NAME.finditer(text):
            if match.group(1) not in image_sets:
                line = text.count("\n", 0, match.start()) + 1
                problems.append(
                    f"{os.path.relpath(path, root)}:{line}: the image {match.group(1)!r} is in no "
                    "asset catalog of the showcase"
                )
    return problems


def read(project_dir=PROJECT):
    """The project's text and its shared schemes."""
    pbxproj = os.path.join(project_dir, "project.pbxproj")
    if not os.path.isfile(pbxproj):
        raise Unreadable(f"{os.path.relpath(pbxproj, ROOT)} is not in the repository")
    text = open(pbxproj, encoding="utf-8").read()
    folder = os.path.join(project_dir, "xcshareddata", "xcschemes")
    schemes = {}
    if os.path.isdir(folder):
        for name in os.listdir(folder):
            if name.endswith(".xcscheme"):
                schemes[name] = open(os.path.join(folder, name), encoding="utf-8").read()
    return text, schemes


# ---------------------------------------------------------------------------------------------
# The self-test: each breakage must be reported.


def self_test(text, schemes):
    failures = []
    clean = check(text, schemes)
    if clean:
        failures.append("the project as it is should pass, but:\n  " + "\n  ".join(clean))

    plist, _ = parse(text)
    objects = plist["objects"]

    def target_named(name):
        return next(
            k
            for k, o in objects.items()
            if o.get("isa") == "PBXNativeTarget" and o.get("name") == name
        )

    def app_groups(name):
        key = target_named(name)
        line = next(g for g in objects[key]["fileSystemSynchronizedGroups"])
        return key, line

    mac_app, mac_group = app_groups("DrawerShowcase macOS")
    ios_app = target_named("DrawerShowcase iOS")
    identifiers = next(
        k for k, o in objects.items() if o.get("path") == "DrawerShowcase/ShowcaseIdentifiers.swift"
    )
    scheme_name = sorted(schemes)[0]

    def without_group(t):
        # The macOS app no longer compiles the showcase folder.
        block = re.search(
            mac_app + r" /\* [^*]+ \*/ = \{.*?fileSystemSynchronizedGroups = \((.*?)\);", t, re.S
        )
        return t[: block.start(1)] + "\n\t\t\t" + t[block.end(1) :]

    def excluding(t, name, app=None):
        # An exception set takes `name` out of an app (the iOS app unless told).
        exception = "0123456789ABCDEF01234567"
        t = t.replace(
            "/* Begin PBXFileSystemSynchronizedRootGroup section */",
            "/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */\n"
            f"\t\t{exception} = {{isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
            f"membershipExceptions = ({name}, ); target = {app or ios_app}; }};\n"
            "/* End PBXFileSystemSynchronizedBuildFileExceptionSet section */\n\n"
            "/* Begin PBXFileSystemSynchronizedRootGroup section */",
        )
        return re.sub(
            mac_group
            + r"( /\* DrawerShowcase \*/ = \{\s*isa = PBXFileSystemSynchronizedRootGroup;)",
            mac_group + r"\1 exceptions = (" + exception + ", );",
            t,
        )

    breakages = [
        (
            "a referenced file that is missing",
            lambda t: t.replace(
                "path = DrawerShowcase/ShowcaseIdentifiers.swift;",
                "path = DrawerShowcase/ShowcaseIDs.swift;",
            ),
            schemes,
            "is not in the repository",
        ),
        (
            "a synchronized folder that is missing",
            lambda t: t.replace("path = DrawerShowcaseUITests;", "path = UITests;"),
            schemes,
            "UITests is not in the repository",
        ),
        (
            "the showcase folder taken out of the macOS app",
            without_group,
            schemes,
            "is not in the app target DrawerShowcase macOS",
        ),
        (
            "a showcase source excluded from the iOS app",
            lambda t: excluding(t, "HomeView.swift"),
            schemes,
            "HomeView.swift is not in the app target DrawerShowcase iOS",
        ),
        (
            "the shared identifiers taken out of the UI tests",
            lambda t: re.sub(
                r"\t\t\t\t[0-9A-F]{24} /\* ShowcaseIdentifiers.swift in Sources \*/,\n", "", t
            ),
            schemes,
            "ShowcaseIdentifiers.swift is not in the UI-test target",
        ),
        (
            "a package reference that points elsewhere",
            lambda t: t.replace("relativePath = ..;", "relativePath = ../..;"),
            schemes,
            "does not point at the package",
        ),
        (
            "a product the package does not have",
            lambda t: t.replace("productName = DrawerKit;", "productName = DrawerKitUI;", 1),
            schemes,
            "no library product 'DrawerKitUI'",
        ),
        (
            "an object that is not defined",
            lambda t: t.replace(
                f"fileRef = {identifiers}", "fileRef = FFFFFFFFFFFFFFFFFFFFFFFF", 1
            ),
            schemes,
            "which is not defined",
        ),
        (
            "an iPhone-only iOS app",
            lambda t: t.replace(
                'TARGETED_DEVICE_FAMILY = "1,2";', "TARGETED_DEVICE_FAMILY = 1;", 2
            ),
            schemes,
            "not for both iPhone and iPad",
        ),
        (
            "a deployment target below the package's",
            lambda t: t.replace(
                "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", "IPHONEOS_DEPLOYMENT_TARGET = 16.0;"
            ),
            schemes,
            "below the package's iOS 17",
        ),
        (
            "a scheme naming a target that does not exist",
            lambda t: t,
            {
                **schemes,
                scheme_name: schemes[scheme_name].replace(
                    ios_app if "iOS" in scheme_name else mac_app, "ABCDEFABCDEFABCDEFABCDEF"
                ),
            },
            "which does not exist",
        ),
        (
            "a scheme calling a target by another name",
            lambda t: t,
            {
                **schemes,
                scheme_name: schemes[scheme_name].replace(
                    'BlueprintName = "DrawerShowcase', 'BlueprintName = "Showcase', 1
                ),
            },
            "but it is DrawerShowcase",
        ),
        (
            "a project newer than Xcode 16.4 opens",
            lambda t: t.replace("objectVersion = 77;", "objectVersion = 90;"),
            schemes,
            "newer than Xcode 16.4 opens",
        ),
    ]
    for description, breaking, broken_schemes, expected in breakages:
        broken = breaking(text)
        if broken == text and broken_schemes is schemes:
            failures.append(f"{description}: the breakage did not apply to the project")
            continue
        found = check(broken, broken_schemes)
        if not any(expected in problem for problem in found):
            failures.append(
                f"{description}: expected a problem containing {expected!r}, got {found or 'none'}"
            )

    # The resources: the package's manifest and the showcase's sources, broken in memory.
    manifest = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    showcase = os.path.join(ROOT, "Examples", "DrawerShowcase")
    sources = {f: open(f, encoding="utf-8").read() for f in swift_files(showcase)}
    catalog = asset_catalogs(showcase)[0] if asset_catalogs(showcase) else "Assets.xcassets"
    excluding_catalog = lambda t: excluding(t, catalog, mac_app)
    resource_breakages = [
        (
            "the asset catalog not declared for the package's showcase",
            {"manifest_text": re.sub(r"\s*resources:\s*\[[^\]]*\],", "", manifest)},
            text,
            "does not declare " + catalog,
        ),
        (
            "an image the code names that no catalog holds",
            {"sources": {**sources, "Extra.swift": 'Image(decorative: "Nobody", bundle: .main)'}},
            text,
            "the image 'Nobody' is in no asset catalog",
        ),
        (
            "the asset catalog taken out of the macOS app",
            {},
            excluding_catalog(text),
            f"{catalog} is not in the app target DrawerShowcase macOS",
        ),
    ]
    for description, overrides, project_text, expected in resource_breakages:
        found = check(project_text, schemes, **overrides)
        if not any(expected in problem for problem in found):
            failures.append(
                f"{description}: expected a problem containing {expected!r}, got {found or 'none'}"
            )
    return failures, len(breakages) + len(resource_breakages)


def main(arguments):
    try:
        text, schemes = read()
        if "--self-test" in arguments:
            failures, count = self_test(text, schemes)
            for failure in failures:
                print(f"self-test: {failure}", file=sys.stderr)
            if failures:
                return 1
            print(
                f"Xcode project check, self-test: the project passes and all {count} breakages are reported"
            )
            return 0
        problems = check(text, schemes)
    except Unreadable as error:
        print(f"{os.path.relpath(PROJECT, ROOT)}/project.pbxproj:{error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(
        f"Xcode project check passed: {len(schemes)} shared schemes, every showcase and UI-test "
        "source in its targets, the package reference at the package"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
