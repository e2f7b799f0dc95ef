"""The web page in a real browser: headless Chromium through WebDriver.

For each of the four games: load the page, play a whole game against the
MCTS bot through clicks on the board (the human's moves are picked at random
from the page's own click paths, window.tabletopPage), check that an illegal
click is refused visibly with the engine's reason, that hidden information
stays hidden, and that the page shows the result and the narration.

Run by web/test.sh, which builds the page, serves it and installs this
script's needs; by hand:
    python play.py --url http://127.0.0.1:8000/ --shots /tmp/shots [--seed N]

The page's chance outcomes and bot seeds follow from --seed (default: the
TABLETOP_WEB_SEED environment variable, else 19), as do the human's random
picks, so a failure is played again by running with the seed it prints.
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
from selenium.webdriver.common.by import By

# Game string, the seat the test plays, and a per-game time limit (s).
GAMES = [
    ("xobrainer", "xobrainer(format=one-round,variants=mission)", 0, 240),
    ("oduludo", "oduludo(players=2)", 0, 420),
    ("numseq", "numseq(max_turns=150)", 0, 420),
    ("deblockle", "deblockle(blocks=2,max_turns=50)", 0, 300),
]
BOT_ITERATIONS = 30


def log(*args):
    print(*args, flush=True)


class Page:
    def __init__(self, driver, base, seed):
        self.d = driver
        self.base = base
        self.seed = seed

    def snap(self):
        return self.d.execute_script("return window.tabletopPage && window.tabletopPage.snapshot()")

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

    def svg(self):
        return self.d.execute_script("return document.querySelector('#board svg').outerHTML")

    def shot(self, path):
        if path:
            self.d.save_screenshot(path)


def play_game(page, name, spec, seat, limit, shots, rng):
    query = urllib.parse.urlencode({"game": spec, "seat": seat, "strength": BOT_ITERATIONS, "delay": 0,
                                    "seed": page.seed})
    page.d.get(f"{page.base}?{query}")
    s = page.settled()
    assert s["game"] is not None, s
    log(f"  {name}: {s['game']} (hints from: {s['hint_source']})")
    started = time.time()
    refused = None
    hidden_checked = False
    shot_taken = False
    moves = 0
    while True:
        s = page.settled(timeout=120)
        if s["phase"] == "over":
            break
        assert time.time() - started < limit, f"{name} did not end in {limit} s ({moves} moves): {s['narration'][-5:]}"
        assert s["hints"], s
        if not hidden_checked:
            check_hidden(page, name, s)
            hidden_checked = True
        if refused is None:
            refused = try_illegal_click(page, s)
            if refused:
                log(f"  {name}: illegal click refused: {refused}")
                page.shot(os.path.join(shots, f"{name}-refused.png") if shots else None)
            s = page.snap()
            if s["clicks"]:
                raise AssertionError(f"a refused click left clicks behind: {s['clicks']}")
        hint = rng.choice(s["hints"])
        plies = s["plies"]
        # One picture mid-game: after the first click of a longer path (the
        # next steps highlighted), or before a one-click move.
        shoot = shots and moves >= 8 and not shot_taken
        if shoot and len(hint["steps"]) == 1:
            page.shot(os.path.join(shots, f"{name}-mid.png"))
            shot_taken = True
        for i, step in enumerate(hint["steps"]):
            page.click_step(step)
            if i + 1 < len(hint["steps"]):
                page.wait(lambda t: t["clicks"] and t["clicks"][-1] == step, 10, f"click {step} taken")
                if shoot and not shot_taken:
                    page.shot(os.path.join(shots, f"{name}-mid.png"))
                    shot_taken = True
        page.wait(lambda t: t["plies"] > plies, 10, f"move {hint['move']} played")
        moves += 1
        if moves == 3:
            check_undo(page, plies)
    assert refused, f"{name}: no illegal click was refused with the engine's reason"
    result = page.d.find_element(By.ID, "result")
    assert result.is_displayed() and result.text, "the result is shown"
    narration = s["narration"]
    assert narration[-1].startswith("Game over:"), narration[-3:]
    assert any(l.startswith("You (seat ") for l in narration), "your moves are narrated"
    assert any(l.startswith("Bot (seat ") for l in narration), "the bot's moves are narrated"
    assert any(l.startswith("Chance: ") for l in narration), "chance is announced"
    assert any(" → " in l for l in narration), "state changes are narrated"
    shown = page.d.find_element(By.ID, "narration").text
    assert "Game over" in shown, "the narration panel shows the end"
    page.shot(os.path.join(shots, f"{name}-end.png") if shots else None)
    log(f"  {name}: {result.text} ({moves} moves of yours, {len(narration)} narration lines, "
        f"{time.time() - started:.1f} s)")
    return time.time() - started


def check_bot_off_main_thread(page):
    """A strong bot searches in the Web Worker: meanwhile the page answers at
    once and shows that the bot is thinking."""
    query = urllib.parse.urlencode({"game": "xobrainer(format=one-round)", "seat": 1, "strength": 200000, "delay": 0,
                                    "seed": page.seed})
    page.d.get(f"{page.base}?{query}")
    s = page.wait(lambda t: t["ready"] and t["phase"] in ("human", "bot"), 30, "the first decision")
    if s["phase"] == "human":  # O was drawn to start: move, then the bot thinks
        page.click_step(s["hints"][0]["steps"][0])
    page.wait(lambda t: t["thinking"], 10, "the bot thinking")
    status = page.d.find_element(By.ID, "status").text
    assert "thinking" in status, status
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


def check_undo(page, plies):
    """Undo takes the human's last move back (and the bot's reply, chance)."""
    page.settled()
    page.d.find_element(By.ID, "undo").click()
    t = page.settled()
    assert t["plies"] == plies and t["phase"] == "human", f"undo went back to {t['plies']} plies, not {plies}"
    assert t["narration"][-1].startswith("Undo"), t["narration"][-1]


def try_illegal_click(page, s):
    """Clicks squares that start no legal move until one is refused with the
    engine's reason (`<game>: illegal move ...`); returns that reason, or None
    if this position offers none (tried again at the next decision)."""
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
        if t["refusal"] and "illegal move" in t["refusal"]:
            assert box.is_displayed(), "the refusal is visible"
            assert t["refusal"] in box.text, (t["refusal"], box.text)
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


def check_hidden(page, name, s):
    svg = page.svg()
    snap_text = json.dumps(s)
    if name == "numseq":
        assert 'class="hand seat-0"' in svg, "the human's own hand is shown"
        assert 'class="hand seat-1"' not in svg, "the bot's hand is not drawn"
        assert 'hand-hidden seat-1' in svg, "the bot's hand is drawn face down"
        # The narration hides the bot's cards: some deals are hidden.
        assert any(l.startswith("Chance: an outcome hidden from you") for l in s["narration"]), s["narration"]
    if name == "xobrainer":
        assert 'class="mission O' not in svg, "O's Mission squares are not drawn for X"
        assert any(l.startswith("Chance: an outcome hidden from you") for l in s["narration"]), s["narration"]
        assert "mission:1:" not in snap_text, "the page data holds no trace of O's Mission card"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--shots", default="")
    ap.add_argument("--games", default="xobrainer,oduludo,numseq,deblockle,worker")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    ap.add_argument("--seed", type=int, default=int(os.environ.get("TABLETOP_WEB_SEED", "19")),
                    help="the page's seed (chance, bot) and the human's picks")
    args = ap.parse_args()
    log(f"seed {args.seed} (play again with TABLETOP_WEB_SEED={args.seed} web/test.sh)")
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)

    options = webdriver.ChromeOptions()
    options.binary_location = args.chromium
    # The flags that work on closed networks (no background connections).
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--window-size=1280,1100"]:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="tabletop-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=args.chromedriver), options=options)
    driver.set_script_timeout(30)
    failures = []
    try:
        page = Page(driver, args.url, args.seed)
        wanted = args.games.split(",")
        for name, spec, seat, limit in GAMES:
            if name not in wanted:
                continue
            log(f"== {name}")
            try:
                play_game(page, name, spec, seat, limit, args.shots, random.Random(args.seed))
            except AssertionError as e:
                failures.append(f"{name}: {e}")
                log(f"  FAILED: {e}")
                page.shot(os.path.join(args.shots, f"{name}-failed.png") if args.shots else None)
        if "worker" in wanted:
            log("== the bot in a Web Worker")
            try:
                check_bot_off_main_thread(page)
            except AssertionError as e:
                failures.append(f"worker: {e}")
                log(f"  FAILED: {e}")
        logs = driver.get_log("browser") if hasattr(driver, "get_log") else []
        severe = [l for l in logs if l.get("level") == "SEVERE"]
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
