#!/usr/bin/env python3
"""Type-checks the Swift samples of the README and the DocC articles.

Engine mode (no arguments): every ```swift block of the DrawerCore and DrawerLab articles
(Sources/*/*.docc), and every one of README.md and the DrawerKit articles that imports DrawerCore
or DrawerLab and not SwiftUI, is type-checked as a program of its own against the DrawerCore and
DrawerLab modules of `swift build` (run it first).

SwiftUI mode (--swiftui DIR [SWIFTC FLAGS...]): every other ```swift block of README.md and the
DrawerKit articles, but Package.swift fragments, is type-checked as a program of its own against
the modules in DIR: the declaration-only SwiftUI and UIKit shims and DrawerKit as
Scripts/check-apple-api.sh builds them (it runs this mode; the flags after DIR, such as the
macro plug-ins, go to swiftc).

What a sample assumes (a value it names but does not make, the view a modifier chain hangs on) is
written out in Tests/DocSamples/<document>-<n>.swift, n counting the document's swift blocks from
1. The fixture is put before the sample, or, where it has a line `// sample`, around it: the
sample replaces that line, so a fragment such as `.drawer(isPresented: $showsMenu) { … }` is
checked inside the view it belongs to. A sample that declares a view's properties, then shows its
body, then declares types (the way articles show a view in parts) goes where the fixture's lines
`// sample-properties`, `// sample-body` and `// sample-declarations` are: its leading lines that
start with `@` (property wrappers), its last lines from the first one that declares a type or a
function at the margin, and what is between. A fixture whose first line is `// skip: why` leaves
its sample out. A sample with no fixture gets `import DrawerCore` and `import DrawerLab` (engine) or
`import DrawerKit` and `import SwiftUI` (SwiftUI), and must be whole.

Usage: python3 Scripts/check-doc-samples.py [--help]
       python3 Scripts/check-doc-samples.py --swiftui DIR [SWIFTC FLAGS...]
Exits 1 when a sample does not type-check, naming the document and the line of its block.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

arguments = sys.argv[1:]
if arguments and arguments[0] in ("-h", "--help"):
    print(__doc__.strip())
    sys.exit(0)
swiftui = bool(arguments) and arguments[0] == "--swiftui"
if arguments and (not swiftui or len(arguments) < 2):
    print(__doc__.strip(), file=sys.stderr)
    sys.exit(2)

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)
if swiftui:
    modules = os.path.abspath(arguments[1])
    public = os.path.join(modules, "public")
    # DrawerKit as an app sees it (its public module, when there is one), then the shims.
    flags = ["-swift-version", "6", "-module-name", "DocSample"]
    if os.path.isdir(public):
        flags += ["-I", public]
    flags += ["-I", modules, *arguments[2:]]
    documents = ["README.md"] + sorted(glob.glob("Sources/DrawerKit/DrawerKit.docc/*.md"))
    default_prelude = "import DrawerKit\nimport SwiftUI\n"
else:
    build = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True,
                           text=True, check=True).stdout.strip()
    built = os.path.join(build, "Modules")
    support = os.path.join(build, "CDrawerLabSupport.build", "module.modulemap")
    flags = ["-swift-version", "6", "-I", built, "-Xcc", f"-fmodule-map-file={support}",
             "-Xcc", "-I", "-Xcc", os.path.join(root, "Sources/CDrawerLabSupport/include")]
    documents = ["README.md"] + sorted(glob.glob("Sources/*/*.docc/*.md"))
    default_prelude = "import DrawerCore\nimport DrawerLab\n"

apple = re.compile(r"^\s*(import (SwiftUI|DrawerKit|UIKit|AppKit)\b|struct \w+: View\b)", re.M)
manifest = re.compile(r"^\s*(dependencies:|targets:|\.package\()", re.M)
engine_import = re.compile(r"^import (DrawerCore|DrawerLab)\b", re.M)


def is_engine_sample(document, sample):
    """Whether engine mode checks the sample (else SwiftUI mode does, or nobody)."""
    engine_article = "/DrawerCore.docc/" in document or "/DrawerLab.docc/" in document
    return bool(engine_article or (engine_import.search(sample) and not apple.search(sample)))


DECLARATION = re.compile(r"^(struct|enum|final class|class|extension|func|actor) ")


def parts(sample):
    """A sample's leading property declarations, its body, and its trailing type declarations."""
    lines = sample.rstrip("\n").split("\n")
    first = 0
    while first < len(lines) and (lines[first].startswith("@") or not lines[first].strip()):
        first += 1
    last = next((i for i in range(first, len(lines)) if DECLARATION.match(lines[i])), len(lines))
    return ("\n".join(lines[:first]).strip("\n"), "\n".join(lines[first:last]).strip("\n"),
            "\n".join(lines[last:]).strip("\n"))


def placed(lines, mark, text):
    """`lines` with the line `mark` replaced by `text`, indented as the mark is; `None` when no
    line is the mark."""
    marks = [i for i, line in enumerate(lines) if line.strip() == mark]
    if not marks:
        return None
    at = marks[0]
    indent = lines[at][: len(lines[at]) - len(lines[at].lstrip())]
    body = [indent + line if line else line for line in text.split("\n")] if text else []
    return lines[:at] + body + lines[at + 1:]


def program(prelude, sample):
    """The fixture around the sample, or before it."""
    lines = prelude.split("\n")
    whole = placed(lines, "// sample", sample.rstrip("\n"))
    if whole is not None:
        return "\n".join(whole)
    if not any(line.strip() == "// sample-body" for line in lines):
        return prelude + "\n" + sample
    properties, body, declarations = parts(sample)
    for mark, text in (("// sample-properties", properties), ("// sample-body", body),
                       ("// sample-declarations", declarations)):
        replaced = placed(lines, mark, text)
        if replaced is None:
            if text:
                lines += [text]
            continue
        lines = replaced
    return "\n".join(lines)


checked = skipped = failed = 0
with tempfile.TemporaryDirectory(prefix="drawerkit-samples.") as work:
    for document in documents:
        lines = open(document, encoding="utf-8").read().split("\n")
        index = 0
        number = 0
        while number < len(lines):
            line = lines[number]
            number += 1
            if line.strip() != "```swift":
                continue
            index += 1
            start = number
            indent = len(line) - len(line.lstrip())
            body = []
            while number < len(lines) and lines[number].strip() != "```":
                body.append(lines[number][indent:])
                number += 1
            number += 1
            sample = "\n".join(body) + "\n"
            name = os.path.splitext(os.path.basename(document))[0]
            fixture = os.path.join("Tests/DocSamples", f"{name}-{index}.swift")
            if manifest.search(sample) or is_engine_sample(document, sample) != (not swiftui):
                if not swiftui and not manifest.search(sample):
                    skipped += 1
                continue
            prelude = (open(fixture, encoding="utf-8").read() if os.path.exists(fixture)
                       else default_prelude)
            if prelude.startswith("// skip:"):
                skipped += 1
                continue
            path = os.path.join(work, f"{name}-{index}", "main.swift")
            os.makedirs(os.path.dirname(path))
            with open(path, "w", encoding="utf-8") as out:
                out.write(program(prelude, sample))
            swiftc = os.environ.get("SWIFTC", "swiftc")
            result = subprocess.run([swiftc, "-typecheck", *flags, path], capture_output=True,
                                    text=True)
            checked += 1
            if result.returncode != 0:
                failed += 1
                print(f"{document}:{start}: sample {index} does not type-check"
                      f" (fixture: {fixture})", file=sys.stderr)
                print(result.stderr.replace(path, f"{name}-{index}/main.swift"), file=sys.stderr)
against = ("the SwiftUI shims and DrawerKit" if swiftui else "DrawerCore and DrawerLab")
print(f"doc samples: {checked} type-checked against {against}, {failed} failed, {skipped} left"
      f" out ({'by their fixtures' if swiftui else 'SwiftUI samples, checked with --swiftui'})")
sys.exit(1 if failed else 0)
