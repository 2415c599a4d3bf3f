import { changeQuantity, MAX_QUANTITY, readCart, type CartItem } from './cart-store';

const tea = { id: 'p-tea', name: 'Tea', amount: 3.5, size: '250 g' };
const rice = { id: 'p-rice', name: 'Rice', amount: 2, size: '1 kg' };

describe('the cart kept on the device', () => {
  it('adds, counts up and removes a line at zero', () => {
    let cart: CartItem[] = [];
    cart = changeQuantity(cart, tea, 1);
    cart = changeQuantity(cart, rice, 1);
    cart = changeQuantity(cart, tea, 1);
    expect(cart).toEqual([
      { product: tea, quantity: 2 },
      { product: rice, quantity: 1 },
    ]);
    cart = changeQuantity(cart, rice, -1);
    expect(cart).toEqual([{ product: tea, quantity: 2 }]);
  });

  it('caps a line at the most a rider may order', () => {
    expect(changeQuantity([{ product: tea, quantity: MAX_QUANTITY }], tea, 1)).toEqual([
      { product: tea, quantity: MAX_QUANTITY },
    ]);
  });

  it('reads back only well-formed lines, and nothing from a damaged entry', () => {
    const stored = (value: string) => ({ getItem: () => value });
    expect(
      readCart(
        stored(
          JSON.stringify([
            { product: tea, quantity: 2 },
            { product: {}, quantity: 1 },
            { product: rice, quantity: 0 },
          ]),
        ),
      ),
    ).toEqual([{ product: tea, quantity: 2 }]);
    expect(readCart(stored('not json'))).toEqual([]);
    expect(readCart(stored('{"a":1}'))).toEqual([]);
  });
});
