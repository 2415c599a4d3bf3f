import { imageTypeOf } from './image-signature';

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));

describe('imageTypeOf', () => {
  it.each([
    ['ffd8ffe000104a4649460001', 'image/jpeg'],
    ['89504e470d0a1a0a0000000d', 'image/png'],
    [Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1').toString('hex'), 'image/webp'],
  ])('reads %s as %s', (bytes, type) => {
    expect(imageTypeOf(hex(bytes))).toBe(type);
  });

  it.each([
    ['HTML', Buffer.from('<html><script>alert(1)</script>').toString('hex')],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1').toString('hex')],
    ['a truncated PNG signature', '89504e47'],
    ['nothing', ''],
  ])('refuses %s', (_case, bytes) => {
    expect(imageTypeOf(hex(bytes))).toBeNull();
  });
});
