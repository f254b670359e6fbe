// No import cycles among the files under the given folder, and none among the groups of files named
// by `groups` (a feature folder imports another only if that one never imports it back). The graph is
// read once per lint run with the TypeScript parser (no type checking); `import()` counts like a static
// import (a lazy edge still closes the loop at run time); type-only imports are erased
// at build time and do not count, and test files (`exclude`) import freely. Every import that closes
// a cycle is reported with the path that leads back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { staticSpecifier } from './import-boundaries.mjs';
import { projectPath, resolveImport, root } from './resolve.mjs';

const graphs = new Map();
const groupedGraphs = new Map();

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

function typeOnly(stmt) {
  if (ts.isImportDeclaration(stmt)) {
    const clause = stmt.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
  }
  if (stmt.isTypeOnly) return true;
  const clause = stmt.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
}

/** The specifiers a module imports at run time: static imports and re-exports, and `import('x')` anywhere in it. */
function valueImportsOf(sf) {
  const specs = [];
  for (const stmt of sf.statements) {
    if ((ts.isImportDeclaration(stmt) || ts.isExportDeclaration(stmt)) && stmt.moduleSpecifier && !typeOnly(stmt))
      specs.push(stmt.moduleSpecifier.text);
    if (
      ts.isImportEqualsDeclaration(stmt) &&
      !stmt.isTypeOnly &&
      ts.isExternalModuleReference(stmt.moduleReference) &&
      ts.isStringLiteral(stmt.moduleReference.expression)
    ) {
      specs.push(stmt.moduleReference.expression.text);
    }
  }
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) specs.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return specs;
}

/** file -> files it imports (values only), for every source file under `dir`. */
function graphOf(dir, exclude) {
  const cacheKey = `${dir}\0${exclude}`;
  let graph = graphs.get(cacheKey);
  if (graph) return graph;
  graph = new Map();
  for (const file of sourceFiles(dir)) {
    if (exclude && exclude.test(projectPath(file))) continue;
    const sf = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const deps = new Set();
    for (const spec of valueImportsOf(sf)) {
      const target = resolveImport(file, spec).file;
      if (target) deps.add(target);
    }
    graph.set(file, deps);
  }
  graphs.set(cacheKey, graph);
  return graph;
}

/** The same graph with the files of each group merged into one node (the group's matched prefix). */
function groupGraphOf(graph, groupOf) {
  const grouped = new Map();
  for (const [file, deps] of graph) {
    const from = groupOf(file);
    if (!grouped.has(from)) grouped.set(from, new Set());
    for (const dep of deps) if (groupOf(dep) !== from) grouped.get(from).add(groupOf(dep));
  }
  return grouped;
}

/** Shortest import path from `start` back to `goal`, or null. */
function pathBack(graph, start, goal) {
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const chain = [];
      for (let n = at; n !== null; n = prev.get(n)) chain.unshift(n);
      return chain;
    }
    for (const next of graph.get(at) ?? []) {
      if (!prev.has(next)) {
        prev.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles among the files of a folder' },
    schema: [
      {
        type: 'object',
        properties: { dir: { type: 'string' }, groups: { type: 'array', items: { type: 'string' } }, exclude: { type: 'string' } },
        required: ['dir'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle: {{chain}}' },
  },
  create(context) {
    const options = context.options[0];
    const dir = path.join(root, options.dir);
    const exclude = options.exclude ? new RegExp(options.exclude) : null;
    const groups = (options.groups ?? []).map((g) => new RegExp(g));
    const file = context.filename;
    if (!file.startsWith(dir + path.sep) || (exclude && exclude.test(projectPath(file)))) return {};
    const groupOf = (f) => {
      const p = projectPath(f);
      for (const g of groups) {
        const m = g.exec(p);
        if (m) return m[0];
      }
      return p;
    };
    const groupedKey = `${dir}\0${exclude}\0${groups.join('\0')}`;
    function check(node) {
      const source = node.source && staticSpecifier(node.source);
      if (!source || typeof source.value !== 'string') return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      if (
        node.type === 'ImportDeclaration' &&
        node.specifiers.length > 0 &&
        node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type')
      )
        return;
      if (node.type === 'ExportNamedDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type'))
        return;
      const target = resolveImport(file, source.value).file;
      if (!target || !target.startsWith(dir + path.sep)) return;
      const graph = graphOf(dir, exclude);
      const chain = pathBack(graph, target, file);
      if (chain) {
        context.report({ node: source, messageId: 'cycle', data: { chain: [file, ...chain].map(projectPath).join(' -> ') } });
        return;
      }
      const [from, to] = [groupOf(file), groupOf(target)];
      if (from === to) return;
      if (!groupedGraphs.has(groupedKey)) groupedGraphs.set(groupedKey, groupGraphOf(graph, groupOf));
      const groupChain = pathBack(groupedGraphs.get(groupedKey), to, from);
      if (groupChain)
        context.report({ node: source, messageId: 'cycle', data: { chain: [projectPath(file), ...groupChain].join(' -> ') } });
    }
    const checkImportEquals = (node) =>
      node.moduleReference.type === 'TSExternalModuleReference' && check({ ...node, source: node.moduleReference.expression });
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportEqualsDeclaration: checkImportEquals,
    };
  },
};
