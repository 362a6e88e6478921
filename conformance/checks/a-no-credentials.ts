import fc from 'fast-check';
import { defineCheck, failure, judged } from '../check.js';
import { unknownAllocationId } from '../arbitraries/ids.js';
import { withdrawRequest } from '../client/requests.js';

/** A: operation A declares no security requirement (docs/api.md section 5): it answers the same without credentials. */
export const aNoCredentials = defineCheck({
  id: 'a-no-credentials',
  title: 'Operation A needs no credentials',
  operation: 'A',
  evidence: { of: 'answers without credentials' },
  groups: ['registry'],
  inputs: (ctx) =>
    ctx.facts.knownAllocationIds.length > 0
      ? fc.constantFrom(...ctx.facts.knownAllocationIds)
      : unknownAllocationId(new Set()),
  asks: ['anonymous', 'credentialed'],
  probe: async (id, ctx) => ({
    anonymous: await ctx.send({ ...withdrawRequest(ctx.urls, id, {}), anonymous: true }),
    credentialed: await ctx.send(withdrawRequest(ctx.urls, id, {})),
  }),
  verify: (_id, { anonymous, credentialed }) => {
    if (anonymous.status === 401 || anonymous.status === 403 || anonymous.status !== credentialed.status) {
      return judged([
        failure(
          `the same answer without credentials (${credentialed.status})`,
          `${anonymous.status} without credentials`,
          anonymous,
        ),
      ]);
    }
    return judged([]);
  },
});
