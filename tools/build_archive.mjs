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
// The pattern tables (py/slidepuzzle/tables/) are not in it. Then it writes a hash of the
// archive into the site's static/python.mjs: the key of Python's snapshot, which holds the
// archive's modules imported, names it.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ARCHIVE = "py/modules.zip";
export const PACKAGES = ["page", "slidepuzzle"];
const INTERPRETER = "static/python.mjs";
const BUILD_SLOT = "const ARCHIVE_BUILD = null;";
const SOURCES = fileURLToPath(new URL("../py/", import.meta.url));

const PACK = `
import os, py_compile, zipfile
os.chdir("/pack")
sources = sorted(os.path.join(folder, name) for package in PACKAGES
                 for folder, _, files in os.walk(package) for name in files)
for source in sources:  # beside its source, where zipimport looks (not __pycache__/)
    py_compile.compile(source, cfile=source + "c", doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
names = sorted(sources + [source + "c" for source in sources])
with zipfile.ZipFile("/modules.zip", "w", zipfile.ZIP_DEFLATED) as archive:
    for name in names:
        entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))  # the same bytes each build
        entry.external_attr = 0o644 << 16
        with open(name, "rb") as file:
            archive.writestr(entry, file.read(), zipfile.ZIP_DEFLATED)
len(names)
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
  const files = python.runPython(PACK);
  const archive = python.FS.readFile("/modules.zip");
  writeFileSync(join(site, ARCHIVE), archive);
  return [files, createHash("sha256").update(archive).digest("hex").slice(0, 16)];
}

/** Write the archive's build into the site's static/python.mjs (the snapshot's key names it). */
function writeBuild(site, build) {
  const path = join(site, INTERPRETER);
  const text = readFileSync(path, "utf8");
  const filled = text.replace(BUILD_SLOT, `const ARCHIVE_BUILD = "${build}";`);
  if (filled === text) throw new Error(`${path} must hold ${BUILD_SLOT} once`);
  writeFileSync(path, filled);
}

if (process.argv.length !== 3) {
  console.error("usage: node tools/build_archive.mjs SITE_FOLDER");
  process.exit(1);
}
const site = resolve(process.argv[2]);
const [files, hash] = await build(site);
writeBuild(site, hash);
console.log(`${ARCHIVE}: ${files} files (modules and their bytecode), build ${hash}`);
