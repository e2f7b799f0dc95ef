// The page: draws what the engines (WebAssembly, ./pkg) give it and turns
// clicks into steps. No rule logic here: which clicks make a move, whether a
// move is legal, what a chance outcome is, who may see what and who won all
// come from the Rust side (web/src). The bot runs in a Web Worker
// (worker.js), so the page never freezes while it searches.

import init, { Table } from './pkg/tabletop_web.js';

const PRESETS = [
  ['XOBrainer', [
    ['one round', 'xobrainer(format=one-round)'],
    ['best of 5 sets', 'xobrainer'],
    ['best of 3, Random + Mission', 'xobrainer(format=bo3,variants=random+mission)'],
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

const params = new URLSearchParams(location.search);
// Milliseconds a chance outcome stays announced before play goes on.
const DELAY = Number(params.get('delay') ?? 700);
const BOARD_PX = 640;

const $ = (id) => document.getElementById(id);

let table = null;       // the Table (wasm) of the game being played
let snap = null;        // its snapshot (JSON from Rust)
let clicks = [];        // the human's clicks so far: [{kind, label}]
let next = [];          // the steps that can follow them
let generation = 0;     // bumped by every new game and undo: stale bot answers are dropped
let botRequest = 0;
let thinking = false;
let phase = 'loading';  // loading | human | bot | chance | over
let lastStatus = '';
const narration = [];   // plain-text copy of the narration, for tests
let refusalText = '';
let worker = null;

// The seeds of chance outcomes and bot searches. With the URL parameter
// `seed` they are a fixed sequence (mulberry32 from that seed), so that a
// game, the browser test's among them, can be played again exactly; without
// it they come from crypto.getRandomValues.
let seedState = params.has('seed') ? Number(params.get('seed')) >>> 0 : null;

function rand32() {
  if (seedState !== null) {
    seedState = (seedState + 0x6d2b79f5) >>> 0;
    let t = seedState;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- setup ---------------------------------------------------------------

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
  const custom = document.createElement('option');
  custom.value = '';
  custom.textContent = '(the game string below)';
  menu.prepend(custom);
  menu.addEventListener('change', () => {
    if (!menu.value) return;
    $('game-string').value = menu.value;
    fillSeats();
  });
  $('game-string').addEventListener('change', () => {
    syncMenu();
    fillSeats();
  });

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

// The menu shows the preset the game string names, if any.
function syncMenu() {
  const menu = $('game-menu');
  const text = $('game-string').value.replace(/\s+/g, '');
  menu.value = [...menu.options].some((o) => o.value === text) ? text : '';
}

// The seat menu lists the seats of the game in the box (the engine says how many).
function fillSeats(keep) {
  const select = $('seat');
  const before = keep ?? select.value;
  let seats = 2;
  try {
    const probe = new Table($('game-string').value, -1);
    seats = JSON.parse(probe.snapshot()).seats;
    probe.free();
    showSetupError('');
  } catch (e) {
    showSetupError(e.message);
  }
  select.innerHTML = '';
  for (let i = 0; i < seats; i++) {
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = `seat ${i}`;
    select.appendChild(o);
  }
  const hot = document.createElement('option');
  hot.value = '-1';
  hot.textContent = 'every seat (no bot)';
  select.appendChild(hot);
  if ([...select.options].some((o) => o.value === before)) select.value = before;
}

function showSetupError(text) {
  $('setup-error').textContent = text;
  $('setup-error').hidden = !text;
}

function newGame() {
  let t;
  try {
    t = new Table($('game-string').value, Number($('seat').value));
  } catch (e) {
    showSetupError(e.message);
    return;
  }
  showSetupError('');
  if (table) table.free();
  table = t;
  generation++;
  thinking = false;
  clicks = [];
  next = [];
  lastStatus = '';
  narration.length = 0;
  $('narration').innerHTML = '';
  $('game-string').value = table.game_string();
  syncMenu();
  showRefusal('');
  announce('');
  const url = new URL(location.href);
  url.searchParams.set('game', table.game_string());
  url.searchParams.set('seat', $('seat').value);
  history.replaceState(null, '', url);
  advance();
}

// ---- drawing -------------------------------------------------------------

function refresh() {
  snap = JSON.parse(table.snapshot());
  const selected = clicks.filter((s) => s.kind === 'square').map((s) => s.label);
  $('board').innerHTML = table.svg(BOARD_PX, JSON.stringify(selected));
  for (const step of next) {
    for (const el of hitsFor(step)) el.classList.add('next');
  }
  for (const step of clicks) {
    for (const el of hitsFor(step)) el.classList.add('chosen');
  }
  // Choices and directions (and any step the picture has no area for) are buttons.
  const box = $('choices');
  box.innerHTML = '';
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
  $('undo').disabled = !snap.can_undo;
  $('clear').disabled = clicks.length === 0;
  $('hint-source').textContent = snap.hint_source === 'page'
    ? 'Click paths: made by the page from the engine\'s legal moves and the squares each move touches (the engine gives no move hints yet).'
    : snap.hint_source === 'engine' ? 'Click paths: the engine\'s move hints.' : '';
  let status;
  if (snap.outcome) status = 'Game over';
  else if (thinking) status = `Bot (seat ${snap.seat}) is thinking`;
  else if (snap.to_act === 'chance') status = 'Chance';
  else if (snap.human_to_act) status = snap.human === null ? `Seat ${snap.seat} to move` : `Your move (seat ${snap.seat})`;
  else status = `Seat ${snap.seat} to move`;
  $('status').textContent = status;
  $('status').classList.toggle('thinking', thinking);
  const result = $('result');
  result.hidden = !snap.outcome;
  if (snap.outcome) {
    const scores = snap.outcome.scores.map((s, i) => `seat ${i}: ${s}`).join(', ');
    result.textContent = `${snap.outcome.text} Scores: ${scores}.`;
  }
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

// ---- narration -----------------------------------------------------------

function narrate(line) {
  const li = document.createElement('li');
  li.className = line.who;
  const who = document.createElement('span');
  who.className = 'who';
  who.textContent = line.who === 'you' ? `You (seat ${line.seat})`
    : line.who === 'bot' ? `Bot (seat ${line.seat})`
    : line.who === 'seat' ? `Seat ${line.seat}`
    : 'Chance';
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
  const status = boardStatus();
  if (status && status !== lastStatus) {
    const change = document.createElement('span');
    change.className = 'change';
    change.textContent = ` → ${status}`;
    li.appendChild(change);
    text += ` → ${status}`;
    lastStatus = status;
  }
  $('narration').appendChild(li);
  narration.push(text);
  li.scrollIntoView({ block: 'nearest' });
  return text;
}

function narrateEnd() {
  const li = document.createElement('li');
  li.className = 'over';
  li.textContent = `Game over: ${snap.outcome.text}`;
  $('narration').appendChild(li);
  narration.push(li.textContent);
  li.scrollIntoView({ block: 'nearest' });
}

function announce(text, chance) {
  const el = $('announce');
  el.textContent = text;
  el.className = '';
  if (chance) {
    void el.offsetWidth; // restart the animation
    el.className = 'chance';
  }
}

function showRefusal(text) {
  refusalText = text;
  $('refusal').textContent = text ? `Refused: ${text}` : '';
  $('refusal').hidden = !text;
}

// ---- the game loop -------------------------------------------------------

async function advance() {
  const gen = generation;
  for (;;) {
    if (gen !== generation) return;
    clicks = [];
    next = [];
    refresh();
    if (snap.outcome) {
      phase = 'over';
      narrateEnd();
      refresh();
      return;
    }
    if (snap.to_act === 'chance') {
      phase = 'chance';
      const line = JSON.parse(table.chance(rand32()));
      const text = narrate(line);
      announce(text, true);
      if (DELAY > 0) await sleep(DELAY);
      continue;
    }
    if (snap.human_to_act) {
      phase = 'human';
      const start = JSON.parse(table.click('[]'));
      next = start.type === 'partial' ? start.next : [];
      refresh();
      return;
    }
    phase = 'bot';
    thinking = true;
    refresh();
    botRequest++;
    worker.postMessage({
      id: botRequest,
      gen,
      game: table.game_string(),
      moves: table.moves(),
      iterations: Number($('strength').value),
      seed: rand32(),
    });
    return;
  }
}

function onBotAnswer(e) {
  const { id, gen, move, error } = e.data;
  if (gen !== generation || id !== botRequest) return; // a newer game or an undo
  thinking = false;
  if (error || !move) {
    showRefusal(`the bot failed: ${error ?? 'no move'}`);
    refresh();
    return;
  }
  let line;
  try {
    line = JSON.parse(table.play(move));
  } catch (err) {
    showRefusal(`the bot's move was refused: ${err.message}`);
    refresh();
    return;
  }
  narrate(line);
  announce('');
  advance();
}

function playHuman(mv) {
  if (phase !== 'human') return;
  let line;
  try {
    line = JSON.parse(table.play(mv));
  } catch (e) {
    showRefusal(e.message);
    return;
  }
  showRefusal('');
  announce('');
  narrate(line);
  advance();
}

function onStep(step) {
  if (phase !== 'human') return;
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
      showRefusal(res.reason);
      for (const el of hitsFor(step)) el.classList.add('refused');
  }
}

function onBoardClick(e) {
  const hit = e.target.closest('.hit');
  if (!hit) return;
  if (hit.dataset.square !== undefined) onStep({ kind: 'square', label: hit.dataset.square });
  else if (hit.dataset.card !== undefined) onStep({ kind: 'card', label: hit.dataset.card });
}

function undo() {
  if (!table.undo()) return;
  generation++;
  thinking = false;
  showRefusal('');
  announce('');
  const li = document.createElement('li');
  li.className = 'undo';
  li.textContent = 'Undo: back to your last decision';
  $('narration').appendChild(li);
  narration.push(li.textContent);
  lastStatus = '';
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

// What the browser test reads (web/test/play.py): the state as the page shows it.
window.tabletopPage = {
  snapshot() {
    return {
      phase,
      thinking,
      ready: table !== null,
      game: snap?.game ?? null,
      human: snap?.human ?? null,
      seat: snap?.seat ?? null,
      hints: phase === 'human' ? snap.hints : [],
      hint_source: snap?.hint_source ?? null,
      clicks,
      next,
      narration: [...narration],
      refusal: refusalText,
      result: snap?.outcome ? $('result').textContent : null,
      plies: snap?.plies ?? 0,
    };
  },
};

async function main() {
  await init();
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = onBotAnswer;
  worker.onerror = (e) => showRefusal(`the bot's worker failed: ${e.message}`);
  fillMenu();
  $('game-string').value = params.get('game') ?? PRESETS[0][1][0][1];
  if (params.has('strength')) {
    const s = $('strength');
    const v = params.get('strength');
    if (![...s.options].some((o) => o.value === v)) {
      const o = document.createElement('option');
      o.value = v;
      o.textContent = `${v} iterations`;
      s.appendChild(o);
    }
    s.value = v;
  }
  fillSeats(params.get('seat') ?? '0');
  $('setup').addEventListener('submit', (e) => { e.preventDefault(); newGame(); });
  $('undo').addEventListener('click', undo);
  $('clear').addEventListener('click', clearClicks);
  $('board').addEventListener('click', onBoardClick);
  newGame();
}

main().catch((e) => {
  document.body.prepend(Object.assign(document.createElement('pre'), { textContent: `The page failed to start: ${e.stack ?? e}` }));
});
