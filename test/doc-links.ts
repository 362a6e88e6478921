/**
 * What the package's documents point to, read as a user's Markdown viewer and terminal read them: the relative links
 * of a Markdown file (with the heading each `#anchor` names), and the paths a `--help` text names. The package test
 * holds each to the packed tarball: a link that resolves in a checkout but not in an install is broken for a user.
 */

/** A relative link of a Markdown file: the file it names (relative to that file's folder) and its anchor, if any. */
export interface Link {
  readonly text: string;
  readonly path: string;
  readonly anchor: string | undefined;
}

/**
 * The links and images (`[text](target)`, `![alt](target)`) that name a file of the package, not a URL; a link to a
 * heading of the file itself (`#anchor`) has the path ''.
 */
export function relativeLinks(markdown: string): Link[] {
  const links: Link[] = [];
  // Code spans and blocks hold examples, not links.
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  for (const [, text = '', target = ''] of prose.matchAll(/!?\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    const hash = target.indexOf('#');
    links.push({
      text,
      path: decodeURIComponent(hash < 0 ? target : target.slice(0, hash)),
      anchor: hash < 0 ? undefined : target.slice(hash + 1),
    });
  }
  return links;
}

/** The anchors GitHub (and npm's page) makes of a Markdown file's headings: lower case, punctuation dropped. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading = ''] of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let unique = slug;
    for (let n = 1; anchors.has(unique); n++) unique = `${slug}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

/** The files of the package a help text names: `docs/inject.md`, `schemas/profile.json` and the like. */
export const helpPaths = (text: string): string[] => [
  ...new Set([...text.matchAll(/\b(?:docs|schemas|scenarios)\/[\w./-]*\w/g)].map((m) => m[0])),
];
