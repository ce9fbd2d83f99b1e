import { useAppSelector } from '../../lib/hooks';
import { nameOf, savedName } from './signed-in-name';

// Apart from signed-in-name.ts, which the store imports: the hooks module stays out of the entry chunk.

/** The signed-in person's name: Firebase's user once known, until then the one saved on this device. */
export function useSignedInName() {
  return useAppSelector((s) => {
    if (s.user.current) return nameOf(s.user.current);
    return s.auth.token ? savedName() : '';
  });
}
