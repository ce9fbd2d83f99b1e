import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules.ts';

export * from './auth-rules.ts';

export const emailSchema = z.email();
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH);
export const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });
export const emulatorAccountSchema = z.object({
  email: emailSchema,
  displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX_LENGTH),
});
