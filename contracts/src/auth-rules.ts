// Plain constants and types (no zod), so the sign-in screens can use them without pulling in a schema library.

/** Firebase's own minimum; the spec's message (section 5) is the web app's `auth.passwordMin` text. */
export const PASSWORD_MIN_LENGTH = 6;
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** Same rule as zod's `z.email()`, for forms that validate without loading zod. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type Credentials = { email: string; password: string };
/** An emulator-only identity picked or typed in the in-app account chooser. */
export type EmulatorAccount = { email: string; displayName: string };
export type SocialProvider = 'google' | 'facebook';
