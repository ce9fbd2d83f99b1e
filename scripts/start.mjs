// `npm start`: build the web app if needed, start the Auth Emulator (unless a real Firebase project is
// configured) and the server on one port; Ctrl-C stops both and keeps the accounts in .data/auth.
import { buildWeb, stackEnv, startEmulator, startServer, stopChild, webBuildIsStale } from './lib/stack.mjs';

const env = stackEnv();
const quiet = process.env.STACK_QUIET === '1';
const children = [];
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  const [emulator, server] = children;
  await stopChild(server, 'SIGTERM');
  await stopChild(emulator, 'SIGINT'); // the emulator exports its accounts on SIGINT
  console.log('Stopped. Accounts are kept in', env.dataDir);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  if (process.env.SKIP_BUILD !== '1' && webBuildIsStale()) buildWeb();
  children.push(env.realFirebase ? null : await startEmulator(env, { quiet }));
  children.push(await startServer(env, { quiet }));
  for (const child of children) child?.once('exit', (c) => !stopping && void stop(c ?? 1));
  console.log(`\nAtrium is running at http://localhost:${env.port}  (Ctrl-C to stop)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
