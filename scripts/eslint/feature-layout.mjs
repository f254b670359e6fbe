// A closed file vocabulary inside a worker feature (issue 24; README "Layout"), as web features have api/,
// components/ and hooks/. At a feature's root sit only the files other code may reach: the HTTP shell app.ts
// mounts (routes.ts, <noun>-routes.ts, <noun>-middleware.ts, openapi.ts), the one way in (service.ts) and the
// tables (repo.ts, <noun>-repo.ts), with tests. Every other module is the feature's own business and lives
// in its flat parts/ folder; a role folder (workflows/actions/) is allowed only where it is listed.
import { projectPath } from './resolve.mjs';

const ROOT_FILE = /^((routes|service|repo|openapi)|[a-z0-9][a-z0-9-]*-(routes|repo|middleware))\.ts$/;
const TEST = /\.test\.tsx?$/;
const FEATURE = /^worker\/features\/([^/]+)\/(.+)$/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each worker feature to its closed file vocabulary: root roles, parts/ and listed role folders' },
    schema: [
      {
        type: 'object',
        properties: {
          // feature -> the role folders it may have beside parts/ (e.g. { workflows: ['actions'] })
          folders: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          // features not moved to this layout yet: not checked
          pending: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      root: "'{{name}}' is not a root file of a feature: the root holds routes.ts, <noun>-routes.ts, <noun>-middleware.ts, openapi.ts, service.ts, repo.ts, <noun>-repo.ts and tests; move it to {{feature}}/parts/.",
      folder: "'{{folder}}/' is not a folder of {{feature}}: a feature's own modules live in parts/ (role folders: {{allowed}}).",
      nested: 'parts/ is flat: put {{name}} directly in {{feature}}/parts/.',
    },
  },
  create(context) {
    const { folders = {}, pending = [] } = context.options[0] ?? {};
    const match = FEATURE.exec(projectPath(context.filename));
    if (!match || pending.includes(match[1])) return {};
    const [, feature, rest] = match;
    const segments = rest.split('/');
    if (segments.includes('__snapshots__')) return {};
    return {
      Program(node) {
        const name = segments.at(-1);
        if (segments.length === 1) {
          if (!ROOT_FILE.test(name) && !TEST.test(name)) context.report({ node, messageId: 'root', data: { name, feature } });
          return;
        }
        const [folder] = segments;
        if (folder === 'parts') {
          if (segments.length > 2) context.report({ node, messageId: 'nested', data: { name: segments.slice(1).join('/'), feature } });
          return;
        }
        if ((folders[feature] ?? []).includes(folder)) return;
        const allowed = Object.entries(folders).flatMap(([f, list]) => list.map((d) => `${f}/${d}/`));
        context.report({ node, messageId: 'folder', data: { folder, feature, allowed: allowed.join(', ') || 'none' } });
      },
    };
  },
};
