import { describe, expect, it } from 'vitest';
import { anchorsOf, relativeLinks } from './doc-links.js';

// The reading of the package's Markdown that test/package.test.ts holds to the tarball.
describe('the links of a Markdown file', () => {
  it("should name each file and anchor a link leads to, the file's own headings included, and no URL", () => {
    const markdown = [
      '# Title',
      'See [the table](#budgets-what-a-client-can-make-it-hold), [inject](docs/inject.md#rules) and',
      '![the view](docs/img/ui.png "the view"), not [npm](https://www.npmjs.com/) nor `[code](#no)`.',
      '```',
      '[in a block](#no-either)',
      '```',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([
      { text: 'the table', path: '', anchor: 'budgets-what-a-client-can-make-it-hold' },
      { text: 'inject', path: 'docs/inject.md', anchor: 'rules' },
      { text: 'the view', path: 'docs/img/ui.png', anchor: undefined },
    ]);
    expect([...anchorsOf('# Budgets: what a client can make it hold\n## A, b\n## A, b')]).toEqual([
      'budgets-what-a-client-can-make-it-hold',
      'a-b',
      'a-b-1',
    ]);
  });
});
