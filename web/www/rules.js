// How to play, legends and square notes, written for players from the rules
// specifications (shared/rules/*.md, revision 3). Only words live here: every
// rule decision the page acts on comes from the engines.

// Each how-to-play is: goal, a turn, special squares or faces, how it ends.
export const RULES = {
  xobrainer: {
    howto: [
      ['Goal', 'Make five in a row: X owns a line of five X shapes or five green pieces; O owns five O shapes or five red pieces. Lines count across, down and on both diagonals.'],
      ['A turn', 'Put your next piece on any empty square. You never choose its colour: X plays green, green, green, red, then again; O plays red, red, red, green. The line-up beside the board shows what comes next.'],
      ['Special squares', 'The four knockout squares take only a red X or a green O. A five in a row through a knockout square wins the whole match at once. With the Mission variant you hold a secret card: its marked squares covered in the marked colour earn 3 bonus points each if your side wins the round.'],
      ['How it ends', 'The winner of a round scores the dots of the five squares. A side that reaches 20 points wins the set; the format (one round, best of 3 or 5 sets, ...) says how many sets win the match. If one piece completes lines for both sides, the side that placed it wins. With TimeBomb each move has a time limit: when the clock runs out the move is lost and the turn passes.'],
    ],
    legend: [
      ['Dots', 'points the square scores in a winning line (1 to 3)'],
      ['Knockout square (dark)', 'only a red X or a green O; a line through it wins the match'],
      ['Mission mark', 'your secret card: cover it in the marked colour for 3 bonus points'],
      ['Yellow square', 'where your move can go'],
      ['Outline', 'the last move'],
    ],
  },
  oduludo: {
    howto: [
      ['Goal', 'Bring all your pawns home to Earth, the King last. Each player has a King, a Queen and three Soldiers on a spaceship.'],
      ['A turn', 'Roll the die, then move one pawn or stack exactly that many squares along your route. A 1 or a 6 brings a pawn out onto your Moon. A 6 rolls again. You must move if you can. Landing on an opponent\'s group (not on a safe square) sends it back to its spaceship or kidnaps it; you may land only on a group at most as large as yours. Landing on your own pawns stacks them.'],
      ['Special squares', 'Star: roll again. Sun: jump to the next Sun. Lightning: back to the previous Lightning. ODULUDO ring: you may roll the ODULUDO die (fly to Earth, jump two Suns, move 3, back to a Lightning, or back to your Moon). UFO parking: the first group to stop there flies to Earth. Moons and the squares beside them are safe. Only a group with your Queen in it may move backward, and the Queen carries her whole stack backward with her.'],
      ['How it ends', 'The first player with every pawn on Earth, King last, wins; a player whose King is sent back to the spaceship is out. The winner scores 40 for each prisoner held.'],
    ],
    legend: [
      ['Moon', 'a player\'s start square (safe)'],
      ['Star', 'roll again'],
      ['Sun', 'jump to the next Sun'],
      ['Lightning', 'back to the previous Lightning'],
      ['ODULUDO ring', 'you may roll the ODULUDO die'],
      ['UFO parking', 'the first group to stop here flies to Earth'],
      ['Yellow square', 'where your move can go'],
    ],
  },
  numseq: {
    howto: [
      ['Goal', 'Make a SEQUENCE: five chips of your side in a straight line (across, down or diagonal). The free corners count for everyone. With two players one SEQUENCE wins; with teams, two.'],
      ['A turn', 'Play a card from your hand and put a chip on an empty square showing its answer (7+5 goes on a 12; each number is on the board twice). A Plus card puts a chip on any empty square; a Minus card takes away one opponent chip that is not locked. Then you draw a card.'],
      ['Special squares', 'Free corners hold no number and count for every side. Chips in a finished SEQUENCE are locked and can never be removed. A card whose two squares are both covered is dead: once a turn you may swap it for a new one.'],
      ['How it ends', 'The first side with enough SEQUENCEs wins. A full board with no SEQUENCE left possible is a draw.'],
    ],
    legend: [
      ['Number', 'the answer a card must make to go there'],
      ['Free corner', 'counts for every side, takes no chip'],
      ['Chip with a dot', 'locked in a SEQUENCE'],
      ['Face-down cards', 'another seat\'s hand, hidden from you'],
      ['Yellow square', 'where your move can go'],
    ],
  },
  deblockle: {
    howto: [
      ['Goal', 'Be the first to take all your blocks off the board, by tipping each onto your opponent\'s home star with the Star face up. South\'s home star is d2, North\'s is d6.'],
      ['A turn', 'Tip one of your blocks over an edge onto an empty neighbouring square, then hop it as the face now on top says. Click the block, the square it tips onto, then where it hops.'],
      ['Faces', 'Stop: no hop. Cross: one step straight. X: one step diagonally. Slider: slide straight until something is in the way. Hoops: exactly three straight steps. Star: only on your opponent\'s home star, which takes the block off.'],
      ['How it ends', 'The first player to remove every block wins. A player who cannot move is skipped; if neither can, it is a draw.'],
    ],
    legend: [
      ['Star (*)', 'only on the opponent\'s home star: the block leaves the board'],
      ['Stop (S)', 'no hop'],
      ['Cross (+)', 'one step straight'],
      ['X (x)', 'one step diagonally'],
      ['Slider (=)', 'slide until blocked'],
      ['Hoops (o)', 'exactly three straight steps'],
      ['Star spaces d2, d6', 'home stars of South and North; no block stops there'],
    ],
  },
};

// Words for the classes the pictures give the things on a square.
const WORDS = {
  moon: 'Moon (safe)', star: 'Star: roll again', sun: 'Sun: jump to the next Sun',
  odulo: 'ODULUDO ring: you may roll the ODULUDO die', 'ufo-parking': 'UFO parking',
  lightning: 'Lightning: back to the previous Lightning', junction: 'junction (safe)', safe: 'safe square',
  Star: 'Star on top', Stop: 'Stop on top', Cross: 'Cross on top', X: 'X on top', Slider: 'Slider on top',
  Hoops: 'Hoops on top', locked: 'locked', corner: 'free corner',
};
const COLOURS = { G: 'Green', R: 'Red', B: 'Blue', P: 'Purple' };
const CHIPS = { a: 'Blue', b: 'Green', c: 'Red' };

// A player's words for what stands on a square, from the classes of the
// picture's elements named by it (`piece X green e5`, `block south Cross c3`,
// `square r17 sun`, `pawns G r17`, `chip a e5`).
export function describe(game, label, classLists) {
  const parts = [];
  for (const cls of classLists) {
    const [kind, ...rest] = cls;
    const r = rest.filter((t) => t !== label);
    if (kind === 'piece' && r.length >= 2) parts.push(`${r[1]} ${r[0]}`);
    else if (kind === 'block') parts.push(`${r[0]} block, ${WORDS[r[1]] ?? r[1]}`);
    else if (kind === 'square' && game === 'oduludo') {
      const w = r.map((t) => WORDS[t]).filter(Boolean);
      if (w.length) parts.push(w.join(', '));
    } else if (kind === 'pawns') parts.push(`${COLOURS[r[0]] ?? r[0]} pawns`);
    else if (kind === 'chip') parts.push(`${CHIPS[r[0]] ?? r[0]} chip${r.includes('locked') ? ', locked' : ''}`);
    else if (kind === 'star-space') parts.push('star space');
    else if (kind === 'mission') parts.push(`your Mission mark: a ${r[1] ?? ''} ${r[0] ?? ''} here scores 3 bonus points if your side wins the round`);
    else if (kind === 'corner') parts.push('free corner: counts for every side, takes no chip');
  }
  if (game === 'deblockle' && label === 'd2') parts.push('South\'s home star');
  if (game === 'deblockle' && label === 'd6') parts.push('North\'s home star');
  return parts;
}
