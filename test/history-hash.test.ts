import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../src/scenario-file.js';
import { serialize } from '../src/encoding/json.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { allocationFactory } from '../src/operations/allocation-factory.js';
import { ansEntryByParty } from '../src/operations/ans-entry-by-party.js';
import { eventHistory } from '../src/operations/event-history.js';
import { profileOf } from '../src/operations/profile.js';
import type { Reply } from '../src/operations/reply.js';
import { withdrawContext } from '../src/operations/withdraw-context.js';
import { positionOf, type EventItem } from './history-walk.js';

type Encoding = 'compact_json' | 'protobuf_json';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const replyText = (reply: Reply): string => `${reply.status} ${reply.text ?? serialize(reply.body)}\n`;

/** Every page of the whole history at page_size 1000, the empty last page included, as served. */
function historyText(ledger: Ledger, encoding: Encoding): string {
  let text = '';
  let after: { after_migration_id: number; after_record_time: string } | undefined;
  for (;;) {
    const reply = eventHistory(ledger, {
      page_size: 1000,
      ledger_value_encoding: encoding,
      ...(after ? { after } : {}),
    });
    text += replyText(reply);
    const page = reply.status === 200 ? (reply.body as { events: EventItem[] }).events : [];
    const last = page.at(-1);
    if (!last) return text;
    const position = positionOf(last);
    after = { after_migration_id: position.migrationId, after_record_time: position.recordTime };
  }
}

/** The hash of each part of what a ledger serves: D in both encodings, the profile, A, B and C. */
function servedHashes(ledger: Ledger): Record<string, string> {
  const profile = profileOf(ledger);
  const allocationIds = [
    ...profile.knownAllocationIds,
    ...profile.reassigningAllocationIds,
    ...profile.withdrawnAllocationIds,
  ];
  const choiceArguments = profile.factoryChoiceArguments ?? {};
  const parties = [...profile.partiesWithEntry, ...profile.partiesWithoutEntry, ledger.world.dso];
  return {
    'history.compact_json': sha256(historyText(ledger, 'compact_json')),
    'history.protobuf_json': sha256(historyText(ledger, 'protobuf_json')),
    profile: sha256(serialize(profile)),
    A: sha256(
      allocationIds
        .map(
          (id) =>
            replyText(withdrawContext(ledger, id, {})) +
            replyText(withdrawContext(ledger, id, { excludeDebugFields: true })),
        )
        .join(''),
    ),
    B: sha256(
      replyText(allocationFactory(ledger, { choiceArguments })) +
        replyText(allocationFactory(ledger, { choiceArguments, excludeDebugFields: true })),
    ),
    C: sha256(parties.map((party) => replyText(ansEntryByParty(ledger, party))).join('')),
  };
}

// Pinned when the story was split into chapters (issue 9): a change to these is a change to every deployment's
// bytes, so it must be deliberate. Recompute with servedHashes and say why in the commit.
const pinned: Record<string, Record<string, string>> = {
  default: {
    'history.compact_json': '5032c00364878969e3b75a155fb1881f0e7914ba9f66a01de7c6ee9c573adcd1',
    'history.protobuf_json': '48e87b70f9ae4d53a7816885a532049bfffd5c032f60d74cb4eb6a9784cd5303',
    profile: '1386a3382db6efd724bd40daa8708dab1a911566edda36950d3a138d36addc9d',
    A: 'e5937ff1fda15bb0159600f74ba5818914a9e803e2dceed3ce7fbfd41d21590e',
    B: 'abdc9c89ba8b7f9bf4857cde5dcf97759c1434c8f0fab35c52a3a5373bec093e',
    C: '813e3751312e2defec717a9f84e11d4541f58dd90762682f49bbf9094761896b',
  },
  minimal: {
    'history.compact_json': 'ccd8e5669bcad543e8e92a04ccec73cb0b33b1a009cb78d699a97dd575d3d416',
    'history.protobuf_json': '18c802286f488eec9da47a4ec0b1dbeaac7116cae35e0b789bc9391132834f6a',
    profile: '6ee42290dd1937e3968f593ba4e3d681c5221bbe0138810cc5d6884041237171',
    A: 'd264d95e4d3db68bd0d4fa2a5f43cce45e62747bb54587895d356a824b1f3409',
    B: '2df2aadf0d9eb9c216ebd2c87d0bad9629a53eada78b6cebe87297421f0b431b',
    C: 'fce673d360b363f613ff90c01291764bbf648a0d5784416390ea79900dc66f7d',
  },
};

describe('buildLedger', () => {
  it.each(Object.keys(pinned))('should serve the pinned bytes for the %s scenario at its own seed', (scenario) => {
    // Arrange
    const ledger = ledgerOf(scenario);
    // Act
    const hashes = servedHashes(ledger);
    // Assert
    expect(hashes).toEqual(pinned[scenario]);
  });
});
