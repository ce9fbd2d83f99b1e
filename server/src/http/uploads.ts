import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_IMAGE_TYPES } from '@atrium/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from './errors.ts';

// Uploads shared by the modules that take files (chat, mail): judging the bytes, cleaning the name, and signed,
// expiring media URLs for the routes that serve the bytes back without a token.

/** What an upload is, judged by its bytes: the uploader's declared type and the name's extension are not trusted. */
export type Judged = { kind: 'image' | 'file'; type: string };

const EXECUTABLE_TYPES = new Set([
  'application/x-msdownload',
  'application/x-dosexec',
  'application/x-executable',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-sharedlib',
  'application/vnd.microsoft.portable-executable',
  'application/x-msi',
  'application/wasm',
  'application/vnd.android.dex',
  'application/java-vm',
]);
const EXECUTABLE_EXTENSIONS = new Set(['exe', 'elf', 'macho', 'msi', 'dex', 'wasm', 'class']);

/** Programs by their first bytes, whatever file-type makes of them (it knows no dex, and a script is text). */
const EXECUTABLE_MAGIC = [
  [0x4d, 0x5a], // MZ: Windows and DOS programs
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O, both widths and byte orders
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal binary (and Java classes)
  [0x64, 0x65, 0x78, 0x0a], // dex\n: Android
  [0x00, 0x61, 0x73, 0x6d], // \0asm: WebAssembly
  [0x23, 0x21], // #!: a script with its interpreter
];
/** Installers and scripts that double-click into running: refused by name (an MSI is an OLE file, like a .doc). */
const EXECUTABLE_NAMES = /\.(exe|msi|msp|msm|com|scr|bat|cmd|ps1|vbs|vbe|wsf|cpl|dll|apk|jar)$/i;
const IMAGE_NAMES = /\.(jpe?g|png|gif|webp)$/i;

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

const refuse = (message: string) => new HttpError(415, message, 'unsupported_type');

/** Valid UTF-8 without NUL: a text file (served as text/plain, never as HTML). */
function isText(bytes: Uint8Array) {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The kind and type of an upload, or a 415: programs are refused whatever their name, and a name promising an
 * image must hold one (an .exe renamed photo.png is not let through as a "file").
 */
export async function judgeUpload(bytes: Uint8Array, name: string): Promise<Judged> {
  if (EXECUTABLE_MAGIC.some((magic) => startsWith(bytes, magic)) || EXECUTABLE_NAMES.test(name)) {
    throw refuse('Programs cannot be sent.');
  }
  const found = await fileTypeFromBuffer(bytes);
  if (found && (EXECUTABLE_TYPES.has(found.mime) || EXECUTABLE_EXTENSIONS.has(found.ext))) {
    throw refuse('Programs cannot be sent.');
  }
  const image = (CHAT_IMAGE_TYPES as readonly string[]).includes(found?.mime ?? '');
  if (IMAGE_NAMES.test(name) && !image) throw refuse('This file is not the image its name says.');
  if (found && image) return { kind: 'image', type: found.mime };
  if (found) return { kind: 'file', type: found.mime };
  return { kind: 'file', type: isText(bytes) ? 'text/plain' : 'application/octet-stream' };
}

/**
 * A file name as a client sent it (URI-encoded when it came in a header, so any name fits): no folders, no control
 * or direction characters, at most 200 characters; 'file' when nothing is left.
 */
export function cleanFileName(header: string | string[] | undefined): string {
  let raw = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // Not URI-encoded: taken as it came.
  }
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = [...base.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '').trim()]
    .slice(0, 200)
    .join('')
    .trim()
    .replace(/^\.+$/, '');
  return clean || 'file';
}

const DAY_SECONDS = 86_400;

/**
 * When a media URL made now expires: the end of the next UTC day, so every URL of an attachment made on one day
 * is the same string (the browser's cache keeps it) and lives between one and two days.
 */
export const expiryOf = (now: Date) => (Math.floor(now.getTime() / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;

const signatureOf = (secret: string, id: string, exp: number) =>
  createHmac('sha256', secret).update(`${id}.${exp}`).digest('base64url');

/** `path` + the id, signed with `secret` (each module has its own, so one's URLs open nothing of another's). */
export const signedMediaUrl = (path: string, secret: string, id: string, now: Date) => {
  const exp = expiryOf(now);
  return `${path}/${id}?exp=${exp}&sig=${signatureOf(secret, id, exp)}`;
};

/** Whether the URL's signature is ours and it has not expired. */
export function verifyMediaUrl(
  secret: string,
  id: string,
  exp: string | undefined,
  sig: string | undefined,
  now: Date,
) {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, id, expiry));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `content-disposition` with the name in RFC 5987 form (any language, no quoting tricks). */
export function dispositionOf(kind: 'inline' | 'attachment', name: string) {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename*=UTF-8''${encoded}`;
}
