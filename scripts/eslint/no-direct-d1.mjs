// The D1 binding is turned into a drizzle handle by the shells (the db middleware, queue consumers,
// cron, Durable Objects); everything else takes the `Db` it is given (`c.var.db` in a route), so every
// query goes through a repo that scopes it to the caller's account.
const isDb = (key, computed) => (computed ? key.type === 'Literal' && key.value === 'DB' : key.type === 'Identifier' && key.name === 'DB');

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid reading the D1 binding (env.DB) outside the shells that build the Db handle' },
    schema: [],
    messages: {
      direct: 'do not reach the D1 binding (env.DB): take the Db handle you are given (c.var.db in a route, a `db` argument in a service).',
    },
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (isDb(node.property, node.computed)) context.report({ node, messageId: 'direct' });
      },
      'ObjectPattern > Property'(node) {
        if (isDb(node.key, node.computed)) context.report({ node, messageId: 'direct' });
      },
    };
  },
};
