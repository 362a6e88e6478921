/**
 * The bytes of a text in UTF-8, counted without encoding it: what a budget counts of a text it holds (the fault
 * rules' text, docs/inject.md, budgets) or sends (a page of the journal's listing, docs/journal.md, reading it).
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const paired = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    // One byte below U+0080, two below U+0800, four for a surrogate pair, three otherwise (a lone surrogate too).
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : paired ? 4 : 3;
    if (paired) i++;
  }
  return bytes;
}
