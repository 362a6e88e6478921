/**
 * The browser view's style (`/_ui/ui.css`): served as its own resource, since the page's Content-Security-Policy
 * allows no inline style. Colours keep a contrast of 4.5:1 or more against their background (WCAG 2.1 AA), and
 * every control shows where the focus is.
 */
export const UI_STYLE = String.raw`
:root {
  --ink: #1b1b1f; --muted: #4a4a55; --paper: #ffffff; --panel: #f4f5f7; --line: #c9ccd3;
  --accent: #1a4f9c; --accent-ink: #ffffff; --focus: #b3400b;
  --ok-bg: #e3f3e6; --ok: #135e25; --warn-bg: #fff1d6; --warn: #6b3d00; --gone-bg: #ececef; --gone: #3b3b44;
  --bad-bg: #fde5e5; --bad: #8a1111;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
  color: var(--ink); background: var(--paper); line-height: 1.45;
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; }
header, nav, main, footer { padding: 0 1.25rem; max-width: 1400px; margin: 0 auto; }
header { padding-top: 0.75rem; }
h1 { font-size: 1.5rem; margin: 0.25rem 0; }
h2 { font-size: 1.25rem; margin: 1.75rem 0 0.5rem; border-bottom: 2px solid var(--line); padding-bottom: 0.25rem; }
h3 { font-size: 1.05rem; margin: 1.1rem 0 0.4rem; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.85rem; }
pre { white-space: pre-wrap; word-break: break-all; background: var(--panel); padding: 0.5rem; margin: 0.25rem 0; }
a { color: var(--accent); }
.skip { position: absolute; left: -10000px; top: 0; background: var(--paper); padding: 0.5rem; }
.skip:focus { left: 0.5rem; z-index: 10; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.note { color: var(--muted); font-size: 0.9rem; margin: 0.25rem 0; }
#status { min-height: 1.4em; margin: 0.25rem 0; color: var(--muted); overflow-wrap: anywhere; }
#alert { background: var(--bad-bg); color: var(--bad); padding: 0.5rem 0.75rem; border-left: 4px solid var(--bad); overflow-wrap: anywhere; }
/* Paths and ids of a call's answer have no spaces to break at: they break anywhere rather than leave their box. */
.wraps, .row-result { overflow-wrap: anywhere; }
td.actions .row-result { white-space: normal; margin: 0.1rem 0 0; max-width: 28rem; }
nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding: 0.5rem 0; margin: 0;
  border-top: 1px solid var(--line); border-bottom: 1px solid var(--line); }
.fields { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: flex-end; margin: 0.5rem 0; }
.fields label, .panel label { display: flex; flex-direction: column; font-size: 0.9rem; color: var(--muted); gap: 0.15rem; }
.fields label:has(input[type="checkbox"]), .panel label:has(input[type="checkbox"]) { flex-direction: row; align-items: center; gap: 0.4rem; color: var(--ink); }
.token .note { flex-basis: 100%; }
input, select, textarea { font: inherit; font-size: 0.95rem; color: var(--ink); background: var(--paper);
  border: 1px solid #767680; border-radius: 3px; padding: 0.3rem 0.4rem; }
textarea { width: 100%; min-height: 4rem; }
button { font: inherit; font-size: 0.9rem; color: var(--accent-ink); background: var(--accent); border: 1px solid var(--accent);
  border-radius: 3px; padding: 0.3rem 0.7rem; cursor: pointer; }
button:hover { background: #143d7a; }
button:disabled { background: #e1e2e6; color: #4a4a55; border-color: #b5b7bf; cursor: default; }
button.quiet { background: var(--paper); color: var(--accent); }
button.quiet:hover { background: #e8eef8; }
table { border-collapse: collapse; width: 100%; table-layout: auto; margin: 0.5rem 0; font-size: 0.9rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
thead th { background: var(--panel); }
tbody th { font-weight: normal; }
tr.fresh td, tr.fresh th { background: #eaf1fb; }
tr.hit td, tr.hit th { background: #fff8e1; }
td.actions { white-space: nowrap; }
td code, tbody th code { white-space: nowrap; }
#journal-table tbody th code { white-space: normal; }
#migrations tbody th { white-space: nowrap; }
button { white-space: nowrap; }
#auth { margin: 0.25rem 0; }
#auth > summary { color: var(--muted); }
td.actions button { margin: 0 0.25rem 0.25rem 0; }
.badge { display: inline-block; padding: 0.05rem 0.45rem; border-radius: 3px; font-size: 0.85rem; white-space: nowrap; }
.s200 { background: var(--ok-bg); color: var(--ok); }
.s409 { background: var(--warn-bg); color: var(--warn); }
.s404 { background: var(--gone-bg); color: var(--gone); }
.serr { background: var(--bad-bg); color: var(--bad); }
.panels { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 0.75rem; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 4px; padding: 0.5rem 0.75rem 0.75rem;
  display: flex; flex-direction: column; gap: 0.4rem; align-items: stretch; }
.panel h3 { margin: 0.25rem 0; }
.panel button { align-self: flex-start; }
#c-result { border-top: 2px solid var(--line); margin-top: 1rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0.5rem 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
details { margin: 0.2rem 0; }
details.part { border: 1px solid var(--line); border-radius: 4px; padding: 0.25rem 0.5rem; }
details.part > summary { font-weight: 600; }
summary { cursor: pointer; }
ul.json, ul.tree { list-style: none; margin: 0; padding-left: 1.1rem; border-left: 1px dotted var(--line); }
ul.json li, ul.tree li { margin: 0.1rem 0; overflow-wrap: anywhere; }
.json-key { color: #5b2a86; }
.json-string { color: #0b5d3a; }
.json-number, .json-boolean { color: #1a4f9c; }
.json-null { color: var(--muted); }
.picture-box { border: 1px solid var(--line); border-radius: 4px; padding: 0.25rem; background: #fbfbfc; }
svg.picture { width: 100%; height: auto; display: block; font-family: inherit; }
svg .bar { fill: #a9c1e6; stroke: #1a4f9c; stroke-width: 1; }
svg .dense { fill: #1a4f9c; }
svg .overlap { fill: #f2a33a; fill-opacity: 0.45; stroke: #a35a00; stroke-dasharray: 4 3; }
svg .label { fill: var(--ink); font-size: 13px; }
svg .tick { fill: var(--muted); font-size: 11px; }
svg .axis { stroke: #767680; stroke-width: 1; }
svg .end { stroke: #b3261e; stroke-width: 2; }
svg .end-label { fill: #b3261e; font-size: 12px; font-weight: 600; }
svg .live .end { animation: pulse 1.5s ease-in-out infinite; }
@keyframes pulse { 50% { stroke-opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) { svg .live .end { animation: none; } }
footer { margin-top: 2rem; padding-bottom: 1.5rem; border-top: 1px solid var(--line); }
`;
