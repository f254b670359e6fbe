// Types for the test that imports the rule directly (the rules are plain ESM, read by ESLint as they are).
import type { Rule } from 'eslint';

declare const rule: Rule.RuleModule;
export default rule;
