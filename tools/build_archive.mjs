// The page's Python in one archive: `node tools/build_archive.mjs _site` (by `make site`).
//
// Writes SITE/py/modules.zip: every module of py/page/ and py/slidepuzzle/ (locales too; read
// from this repository's py/, whose loose modules the site does not publish), each
// beside its bytecode compiled by the site's own Pyodide (run here under node), so the browser
// fetches one file instead of about 60 and imports without compiling. static/python.mjs puts the
// archive on Python's module path as it is: Python imports from it (zipimport), which looks for
// `name.pyc` beside `name.py` (not in __pycache__/). The bytecode is "unchecked-hash" (PEP 552):
// Python uses it without comparing it to the source next to it, which the archive keeps in step
// (both come from this build); a Python of another version ignores it and compiles the source.
// Beside them, page/dataclass_code.marshal: the methods `dataclasses` writes for each class of
// those modules, compiled here too (recorded while importing every module once; see
// py/page/dataclass_code.py). The pattern tables (py/slidepuzzle/tables/) are not in it.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ARCHIVE = "py/modules.zip";
export const PACKAGES = ["page", "slidepuzzle"];
const SOURCES = fileURLToPath(new URL("../py/", import.meta.url));

const PACK = `
import os, py_compile, sys, zipfile
os.chdir("/pack")
sources = sorted(os.path.join(folder, name) for package in PACKAGES
                 for folder, _, files in os.walk(package) for name in files)
for source in sources:  # beside its source, where zipimport looks (not __pycache__/)
    py_compile.compile(source, cfile=source + "c", doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
# The methods dataclasses writes for each class, compiled too (page/dataclass_code.py): every
# module imported once here.
sys.dont_write_bytecode = True
sys.path.insert(0, "/pack")
from page import dataclass_code
written = dataclass_code.record()
dataclass_code.import_every_module()
if not written:
    raise SystemExit("no dataclass was created: has dataclasses stopped calling exec?")
methods = os.path.join("page", dataclass_code.FILE)
with open(methods, "wb") as file:
    file.write(dataclass_code.compiled(written))
names = sorted(sources + [source + "c" for source in sources] + [methods])
with zipfile.ZipFile("/modules.zip", "w", zipfile.ZIP_DEFLATED) as archive:
    for name in names:
        entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))  # the same bytes each build
        entry.external_attr = 0o644 << 16
        with open(name, "rb") as file:
            archive.writestr(entry, file.read(), zipfile.ZIP_DEFLATED)
len(names), len(written)
`;

async function build(site) {
  const runtime = join(site, "static/vendor/pyodide");
  const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);
  const python = await loadPyodide({ indexURL: runtime + "/" });
  for (const name of PACKAGES) {
    for (const file of readdirSync(join(SOURCES, name), { recursive: true })) {
      if (!file.endsWith(".py") || file.includes("__pycache__")) continue;
      python.FS.mkdirTree(dirname(`/pack/${name}/${file}`));
      python.FS.writeFile(`/pack/${name}/${file}`, readFileSync(join(SOURCES, name, file)));
    }
  }
  python.globals.set("PACKAGES", python.toPy(PACKAGES));
  const [files, classes] = python.runPython(PACK).toJs();
  writeFileSync(join(site, ARCHIVE), python.FS.readFile("/modules.zip"));
  return [files, classes];
}

if (process.argv.length !== 3) {
  console.error("usage: node tools/build_archive.mjs SITE_FOLDER");
  process.exit(1);
}
const site = resolve(process.argv[2]);
const [files, classes] = await build(site);
console.log(`${ARCHIVE}: ${files} files (modules, their bytecode, ${classes} dataclasses' methods)`);
