// `npm start`: build the web app if needed, start the Auth Emulator (unless a real Firebase project is
// configured) and the server on one port; Ctrl-C stops both and keeps the accounts in .data/auth.
import { buildWeb, stackEnv, startStack, webBuildIsStale } from './lib/stack.mjs';

const env = stackEnv();
const quiet = process.env.STACK_QUIET === '1';
let stack = null;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack?.stop(); // the server, then the emulator (SIGINT: it exports its accounts)
  if (stack) console.log('Stopped. Accounts are kept in', env.dataDir);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  if (process.env.SKIP_BUILD !== '1' && webBuildIsStale()) buildWeb();
  // A start that fails stops whatever it had started (startStack): nothing is left holding the ports.
  stack = await startStack(env, { quiet });
  for (const child of [stack.emulator, stack.server])
    child?.once('exit', (c) => !stopping && void stop(c ?? 1));
  console.log(`\nAtrium is running at http://localhost:${env.port}  (Ctrl-C to stop)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
