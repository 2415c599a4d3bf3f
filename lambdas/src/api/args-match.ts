/**
 * The compile-time agreement of an argument schema (`<area>.args.ts`) with the generated argument
 * type of its field. Both directions: the same keys at every depth, each optional and nullable in
 * both or in neither, and leaf types that accept the same values. One-way assignability is not
 * enough: a renamed nullable argument (`otp` → `code`) leaves `{ code?: string | null }` assignable to
 * a schema reading `{ otp?: string | null }`, and the argument silently never arrives.
 */

/** Keys whose property may be left out. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

type Nullable<T> = null extends T ? true : false;

type Join<P extends string, K> = P extends '' ? `${K & string}` : `${P}.${K & string}`;

type Differ<P extends string, what extends string> = `${P extends '' ? 'arguments' : P}: ${what}`;

/** The mismatches of two object types, as `path: what` strings. */
type ObjectMismatch<Z, G, P extends string> =
  | {
      [K in Exclude<keyof Z, keyof G>]: Differ<Join<P, K>, 'read by the zod schema, not a GraphQL argument'>;
    }[Exclude<keyof Z, keyof G>]
  | {
      [K in Exclude<keyof G, keyof Z>]: Differ<Join<P, K>, 'a GraphQL argument the zod schema does not read'>;
    }[Exclude<keyof G, keyof Z>]
  | {
      [K in keyof Z & keyof G]:
        | ([K extends OptionalKeys<Z> ? true : false] extends [K extends OptionalKeys<G> ? true : false]
            ? never
            : Differ<Join<P, K>, 'optional on one side only'>)
        | Mismatch<Exclude<Z[K], undefined>, Exclude<G[K], undefined>, Join<P, K>>;
    }[keyof Z & keyof G];

/** Lists, objects and leaves, compared without distributing over unions (never: only null fits). */
type ValueMismatch<Z, G, P extends string> = [Z] extends [never]
  ? [G] extends [never]
    ? never
    : Differ<P, 'GraphQL accepts values the zod schema does not type'>
  : [G] extends [never]
    ? Differ<P, 'the zod schema accepts values GraphQL cannot send'>
    : [Z] extends [readonly (infer ZItem)[]]
      ? [G] extends [readonly (infer GItem)[]]
        ? Mismatch<ZItem, GItem, `${P}[]`>
        : Differ<P, 'a list in the zod schema only'>
      : [G] extends [readonly unknown[]]
        ? Differ<P, 'a list in GraphQL only'>
        : [Z] extends [Record<string, unknown>]
          ? [G] extends [Record<string, unknown>]
            ? ObjectMismatch<Z, G, P>
            : Differ<P, 'an object in the zod schema only'>
          : [G] extends [Record<string, unknown>]
            ? Differ<P, 'an object in GraphQL only'>
            : [Z] extends [G]
              ? [G] extends [Z]
                ? never
                : Differ<P, 'GraphQL accepts values the zod schema does not type'>
              : Differ<P, 'the zod schema accepts values GraphQL cannot send'>;

/** Every difference between the schema's input `Z` and the generated type `G`; never when they agree. */
export type Mismatch<Z, G, P extends string = ''> =
  Nullable<Z> extends Nullable<G>
    ? ValueMismatch<Exclude<Z, null>, Exclude<G, null>, P>
    : Differ<P, Nullable<G> extends true ? 'nullable in GraphQL only' : 'nullable in the zod schema only'>;

/**
 * `unknown` when the schema input `Z` and the generated arguments `G` agree; otherwise a type the
 * arguments lack, keyed by each difference, so passing them fails the type check naming each one.
 */
export type ArgsMatching<Z, G> = [Mismatch<Z, G>] extends [infer Differences]
  ? [Differences] extends [never]
    ? unknown
    : { [Difference in Differences & string]: 'the zod schema and the GraphQL arguments differ' }
  : never;
