/**
 * @jest-environment node
 *
 * The standalone server compresses as a backend behind a web server would (gzip, level 1): a JSON
 * answer of 1 kB or more, to a client that accepts gzip; not a small one, not to a client that does
 * not accept it, not a file already compressed.
 */
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { CATALOGUE } from './db/floor/catalogue';
import { MEDIA_ROOT } from './db/floor/form';
import { acceptsGzip, GZIP_MIN_BYTES } from './http/bridge';
import { withStandaloneServer } from './standaloneServerTestSupport';

jest.setTimeout(60_000);

const running = withStandaloneServer();

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A GET over a socket, the answer's bytes as they came (Node's fetch would decompress them). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${running().url}${path}`, { headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('gzip', () => {
  it('compresses a JSON answer of 1 kB or more for a client that accepts it, the same JSON', async () => {
    const plain = await get('/api/configurator/', { Origin: 'http://localhost:5173' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.byteLength).toBeGreaterThan(GZIP_MIN_BYTES);
    // Beside the CORS answer's own Vary.
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');

    const zipped = await get('/api/configurator/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.bytes.byteLength);
    expect(zipped.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 2);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(
      JSON.parse(plain.bytes.toString('utf8')),
    );
  });

  it('leaves a small answer as it is', async () => {
    const small = await get('/api/unknown-operation/', { 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(404);
    expect(small.bytes.byteLength).toBeLessThan(GZIP_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8'))).toMatchObject({ success: false });
  });

  it('leaves a PDF as it is (a compressed format): only JSON and text are compressed', async () => {
    const entry = CATALOGUE.find((item) => item.documents.some((document) => document.file))!;
    const file = entry.documents.find((document) => document.file)!.file!;
    const pdf = await get(`${MEDIA_ROOT}/documents/${entry.slug}/${file}`, {
      'Accept-Encoding': 'gzip',
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.bytes.byteLength).toBeGreaterThan(GZIP_MIN_BYTES);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('reads Accept-Encoding as HTTP says: gzip named, not refused by q=0', () => {
    const accepts = (value?: string) =>
      acceptsGzip({ headers: value === undefined ? {} : { 'accept-encoding': value } } as never);
    expect(accepts('gzip, deflate, br, zstd')).toBe(true);
    expect(accepts('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(accepts('gzip;q=0')).toBe(false);
    expect(accepts('deflate, br')).toBe(false);
    expect(accepts('identity')).toBe(false);
    expect(accepts(undefined)).toBe(false);
  });
});
