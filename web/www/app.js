// The page: draws what the engines (WebAssembly, ./pkg) give it and turns
// clicks and keys into steps. No rule logic here: which clicks make a move,
// whether a move is legal, what a chance outcome is, who may see what, the
// seats' names and who won all come from the Rust side (web/src). The bot
// runs in a Web Worker (worker.js), so the page never freezes while it
// searches.
//
// The game being played (game string, your seat, seed and moves) is kept in
// the URL and in the browser's storage, so a reload, the back button or a
// shared link brings it back exactly.

import init, { Table } from './pkg/tabletop_web.js';
import { RULES, describe } from './rules.js';

const PRESETS = [
  ['XOBrainer', [
    ['one round', 'xobrainer(format=one-round)'],
    ['best of 5 sets', 'xobrainer'],
    ['best of 3, Random + Mission', 'xobrainer(format=bo3,variants=random+mission)'],
    ['one round, TimeBomb 20 s', 'xobrainer(format=one-round,time_bomb=20)'],
  ]],
  ['ODULUDO', [
    ['2 players', 'oduludo(players=2)'],
    ['4 players', 'oduludo'],
    ['3 players, Last Pawn', 'oduludo(players=3,mode=last-pawn)'],
  ]],
  ['numseq', [
    ['2 players', 'numseq'],
    ['4 players (2 teams)', 'numseq(players=4)'],
    ['classic Sequence board', 'numseq(preset=classic)'],
  ]],
  ['Deblockle', [
    ['4 blocks each', 'deblockle'],
    ['3 blocks, no side by side', 'deblockle(blocks=3,side_by_side=forbidden)'],
  ]],
];

// The bot's strength levels: the engines' named levels (tabletop::Level,
// through Table.levels(): name, description, intended milliseconds a move),
// filled in once the wasm module is ready. A strength that is a number (an
// older link) means MCTS with that many iterations a move (`mcts:N`); any
// other value is passed on as a bot string (`guided:500`).
let STRENGTHS = [];
let DEFAULT_STRENGTH = 'strong';

// Milliseconds a chance outcome stays announced.
const PACES = { normal: 700, fast: 200, instant: 0 };
const STORE_GAME = 'tabletop-web:game';
const STORE_SETTINGS = 'tabletop-web:settings';
const BOARD_PX = 640;

const $ = (id) => document.getElementById(id);
let params = new URLSearchParams(location.search);
// The test may speed the TimeBomb clock up (`clock_speed=10`: ten times).
const CLOCK_SPEED = Number(params.get('clock_speed') ?? 1) || 1;

let table = null;       // the Table (wasm) of the game being played
let snap = null;        // its snapshot (JSON from Rust)
let human = 0;          // the seat the human plays (-1: every seat)
let seed = 0;           // the game's seed: chance and bot seeds follow from it and the ply
let clicks = [];        // the human's clicks so far: [{kind, label}]
let next = [];          // the steps that can follow them
let generation = 0;     // bumped by every new game and undo: stale bot answers are dropped
let botRequest = 0;
let botAskedAt = 0;      // performance.now() when the worker was asked for the current move
let botTimes = [];       // this game's bot moves: ms from asking the worker to its answer (the browser test reads them)
let thinking = false;
let phase = 'loading';  // loading | human | bot | chance | over
let lastStatus = '';
let narration = [];     // plain-text copy of the narration, for tests
let refusalText = '';
let refusalDetail = '';
let worker = null;
let cursor = null;      // the square or card the keyboard is on
let review = null;      // null, or the ply the board shows while looking back
let reviewTable = null;
let skipPause = null;   // ends the current chance pause early
let clock = null;       // TimeBomb: {end, timer}
let freshUntil = 0;     // the bot's move flashes until then (performance.now() ms)
let pendingSay = '';
let restoring = false;  // a restored game's moves are being told again    // the bot's move, said together with the turn that follows it
let zoom = 1;           // the board's width over its frame's: squares of at least 44 px on a phone
let zoomFor = '';       // the game and window width the zoom was measured for
let fit = false;        // the player asked to see the whole board instead

// ---- seeds ----------------------------------------------------------------

// The seed of the chance outcome (salt 1) or bot search (salt 2) at `ply`,
// from the game's seed (web/src/session.rs seed_at): the same game and moves
// give the same seeds, so a restored game goes on exactly as it would have.
function seedAt(ply, salt) {
  return Table.seed_at(seed, ply, salt);
}

function freshSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

// ---- settings and storage --------------------------------------------------

function store(key, value) {
  try { localStorage.setItem(key, JSON.stringify(value)); } catch { /* storage off: the URL still keeps it */ }
}

function load(key) {
  try { return JSON.parse(localStorage.getItem(key) ?? 'null'); } catch { return null; }
}

// The bot string the worker asks the engine for (Table.bot_move_named).
function strengthBot() {
  const v = $('strength').value;
  if (STRENGTHS.some((l) => l.name === v)) return v;
  if (/^\d+$/.test(v) && Number(v) > 0) return `mcts:${Number(v)}`;
  return v || DEFAULT_STRENGTH;
}

function delay() {
  if (params.has('delay')) return Number(params.get('delay'));
  return PACES[$('pace').value] ?? 700;
}

function saveSettings() {
  store(STORE_SETTINGS, { strength: $('strength').value, pace: $('pace').value, fit });
}

// The game in the URL (replaced on every move, pushed for a new game) and in storage.
function saveGame(push) {
  if (!table) return;
  const moves = JSON.parse(table.public_moves());
  const url = new URL(location.href);
  url.searchParams.set('game', table.game_string());
  url.searchParams.set('seat', String(human));
  url.searchParams.set('seed', String(seed));
  url.searchParams.set('strength', $('strength').value);
  if (moves.length) url.searchParams.set('moves', moves.join(' ; '));
  else url.searchParams.delete('moves');
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
  store(STORE_GAME, { game: table.game_string(), seat: human, seed, moves, strength: $('strength').value });
}

function movesFromUrl(p) {
  const m = p.get('moves');
  return m ? m.split(' ; ').map((s) => s.trim()).filter(Boolean) : [];
}

// ---- setup -----------------------------------------------------------------

function fillMenu() {
  const menu = $('game-menu');
  for (const [group, items] of PRESETS) {
    const og = document.createElement('optgroup');
    og.label = group;
    for (const [label, text] of items) {
      const o = document.createElement('option');
      o.value = text;
      o.textContent = `${group}: ${label}`;
      og.appendChild(o);
    }
    menu.appendChild(og);
  }
  // Every game of the facade's registry is on the menu: one without presets
  // above is offered with its default config.
  const named = new Set(PRESETS.flatMap(([, items]) => items.map(([, text]) => text.split('(')[0])));
  for (const g of JSON.parse(Table.games())) {
    if (named.has(g.name)) continue;
    const og = document.createElement('optgroup');
    og.label = g.name;
    const o = document.createElement('option');
    o.value = g.name;
    o.textContent = `${g.name}: default`;
    og.appendChild(o);
    menu.appendChild(og);
  }
  const custom = document.createElement('option');
  custom.value = '';
  custom.textContent = '(the game string below)';
  menu.prepend(custom);
  menu.addEventListener('change', () => {
    if (!menu.value) return;
    $('game-string').value = menu.value;
    fillSeats();
    noteSettings();
  });
  $('game-string').addEventListener('change', () => {
    syncMenu();
    fillSeats();
    noteSettings();
  });
  $('seat').addEventListener('change', noteSettings);
  const strength = $('strength');
  const levelTable = JSON.parse(Table.levels());
  STRENGTHS = levelTable.levels;
  DEFAULT_STRENGTH = levelTable.default;
  for (const level of STRENGTHS) {
    const o = document.createElement('option');
    o.value = level.name;
    o.textContent = level.name;
    o.title = `${level.describe} (about ${level.budget_ms} ms a move)`;
    strength.appendChild(o);
  }
  strength.value = DEFAULT_STRENGTH;
  strength.addEventListener('change', () => { saveSettings(); saveGame(false); });
  $('pace').addEventListener('change', saveSettings);

  const list = $('param-list');
  for (const g of JSON.parse(Table.games())) {
    const dl = document.createElement('dl');
    const title = document.createElement('strong');
    title.textContent = g.name;
    list.appendChild(title);
    for (const [name, values] of g.params) {
      const dt = document.createElement('dt');
      dt.textContent = name;
      const dd = document.createElement('dd');
      dd.textContent = values;
      dl.append(dt, dd);
    }
    list.appendChild(dl);
  }
}

function setStrength(v) {
  const s = $('strength');
  if (v === null || v === undefined) return;
  v = String(v);
  if (![...s.options].some((o) => o.value === v)) {
    const o = document.createElement('option');
    o.value = v;
    o.textContent = /^\d+$/.test(v) ? `${v} playouts` : v;
    s.appendChild(o);
  }
  s.value = v;
}

// The menu shows the preset the game string names, if any.
function syncMenu() {
  const menu = $('game-menu');
  const text = $('game-string').value.replace(/\s+/g, '');
  menu.value = [...menu.options].some((o) => o.value === text) ? text : '';
}

// The seat menu lists the seats of the game in the box, by their names.
function fillSeats(keep) {
  const select = $('seat');
  const before = keep ?? select.value;
  let names = ['Player 1', 'Player 2'];
  try {
    const probe = new Table($('game-string').value, -1);
    names = JSON.parse(probe.snapshot()).seat_names;
    probe.free();
    showSetupError('');
  } catch (e) {
    showSetupError(e.message);
  }
  select.innerHTML = '';
  names.forEach((name, i) => {
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = name;
    select.appendChild(o);
  });
  const hot = document.createElement('option');
  hot.value = '-1';
  hot.textContent = 'every seat (no bot)';
  select.appendChild(hot);
  if ([...select.options].some((o) => o.value === String(before))) select.value = String(before);
}

function showSetupError(text) {
  $('setup-error').textContent = text;
}

// Says when the settings form differs from the game on the board.
function noteSettings() {
  if (!table) return;
  let differs = $('seat').value !== String(human);
  try {
    const probe = new Table($('game-string').value, -1);
    differs ||= probe.game_string() !== table.game_string();
    probe.free();
  } catch {
    differs = true;
  }
  $('setup-note').textContent = differs
    ? 'These settings are not the game on the board: press “New game” to start them.'
    : '';
  $('new-game').textContent = differs ? 'Start this game' : 'New game';
}

function inProgress() {
  return table && snap && !snap.outcome && snap.can_undo;
}

function askNewGame() {
  if (!inProgress()) {
    newGame();
    return;
  }
  $('confirm').showModal();
}

// Starts a game: `moves` played (a restored game: its narration is told
// again, move by move) or none.
function startGame(gameString, seat, gameSeed, moves = [], push = true) {
  let t;
  try {
    // The engine checks the whole record first: a bad move leaves the game on the board as it was.
    Table.restore(gameString, seat, JSON.stringify(moves), gameSeed >>> 0).free();
    t = new Table(gameString, seat);
  } catch (e) {
    showSetupError(e.message);
    return false;
  }
  showSetupError('');
  if (table) table.free();
  table = t;
  human = seat;
  seed = gameSeed >>> 0;
  generation++;
  thinking = false;
  botTimes = [];
  clicks = [];
  next = [];
  lastStatus = '';
  narration = [];
  cursor = null;
  leaveReview();
  $('narration').innerHTML = '';
  $('game-string').value = table.game_string();
  syncMenu();
  fillSeats(String(seat));
  showRefusal('', '');
  announce('');
  snap = JSON.parse(table.snapshot());
  showRules();
  if (moves.length) {
    restoring = true;
    for (const mv of moves) {
      const line = mv === '?' ? table.chance(seedAt(snap.plies, 1)) : table.play(mv);
      narrate(JSON.parse(line));
    }
    restoring = false;
    const li = document.createElement('li');
    li.className = 'undo';
    li.textContent = `Restored: ${moves.length} moves.`;
    appendNarration(li, li.textContent);
  }
  saveGame(push);
  noteSettings();
  advance();
  return true;
}

function newGame() {
  startGame($('game-string').value, Number($('seat').value), freshSeed());
}

function rematch() {
  if (!table) return;
  const seats = snap.seats;
  const seat = human < 0 ? -1 : (human + 1) % seats;
  startGame(table.game_string(), seat, freshSeed());
}

// ---- rules, legend, tooltips -------------------------------------------------

function showRules() {
  const r = RULES[snap.name.toLowerCase()];
  const howto = $('howto-text');
  howto.innerHTML = '';
  const legend = $('legend');
  legend.innerHTML = '';
  if (!r) return;
  for (const [title, text] of r.howto) {
    const h = document.createElement('h3');
    h.textContent = title;
    const p = document.createElement('p');
    p.textContent = text;
    howto.append(h, p);
  }
  for (const [term, text] of r.legend) {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = text;
    legend.append(dt, dd);
  }
  $('howto').querySelector('summary').textContent = `How to play ${snap.name}`;
}

// Every square and card of the picture gets a name (for screen readers) and a
// tooltip: its label, what stands on it and what it does.
function nameSquares(board, source) {
  const notes = new Map(source.square_notes ?? []);
  const byToken = new Map();
  for (const el of board.querySelectorAll('svg [class]')) {
    const cls = el.getAttribute('class').split(/\s+/);
    if (cls[0] === 'hit') continue;
    for (const t of cls.slice(1)) {
      if (!byToken.has(t)) byToken.set(t, []);
      byToken.get(t).push(cls);
    }
  }
  // Marks the picture draws without a square's name (XOBrainer's Mission
  // marks, numseq's free corners) are found by where they stand.
  const rects = [...board.querySelectorAll('rect.hit[data-square]')].map((h) => [h, h.getBBox()]);
  for (const el of board.querySelectorAll('svg .mission, svg .corner')) {
    const b = el.getBBox();
    const x = b.x + b.width / 2;
    const y = b.y + b.height / 2;
    const found = rects.find(([, r]) => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height);
    if (!found) continue;
    const label = found[0].dataset.square;
    if (!byToken.has(label)) byToken.set(label, []);
    byToken.get(label).push(el.getAttribute('class').split(/\s+/));
  }
  for (const hit of board.querySelectorAll('.hit')) {
    const label = hit.dataset.square ?? hit.dataset.card;
    const kind = hit.dataset.square !== undefined ? 'square' : 'card';
    const parts = describe(snap.name.toLowerCase(), label, byToken.get(label) ?? []);
    if (notes.has(label)) parts.push(notes.get(label));
    if (hit.classList.contains('next')) parts.push('you can choose it');
    if (hit.classList.contains('chosen')) parts.push('chosen');
    if ((byToken.get(label) ?? []).some((c) => c[0] === 'last-move')) parts.push('last move');
    const name = `${kind === 'card' ? 'card ' : ''}${label}${parts.length ? ': ' + parts.join('; ') : ''}`;
    hit.setAttribute('role', 'button');
    hit.setAttribute('aria-label', name);
    hit.setAttribute('tabindex', '-1');
    const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    title.textContent = name;
    hit.appendChild(title);
  }
}

// ---- drawing -----------------------------------------------------------------

function seatName(s) {
  return snap?.seat_names?.[s] ?? `seat ${s}`;
}

function refresh() {
  snap = JSON.parse(table.snapshot());
  const board = $('board');
  const hadFocus = board.contains(document.activeElement) || $('choices').contains(document.activeElement)
    || document.activeElement === document.body && board.dataset.focused === '1';
  if (review !== null) {
    board.innerHTML = reviewTable.svg(BOARD_PX, '[]');
  } else {
    const selected = clicks.filter((s) => s.kind === 'square').map((s) => s.label);
    board.innerHTML = table.svg(BOARD_PX, JSON.stringify(selected));
    for (const step of next) for (const el of hitsFor(step)) el.classList.add('next');
    for (const step of clicks) for (const el of hitsFor(step)) el.classList.add('chosen');
  }
  widenHits(board);
  applyZoom(board);
  board.classList.toggle('fresh', performance.now() < freshUntil);
  board.classList.toggle('reviewing', review !== null);
  nameSquares(board, snap);
  placeCursor(hadFocus);
  // Choices and directions (and any step the picture has no area for) are buttons.
  const box = $('choices');
  box.innerHTML = '';
  if (review === null) {
    for (const step of next) {
      if (hitsFor(step).length > 0) continue;
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.kind = step.kind;
      b.dataset.label = step.label;
      b.textContent = step.label;
      b.addEventListener('click', () => onStep(step));
      box.appendChild(b);
    }
  }
  const legal = $('legal-moves');
  legal.innerHTML = '';
  for (const mv of snap.legal_moves) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = mv;
    b.addEventListener('click', () => playHuman(mv));
    legal.appendChild(b);
  }
  $('legal').querySelector('summary').textContent = `Legal moves (${snap.legal_moves.length})`;
  $('undo').disabled = !snap.can_undo || review !== null;
  $('clear').disabled = clicks.length === 0;
  $('rematch').disabled = !snap.outcome;
  $('hint-source').textContent = snap.hint_source === 'page'
    ? 'Click paths: made by the page from the engine\'s legal moves and the squares each move touches (the engine gives no move hints yet).'
    : snap.hint_source === 'engine' ? 'Click paths: the engine\'s move hints.' : '';
  $('status').textContent = statusText();
  $('status').classList.toggle('thinking', thinking);
  $('skip').style.visibility = phase === 'chance' && delay() > 0 ? 'visible' : 'hidden';
  const result = $('result');
  if (snap.outcome) {
    const scores = snap.outcome.scores.map((s, i) => `${seatName(i)} ${s}`).join(', ');
    result.textContent = `${snap.outcome.text} Scores: ${scores}.`;
  } else {
    result.textContent = '';
  }
  showMessage();
  showReview();
  tickClock();
}

// Round click areas grow to half the distance to their nearest neighbour, so
// that a tap between two small squares still lands on the nearer one.
function widenHits(board) {
  const circles = [...board.querySelectorAll('circle.hit')];
  const c = circles.map((e) => [Number(e.getAttribute('cx')), Number(e.getAttribute('cy')), Number(e.getAttribute('r'))]);
  circles.forEach((e, i) => {
    let d = Infinity;
    for (let j = 0; j < c.length; j++) {
      if (j !== i) d = Math.min(d, Math.hypot(c[i][0] - c[j][0], c[i][1] - c[j][1]));
    }
    if (Number.isFinite(d) && d / 2 > c[i][2]) e.setAttribute('r', String(Math.min(d / 2, c[i][2] * 2)));
  });
}

// On a small screen the board is drawn big enough for 44-pixel squares and
// 10.5-pixel text, in a frame that scrolls sideways; "Fit board" shows it
// whole instead. Sizes are read in the picture's own units, so no layout is
// forced and the zoom only changes when the picture does.
function applyZoom(board) {
  const svg = board.querySelector('svg');
  if (!svg) return;
  const box = svg.viewBox.baseVal;
  const wrap = $('board-wrap');
  let want = 1;
  if (innerWidth <= 600 && box && box.width > 0) {
    const scale = wrap.clientWidth / box.width;
    let least = Infinity;
    for (const h of board.querySelectorAll('.hit')) {
      const size = h.tagName === 'circle' ? 2 * Number(h.getAttribute('r'))
        : Math.min(Number(h.getAttribute('width')), Number(h.getAttribute('height')));
      if (size > 0) least = Math.min(least, size);
    }
    const fonts = [...svg.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size'))).filter((x) => x > 0);
    fonts.sort((a, b) => a - b);
    const small = fonts.length ? fonts[Math.floor(fonts.length / 10)] : Infinity;
    want = Math.min(4, Math.max(1, 44.5 / (least * scale), 10.6 / (small * scale)));
  }
  const key = `${snap.game}|${innerWidth}`;
  const first = zoomFor !== key;
  zoom = want;
  zoomFor = key;
  svg.style.width = fit ? '100%' : `${zoom * 100}%`;
  if (first) wrap.scrollLeft = (wrap.scrollWidth - wrap.clientWidth) / 2;
  $('fit').disabled = zoom === 1;
  $('fit').setAttribute('aria-pressed', String(fit));
}

// When the board is wider than its frame, the frame (never the page) slides
// sideways to show where the player's move can start.
function showTargets() {
  const wrap = $('board-wrap');
  if (wrap.scrollWidth <= wrap.clientWidth) return;
  const first = $('board').querySelector('.hit.next');
  if (!first) return;
  const w = wrap.getBoundingClientRect();
  const r = first.getBoundingClientRect();
  if (r.left >= w.left && r.right <= w.right) return;
  wrap.scrollLeft += r.left + r.width / 2 - (w.left + w.width / 2);
}

function statusText() {
  if (review !== null) return `Looking back: move ${review} of ${snap.plies}`;
  if (snap.outcome) return 'Game over';
  if (phase === 'chance') return 'Chance: wait a moment';
  if (thinking) return `Bot (${seatName(snap.seat)}) is thinking`;
  if (snap.to_act === 'chance') return 'Chance';
  if (snap.human_to_act) return snap.human === null ? `${seatName(snap.seat)} to move` : `Your move (${seatName(snap.seat)})`;
  return `${seatName(snap.seat)} to move`;
}

function hitsFor(step) {
  const attr = step.kind === 'square' ? 'data-square' : step.kind === 'card' ? 'data-card' : null;
  if (!attr) return [];
  return [...$('board').querySelectorAll(`.hit[${attr}="${CSS.escape(step.label)}"]`)];
}

function boardStatus() {
  const el = $('board').querySelector('.status');
  return el ? el.textContent : '';
}

// One message at a time in a box of fixed height: a refusal, else the result,
// else the chance announcement. Nothing around the board moves.
function showMessage() {
  const show = refusalText ? 'refusal' : snap?.outcome ? 'result' : 'announce';
  for (const id of ['refusal', 'result', 'announce']) $(id).classList.toggle('shown', id === show);
}

// ---- keyboard ----------------------------------------------------------------

function hitKey(el) {
  return el.dataset.square !== undefined ? `square:${el.dataset.square}` : `card:${el.dataset.card}`;
}

function hits() {
  return [...$('board').querySelectorAll('.hit')];
}

// One square of the board is in the tab order (a roving tabindex): the one
// the cursor is on, else the first one a move can start from.
function placeCursor(focus) {
  const all = hits();
  if (!all.length) return;
  let el = all.find((h) => hitKey(h) === cursor);
  if (!el) el = all.find((h) => h.classList.contains('next')) ?? all[Math.floor(all.length / 2)];
  cursor = hitKey(el);
  el.setAttribute('tabindex', '0');
  el.classList.add('cursor');
  if (focus) el.focus({ preventScroll: true });
}

function moveCursor(dx, dy) {
  const all = hits();
  const here = all.find((h) => hitKey(h) === cursor);
  if (!here) return;
  const c = centre(here);
  let best = null;
  let bestScore = Infinity;
  for (const h of all) {
    if (h === here) continue;
    const p = centre(h);
    const along = (p.x - c.x) * dx + (p.y - c.y) * dy;
    if (along < 2) continue;
    const across = Math.abs((p.x - c.x) * dy) + Math.abs((p.y - c.y) * dx);
    const score = along + across * 2.5;
    if (score < bestScore) { best = h; bestScore = score; }
  }
  if (!best) return;
  here.setAttribute('tabindex', '-1');
  here.classList.remove('cursor');
  cursor = hitKey(best);
  best.setAttribute('tabindex', '0');
  best.classList.add('cursor');
  best.focus({ preventScroll: true });
}

function centre(el) {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

function onBoardKey(e) {
  const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  if (dirs[e.key]) {
    e.preventDefault();
    moveCursor(...dirs[e.key]);
  } else if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    const el = hits().find((h) => hitKey(h) === cursor);
    if (el) choose(el);
  }
}

// ---- narration ---------------------------------------------------------------

function lineWho(line) {
  const name = line.name ?? (line.seat !== null ? `seat ${line.seat}` : '');
  return line.who === 'you' ? `You (${name})`
    : line.who === 'bot' ? `Bot (${name})`
    : line.who === 'seat' ? name
    : 'Chance';
}

function narrate(line) {
  const li = document.createElement('li');
  li.className = line.who;
  const who = document.createElement('span');
  who.className = 'who';
  who.textContent = lineWho(line);
  const mv = document.createElement('span');
  mv.className = 'mv';
  mv.textContent = line.mv ?? 'an outcome hidden from you';
  li.append(who, ': ', mv);
  let text = `${who.textContent}: ${mv.textContent}`;
  if (line.events.length > 0) {
    const ul = document.createElement('ul');
    ul.className = 'events';
    for (const e of line.events) {
      const item = document.createElement('li');
      item.textContent = e;
      ul.appendChild(item);
    }
    li.appendChild(ul);
    text += ' | ' + line.events.join(' | ');
  }
  // The state change, as the picture's status line tells it.
  refresh();
  li.dataset.ply = String(snap.plies);
  const status = boardStatus();
  if (status && status !== lastStatus) {
    const change = document.createElement('span');
    change.className = 'change';
    change.textContent = ` → ${status}`;
    li.appendChild(change);
    text += ` → ${status}`;
    lastStatus = status;
  }
  appendNarration(li, text);
  if (!restoring) saveGame(false);
  return text;
}

// The narration list scrolls itself to its newest line; the page never scrolls.
function appendNarration(li, text) {
  const list = $('narration');
  list.appendChild(li);
  narration.push(text);
  list.scrollTop = list.scrollHeight;
}

function narrateEnd() {
  const li = document.createElement('li');
  li.className = 'over';
  li.textContent = `Game over: ${snap.outcome.text}`;
  appendNarration(li, li.textContent);
  say(`Game over. ${snap.outcome.text}`);
}

function announce(text, chance) {
  const el = $('announce');
  el.textContent = text;
  el.classList.remove('chance');
  if (chance) {
    void el.offsetWidth; // restart the animation
    el.classList.add('chance');
  }
}

// The live region: what a screen reader says (the turn, the bot's move, the result).
function say(text) {
  $('live').textContent = text;
}

function showRefusal(text, detail) {
  refusalText = text;
  refusalDetail = detail ?? '';
  $('refusal').textContent = text;
  $('refusal').title = refusalDetail;
  showMessage();
}

// ---- the game loop -----------------------------------------------------------

function pause(ms) {
  return new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done() { clearTimeout(t); skipPause = null; resolve(); }
    skipPause = done;
  });
}

async function advance() {
  const gen = generation;
  for (;;) {
    if (gen !== generation) return;
    clicks = [];
    next = [];
    stopClock();
    refresh();
    if (snap.outcome) {
      phase = 'over';
      narrateEnd();
      refresh();
      return;
    }
    if (snap.to_act === 'chance') {
      phase = 'chance';
      const line = JSON.parse(table.chance(seedAt(snap.plies, 1)));
      const text = narrate(line);
      announce(text, true);
      const ms = delay();
      if (ms > 0) await pause(ms);
      continue;
    }
    if (snap.human_to_act) {
      phase = 'human';
      const start = JSON.parse(table.click('[]'));
      next = start.type === 'partial' ? start.next : [];
      refresh();
      showTargets();
      say([pendingSay, statusText()].filter(Boolean).join('. '));
      pendingSay = '';
      startClock();
      return;
    }
    phase = 'bot';
    thinking = true;
    refresh();
    botRequest++;
    botAskedAt = performance.now();
    worker.postMessage({
      id: botRequest,
      gen,
      game: table.game_string(),
      moves: table.moves(),
      bot: strengthBot(),
      seed: seedAt(snap.plies, 2),
    });
    return;
  }
}

function onBotAnswer(e) {
  const { id, gen, move, error } = e.data;
  if (gen !== generation || id !== botRequest) return; // a newer game or an undo
  thinking = false;
  botTimes.push(performance.now() - botAskedAt);
  if (error || !move) {
    showRefusal(`The bot failed: ${error ?? 'no move'}`);
    refresh();
    return;
  }
  let line;
  try {
    line = JSON.parse(table.play(move));
  } catch (err) {
    showRefusal('The bot\'s move was refused.', err.message);
    refresh();
    return;
  }
  freshUntil = performance.now() + 900;
  const text = narrate(line);
  pendingSay = text;
  say(text);
  announce('');
  advance();
}

function playHuman(mv) {
  if (phase !== 'human' || review !== null) return;
  let line;
  try {
    line = JSON.parse(table.play(mv));
  } catch (e) {
    showRefusal('That move is not allowed now.', e.message);
    return;
  }
  stopClock();
  showRefusal('');
  announce('');
  narrate(line);
  advance();
}

// A click while the player cannot move is refused with a word, never dropped.
function waitWord() {
  if (review !== null) return 'You are looking back at the game: press ⏭ to return to it.';
  if (phase === 'chance') return 'Wait: chance is being drawn (press “Skip pause” to go on at once).';
  if (phase === 'bot') return 'Wait: the bot is thinking.';
  if (phase === 'over') return 'The game is over: start a new game or a rematch.';
  return 'Wait a moment.';
}

function onStep(step) {
  if (phase !== 'human' || review !== null) {
    showRefusal(waitWord());
    return;
  }
  const last = clicks[clicks.length - 1];
  if (last && last.kind === step.kind && last.label === step.label) {
    clicks.pop(); // a second click on the last one takes it back
    const res = JSON.parse(table.click(JSON.stringify(clicks)));
    next = res.type === 'partial' ? res.next : [];
    showRefusal('');
    refresh();
    return;
  }
  const res = JSON.parse(table.click(JSON.stringify([...clicks, step])));
  switch (res.type) {
    case 'move':
      clicks = [];
      next = [];
      playHuman(res.move);
      break;
    case 'partial':
      clicks.push(step);
      next = res.next;
      showRefusal('');
      refresh();
      break;
    case 'restart':
      clicks = [step];
      next = res.next;
      showRefusal('');
      refresh();
      break;
    default:
      showRefusal(res.reason, res.detail);
      for (const el of hitsFor(step)) el.classList.add('refused');
  }
}

function choose(hit) {
  cursor = hitKey(hit);
  if (hit.dataset.square !== undefined) onStep({ kind: 'square', label: hit.dataset.square });
  else if (hit.dataset.card !== undefined) onStep({ kind: 'card', label: hit.dataset.card });
}

function onBoardClick(e) {
  const hit = e.target.closest('.hit');
  if (hit) choose(hit);
}

function undo() {
  if (review !== null || !table.undo()) return;
  generation++;
  thinking = false;
  showRefusal('');
  announce('');
  const li = document.createElement('li');
  li.className = 'undo';
  li.textContent = 'Undo: back to your last decision';
  appendNarration(li, li.textContent);
  lastStatus = '';
  saveGame(false);
  advance();
}

function clearClicks() {
  if (phase !== 'human') return;
  const res = JSON.parse(table.click('[]'));
  clicks = [];
  next = res.type === 'partial' ? res.next : [];
  showRefusal('');
  refresh();
}

// ---- TimeBomb ----------------------------------------------------------------

function startClock() {
  stopClock();
  if (!snap.time_bomb || !snap.human_to_act || !snap.legal_moves.includes('timeout')) return;
  const gen = generation;
  const plies = snap.plies;
  clock = { end: performance.now() + (snap.time_bomb * 1000) / CLOCK_SPEED, timer: null };
  clock.timer = setInterval(() => {
    if (gen !== generation || snap.plies !== plies || phase !== 'human') { stopClock(); return; }
    if (review !== null) return;
    if (performance.now() >= clock.end) {
      stopClock();
      const li = document.createElement('li');
      li.className = 'undo';
      li.textContent = 'Time is up: the move is lost.';
      appendNarration(li, li.textContent);
      say(li.textContent);
      clicks = [];
      next = [];
      playHuman('timeout');
      return;
    }
    tickClock();
  }, 100);
  tickClock();
}

function stopClock() {
  if (clock) clearInterval(clock.timer);
  clock = null;
  tickClock();
}

function tickClock() {
  const el = $('clock');
  if (!clock) {
    el.textContent = snap?.time_bomb ? `⏱ ${snap.time_bomb} s` : '';
    el.classList.remove('low');
    return;
  }
  const left = Math.max(0, Math.ceil(((clock.end - performance.now()) * CLOCK_SPEED) / 1000));
  if (left === 5 && !clock.warned) {
    clock.warned = true;
    say('5 seconds left');
  }
  el.textContent = `⏱ ${left} s`;
  el.classList.toggle('low', left <= 5);
}

// ---- review ------------------------------------------------------------------

function goReview(ply) {
  if (!table) return;
  const moves = JSON.parse(table.public_moves());
  if (ply === null || ply >= moves.length) {
    leaveReview();
    refresh();
    return;
  }
  ply = Math.max(0, ply);
  if (reviewTable) reviewTable.free();
  reviewTable = Table.restore(table.game_string(), human, JSON.stringify(moves.slice(0, ply)), seed);
  review = ply;
  showRefusal('');
  refresh();
  const rs = JSON.parse(reviewTable.snapshot());
  say(`Move ${ply} of ${moves.length}${rs.seat !== null ? `: ${rs.seat_names[rs.seat]} to move` : ''}`);
}

function leaveReview() {
  review = null;
  if (reviewTable) reviewTable.free();
  reviewTable = null;
}

function showReview() {
  const n = snap.plies;
  const at = review ?? n;
  $('rev-pos').textContent = `Move ${at} of ${n}`;
  $('rev-first').disabled = at === 0;
  $('rev-back').disabled = at === 0;
  $('rev-fwd').disabled = review === null;
  $('rev-last').disabled = review === null;
  for (const li of $('narration').children) {
    const p = li.dataset.ply === undefined ? null : Number(li.dataset.ply);
    li.classList.toggle('current', review !== null && p === review);
    li.classList.toggle('later', review !== null && p !== null && p > review);
  }
  const cur = $('narration').querySelector('.current');
  if (cur) {
    const list = $('narration');
    list.scrollTop = cur.offsetTop - list.clientHeight / 2;
  }
}

// ---- record: link, download, load --------------------------------------------

function recordText() {
  const moves = JSON.parse(table.public_moves());
  return [
    '# tabletop-rules game record: the game string, your seat, the seed, then one move a line',
    '# (? is a chance outcome hidden from you, drawn again from the seed)',
    `game ${table.game_string()}`,
    `seat ${human}`,
    `seed ${seed}`,
    ...moves,
    '',
  ].join('\n');
}

function parseRecord(text) {
  let game = null;
  let seat = 0;
  let recSeed = freshSeed();
  const moves = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (game === null && line.startsWith('game ')) { game = line.slice(5).trim(); continue; }
    if (moves.length === 0 && /^seat -?\d+$/.test(line)) { seat = Number(line.slice(5)); continue; }
    if (moves.length === 0 && /^seed \d+$/.test(line)) { recSeed = Number(line.slice(5)); continue; }
    moves.push(line);
  }
  if (game === null) throw new Error('the record names no game (a line “game …”)');
  return { game, seat, seed: recSeed, moves };
}

function note(text) {
  $('record-note').textContent = text;
}

async function copyLink() {
  const url = location.href;
  try {
    await navigator.clipboard.writeText(url);
    note('Link copied: open it anywhere to go on with this game.');
  } catch {
    note(`Copy this link: ${url}`);
  }
}

function download() {
  const blob = new Blob([recordText()], { type: 'text/plain' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${snap.name.toLowerCase()}-${seed}.txt`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  note('Record downloaded.');
}

async function loadRecord(e) {
  const file = e.target.files?.[0];
  if (!file) return;
  try {
    const rec = parseRecord(await file.text());
    if (startGame(rec.game, rec.seat, rec.seed, rec.moves)) note(`Record loaded: ${rec.moves.length} moves.`);
    else note(`The record could not be loaded: ${$('setup-error').textContent}`);
  } catch (err) {
    note(`The record could not be loaded: ${err.message}`);
  }
  e.target.value = '';
}

// ---- start ---------------------------------------------------------------------

// The game from the URL, else the one kept in storage, else a new one.
function restoreFromPlace() {
  params = new URLSearchParams(location.search);
  const settings = load(STORE_SETTINGS) ?? {};
  if (settings.pace && PACES[settings.pace] !== undefined) $('pace').value = settings.pace;
  fit = settings.fit === true;
  setStrength(params.get('strength') ?? settings.strength ?? DEFAULT_STRENGTH);
  const kept = load(STORE_GAME);
  if (params.has('game')) {
    const seat = Number(params.get('seat') ?? 0);
    const s = params.has('seed') ? Number(params.get('seed')) >>> 0 : freshSeed();
    if (startGame(params.get('game'), seat, s, movesFromUrl(params), false)) return;
    // A link whose moves the engine refuses: say why, and start the game from its beginning.
    const why = $('setup-error').textContent;
    if (startGame(params.get('game'), seat, s, [], false)) {
      showSetupError(`The link's moves could not be played (${why}): the game starts from the beginning.`);
      return;
    }
  } else if (kept && kept.game) {
    if (kept.strength) setStrength(kept.strength);
    if (startGame(kept.game, Number(kept.seat ?? 0), Number(kept.seed ?? freshSeed()), kept.moves ?? [], false)) return;
  }
  startGame(PRESETS[0][1][0][1], 0, freshSeed(), [], false);
}

// What the browser test reads (web/test/play.py): the state as the page shows it.
window.tabletopPage = {
  snapshot() {
    return {
      phase,
      thinking,
      ready: table !== null,
      game: snap?.game ?? null,
      name: snap?.name ?? null,
      human: snap?.human ?? null,
      seat: snap?.seat ?? null,
      seat_names: snap?.seat_names ?? [],
      hints: phase === 'human' && review === null ? snap.hints : [],
      hint_source: snap?.hint_source ?? null,
      clicks,
      next,
      narration: [...narration],
      refusal: refusalText,
      refusal_detail: refusalDetail,
      result: snap?.outcome ? $('result').textContent : null,
      plies: snap?.plies ?? 0,
      bot_ms: [...botTimes],
      moves: table ? JSON.parse(table.public_moves()) : [],
      seed,
      cursor,
      review,
      time_bomb: snap?.time_bomb ?? null,
      clock: $('clock').textContent,
      status: $('status').textContent,
    };
  },
  record() {
    return table ? recordText() : '';
  },
};

async function main() {
  await init();
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = onBotAnswer;
  worker.onerror = (e) => showRefusal('The bot stopped working.', e.message);
  fillMenu();
  $('setup').addEventListener('submit', (e) => { e.preventDefault(); askNewGame(); });
  $('confirm-yes').addEventListener('click', () => { $('confirm').close(); newGame(); });
  $('confirm-no').addEventListener('click', () => $('confirm').close());
  $('undo').addEventListener('click', undo);
  $('clear').addEventListener('click', clearClicks);
  $('rematch').addEventListener('click', rematch);
  $('fit').addEventListener('click', () => { fit = !fit; saveSettings(); refresh(); });
  window.addEventListener('resize', () => { if (table) refresh(); });
  $('skip').addEventListener('click', () => skipPause?.());
  $('rev-first').addEventListener('click', () => goReview(0));
  $('rev-back').addEventListener('click', () => goReview((review ?? snap.plies) - 1));
  $('rev-fwd').addEventListener('click', () => goReview(review === null ? null : review + 1));
  $('rev-last').addEventListener('click', () => goReview(null));
  $('copy-link').addEventListener('click', copyLink);
  $('download').addEventListener('click', download);
  $('load-record').addEventListener('change', loadRecord);
  const board = $('board');
  board.addEventListener('click', onBoardClick);
  board.addEventListener('keydown', onBoardKey);
  board.addEventListener('focusin', () => { board.dataset.focused = '1'; });
  board.addEventListener('focusout', (e) => {
    if (e.relatedTarget && !board.contains(e.relatedTarget) && !$('choices').contains(e.relatedTarget)) board.dataset.focused = '0';
  });
  window.addEventListener('popstate', restoreFromPlace);
  restoreFromPlace();
}

main().catch((e) => {
  document.body.prepend(Object.assign(document.createElement('pre'), { textContent: `The page failed to start: ${e.stack ?? e}` }));
});
