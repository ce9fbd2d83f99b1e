import { signedMediaUrl as signedUrl } from '../../http/uploads.ts';

/** The address of a chat attachment's bytes (served by chatMediaRoutes). */
export const signedMediaUrl = (secret: string, id: string, now: Date) =>
  signedUrl('/media/chat', secret, id, now);
