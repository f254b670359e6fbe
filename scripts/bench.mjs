// Runs every bench/*.bench.ts (bundled with esbuild, run in Node) and relays its figures,
// one per line as `name value unit`. A bench file prints its own lines to stdout.
import { build } from 'esbuild';
import { readdirSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const only = process.argv[2];
const files = readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
mkdirSync(path.join(root, '.tmp/bench'), { recursive: true });
for (const file of files) {
  const outfile = path.join(root, '.tmp/bench', file.replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [path.join(root, 'bench', file)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
    packages: 'external',
  });
  execFileSync(process.execPath, ['--expose-gc', outfile], { stdio: 'inherit', cwd: root });
}
