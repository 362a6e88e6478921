import { defineCheck, failure, judged, shown, warning, type Finding } from '../check.js';
import { parseInstantNanos } from '../reading/instant.js';
import { entryOfKnownParty } from './c-known-entry.js';
import { isObject } from '../reading/json.js';

/**
 * C: every entry field has its type and shape: user, name, url, description are text; url is empty or an
 * http(s) URL and contract_id a non-empty id when present (docs/deployments.md, AnsEntry); expires_at is an
 * RFC 3339 instant.
 */
export const cEntryFields = defineCheck({
  id: 'c-entry-fields',
  title: 'Entry fields have their types and shapes',
  operation: 'C',
  evidence: { of: 'entries' },
  ...entryOfKnownParty,
  verify: (_party, { entry: exchange }, ctx) => {
    // The party has an entry: an answer without one has no fields to judge, and is never stepped over.
    const entry = isObject(exchange.json) && isObject(exchange.json['entry']) ? exchange.json['entry'] : null;
    if (exchange.status !== 200 || !entry)
      return judged([failure('200 with {"entry": ...} (the party has an entry)', shown(exchange), exchange)]);
    const findings: Finding[] = [];
    for (const field of ['user', 'name', 'url', 'description']) {
      if (typeof entry[field] !== 'string')
        findings.push(failure(`entry.${field}: a string`, JSON.stringify(entry[field]), exchange));
    }
    const url = entry['url'];
    if (typeof url === 'string' && url !== '' && !/^https?:\/\/[^\s/]+/i.test(url)) {
      findings.push(failure('entry.url: empty or an http(s) URL', JSON.stringify(url), exchange));
    }
    for (const field of ['contract_id', 'expires_at']) {
      const value = entry[field];
      if (value === undefined) continue;
      if (value === null && ctx.dialect === 'splice') {
        findings.push(
          warning(`entry.${field} omitted when absent`, 'null (tolerated in the splice dialect)', exchange),
        );
        continue;
      }
      const ok =
        field === 'contract_id'
          ? typeof value === 'string' && value !== ''
          : typeof value === 'string' && parseInstantNanos(value) !== null;
      if (!ok)
        findings.push(
          failure(
            `entry.${field}: ${field === 'contract_id' ? 'a non-empty contract id' : 'an RFC 3339 instant'}`,
            JSON.stringify(value),
            exchange,
          ),
        );
    }
    return judged(findings);
  },
});
