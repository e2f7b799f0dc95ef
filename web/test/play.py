"""The web page in a real browser: headless Chromium through WebDriver.

Every game is played to the end at two window sizes, a desktop (1280x800)
and a phone (390x844), against the MCTS bot, through clicks on what a player
sees (the human's moves are picked at random from the page's own click
paths, window.tabletopPage). Along the way it checks, each named for the
finding it guards:

- an illegal click is refused visibly, in player words, with the engine's
  reason kept (finding 5); undo; hidden hands and Mission cards stay hidden;
- a reload, a shared link (storage cleared) and storage alone (a bare URL)
  bring the game back exactly (finding 1);
- the page never scrolls itself (finding 2), never gets wider than the
  window, and its layout shifts add up to less than 0.05 over a game
  (finding 3, PerformanceObserver 'layout-shift', every shift counted);
- clicks during a chance pause are refused with a word, and the pause can
  be skipped (finding 4);
- how-to-play, legend, named squares, seat names (finding 5);
- on the phone, squares of at least 44 px and board text of at least 10 px
  (finding 6);
- a whole game played with the keyboard only, focus kept on the board, the
  turn and the result in the live region (finding 7);
- the TimeBomb countdown plays the timeout when it runs out (finding 8);
- New game asks first, no undo after the end, the settings form says when
  it differs from the board (finding 9);
- review (step back and forward) and rematch with seats swapped;
- axe-core finds no serious or critical accessibility violation.

Run by web/test.sh, which builds the page, serves it and installs this
script's needs (axe-core from the npm registry among them); by hand:
    python play.py --url http://127.0.0.1:8000/ --shots /tmp/shots --axe axe.min.js [--seed N]

The seeds vary by game and window size, from --seed (default: the
TABLETOP_WEB_SEED environment variable, else 19): each game prints the seed it
played, and the same seed plays the same game again.
"""

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# Game string, the seat the test plays, and a per-game time limit (s).
GAMES = [
    ("xobrainer", "xobrainer(format=one-round,variants=mission)", 0, 240),
    ("oduludo", "oduludo(players=2)", 0, 420),
    ("numseq", "numseq(max_turns=150)", 0, 420),
    ("deblockle", "deblockle(blocks=2,max_turns=50)", 0, 300),
]
SIZES = [("desktop", 1280, 800), ("phone", 390, 844)]
BOT_ITERATIONS = 30
CLS_LIMIT = 0.05
MIN_TARGET_PX = 44
MIN_TEXT_PX = 10

# Every layout shift (with or without recent input) and the page's widest
# moment, from the first paint on.
WATCH = """
window.__shifts = 0; window.__shiftList = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__shifts += e.value;
    if (e.value > 0.001) window.__shiftList.push([Math.round(e.value * 1000) / 1000,
      e.sources ? e.sources.map((s) => s.node ? (s.node.id || s.node.className || s.node.nodeName) : '?') : []]);
  }
}).observe({ type: 'layout-shift', buffered: true });
"""


def log(*args):
    print(*args, flush=True)


class Page:
    def __init__(self, driver, base, axe):
        self.d = driver
        self.base = base
        self.axe = axe
        self.y = None

    def open(self, **query):
        self.d.get(f"{self.base}?{urllib.parse.urlencode(query)}")

    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def snap(self):
        return self.js("return window.tabletopPage && window.tabletopPage.snapshot()")

    def wait(self, pred, timeout=60, what="the page"):
        end = time.time() + timeout
        while time.time() < end:
            s = self.snap()
            if s is not None and pred(s):
                return s
            time.sleep(0.02)
        errors = self.d.find_elements(By.CSS_SELECTOR, "pre")
        raise AssertionError(f"timed out waiting for {what}; page: {self.snap()}; {[e.text for e in errors]}")

    def settled(self, timeout=60):
        """The human decides or the game is over (chance and bot done)."""
        return self.wait(lambda s: s["ready"] and s["phase"] in ("human", "over") and not s["thinking"],
                         timeout, "the human's turn or the end")

    def element_for(self, step):
        kind, label = step["kind"], step["label"]
        if kind == "square":
            css = f'#board .hit[data-square="{label}"]'
        elif kind == "card":
            css = f'#board .hit[data-card="{label}"]'
        else:
            css = f'#choices button[data-kind="{kind}"][data-label="{label}"]'
        found = self.d.find_elements(By.CSS_SELECTOR, css)
        if not found:  # a square or card the picture has no area for is a button
            found = self.d.find_elements(By.CSS_SELECTOR, f'#choices button[data-label="{label}"]')
        assert found, f"nothing to click for {step}"
        return found[0]

    def click_step(self, step):
        self.element_for(step).click()
        self.y = self.js("return scrollY")  # where the player left the page

    def no_self_scroll(self, what):
        """Finding 2: the page stays where the player's last click left it."""
        if self.y is None:
            return
        y = self.js("return scrollY")
        assert abs(y - self.y) < 1, f"the page scrolled itself from {self.y} to {y} ({what})"

    def no_overflow(self, what):
        w = self.js("return [document.documentElement.scrollWidth, innerWidth]")
        assert w[0] <= w[1], f"the page is wider than the window: {w} ({what})"

    def svg(self):
        """The picture the engine drew, without the page's marks on its click areas."""
        return self.js("""const svg = document.querySelector('#board svg').cloneNode(true);
            svg.removeAttribute('style');
            for (const h of svg.querySelectorAll('.hit')) h.remove();
            return svg.outerHTML;""")

    def shot(self, path):
        if path:
            self.d.save_screenshot(path)

    def audit(self, what):
        """axe-core: no serious or critical violation."""
        if not self.axe:
            return
        self.js(self.axe)
        self.d.set_script_timeout(60)
        res = self.d.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']}).then((r) => done(r.violations.map((v) =>"
            " ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' '))}))))"
            ".catch((e) => done([{id: 'axe failed', impact: 'critical', help: String(e), nodes: []}]));")
        bad = [v for v in res if v["impact"] in ("serious", "critical")]
        assert not bad, f"axe-core ({what}): {bad}"
        return len(res)


def play_game(page, name, spec, seat, limit, shots, seed, size):
    rng = random.Random(seed)
    tag = f"{name}-{size}"
    page.open(game=spec, seat=seat, strength=BOT_ITERATIONS, delay=0, seed=seed)
    s = page.settled()
    assert s["game"] is not None, s
    log(f"  {tag}: {s['game']}, seed {seed} (hints from: {s['hint_source']})")
    check_rules_and_names(page, name, s)
    if size == "phone":
        check_targets(page, tag)
    load_shift = page.js("const v = window.__shifts; window.__shifts = 0; window.__shiftList = []; return v")
    started = time.time()
    refused = None
    hidden_checked = False
    shot_taken = False
    moves = 0
    page.y = None
    while True:
        s = page.settled(timeout=120)
        page.no_self_scroll(f"{tag}, after move {moves}")
        page.no_overflow(f"{tag}, after move {moves}")
        if s["phase"] == "over":
            break
        assert time.time() - started < limit, f"{tag} did not end in {limit} s ({moves} moves): {s['narration'][-5:]}"
        assert s["hints"], s
        if not hidden_checked:
            check_hidden(page, name, s)
            hidden_checked = True
        if refused is None:
            refused = try_illegal_click(page, s)
            if refused:
                log(f"  {tag}: illegal click refused: {refused!r}")
                page.shot(os.path.join(shots, f"{tag}-refused.png") if shots else None)
            s = page.snap()
            if s["clicks"]:
                raise AssertionError(f"a refused click left clicks behind: {s['clicks']}")
        hint = rng.choice(s["hints"])
        plies = s["plies"]
        # One picture mid-game: after the first click of a longer path (the
        # next steps highlighted), or before a one-click move.
        shoot = shots and moves >= 8 and not shot_taken
        if shots and size == "phone" and moves == 4:
            # The phone as a player holds it: the status, the message and the board from the top.
            page.js("scrollTo(0, document.getElementById('table').offsetTop - 4)")
            page.shot(os.path.join(shots, f"{tag}-top.png"))
        if shoot and len(hint["steps"]) == 1:
            page.shot(os.path.join(shots, f"{tag}-mid.png"))
            shot_taken = True
        for i, step in enumerate(hint["steps"]):
            page.click_step(step)
            if i + 1 < len(hint["steps"]):
                page.wait(lambda t: t["clicks"] and t["clicks"][-1] == step, 10, f"click {step} taken")
                if shoot and not shot_taken:
                    page.shot(os.path.join(shots, f"{tag}-mid.png"))
                    shot_taken = True
        page.wait(lambda t: t["plies"] > plies, 10, f"move {hint['move']} played")
        moves += 1
        if moves == 3:
            check_undo(page, plies)
            check_restore(page, tag, size)
            page.y = None
            page.js("window.__shifts = 0; window.__shiftList = []")  # a new document: its loading is not the game
        if moves == 6 and size == "desktop":
            page.audit(f"{tag}, mid-game")
    assert refused, f"{tag}: no illegal click was refused"
    result = page.d.find_element(By.ID, "result")
    assert result.is_displayed() and result.text, "the result is shown"
    narration = s["narration"]
    assert narration[-1].startswith("Game over:"), narration[-3:]
    assert any(line.startswith("You (") for line in narration), "your moves are narrated"
    assert any(line.startswith("Bot (") for line in narration), "the bot's moves are narrated"
    assert any(line.startswith("Chance: ") for line in narration), "chance is announced"
    assert any(" → " in line for line in narration), "state changes are narrated"
    shown = page.d.find_element(By.ID, "narration").text
    assert "Game over" in shown, "the narration panel shows the end"
    live = page.d.find_element(By.ID, "live").get_attribute("textContent")
    assert live.startswith("Game over"), f"the live region tells the result: {live!r}"
    # Finding 9: no undo once the game is over; the result stays.
    assert not page.d.find_element(By.ID, "undo").is_enabled(), "undo is offered after the end"
    shifts = page.js("return [window.__shifts, window.__shiftList.slice(0, 8)]")
    assert shifts[0] < CLS_LIMIT, f"{tag}: layout shifts add up to {shifts[0]:.3f} (limit {CLS_LIMIT}): {shifts[1]}"
    violations = page.audit(f"{tag}, end")
    page.shot(os.path.join(shots, f"{tag}-end.png") if shots else None)
    shown_result = result.text
    check_review(page, tag)
    if size == "desktop" and name == "deblockle":
        page.d.find_element(By.ID, "rematch").click()
        r = page.wait(lambda t: t["human"] == 1 - seat and t["game"] == s["game"] and t["plies"] < 20, 10,
                      "the rematch with seats swapped")
        log(f"  {tag}: rematch: you play {r['seat_names'][1 - seat]} now")
    log(f"  {tag}: {shown_result} ({moves} moves of yours, {len(narration)} narration lines, "
        f"layout shift {shifts[0]:.4f} (loading {load_shift:.4f}), axe: {violations} minor findings, "
        f"{time.time() - started:.1f} s)")


def check_rules_and_names(page, name, s):
    """Finding 5: a how-to-play panel, a legend, named squares and seats."""
    howto = page.d.find_element(By.ID, "howto-text").get_attribute("textContent")
    for part in ("Goal", "A turn", "How it ends"):
        assert part in howto, f"how to play has no {part!r}"
    legend = page.d.find_elements(By.CSS_SELECTOR, "#legend dt")
    assert len(legend) >= 4, "a legend beside the board"
    want = {"xobrainer": ["X", "O"], "oduludo": ["Green", "Blue"], "numseq": ["Blue", "Green"],
            "deblockle": ["South", "North"]}[name]
    assert s["seat_names"] == want, s["seat_names"]
    seats = [o.text for o in page.d.find_elements(By.CSS_SELECTOR, "#seat option")]
    assert seats[:2] == want, seats
    unnamed = page.js("return [...document.querySelectorAll('#board .hit')].filter((h) =>"
                      " !h.getAttribute('aria-label') || !h.querySelector('title')).length")
    assert unnamed == 0, f"{unnamed} squares without a name or tooltip"
    if name == "deblockle":
        label = page.js("return document.querySelector('#board .hit[data-square=\"d6\"]').getAttribute('aria-label')")
        assert "North's home star" in label, label
    if name == "xobrainer":
        label = page.js("return document.querySelector('#board .hit[data-square=\"c3\"]').getAttribute('aria-label')")
        assert "knockout" in label, label
        marks = page.js("return [...document.querySelectorAll('#board .hit')].filter((h) =>"
                        " h.getAttribute('aria-label').includes('Mission mark')).length")
        assert marks == 4, f"{marks} squares named as Mission marks"
    if name == "numseq":
        label = page.js("return document.querySelector('#board .hit[data-square=\"a1\"]').getAttribute('aria-label')")
        assert "free corner" in label, label


def check_targets(page, tag):
    """Finding 6: on the phone every square is at least 44 px and the board's
    text at least 10 px."""
    least = page.js("return Math.min(...[...document.querySelectorAll('#board .hit')].map((h) => {"
                    " const r = h.getBoundingClientRect(); return Math.min(r.width, r.height); }))")
    assert least >= MIN_TARGET_PX - 0.5, f"{tag}: a square of {least:.1f} px"
    text = page.js("""
        const svg = document.querySelector('#board svg');
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const sizes = [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
        sizes.sort((a, b) => a - b);
        return sizes[Math.floor(sizes.length / 10)];""")
    assert text >= MIN_TEXT_PX, f"{tag}: board text of {text:.1f} px"
    buttons = page.js("return Math.min(...[...document.querySelectorAll('#table button:not([disabled])')]"
                      ".filter((b) => b.offsetParent && getComputedStyle(b).visibility !== 'hidden')"
                      ".map((b) => Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height)))")
    assert buttons >= MIN_TARGET_PX - 0.5, f"{tag}: a button of {buttons:.1f} px"
    log(f"  {tag}: squares >= {least:.0f} px, board text (10th percentile) {text:.1f} px")


def check_restore(page, tag, size):
    """Finding 1: a reload, a shared link and the browser's storage bring the
    game back exactly: the same moves, the same picture, the same turn."""
    before = page.settled()
    svg = page.svg()
    url = page.d.current_url
    assert "moves=" in url and "seed=" in url, url
    page.d.refresh()
    after = page.settled()
    assert after["moves"] == before["moves"] and after["seed"] == before["seed"], (before["moves"], after["moves"])
    assert page.svg() == svg, "the reloaded board differs"
    assert after["narration"][-1].startswith("Restored"), after["narration"][-1:]
    assert len(after["narration"]) > len(before["moves"]), "the narration is told again"
    if size == "desktop":
        page.js("localStorage.clear()")
        page.d.get(url)  # the shared link
    else:
        page.d.get(page.base)  # no parameters: the browser's storage
    again = page.settled()
    assert again["moves"] == before["moves"] and page.svg() == svg, "the link or storage lost the game"
    assert again["game"] == before["game"] and again["human"] == before["human"], (again["game"], again["human"])
    log(f"  {tag}: reload and {'shared link' if size == 'desktop' else 'storage'} restored "
        f"{len(before['moves'])} moves exactly")


def check_review(page, tag):
    """Review: step back and forward, the board and narration in step."""
    end = page.snap()
    final_svg = page.svg()
    page.d.find_element(By.ID, "rev-back").click()
    page.wait(lambda t: t["review"] == end["plies"] - 1, 5, "one move back")
    page.d.find_element(By.ID, "rev-back").click()
    page.wait(lambda t: t["review"] == end["plies"] - 2, 5, "two moves back")
    assert page.svg() != final_svg, "the board shows the earlier position"
    assert page.d.find_elements(By.CSS_SELECTOR, "#narration li.current"), "the narration marks the move"
    page.d.find_element(By.ID, "rev-fwd").click()
    page.wait(lambda t: t["review"] == end["plies"] - 1, 5, "one move forward")
    page.d.find_element(By.ID, "rev-last").click()
    page.wait(lambda t: t["review"] is None, 5, "back to the game")
    assert page.svg() == final_svg


def check_bot_off_main_thread(page, seed):
    """A strong bot searches in the Web Worker: meanwhile the page answers at
    once and shows that the bot is thinking."""
    page.open(game="xobrainer(format=one-round)", seat=1, strength=200000, delay=0, seed=seed)
    s = page.wait(lambda t: t["ready"] and t["phase"] in ("human", "bot"), 30, "the first decision")
    if s["phase"] == "human":  # O was drawn to start: move, then the bot thinks
        page.click_step(s["hints"][0]["steps"][0])
    page.wait(lambda t: t["thinking"], 10, "the bot thinking")
    status = page.d.find_element(By.ID, "status").text
    assert "thinking" in status, status
    # Finding 4: a click while the bot thinks is refused with a word.
    page.js("document.querySelector('#board .hit').dispatchEvent(new MouseEvent('click', {bubbles: true}))")
    assert "Wait" in page.snap()["refusal"], page.snap()["refusal"]
    slowest, samples = 0.0, 0
    while samples < 10:
        t0 = time.time()
        t = page.snap()
        slowest = max(slowest, time.time() - t0)
        if not t["thinking"]:
            break
        samples += 1
        time.sleep(0.1)
    assert samples >= 3, f"the bot answered too soon to tell ({samples} samples; raise its strength)"
    assert slowest < 0.5, f"the page took {slowest:.2f} s to answer while the bot searched"
    log(f"  the page answered {samples} times within {slowest * 1000:.0f} ms while the bot searched ({status!r})")


EXPERT_GAMES = ["xobrainer(format=one-round)", "oduludo(players=2)", "numseq", "deblockle"]


def check_named_levels(page, seed):
    """Issue 30: the strength menu is the engines' named levels (each with a
    tooltip), the expert level answers within 2 s a move on a phone-sized
    page in every game, and a strength that is no bot string is refused with
    the levels named."""
    page.open(game="xobrainer(format=one-round)", seat=1, strength="grandmaster", delay=0, seed=seed)
    s = page.wait(lambda t: t["ready"] and t["phase"] in ("human", "bot"), 30, "the first decision")
    if s["phase"] == "human":
        page.click_step(s["hints"][0]["steps"][0])
    s = page.wait(lambda t: "The bot failed" in (t["refusal"] or ""), 10, "the bad strength refused")
    assert "beginner, casual, strong or expert" in s["refusal"], s["refusal"]
    page.open(game="xobrainer(format=one-round)", seat=1, strength="expert", delay=0, seed=seed)
    s = page.wait(lambda t: t["ready"] and t["phase"] in ("human", "bot"), 30, "the first decision")
    options = page.js("return [...document.querySelectorAll('#strength option')].map((o) => [o.value, o.title])")
    names = [v for v, _ in options]
    assert names[:4] == ["beginner", "casual", "strong", "expert"], names
    assert all(title for _, title in options[:4]), options
    assert page.js("return document.getElementById('strength').value") == "expert"
    rng = random.Random(seed)
    timings = []
    for spec in EXPERT_GAMES:
        # The human plays random moves until the expert has moved three times (or the game ends);
        # each bot time runs from asking the worker to its answer: what the player waits, an upper
        # bound (the worker also replays the game).
        page.open(game=spec, seat=0, strength="expert", delay=0, seed=seed)
        for _ in range(40):
            s = page.settled(timeout=60)
            assert not (s["refusal"] or "").startswith("The bot failed"), s["refusal"]
            if s["phase"] == "over" or len(s["bot_ms"]) >= 3:
                break
            hint = rng.choice(s["hints"])
            plies = s["plies"]
            for i, step in enumerate(hint["steps"]):
                page.click_step(step)
                if i + 1 < len(hint["steps"]):
                    page.wait(lambda t: t["clicks"] and t["clicks"][-1] == step, 10, f"click {step} taken")
            page.wait(lambda t: t["plies"] > plies, 10, f"move {hint['move']} played")
        times = page.snap()["bot_ms"]
        assert times, f"{spec}: the expert never moved"
        slowest = max(times) / 1000
        assert slowest < 2.0, f"{spec}: the expert took {slowest:.2f} s for a move ({times})"
        timings.append(f"{spec} {len(times)} moves, slowest {max(times):.0f} ms")
    log(f"  the menu is the engines' levels; a bad strength is refused; expert on the phone: {'; '.join(timings)}")


def check_pacing(page, seed):
    """Finding 4: during a chance pause the status says so, a click is refused
    with a word (not dropped), and the pause can be skipped."""
    page.open(game="numseq", seat=0, strength=BOT_ITERATIONS, delay=4000, seed=seed)
    s = page.wait(lambda t: t["ready"] and t["phase"] == "chance", 20, "a chance pause")
    assert "Your move" not in s["status"], s["status"]
    board_hit = page.d.find_element(By.CSS_SELECTOR, "#board .hit")
    board_hit.click()
    t = page.snap()
    assert t["refusal"].startswith("Wait"), t["refusal"]
    assert page.d.find_element(By.ID, "refusal").is_displayed()
    skip = page.d.find_element(By.ID, "skip")
    assert skip.is_displayed()
    n = t["plies"]
    skip.click()
    page.wait(lambda u: u["plies"] > n, 3, "the pause skipped")
    # The pace setting is kept.
    page.d.find_element(By.CSS_SELECTOR, "#pace option[value='fast']").click()
    page.open(game="numseq", seat=0, strength=BOT_ITERATIONS, seed=seed)
    page.settled(timeout=60)
    assert page.js("return document.getElementById('pace').value") == "fast"
    log("  a click during a chance pause is refused with a word; the pause can be skipped; the pace is kept")


def check_time_bomb(page, seed):
    """Finding 8: a visible countdown from the configured seconds; at zero the
    engine's timeout move is played."""
    page.open(game="xobrainer(format=one-round,time_bomb=10)", seat=-1, delay=0, seed=seed, clock_speed=5)
    s = page.settled()
    assert s["time_bomb"] == 10, s
    assert s["clock"].startswith("⏱"), s["clock"]
    n = s["plies"]
    page.wait(lambda t: t["clock"] in ("⏱ 9 s", "⏱ 8 s", "⏱ 7 s"), 3, "the clock counting down")
    t = page.wait(lambda t: t["plies"] > n, 6, "the timeout")
    assert t["moves"][-1] == "timeout", t["moves"][-3:]
    assert any("Time is up" in line for line in t["narration"]), t["narration"][-3:]
    log(f"  TimeBomb: the clock ran down from 10 s and played {t['moves'][-1]!r}")


def check_new_game_and_settings(page, seed):
    """Finding 9: New game asks before it drops a game in progress; the form
    says when it differs from the board; rematch swaps the seats."""
    page.open(game="deblockle(blocks=1)", seat=0, strength=BOT_ITERATIONS, delay=0, seed=seed)
    s = page.settled()
    page.click_step(s["hints"][0]["steps"][0])
    for step in s["hints"][0]["steps"][1:]:
        page.click_step(step)
    s = page.wait(lambda t: t["plies"] > s["plies"], 10, "a move")
    s = page.settled()
    plies = s["plies"]
    page.d.find_element(By.CSS_SELECTOR, "#seat option[value='1']").click()
    note = page.d.find_element(By.ID, "setup-note").text
    assert "not the game on the board" in note, note
    page.d.find_element(By.ID, "new-game").click()
    dialog = page.d.find_element(By.ID, "confirm")
    assert dialog.is_displayed(), "New game asks first"
    page.d.find_element(By.ID, "confirm-no").click()
    assert page.snap()["plies"] == plies and page.snap()["human"] == 0, "keep playing keeps the game"
    page.d.find_element(By.ID, "new-game").click()
    page.d.find_element(By.ID, "confirm-yes").click()
    page.wait(lambda t: t["human"] == 1 and t["plies"] < plies + 3, 10, "the new game")
    assert page.d.find_element(By.ID, "setup-note").text == ""
    # The back button brings the game before it back.
    page.d.back()
    b = page.wait(lambda t: t["human"] == 0, 10, "the game before, by the back button")
    assert b["plies"] >= plies, b
    log("  New game asks first; the settings note; the back button restores the game before")


def check_rematch_and_record(page, seed, tmp):
    """Rematch with seats swapped; download and load a record."""
    page.open(game="deblockle(blocks=1,max_turns=6)", seat=-1, strength=BOT_ITERATIONS, delay=0, seed=seed)
    s = page.settled()
    while s["phase"] != "over":
        hint = s["hints"][0]
        n = s["plies"]
        for step in hint["steps"]:
            page.click_step(step)
        page.wait(lambda t: t["plies"] > n, 10, "a move")
        s = page.settled()
    moves = s["moves"]
    final_svg = page.svg()
    page.d.find_element(By.ID, "download").click()
    note = page.d.find_element(By.ID, "record-note").text
    assert "downloaded" in note, note
    record = page.js("return tabletopPage.record()")
    lines = [line for line in record.splitlines() if line and not line.startswith("#")]
    assert lines[0] == f"game {s['game']}" and lines[3:] == moves, lines
    page.d.find_element(By.ID, "copy-link").click()
    note = page.wait(lambda t: True, 1) and page.d.find_element(By.ID, "record-note").text
    assert "Link copied" in note or "moves=" in note, note
    # Load a record: the downloaded one gives the same game; a shorter one, its moves.
    path = os.path.join(tmp, "record.txt")
    with open(path, "w") as f:
        f.write(record)
    page.open(game="numseq", seat=0, strength=BOT_ITERATIONS, delay=0, seed=seed)
    page.settled()
    page.d.find_element(By.ID, "load-record").send_keys(path)
    page.wait(lambda t: t["moves"] == moves and t["phase"] == "over", 10, "the record loaded")
    assert page.svg() == final_svg, "the loaded record shows the same board"
    with open(path, "w") as f:
        f.write(f"# a record\ngame {s['game']}\nseat 0\nseed 7\n" + "\n".join(moves[:4]) + "\n")
    page.d.find_element(By.ID, "load-record").send_keys(path)
    page.wait(lambda t: t["moves"] == moves[:4] and t["human"] == 0, 10, "the record loaded")
    note = page.d.find_element(By.ID, "record-note").text
    assert "Record loaded" in note, note
    page.open(game="xobrainer(format=one-round)", seat=0, strength=BOT_ITERATIONS, delay=0, seed=seed, moves="lot:X ; e5 ; f6 ; e6 ; zz")
    page.wait(lambda t: t["ready"], 20, "the page")
    e = page.js("return document.getElementById('setup-error').textContent")
    assert "zz" in e and "could not be played" in e, e
    # Rematch: seats swapped.
    page.open(game="xobrainer(format=one-round)", seat=1, strength=BOT_ITERATIONS, delay=0, seed=seed)
    page.settled()
    page.js("window.__rematch = document.getElementById('rematch').disabled")
    assert page.js("return window.__rematch"), "rematch waits for the end"
    log("  a record loads; a bad move in a link is reported; rematch waits for the end")


def keyboard_game(page, seed, shots):
    """Finding 7: a whole game with the keyboard only: Tab to the board,
    arrow keys, Enter; focus stays on the board after the bot's moves, and
    the live region tells the turn and the result."""
    page.open(game="xobrainer(format=one-round)", seat=0, strength=BOT_ITERATIONS, delay=0, seed=seed)
    s = page.settled()
    keys = ActionChains(page.d)
    for _ in range(40):
        if page.js("return !!document.activeElement.closest('#board')"):
            break
        keys.send_keys(Keys.TAB).perform()
    else:
        raise AssertionError("Tab never reaches the board")
    rng = random.Random(seed)
    arrows = {(1, 0): Keys.ARROW_RIGHT, (-1, 0): Keys.ARROW_LEFT, (0, 1): Keys.ARROW_DOWN, (0, -1): Keys.ARROW_UP}
    moves = presses = 0
    while True:
        s = page.settled(timeout=60)
        if s["phase"] == "over":
            break
        assert page.js("return !!document.activeElement.closest('#board')"), \
            f"focus left the board: {page.js('return document.activeElement.outerHTML.slice(0, 80)')}"
        live = page.d.find_element(By.ID, "live").get_attribute("textContent")
        assert "Your move" in live, live
        hint = rng.choice(s["hints"])
        n = s["plies"]
        for step in hint["steps"]:
            target = page.element_for(step)
            for _ in range(60):
                here = page.js("return document.activeElement")
                if here == target:
                    break
                d = page.js("""const a = arguments[0].getBoundingClientRect(), b = arguments[1].getBoundingClientRect();
                    return [b.left + b.width / 2 - a.left - a.width / 2, b.top + b.height / 2 - a.top - a.height / 2];""",
                            here, target)
                key = (1 if d[0] > 0 else -1, 0) if abs(d[0]) >= abs(d[1]) else (0, 1 if d[1] > 0 else -1)
                ActionChains(page.d).send_keys(arrows[key]).perform()
                presses += 1
            else:
                raise AssertionError(f"the arrow keys never reached {step}")
            name = target.get_attribute("aria-label")
            assert name and name.startswith(step["label"]), name
            ActionChains(page.d).send_keys(Keys.ENTER).perform()
        page.wait(lambda t: t["plies"] > n, 10, f"move {hint['move']} played by Enter")
        moves += 1
    live = page.d.find_element(By.ID, "live").get_attribute("textContent")
    assert live.startswith("Game over"), live
    page.shot(os.path.join(shots, "keyboard-end.png") if shots else None)
    log(f"  keyboard only: {moves} moves with {presses} arrow presses; {s['result']}")


def try_illegal_click(page, s):
    """Clicks squares that start no legal move until one is refused with a
    reason in player words (the engine's own text kept beside it); returns
    that reason, or None if this position offers none (tried again at the
    next decision)."""
    starts = {step["label"] for step in s["next"] if step["kind"] == "square"}
    card = None
    if not starts:
        # Moves start from a card in hand (numseq's engine hints: a card,
        # then a square): pick a card, then click squares it cannot go to.
        cards = [step for step in s["next"] if step["kind"] == "card"]
        if not cards:
            return None
        card = cards[0]
        page.click_step(card)
        t = page.wait(lambda t: t["clicks"] and t["clicks"][-1] == card, 10, f"card {card} taken")
        starts = {step["label"] for step in t["next"] if step["kind"] == "square"}
    squares = [e.get_attribute("data-square")
               for e in page.d.find_elements(By.CSS_SELECTOR, "#board .hit[data-square]")]
    candidates = [q for q in squares if q not in starts]
    random.Random(len(squares)).shuffle(candidates)
    for q in candidates[:4]:
        page.click_step({"kind": "square", "label": q})
        t = page.snap()
        box = page.d.find_element(By.ID, "refusal")
        if t["refusal"] and "illegal move" in t["refusal_detail"]:
            assert box.is_displayed(), "the refusal is visible"
            assert t["refusal"] in box.text, (t["refusal"], box.text)
            assert "illegal move" not in t["refusal"] and not t["refusal"].startswith(s["name"]), t["refusal"]
            assert t["refusal"][0].isupper() or t["refusal"][0].isdigit() or t["refusal"][0].islower(), t["refusal"]
            assert t["refusal"].endswith("."), t["refusal"]
            assert t["plies"] == s["plies"], "a refused click plays nothing"
            if card is not None and t["clicks"]:
                page.click_step(card)  # let go of the card: clicking it again unselects it
                page.wait(lambda t: not t["clicks"], 10, "the card let go")
            return t["refusal"]
        if card is not None and not (t["clicks"] and t["clicks"][-1] == card):
            # The refusal let go of the card: take it again for the next try.
            page.click_step(card)
            page.wait(lambda t: t["clicks"] and t["clicks"][-1] == card, 10, f"card {card} taken")
    if card is not None and page.snap()["clicks"]:
        page.click_step(card)  # let go of the card: clicking it again unselects it
        page.wait(lambda t: not t["clicks"], 10, "the card let go")
    return None


def check_undo(page, plies):
    """Undo takes the human's last move back (and the bot's reply, chance)."""
    page.settled()
    page.d.find_element(By.ID, "undo").click()
    t = page.settled()
    assert t["plies"] == plies and t["phase"] == "human", f"undo went back to {t['plies']} plies, not {plies}"
    assert t["narration"][-1].startswith("Undo"), t["narration"][-1]


def check_hidden(page, name, s):
    svg = page.svg()
    snap_text = json.dumps(s)
    if name == "numseq":
        assert 'class="hand seat-0"' in svg, "the human's own hand is shown"
        assert 'class="hand seat-1"' not in svg, "the bot's hand is not drawn"
        assert 'hand-hidden seat-1' in svg, "the bot's hand is drawn face down"
        # The narration hides the bot's cards: some deals are hidden.
        assert any(line.startswith("Chance: an outcome hidden from you") for line in s["narration"]), s["narration"]
    if name == "xobrainer":
        assert 'class="mission O' not in svg, "O's Mission squares are not drawn for X"
        assert any(line.startswith("Chance: an outcome hidden from you") for line in s["narration"]), s["narration"]
        assert "mission:1:" not in snap_text, "the page data holds no trace of O's Mission card"


def run(failures, what, fn, *args):
    log(f"== {what}")
    try:
        fn(*args)
    except AssertionError as e:
        failures.append(f"{what}: {e}")
        log(f"  FAILED: {e}")
        return False
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--shots", default="")
    ap.add_argument("--docs", default="", help="also write the phone pictures here as web-<game>-phone.png")
    ap.add_argument("--axe", default="", help="axe-core's axe.min.js")
    ap.add_argument("--games", default="xobrainer,oduludo,numseq,deblockle,worker,pages,keyboard")
    ap.add_argument("--sizes", default="desktop,phone")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    ap.add_argument("--seed", type=int, default=int(os.environ.get("TABLETOP_WEB_SEED", "19")),
                    help="the first seed: each game and window size plays its own seed from it")
    args = ap.parse_args()
    log(f"seed {args.seed} (play again with TABLETOP_WEB_SEED={args.seed} web/test.sh)")
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
    axe = open(args.axe).read() if args.axe else ""
    if not axe:
        log("(no axe-core given: the accessibility audit is skipped)")

    options = webdriver.ChromeOptions()
    options.binary_location = args.chromium
    # The flags that work on closed networks (no background connections).
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--window-size=1280,800", "--hide-scrollbars"]:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="tabletop-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=args.chromedriver), options=options)
    driver.set_script_timeout(30)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH})
    failures = []
    try:
        page = Page(driver, args.url, axe)
        wanted = args.games.split(",")
        for si, (size, w, h) in enumerate(SIZES):
            if size not in args.sizes.split(","):
                continue
            driver.set_window_size(w, h)
            inner = driver.execute_script("return [innerWidth, innerHeight]")
            log(f"=== {size}: window {w}x{h}, viewport {inner[0]}x{inner[1]}")
            for gi, (name, spec, seat, limit) in enumerate(GAMES):
                if name not in wanted:
                    continue
                seed = args.seed + 7 * gi + 101 * si
                ok = run(failures, f"{name} ({size})", play_game, page, name, spec, seat, limit, args.shots, seed,
                         size)
                if not ok:
                    page.shot(os.path.join(args.shots, f"{name}-{size}-failed.png") if args.shots else None)
                elif size == "phone" and args.docs and args.shots:
                    src = os.path.join(args.shots, f"{name}-phone-top.png")
                    if os.path.exists(src):
                        shutil.copy(src, os.path.join(args.docs, f"web-{name}-phone.png"))
            if size == "phone" and "worker" in wanted:
                run(failures, "the named levels (phone)", check_named_levels, page, args.seed + 11)
            if size == "phone" and "keyboard" in wanted:
                run(failures, "keyboard only (phone)", keyboard_game, page, args.seed + 3, args.shots)
            if size == "desktop" and "pages" in wanted:
                run(failures, "chance pauses and pace", check_pacing, page, args.seed + 5)
                run(failures, "TimeBomb", check_time_bomb, page, args.seed)
                run(failures, "New game, settings, back button", check_new_game_and_settings, page, args.seed)
                run(failures, "record and rematch", check_rematch_and_record, page, args.seed, profile)
            if size == "desktop" and "worker" in wanted:
                run(failures, "the bot in a Web Worker", check_bot_off_main_thread, page, args.seed)
        logs = driver.get_log("browser") if hasattr(driver, "get_log") else []
        severe = [entry for entry in logs if entry.get("level") == "SEVERE"]
        if severe:
            failures.append(f"browser console errors: {severe[:5]}")
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
    if failures:
        log("FAILED:\n" + "\n".join(failures))
        sys.exit(1)
    log("browser test passed")


if __name__ == "__main__":
    main()
