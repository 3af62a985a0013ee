#!/usr/bin/env python3
"""Type-checks the engine and lab samples of the README and the DocC articles.

Every ```swift block of the DrawerCore and DrawerLab articles (Sources/*/*.docc), and every one
of README.md and the DrawerKit articles that imports DrawerCore or DrawerLab and not SwiftUI, is
type-checked as a program of its own against the DrawerCore and DrawerLab modules of
`swift build` (run it first), with what the sample assumes (a value it names but does not make)
written out beside it in Tests/DocSamples/<document>-<n>.swift, prepended to the sample: n counts
the document's swift blocks from 1. A sample with no fixture gets `import DrawerCore` and
`import DrawerLab`; a fixture whose first line is `// skip: why` leaves its sample out. SwiftUI
samples and Package.swift fragments are not checked here.

Usage: python3 Scripts/check-doc-samples.py [--help]
Exits 1 when a sample does not type-check, naming the document and the line of its block.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

if len(sys.argv) > 1:
    print(__doc__.strip())
    sys.exit(0 if sys.argv[1] in ("-h", "--help") else 2)

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(root)
build = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True,
                       check=True).stdout.strip()
modules = os.path.join(build, "Modules")
support = os.path.join(build, "CDrawerLabSupport.build", "module.modulemap")
flags = ["-swift-version", "6", "-I", modules, "-Xcc", f"-fmodule-map-file={support}",
         "-Xcc", "-I", "-Xcc", os.path.join(root, "Sources/CDrawerLabSupport/include")]

documents = ["README.md"] + sorted(glob.glob("Sources/*/*.docc/*.md"))
apple = re.compile(r"^\s*(import (SwiftUI|DrawerKit|UIKit|AppKit)\b|struct \w+: View\b)", re.M)
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
            engine_article = "/DrawerCore.docc/" in document or "/DrawerLab.docc/" in document
            imports_engine = re.search(r"^import (DrawerCore|DrawerLab)\b", sample, re.M)
            if not os.path.exists(fixture) and (
                    apple.search(sample) or not (engine_article or imports_engine)):
                skipped += 1
                continue
            prelude = (open(fixture, encoding="utf-8").read() if os.path.exists(fixture)
                       else "import DrawerCore\nimport DrawerLab\n")
            if prelude.startswith("// skip:"):
                skipped += 1
                continue
            path = os.path.join(work, f"{name}-{index}", "main.swift")
            os.makedirs(os.path.dirname(path))
            with open(path, "w", encoding="utf-8") as out:
                out.write(prelude + "\n" + sample)
            result = subprocess.run(["swiftc", "-typecheck", *flags, path],
                                    capture_output=True, text=True)
            checked += 1
            if result.returncode != 0:
                failed += 1
                print(f"{document}:{start}: sample {index} does not type-check"
                      f" (fixture: {fixture})", file=sys.stderr)
                print(result.stderr.replace(path, f"{name}-{index}/main.swift"), file=sys.stderr)
print(f"doc samples: {checked} type-checked against DrawerCore and DrawerLab, {failed} failed;"
      f" {skipped} SwiftUI samples and manifest fragments not checked here")
sys.exit(1 if failed else 0)
