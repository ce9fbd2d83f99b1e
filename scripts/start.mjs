// `npm start`: build the web app if needed, start the Auth Emulator (unless a real Firebase project is
// configured) and the server on one port; Ctrl-C stops both and keeps the accounts in .data/auth.
import { buildWeb, stackEnv, startStack, webBuildIsStale } from './lib/stack.mjs';

const env = stackEnv();
const quiet = process.env.STACK_QUIET === '1';
let startup = null;
let stopping = false;
// Ctrl-C while the stack is still starting: the start stops what it had started (startStack's signal).
const interrupt = new AbortController();

async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  interrupt.abort();
  const stack = await startup?.catch(() => null); // a start under way first finishes or undoes itself
  await stack?.stop(); // the server, then the emulator (SIGINT: it exports its accounts)
  if (stack) console.log('Stopped. Accounts are kept in', env.dataDir);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  if (process.env.SKIP_BUILD !== '1' && webBuildIsStale()) buildWeb();
  // A start that fails stops whatever it had started (startStack): nothing is left holding the ports.
  startup = startStack(env, { quiet, signal: interrupt.signal });
  const stack = await startup;
  for (const child of [stack.emulator, stack.server])
    child?.once('exit', (c) => !stopping && void stop(c ?? 1));
  console.log(`\nAtrium is running at http://localhost:${env.port}  (Ctrl-C to stop)\n`);
} catch (error) {
  if (!stopping) console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
