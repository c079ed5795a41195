import { INTEGRATION_MESSAGES } from 'shared-sdk/schemas';
import { checkWebhookUrl, isPublicAddress } from './address-guard';
import { createSender } from './deliver';
import { startReceiver } from './testing/receiver';

const strict = { allowHttp: false, allowPrivateNetworks: false };

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '169.254.1.1', '0.0.0.0',
    '100.64.0.1', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:10.0.0.1', '64:ff9b::7f00:1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkWebhookUrl', () => {
  const resolveTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('allows https to a public address and names the address to connect to', async () => {
    const check = await checkWebhookUrl('https://hooks.shop.vn/zalo', strict, resolveTo('93.184.216.34'));
    expect(check).toMatchObject({ ok: true, target: { address: '93.184.216.34', family: 4 } });
  });

  it('refuses http unless allowed, and credentials in the URL', async () => {
    expect(await checkWebhookUrl('http://hooks.shop.vn/zalo', strict, resolveTo('93.184.216.34'))).toEqual({ ok: false, error: INTEGRATION_MESSAGES.urlNotHttps });
    expect((await checkWebhookUrl('http://hooks.shop.vn/zalo', { ...strict, allowHttp: true }, resolveTo('93.184.216.34'))).ok).toBe(true);
    expect(await checkWebhookUrl('https://user:pass@hooks.shop.vn/', strict, resolveTo('93.184.216.34'))).toEqual({ ok: false, error: INTEGRATION_MESSAGES.invalidUrl });
  });

  it('refuses a name with any private address, and one that does not resolve', async () => {
    expect(await checkWebhookUrl('https://rebind.example/', strict, resolveTo('93.184.216.34', '127.0.0.1'))).toEqual({ ok: false, error: INTEGRATION_MESSAGES.urlPrivate });
    expect(await checkWebhookUrl('https://v6.example/', strict, resolveTo('::1'))).toEqual({ ok: false, error: INTEGRATION_MESSAGES.urlPrivate });
    expect(await checkWebhookUrl('https://localhost/', strict)).toEqual({ ok: false, error: INTEGRATION_MESSAGES.urlPrivate });
    expect(await checkWebhookUrl('https://[::1]/', strict)).toEqual({ ok: false, error: INTEGRATION_MESSAGES.urlPrivate });
    expect(await checkWebhookUrl('https://169.254.169.254/', strict)).toEqual({ ok: false, error: INTEGRATION_MESSAGES.urlPrivate });
    const gone = async () => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    expect(await checkWebhookUrl('https://khong-co.example/', strict, gone)).toEqual({ ok: false, error: INTEGRATION_MESSAGES.urlUnresolvable });
    expect((await checkWebhookUrl('https://rebind.example/', { ...strict, allowPrivateNetworks: true }, resolveTo('127.0.0.1'))).ok).toBe(true);
  });
});

describe('a delivery', () => {
  it('is refused when the name has come to resolve to this machine since it was saved (DNS rebinding), and nothing is sent', async () => {
    const receiver = await startReceiver();
    let answer = '93.184.216.34';
    const resolve = async () => [{ address: answer, family: 4 }];
    try {
      expect((await checkWebhookUrl(`http://rebind.example:${receiver.port}/hook`, { allowHttp: true, allowPrivateNetworks: false }, resolve)).ok).toBe(true);
      answer = '127.0.0.1';
      const sender = createSender({ rules: { allowHttp: true, allowPrivateNetworks: false }, resolve });
      const result = await sender.send({ url: `http://rebind.example:${receiver.port}/hook`, signingKey: Buffer.alloc(32), eventId: 'evt_x', body: '{}' });
      sender.close();
      expect(result).toMatchObject({ ok: false, status: null, error: INTEGRATION_MESSAGES.urlPrivate });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
