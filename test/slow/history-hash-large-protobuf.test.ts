import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../src/scenario-file.js';
import { historyHash, pinned } from './large-history.js';

describe('the large history', () => {
  it('should serve the pinned bytes in protobuf_json, every page', () => {
    const ledger = ledgerOf('large');
    const { hash, pages } = historyHash(ledger, 'protobuf_json');
    expect(pages).toBe(Math.ceil(ledger.timeline.total / 1000) + 1);
    expect(hash).toBe(pinned['protobuf_json']);
  });
});
