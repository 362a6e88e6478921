import type { UiConfig } from './config.js';

/** Text for an HTML attribute's value in double quotes. */
const attribute = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#39;');

const th = (names: readonly string[]): string =>
  `<thead><tr>${names.map((n) => `<th scope="col">${n}</th>`).join('')}</tr></thead><tbody></tbody>`;

const ITEM_COLUMNS = ['Record time', 'Migration', 'Kind', 'Summary', 'Parts', 'Detail'];

/**
 * The page of the browser view: markup only. Its script (`/_ui/ui.js`, src/ui/script.ts) fills it from the API;
 * no value of the ledger is ever in this text, and there is no inline script, style or event handler, so that the
 * page's Content-Security-Policy can forbid them all. Sections the control API needs start hidden, and show once
 * their routes answer.
 */
// oxlint-disable-next-line max-lines-per-function -- being split (docs/style.md)
export function uiPage(config: UiConfig): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="trk-config" content="${attribute(JSON.stringify(config))}">
<title>token-registry-kit simulator</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/_ui/ui.css">
<script type="module" src="/_ui/ui.js"></script>
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header>
<h1>token-registry-kit simulator</h1>
<p id="facts">Reading the ledger's state...</p>
<details id="auth">
<summary id="auth-summary">Bearer token: none set</summary>
<form id="token-form" class="fields token">
<label for="token">Bearer token</label>
<input id="token" name="token" type="password" autocomplete="off" spellcheck="false" aria-describedby="token-note">
<button type="submit">Use token</button>
<button type="button" id="token-forget">Forget token</button>
<p id="token-note" class="note">Needed only when the simulator runs with --auth-token: kept in this tab's session storage and sent as <code>Authorization: Bearer</code> with this page's requests.</p>
</form>
</details>
<p id="status" role="status" aria-live="polite"></p>
<p id="alert" role="alert" hidden></p>
</header>
<nav aria-label="Sections">
<ul>
<li><a href="#history">History</a></li>
<li><a href="#items">Items</a></li>
<li><a href="#allocations">Allocations</a></li>
<li><a href="#parties">Parties</a></li>
<li data-needs="control" hidden><a href="#control">Control</a></li>
<li data-needs="snapshots" hidden><a href="#snapshots">Snapshots</a></li>
<li data-needs="inject" hidden><a href="#inject">Fault rules</a></li>
<li data-needs="journal" hidden><a href="#journal">Request journal</a></li>
</ul>
</nav>
<main id="main">
<section id="history" aria-labelledby="history-h">
<h2 id="history-h">History</h2>
<p class="note">Each migration on one time axis, from its first item to its last (found with a few reads of operation D), where it overlaps the next, how dense its items are (sampled), and the live end.</p>
<div id="history-picture" class="picture-box"></div>
<table id="migrations">
<caption>Migrations</caption>
${th(['Migration', 'First item', 'Last item', 'Overlap with the previous', 'Density (sampled)', 'Read'])}
</table>
</section>
<section id="items" aria-labelledby="items-h">
<h2 id="items-h">Items</h2>
<h3 id="latest-h">Latest items</h3>
<div class="fields">
<label><input type="checkbox" id="follow" checked> Follow the live end (a read every 1.5 s)</label>
<span id="live-note" class="note"></span>
</div>
<table id="latest" aria-labelledby="latest-h">
${th(ITEM_COLUMNS)}
</table>
<h3 id="page-h">Any page</h3>
<form id="page-form" class="fields">
<label>After migration id <input id="page-migration" type="number" min="0" step="1" inputmode="numeric"></label>
<label>After record time <input id="page-time" type="text" spellcheck="false" placeholder="2024-09-20T13:31:28.405180Z" size="30"></label>
<label>Page size <input id="page-size" type="number" min="1" max="1000" value="20"></label>
<label>Encoding <select id="page-encoding"><option value="compact_json">compact_json</option><option value="protobuf_json">protobuf_json</option></select></label>
<button type="submit">Read page</button>
<button type="button" id="page-next" disabled>Next page</button>
<button type="button" id="page-start">From the start</button>
</form>
<p id="page-note" class="note">Leave the cursor empty to read from the start; the cursor is exclusive.</p>
<table id="page-table" aria-labelledby="page-h">
${th(ITEM_COLUMNS)}
</table>
<section id="detail" aria-labelledby="detail-h">
<h3 id="detail-h" tabindex="-1">Item detail</h3>
<div id="detail-body"><p class="note">Choose an item's Show button.</p></div>
</section>
</section>
<section id="allocations" aria-labelledby="alloc-h">
<h2 id="alloc-h">Allocations</h2>
<div class="fields">
<label>Filter <input id="alloc-filter" type="search" spellcheck="false"></label>
<label>Listed as <select id="alloc-state"><option value="">any</option><option value="reassigning">in reassignment</option><option value="known">known</option><option value="withdrawn">withdrawn</option></select></label>
</div>
<p id="alloc-count" class="note"></p>
<table id="alloc-table">
<caption>Allocations, with what operation A answers for each</caption>
${th(['Allocation', 'Listed in the state as', 'Operation A answers', 'Control'])}
</table>
<button type="button" id="alloc-more" hidden>Show more allocations</button>
</section>
<section id="parties" aria-labelledby="parties-h">
<h2 id="parties-h">Parties and name entries</h2>
<div class="fields">
<label>Filter <input id="party-filter" type="search" spellcheck="false"></label>
</div>
<p id="party-count" class="note"></p>
<table id="party-table">
<caption>Parties, with the name entry operation C answers for each</caption>
${th(['Party', 'Listed as', 'Entry name', 'URL', 'Description', 'Expires', 'Control'])}
</table>
<button type="button" id="party-more" hidden>Show more parties</button>
</section>
<section id="control" aria-labelledby="control-h" hidden>
<h2 id="control-h">Control</h2>
<p class="note">The control API (serve --live --control). Each call appends the items its change implies; its answer, and those items, show below.</p>
<div class="panels">
<form id="c-advance" class="panel">
<h3>Advance</h3>
<label>Steps <input id="advance-steps" type="number" min="1" max="10000000" value="10" required></label>
<button type="submit">Advance</button>
</form>
<form id="c-create" class="panel">
<h3>Create allocation</h3>
<label>Sender <input id="create-sender" list="party-list" spellcheck="false" placeholder="any party"></label>
<label>Receiver <input id="create-receiver" list="party-list" spellcheck="false" placeholder="any party"></label>
<label>Executor <input id="create-executor" list="party-list" spellcheck="false" placeholder="any party"></label>
<button type="submit">Create allocation</button>
</form>
<form id="c-set-entry" class="panel">
<h3>Set name entry</h3>
<label>Party <input id="entry-party" list="party-list" spellcheck="false" required></label>
<label>Name <input id="entry-name" spellcheck="false" required></label>
<label>URL <input id="entry-url" spellcheck="false"></label>
<label>Description <input id="entry-description"></label>
<label>Expires at <input id="entry-expires" spellcheck="false" placeholder="RFC 3339; 90 days if empty"></label>
<button type="submit">Set name entry</button>
</form>
<form id="c-expire-entry" class="panel">
<h3>Expire name entry</h3>
<label>Party <input id="expire-party" list="party-list" spellcheck="false" required></label>
<label>Name <input id="expire-name" spellcheck="false" required></label>
<button type="submit">Expire name entry</button>
</form>
<form id="c-migration" class="panel">
<h3>New migration</h3>
<p class="note">Later items carry the next migration id, their record times overlapping this one's end.</p>
<button type="submit">Start migration</button>
</form>
<form id="c-reset" class="panel">
<h3>Reset</h3>
<label><input id="reset-sure" type="checkbox" required> Drop everything appended</label>
<button type="submit">Reset the ledger</button>
</form>
</div>
<div id="c-other" class="panels"></div>
<section id="c-result" aria-labelledby="c-result-h">
<h3 id="c-result-h">Last call</h3>
<p id="c-result-line" class="note wraps" aria-live="polite">No call yet.</p>
<div id="c-result-json"></div>
<div id="c-appended"></div>
</section>
</section>
<section id="snapshots" aria-labelledby="snapshots-h" hidden>
<h2 id="snapshots-h">Snapshots</h2>
<div class="fields">
<button type="button" id="snapshot-take">Take a snapshot</button>
<button type="button" id="state-save" aria-describedby="state-save-note" disabled>Save the state file</button>
<span id="state-save-note" class="note"></span>
</div>
<table id="snapshot-table">
<caption>Snapshots kept, oldest first</caption>
${th(['Snapshot', 'Items', 'Migration', 'Ledger time', 'Revert'])}
</table>
</section>
<section id="inject" aria-labelledby="inject-h" hidden>
<h2 id="inject-h">Fault rules</h2>
<form id="inject-form" class="fields">
<label>Rule <input id="inject-rule" spellcheck="false" placeholder="D: 503 next 2" required size="30"></label>
<button type="submit">Add rule</button>
<button type="button" id="inject-clear">Clear every rule</button>
</form>
<table id="inject-table">
<caption>Rules in force</caption>
${th(['Rule', 'As given', 'Details', 'Remove'])}
</table>
</section>
<section id="journal" aria-labelledby="journal-h" hidden>
<h2 id="journal-h">Request journal</h2>
<form id="journal-form" class="fields">
<label>Operation <select id="journal-operation"><option value="">any</option><option>A</option><option>B</option><option>C</option><option>D</option></select></label>
<label>Status <input id="journal-status" type="number" min="100" max="599"></label>
<label>Method <select id="journal-method"><option value="">any</option><option>GET</option><option>POST</option><option>OPTIONS</option></select></label>
<label>Path <input id="journal-path" spellcheck="false" placeholder="/api/scan/v0/events"></label>
<label><input type="checkbox" id="journal-auto"> Refresh every 3 s</label>
<button type="submit">Refresh</button>
<button type="button" id="journal-clear">Clear the journal</button>
</form>
<p id="journal-note" class="note"></p>
<table id="journal-table">
<caption>Requests, newest first</caption>
${th(['Request', 'Time', 'Operation', 'Status', 'Bytes', 'Duration', 'Rule', 'Detail'])}
</table>
<div id="journal-detail"></div>
</section>
<datalist id="party-list"></datalist>
</main>
<footer><p class="note">Served by the simulator itself at /_ui; it reads the same API a wallet calls. Turn it off with serve --no-ui.</p></footer>
</body>
</html>
`;
}
