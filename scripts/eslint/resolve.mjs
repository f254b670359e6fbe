// Resolves an import specifier to what the architecture rules talk about: a project-relative path
// without extension (`worker/db/client`) for our own files, the bare specifier for packages.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * tsconfig `paths`, kept in step by hand: they rarely change. `baseUrl: "."` makes the top folders
 * importable by their own names too (`worker/db/client`), and the bundler follows them.
 */
const ALIASES = [
  ['@web/', 'web/src/'],
  ['@contracts/', 'worker/contracts/'],
  ['worker/', 'worker/'],
  ['web/', 'web/'],
  ['widget/', 'widget/'],
];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
const SOURCE_EXT = /\.(ts|tsx|mjs|js)$/;

const toPosix = (p) => p.split(path.sep).join('/');

/** Project-relative posix path of a file, extension kept. */
export const projectPath = (file) => toPosix(path.relative(root, file));

function withExtension(abs) {
  if (SOURCE_EXT.test(abs) && existsSync(abs)) return abs;
  for (const ext of EXTENSIONS) if (existsSync(abs + ext) && statSync(abs + ext).isFile()) return abs + ext;
  return null;
}

/**
 * `{ id, file }`: `id` is the project-relative path without extension (or the package specifier),
 * `file` the absolute path of the source file when it is one of ours and exists.
 */
export function resolveImport(fromFile, spec) {
  let abs = null;
  if (spec.startsWith('.')) abs = path.resolve(path.dirname(fromFile), spec);
  else {
    for (const [alias, target] of ALIASES) if (spec.startsWith(alias)) abs = path.join(root, target, spec.slice(alias.length));
  }
  if (abs === null) return { id: spec, file: null };
  const file = withExtension(abs);
  return { id: toPosix(path.relative(root, (file ?? abs).replace(/\/index\.tsx?$/, '').replace(SOURCE_EXT, ''))), file };
}
