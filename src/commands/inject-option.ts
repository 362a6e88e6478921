import { InjectRuleError, formatRule, parseRule } from '../app/inject-rules.js';
import { UsageError } from '../../common/errors.js';
import type { Parser } from '../../common/options.js';

/**
 * `serve --inject RULE`: a rule of faults on demand (docs/inject.md), read when the command line is, so that a bad
 * one is a usage error before anything is built; the rule as the simulator prints it.
 */
export const injectOption: Parser<string> = (label, text) => {
  try {
    return formatRule(parseRule(text));
  } catch (error) {
    if (error instanceof InjectRuleError) throw new UsageError(`${label}: ${error.message}`);
    throw error;
  }
};
