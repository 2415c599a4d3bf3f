import { z } from 'zod';
import { id, int, line, optional, pageArgs, prose } from './arg-rules';
import { parseArgs } from './parse-args';

const schema = z.object({
  name: line(5),
  notes: optional(prose(20)),
  count: int(1, 3),
  uid: id,
  ...pageArgs,
});

const valid = { name: 'Ana', count: 2, uid: 'a1b2-c3' };

/** What AppSync would hand the route: the schema's own input type, so the exact-shape check agrees. */
const parse = (args: z.input<typeof schema>) => parseArgs(schema, args);

const failuresOf = (args: z.input<typeof schema>) => {
  try {
    parseArgs(schema, args);
  } catch (error) {
    return error;
  }
  throw new Error('parsed');
};

describe('parseArgs', () => {
  it('answers the parsed value, with null optional arguments as undefined', () => {
    expect(parse({ ...valid, notes: null, limit: null, nextToken: null })).toEqual({
      ...valid,
      notes: undefined,
      limit: undefined,
      nextToken: undefined,
    });
  });

  it('keeps line breaks in long texts but refuses them in one-line fields', () => {
    expect(parse({ ...valid, notes: 'a\nb' }).notes).toBe('a\nb');
    expect(failuresOf({ ...valid, name: 'a\nb' })).toMatchObject({
      code: 'VALIDATION',
      messageKey: 'invalid_characters',
      params: { failures: [{ field: 'name', messageKey: 'invalid_characters' }] },
    });
    expect(failuresOf({ ...valid, notes: 'a\u0000b' })).toMatchObject({ messageKey: 'invalid_characters' });
  });

  it('names the message key of each failing field', () => {
    expect(failuresOf({ ...valid, name: 'Anastasia', count: 9, uid: 'no spaces', limit: 500 })).toMatchObject(
      {
        code: 'VALIDATION',
        params: {
          failures: expect.arrayContaining([
            { field: 'name', messageKey: 'text_too_long' },
            { field: 'count', messageKey: 'number_out_of_range' },
            { field: 'uid', messageKey: 'invalid_characters' },
            { field: 'limit', messageKey: 'number_out_of_range' },
          ]),
        },
      },
    );
  });

  it('refuses a fractional number where a whole one is asked', () => {
    expect(failuresOf({ ...valid, count: 1.5 })).toMatchObject({
      params: { failures: [{ field: 'count', messageKey: 'number_out_of_range' }] },
    });
  });
});
