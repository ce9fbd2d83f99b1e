import type { ChildProcess } from 'node:child_process';

export type StackEnv = {
  dataDir: string;
  port: number;
  emulatorPort: number;
  realFirebase: boolean;
  projectId: string;
};
export const repoRoot: string;
export function stackEnv(env?: NodeJS.ProcessEnv): StackEnv;
export function webBuildIsStale(): boolean;
export function buildWeb(): void;
export function waitForHttp(url: string, options?: { idleMs?: number; child?: ChildProcess }): Promise<void>;
export function startEmulator(env: StackEnv, options?: { quiet?: boolean }): Promise<ChildProcess>;
export function startServer(
  env: StackEnv,
  options?: { quiet?: boolean; env?: Record<string, string> },
): Promise<ChildProcess>;
export function stopChild(
  child: ChildProcess | null | undefined,
  signal?: NodeJS.Signals,
  timeoutMs?: number,
): Promise<void>;
export function startStack(
  env: StackEnv,
  options?: { quiet?: boolean; serverEnv?: Record<string, string> },
): Promise<{ emulator: ChildProcess | null; server: ChildProcess; stop(): Promise<void> }>;
