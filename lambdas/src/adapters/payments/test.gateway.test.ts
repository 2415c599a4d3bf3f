import { toMoney } from '@wayfare/shared';
import { createTestGateway, signTestCallback } from './test.gateway';

const KEY = 'key';
const NOW = Date.UTC(2026, 4, 12, 15, 30);
const gateway = createTestGateway({
  pageUrl: 'http://pay.test/page',
  signingKey: async () => KEY,
  now: () => NOW,
});
const body = JSON.stringify({
  order_id: 'b1',
  amount_minor: 1840,
  currency: 'USD',
  transaction_id: 't1',
  outcome: 'paid',
});
const signed = (text: string, key = KEY, at = NOW) => ({
  headers: { 'wayfare-signature': signTestCallback(key, text, Math.floor(at / 1000)) },
  body: text,
});

describe('test payment gateway', () => {
  it('accepts its own signature and reads the amount in minor units', async () => {
    expect(await gateway.verify(signed(body))).toEqual({
      provider: 'test',
      orderId: 'b1',
      amount: toMoney(18.4),
      currency: 'USD',
      transactionId: 't1',
      outcome: 'paid',
    });
  });

  it.each([
    ['another key', signed(body, 'guess')],
    ['a stale signature', signed(body, KEY, NOW - 301_000)],
    ['a changed body', { ...signed(body), body: body.replace('1840', '1') }],
    ['no signature', { headers: {}, body }],
    ['a malformed body', signed('{"order_id":1}')],
  ])('refuses %s', async (_case, request) => {
    expect(await gateway.verify(request)).toBeNull();
  });

  it('asks for the amount owed in minor units and refuses an amount finer than the currency', async () => {
    const request = {
      orderId: 'b1',
      reference: 'ABCDEF',
      currency: 'USD',
      payer: { uid: 'r1', firstName: 'R', lastName: 'R', email: '', mobile: '' },
      productName: 'Wayfare',
    };
    expect((await gateway.checkout({ ...request, amount: toMoney(18.4) })).fields).toMatchObject({
      amount_minor: 1840,
    });
    await expect(gateway.checkout({ ...request, amount: toMoney(18.405) })).rejects.toThrow(RangeError);
  });
});
