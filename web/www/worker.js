// The bot, off the main thread: rebuilds the game from its game string and
// moves, and answers with the move board-core's MCTS picks (Table.bot_move).
import init, { Table } from './pkg/tabletop_web.js';

const ready = init();

self.onmessage = async (e) => {
  const { id, gen, game, moves, iterations, seed } = e.data;
  try {
    await ready;
    const table = Table.replay(game, moves);
    const move = table.bot_move(iterations, seed);
    table.free();
    self.postMessage({ id, gen, move });
  } catch (err) {
    self.postMessage({ id, gen, error: String(err?.message ?? err) });
  }
};
