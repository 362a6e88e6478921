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

// Pinned when record times came to be drawn from checkpoints (so that a 100 M-item history fits in half a gigabyte):
// a change to these is a change to every deployment's bytes, so it must be deliberate. Recompute with servedHashes
// and say why in the commit and the CHANGELOG.
const pinned: Record<string, Record<string, string>> = {
  default: {
    'history.compact_json': '8b6c4079effda94f76b91014f2c9d35a014fac0fe4ded88767cf3043ec64a81f',
    'history.protobuf_json': '7e3767793832c14bd3fa87ab881cbfd27d7378e7430d5eda9e9c8aeb7753d1d0',
    profile: '089665cf977d1b2c9a9f2922a772e14221c16f11014bd69adaa8b9489785818b',
    A: 'd755314484f66bb99ec2ccdc902575693b4b132911925480cb2aee54b4410de5',
    B: 'a302d279b175a4d7b3c8beb9c9f2683f49aa7c07fc36b2b85b5f71a6e59ffec4',
    C: 'f7e6c8eea4cac0a8e2464731ba4e858ab00101efd7ba3e1dff027a8a98f71e63',
  },
  minimal: {
    'history.compact_json': 'b406310250ded7740f87071f7e7e2dedc4bc92dc8316fffd89ef35a64ca7d9b0',
    'history.protobuf_json': 'ad5d64bee854a69f317b9ca6b893b8c13efbbfe174e4dc4b495c9b8e969b67e4',
    profile: '33dd2ebe76791199cad8adee880697231c5a937029744ac6335ee99fa7ce6e1d',
    A: '4cce7658823b7391e5d226c2129fbc8858432b8855f13a4d2ac845525db3f31f',
    B: '2df2aadf0d9eb9c216ebd2c87d0bad9629a53eada78b6cebe87297421f0b431b',
    C: 'c59cd7a655d6c61e589b7e8b7e4292c846a9aa3cc41cbdfaf9136a0e3bd33e0a',
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
