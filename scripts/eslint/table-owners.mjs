// Each table has one owning feature (worker/db/owners.json): only that feature's repos import it, and
// every other feature asks the owner's service. Repos hand out DTOs, never drizzle rows: a repo exports
// no `...Row` type and no type built from `$inferSelect`. What is not there yet is listed as a debt in
// owners.json, each with its reason; a debt that nothing needs any more is an error too, so the list
// only shrinks (see table-owners.test.ts).
import { resolveImport, projectPath } from './resolve.mjs';

const featureOf = (file) => /^worker\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** (feature, table) pairs and (repo file, type) pairs that may stay for now. */
export function debtIndex(debts) {
  const tables = new Set();
  for (const d of debts.tables) for (const t of d.tables) tables.add(`${d.feature}:${t}`);
  const rowTypes = new Set();
  for (const d of debts.rowTypes) for (const t of d.types) rowTypes.add(`${d.file}:${t}`);
  return { tables, rowTypes };
}

/** Whether an exported type declaration hands out a drizzle row. */
function rowType(node, source) {
  if (node.type !== 'TSTypeAliasDeclaration' && node.type !== 'TSInterfaceDeclaration') return false;
  // A column's type read off a row (`(typeof t.$inferSelect)['kind']`) is not a row.
  return /Row$/.test(node.id.name) || /\$inferSelect(?!\)?\s*\[\s*['"])/.test(source.getText(node));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "Forbid touching another feature's table, and repos exporting drizzle row types" },
    schema: [
      {
        type: 'object',
        properties: { owners: { type: 'object' }, debts: { type: 'object' }, schema: { type: 'string' }, repo: { type: 'string' } },
        required: ['owners', 'debts', 'schema', 'repo'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "'{{table}}' belongs to {{owner}}: {{feature}} asks {{owner}}'s service instead (or lists the debt with its reason in worker/db/owners.json).",
      namespace: 'import tables by name from the schema, so their owners can be checked.',
      unowned: "table '{{table}}' has no owner in worker/db/owners.json.",
      row: "a repo returns DTOs: '{{name}}' hands out a drizzle row; export the domain shape (or list the debt in worker/db/owners.json).",
    },
  },
  create(context) {
    const { owners, debts, schema, repo } = context.options[0];
    const file = projectPath(context.filename);
    const feature = featureOf(file);
    const known = debtIndex(debts);
    const source = context.sourceCode;
    const isRepo = new RegExp(repo).test(file);
    const isSchema = new RegExp(schema);
    /** local type names declared in this file that hand out rows, for `export type { X }` */
    const localRowTypes = new Set();
    const reportRow = (node, name) => {
      if (!known.rowTypes.has(`${file}:${name}`)) context.report({ node, messageId: 'row', data: { name } });
    };
    return {
      ImportDeclaration(node) {
        if (!feature || !isSchema.test(resolveImport(context.filename, node.source.value).id)) return;
        for (const s of node.specifiers) {
          if (s.type !== 'ImportSpecifier') {
            context.report({ node: s, messageId: 'namespace' });
            continue;
          }
          const table = s.imported.name ?? s.imported.value;
          const owner = owners[table];
          if (!owner || owner === feature || known.tables.has(`${feature}:${table}`)) continue;
          context.report({ node: s, messageId: 'foreign', data: { table, owner, feature } });
        }
      },
      VariableDeclarator(node) {
        if (!isSchema.test(file.replace(/\.tsx?$/, '')) || node.id.type !== 'Identifier') return;
        const callee = node.init?.type === 'CallExpression' ? node.init.callee : null;
        if (callee?.type === 'Identifier' && callee.name === 'sqliteTable' && !owners[node.id.name]) {
          context.report({ node: node.id, messageId: 'unowned', data: { table: node.id.name } });
        }
      },
      'Program > TSTypeAliasDeclaration, Program > TSInterfaceDeclaration'(node) {
        if (isRepo && rowType(node, source)) localRowTypes.add(node.id.name);
      },
      ExportNamedDeclaration(node) {
        if (!isRepo) return;
        if (node.declaration && rowType(node.declaration, source)) reportRow(node.declaration, node.declaration.id.name);
      },
      'Program:exit'() {
        if (!isRepo) return;
        for (const stmt of source.ast.body) {
          if (stmt.type !== 'ExportNamedDeclaration' || stmt.source) continue;
          for (const s of stmt.specifiers) if (localRowTypes.has(s.local.name)) reportRow(s, s.exported.name ?? s.exported.value);
        }
      },
    };
  },
};
