import type { EmulatorAccount, SocialProvider } from '@atrium/contracts/auth-rules';

// Accounts used before with the emulator's fake Google/Facebook sign-in, so the chooser can offer them again.
const key = (provider: SocialProvider) => `atrium.emulatorAccounts.${provider}`;
const MAX_REMEMBERED = 5;

export function rememberedAccounts(provider: SocialProvider): EmulatorAccount[] {
  try {
    const list = JSON.parse(localStorage.getItem(key(provider)) ?? '[]');
    return Array.isArray(list)
      ? list.filter(
          (a): a is EmulatorAccount => typeof a?.email === 'string' && typeof a?.displayName === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberAccount(provider: SocialProvider, account: EmulatorAccount) {
  const others = rememberedAccounts(provider).filter(
    (a) => a.email.toLowerCase() !== account.email.toLowerCase(),
  );
  try {
    localStorage.setItem(key(provider), JSON.stringify([account, ...others].slice(0, MAX_REMEMBERED)));
  } catch {
    // Nothing to remember with storage disabled; the chooser still works.
  }
}
