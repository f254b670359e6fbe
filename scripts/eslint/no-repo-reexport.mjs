// A feature's repo is its own (ARCHITECTURE.md rule 4): another feature calls its service. A file of the
// feature that hands the whole repo on - `export * from './repo'`, `export { repo }`, `export const r = repo`,
// `export const api = { ...repo }` - would open every query to every importer, so it is an error. A service
// exporting one chosen repo function (`export const planOf = repo.planOf`) is that service's API, and
// type-only re-exports (row types) are erased at build time; both stay allowed.
import { resolveImport } from './resolve.mjs';

/** The identifier an expression is, seen through TS-only wrappers (`x as T`, `x!`), or null. */
function identifierOf(node) {
  let n = node;
  while (n && (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'TSNonNullExpression')) n = n.expression;
  return n?.type === 'Identifier' ? n : null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Forbid handing a whole repo module on from a feature's other files" },
    schema: [{ type: 'object', properties: { repo: { type: 'string' } }, required: ['repo'], additionalProperties: false }],
    messages: {
      reexport: "'{{name}}' hands on {{id}}: a repo is used by its own feature only; export the service functions other features need.",
    },
  },
  create(context) {
    const file = context.filename;
    const repo = new RegExp(context.options[0].repo);
    /** local name of a repo's module object (`import * as repo`, a default import) -> the repo's id */
    const repoModules = new Map();
    const report = (node, name, id) => context.report({ node, messageId: 'reexport', data: { name, id } });
    const repoOf = (source) => {
      const { id } = resolveImport(file, source.value);
      return repo.test(id) ? id : null;
    };
    function handsOn(node, expr) {
      const id = expr && identifierOf(expr);
      if (id && repoModules.has(id.name)) report(node, id.name, repoModules.get(id.name));
    }
    function checkValue(node, expr) {
      if (expr?.type === 'ObjectExpression')
        for (const p of expr.properties) handsOn(node, p.type === 'SpreadElement' ? p.argument : p.value);
      else if (expr?.type === 'ArrayExpression') for (const e of expr.elements) handsOn(node, e?.type === 'SpreadElement' ? e.argument : e);
      else handsOn(node, expr);
    }
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const id = repoOf(node.source);
        if (!id) return;
        for (const s of node.specifiers) if (s.type !== 'ImportSpecifier') repoModules.set(s.local.name, id);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind === 'type') return;
        const id = repoOf(node.source);
        if (id) report(node, node.exported ? (node.exported.name ?? node.exported.value) : '*', id);
      },
      ExportNamedDeclaration(node) {
        if (node.source || node.exportKind === 'type') return;
        for (const s of node.specifiers) if (s.exportKind !== 'type') handsOn(s, s.local);
        const decl = node.declaration;
        if (decl?.type === 'VariableDeclaration') for (const d of decl.declarations) checkValue(d, d.init);
      },
      ExportDefaultDeclaration(node) {
        checkValue(node, node.declaration);
      },
    };
  },
};
