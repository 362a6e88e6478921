import { historyItemText } from '../encoding/item-text.js';
import type { ValueEncoding } from '../encoding/ledger-values.js';
import type { PageWriter } from '../encoding/page-writer.js';
import type { Ledger } from '../ledger/ledger.js';

/**
 * What builds the items of a page: this thread (writeItems), or this thread and another (src/page-thread). The
 * bytes are the same either way.
 */
export interface PageBuilder {
  writeItems(page: PageWriter, ledger: Ledger, start: number, end: number, encoding: ValueEncoding): void;
}

/** The items [start, end) of a ledger's history, as the text of a page's `events` array holds them: comma-joined. */
export function writeItems(
  page: PageWriter,
  ledger: Ledger,
  start: number,
  end: number,
  encoding: ValueEncoding,
): void {
  for (let index = start; index < end; index++) {
    if (index > start) page.write(',');
    page.write(historyItemText(ledger.itemAt(index), encoding));
  }
}
