import { createHmac } from 'node:crypto';
import { createSignedLink, db, registerPendingLink, signLink, verifySignedLink } from './mockDb';

describe('signed links', () => {
  it('signs with HMAC-SHA256 of id.token.expires and the mock secret', async () => {
    expect(await signLink(7, 'abc', 1893456000)).toBe(
      createHmac('sha256', 'mock-server-secret').update('7.abc.1893456000').digest('hex'),
    );
  });

  it('accepts its own link for its purpose only, and refuses a changed parameter', async () => {
    const link = await createSignedLink('activation', 50);
    expect(await verifySignedLink('activation', { ...link })).toMatchObject({
      userId: 50,
      purpose: 'activation',
    });
    expect(await verifySignedLink('email-change', { ...link })).toBeUndefined();
    expect(await verifySignedLink('activation', { ...link, id: '51' })).toBeUndefined();
    expect(
      await verifySignedLink('activation', { ...link, signature: link.signature.toUpperCase() }),
    ).toBeDefined();
    expect(await verifySignedLink('activation', { ...link, signature: '' })).toBeUndefined();
  });

  it('refuses a well-signed link whose token is not pending, or that has expired', async () => {
    const forged = {
      id: '1',
      token: 'not-pending',
      expires: '4102444800',
      signature: await signLink(1, 'not-pending', 4102444800),
    };
    expect(await verifySignedLink('activation', forged)).toBeUndefined();
    const link = await registerPendingLink('short', {
      purpose: 'activation',
      userId: 1,
      expires: Math.floor(db.now() / 1000) + 60,
    });
    expect(await verifySignedLink('activation', { ...link })).toBeDefined();
    const start = db.now();
    db.now = () => start + 61 * 1000;
    expect(await verifySignedLink('activation', { ...link })).toBeUndefined();
  });
});
