// The bot, off the main thread: rebuilds the game from its game string and
// moves, and answers with the move the named bot picks (Table.bot_move_named:
// a level such as `strong`, or a bot string such as `mcts:2000`; a message
// with `iterations` instead asks board-core's MCTS, Table.bot_move).
import init, { Table } from './pkg/tabletop_web.js';

const ready = init();

self.onmessage = async (e) => {
  const { id, gen, game, moves, bot, iterations, seed } = e.data;
  try {
    await ready;
    const table = Table.replay(game, moves);
    const move = bot === undefined ? table.bot_move(iterations, seed) : table.bot_move_named(bot, seed);
    table.free();
    self.postMessage({ id, gen, move });
  } catch (err) {
    self.postMessage({ id, gen, error: String(err?.message ?? err) });
  }
};
