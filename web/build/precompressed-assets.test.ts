import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './precompressed-assets';

describe('precompressed assets', () => {
  it('writes brotli and gzip copies of each text file that decompress to the file, and none of small or binary ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-assets-'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i })))};`;
    writeFileSync(path.join(dir, 'page-1a2b.js'), script);
    writeFileSync(path.join(dir, 'page-1a2b.css'), `.a{color:red}`.repeat(200));
    writeFileSync(path.join(dir, 'tiny-3c4d.js'), 'export const a = 1;');
    writeFileSync(path.join(dir, 'page-1a2b.js.map'), script);
    writeFileSync(path.join(dir, 'font-5e6f.woff2'), Buffer.alloc(4096, 7));

    expect(await precompressFolder(dir)).toBe(2);
    const file = (name: string) => readFileSync(path.join(dir, name));
    expect(brotliDecompressSync(file('page-1a2b.js.br')).toString()).toBe(script);
    expect(gunzipSync(file('page-1a2b.js.gz')).toString()).toBe(script);
    expect(file('page-1a2b.js.br').length).toBeLessThan(file('page-1a2b.js.gz').length);
    expect(gunzipSync(file('page-1a2b.css.gz')).toString()).toBe(file('page-1a2b.css').toString());
    for (const name of ['tiny-3c4d.js', 'page-1a2b.js.map', 'font-5e6f.woff2'])
      expect(existsSync(path.join(dir, `${name}.br`)) || existsSync(path.join(dir, `${name}.gz`))).toBe(
        false,
      );
  });
});
