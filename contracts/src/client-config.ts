import { z } from 'zod';

/**
 * What the server tells the browser at page load (embedded in index.html as JSON), so one build of the
 * SPA runs against the Auth Emulator or a real Firebase project without rebuilding.
 */
export const clientConfigSchema = z.object({
  appName: z.string(),
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string().optional(),
  }),
  /** 'emulator': Firebase Auth Emulator (reached through this server); 'firebase': a real project. */
  authMode: z.enum(['emulator', 'firebase']),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;
