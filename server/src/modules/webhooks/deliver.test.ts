import { Webhook } from 'standardwebhooks';
import { signatureOf, signingKeyOf } from './deliver';

describe('signatureOf', () => {
  it('signs exactly as the Standard Webhooks package does, and the package verifies it', () => {
    const secret = `whsec_${Buffer.from('a key of thirty-two bytes, padded').toString('base64')}`;
    const at = new Date('2026-11-27T08:00:00Z');
    const body = JSON.stringify({ id: 'evt_1', type: 'message.received', data: { text: 'Chào bạn' } });
    const ours = signatureOf(signingKeyOf(secret), 'evt_1', at.getTime() / 1000, body);
    expect(ours).toBe(new Webhook(secret).sign('evt_1', at, body));
    const headers = { 'webhook-id': 'evt_1', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': '' };
    headers['webhook-signature'] = signatureOf(signingKeyOf(secret), 'evt_1', Number(headers['webhook-timestamp']), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });
});
