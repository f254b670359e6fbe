// Which way imports go (ARCHITECTURE.md): each zone names the importing files and the imports they may
// not have, both as regular expressions on project-relative paths. Relative and aliased specifiers are
// resolved first, so `../../db/client`, `@contracts/x` and `../x` are judged by where they point.
import { projectPath, resolveImport } from './resolve.mjs';

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));

/** A dynamic import's specifier when it is fixed text (`'x'` or `` `x` ``), as a Literal-like node. */
export function staticSpecifier(node) {
  if (node.type === 'Literal') return node;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return { ...node, value: node.quasis[0].value.cooked };
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction rules of the architecture notes' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                files: { type: 'string' },
                exceptFiles: { type: 'string' },
                forbid: { type: 'string' },
                allowTypeImports: { type: 'boolean' },
                message: { type: 'string' },
              },
              required: ['files', 'forbid', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: "'{{spec}}' ({{id}}): {{message}}",
      computed: 'import() takes a string literal here, so where it points can be checked.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = projectPath(file);
    const zones = (context.options[0]?.zones ?? [])
      .filter((z) => new RegExp(z.files).test(from) && !(z.exceptFiles && new RegExp(z.exceptFiles).test(from)))
      .map((z) => ({ ...z, forbid: new RegExp(z.forbid) }));
    if (zones.length === 0) return {};

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const { id } = resolveImport(file, source.value);
      const typeOnly = isTypeOnly(node);
      for (const zone of zones) {
        if (typeOnly && zone.allowTypeImports) continue;
        if (zone.forbid.test(id)) {
          context.report({ node: source, messageId: 'forbidden', data: { spec: source.value, id, message: zone.message } });
          return;
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' && check(node, node.moduleReference.expression),
      ImportExpression(node) {
        const source = staticSpecifier(node.source);
        if (source) check(node, source);
        else context.report({ node: node.source, messageId: 'computed' });
      },
    };
  },
};
