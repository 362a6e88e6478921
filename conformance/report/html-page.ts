/** What every page of the HTML report shares: escaping, its style and its one script, all inline. */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML, in an element or an attribute value in quotes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export const REPORT_CSS = `
:root { color-scheme: light; --ok: #1a7f37; --bad: #cf222e; --warn: #9a6700; --muted: #57606a; --line: #d0d7de; }
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 1rem 1.5rem; color: #1f2328; overflow-wrap: anywhere; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; border-bottom: 1px solid var(--line); }
h4 { margin: .6rem 0 .2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .35rem .5rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
table.facts { width: auto; max-width: 100%; } table.facts th { color: var(--muted); font-weight: normal; overflow-wrap: normal; }
table.checks { table-layout: fixed; }
table.checks .op { width: 6.5rem; } table.checks .verdict-col { width: 7.5rem; } table.checks .evidence { width: 15rem; } table.checks .time { width: 4.5rem; }
@media (max-width: 56rem) { table.checks .op { width: 10%; } table.checks .verdict-col { width: 16%; } table.checks .evidence { width: 24%; } table.checks .time { width: 10%; } }
dd { margin-left: 1.5rem; }
code, pre { font: 12px/1.4 ui-monospace, monospace; }
pre { background: #f6f8fa; padding: .5rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; max-width: 100%; }
.verdict { display: inline-block; padding: 0 .45rem; border-radius: 1rem; color: #fff; font-size: .85em; }
.verdict.passed { background: var(--ok); } .verdict.failed, .verdict.error { background: var(--bad); }
.verdict.inconclusive { background: var(--warn); } .verdict.skipped { background: var(--muted); }
ul.summary { display: flex; gap: 1.5rem; list-style: none; padding: 0; }
ul.summary .count { font-size: 1.4rem; font-weight: bold; }
.filters button { margin-right: .3rem; padding: .2rem .6rem; border: 1px solid var(--line); background: #fff; border-radius: .3rem; cursor: pointer; }
.filters button[aria-pressed="true"] { background: #1f2328; color: #fff; }
button:focus-visible, summary:focus-visible { outline: 2px solid #0969da; outline-offset: 2px; }
tr.check.failed td:first-child, tr.check.error td:first-child { border-left: 4px solid var(--bad); }
tr.check.inconclusive td:first-child { border-left: 4px solid var(--warn); }
.title { color: var(--muted); } .reason { color: var(--warn); }
details summary { cursor: pointer; color: #0969da; }
.history svg { width: 100%; height: auto; font: 11px system-ui, sans-serif; }
.history .legend { color: var(--muted); }
.not-started { border-left: 4px solid var(--bad); padding-left: 1rem; }
[hidden] { display: none !important; }
@media print {
  .filters { display: none; } body { max-width: none; } pre { white-space: pre-wrap; }
  tr { break-inside: avoid; }
}
`;

/** Filters the checks by verdict, and opens every folded detail for printing. */
export const REPORT_SCRIPT = `
(function () {
  var buttons = document.querySelectorAll('[data-filter]');
  var rows = document.querySelectorAll('tr[data-verdict]');
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var f = button.getAttribute('data-filter');
      buttons.forEach(function (b) { b.setAttribute('aria-pressed', String(b === button)); });
      rows.forEach(function (row) {
        var v = row.getAttribute('data-verdict');
        row.hidden = !(f === 'all' || f === v || (f === 'not passed' && v !== 'passed'));
      });
    });
  });
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details').forEach(function (d) { d.open = true; });
  });
})();
`;
