import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../src/scenario-file.js';
import { historyHash, pinned } from './large-history.js';

describe('the large history', () => {
  it('should serve the pinned bytes in compact_json, every page', () => {
    const ledger = ledgerOf('large');
    const { hash, pages } = historyHash(ledger, 'compact_json');
    expect(pages).toBe(Math.ceil(ledger.timeline.total / 1000) + 1);
    expect(hash).toBe(pinned['compact_json']);
  });
});
