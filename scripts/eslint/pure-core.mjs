// worker/core is pure (ARCHITECTURE.md, "Which way imports go" rule 2): the clock, randomness and all
// data come in as arguments, so a decision replays exactly. Judged on the globals a file reaches, not
// on spelling, so `const D = Date; D.now()` and `globalThis.Date.now()` are caught like `Date.now()`.

/** Globals core never touches: I/O, timers, the clock or randomness behind another name. */
const FORBIDDEN = new Map([
  ['crypto', 'no randomness or hashing from the platform: take ids and random numbers as arguments'],
  ['performance', 'no timer reads: take the clock as an argument'],
  ['fetch', 'no I/O'],
  ['globalThis', 'no reaching globals by another name'],
  ['self', 'no reaching globals by another name'],
  ['window', 'no reaching globals by another name'],
  ['global', 'no reaching globals by another name'],
  ['navigator', 'no platform reads'],
  ['caches', 'no I/O'],
  ['process', 'no platform reads'],
  ['Temporal', 'no clock reads: take the clock as an argument'],
  ['setTimeout', 'no timers'],
  ['setInterval', 'no timers'],
  ['queueMicrotask', 'no timers'],
  ['XMLHttpRequest', 'no I/O'],
  ['WebSocket', 'no I/O'],
]);
/** Pure statics of Date; everything else about the global Date reads the clock or hands it on. */
const PURE_DATE = new Set(['UTC', 'parse']);

const propertyName = (m) => (m.computed ? (m.property.type === 'Literal' ? String(m.property.value) : null) : m.property.name);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'worker/core reads no clock, no randomness and no platform globals' },
    schema: [],
    messages: {
      forbidden: "worker/core does not use '{{name}}': {{why}}.",
      clock: 'worker/core takes the clock as an argument: {{what}}.',
      random: 'worker/core takes randomness as an argument: no Math.random.',
      format: 'worker/core takes the clock as an argument: `.{{name}}()` with no instant formats the current time.',
    },
  },
  create(context) {
    const { sourceCode } = context;

    function checkDate(id) {
      const parent = id.parent;
      // `x instanceof Date` and `typeof Date` in a type read nothing.
      if (parent.type === 'TSTypeQuery' || (parent.type === 'BinaryExpression' && parent.operator === 'instanceof' && parent.right === id))
        return;
      if (parent.type === 'NewExpression' && parent.callee === id) {
        if (parent.arguments.length === 0) context.report({ node: parent, messageId: 'clock', data: { what: 'no `new Date()`' } });
        return;
      }
      if (parent.type === 'MemberExpression' && parent.object === id && PURE_DATE.has(propertyName(parent))) return;
      if (parent.type === 'CallExpression' && parent.callee === id) {
        context.report({ node: parent, messageId: 'clock', data: { what: 'no `Date()`' } });
        return;
      }
      const what =
        parent.type === 'MemberExpression' && parent.object === id
          ? `no \`Date.${propertyName(parent) ?? '[...]'}\``
          : 'the global Date is not handed on (only `new Date(x)`, `Date.UTC` and `Date.parse`)';
      context.report({ node: id, messageId: 'clock', data: { what } });
    }

    function checkMath(id) {
      const parent = id.parent;
      if (parent.type === 'MemberExpression' && parent.object === id) {
        const name = propertyName(parent);
        if (name !== null && name !== 'random') return;
      }
      context.report({ node: id, messageId: 'random' });
    }

    function check(ref) {
      if (ref.isValueReference === false) return;
      const id = ref.identifier;
      if (id.type !== 'Identifier') return;
      if (id.name === 'Date') checkDate(id);
      else if (id.name === 'Math') checkMath(id);
      else if (FORBIDDEN.has(id.name))
        context.report({ node: id, messageId: 'forbidden', data: { name: id.name, why: FORBIDDEN.get(id.name) } });
    }

    return {
      'Program:exit'(program) {
        const globalScope = sourceCode.getScope(program);
        // Globals the parser knows from the TS lib are variables of the global scope; the rest stay unresolved.
        for (const variable of globalScope.variables) {
          if (variable.defs.length === 0) for (const ref of variable.references) check(ref);
        }
        for (const ref of globalScope.through) check(ref);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (node.arguments.length > 0 || callee.type !== 'MemberExpression') return;
        const name = propertyName(callee);
        if (name === 'format' || name === 'formatToParts') context.report({ node, messageId: 'format', data: { name } });
      },
    };
  },
};
