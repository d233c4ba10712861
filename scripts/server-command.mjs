// The command of `npm start` (package.json), split for `spawn`: the benches and the browser journeys
// start the server as production does, with its Node options (docs/decisions/040).
import { readFileSync } from 'node:fs';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Split on spaces, as a shell would split a command without quotes or escapes.
if (/["'\\$`]/.test(scripts.start))
  throw new Error(`server-command.mjs splits the start script on spaces; it cannot read: ${scripts.start}`);
const [command, ...args] = scripts.start.split(/\s+/);

/** `node`, then its options and the start script. */
export const SERVER_COMMAND = { command, args };
