/**
 * AppSync's enhanced subscription filters on the twin. In the cloud a subscription's pipeline
 * resolver hands its Lambda's answer to `util.transform.toSubscriptionFilter` and sets it with
 * `extensions.setSubscriptionFilter` (infra/lib/subscription-resolvers.ts); here the same answer
 * filters every frame the same way: `{ field: { operator: value } }` conditions all hold, `and`
 * and `or` take lists of such filters; a field may be a dotted path into the payload. A null
 * answer sets no filter.
 */
type Condition = Readonly<Record<string, unknown>>;
export type SubscriptionFilter = Readonly<Record<string, Condition | readonly SubscriptionFilter[]>>;

const contains = (field: unknown, value: unknown) =>
  Array.isArray(field)
    ? field.includes(value)
    : typeof field === 'string' && typeof value === 'string' && field.includes(value);

const OPERATORS: Readonly<Record<string, (field: unknown, value: unknown) => boolean>> = {
  eq: (field, value) => field === value,
  ne: (field, value) => field !== value,
  contains,
  notContains: (field, value) => !contains(field, value),
  in: (field, value) => Array.isArray(value) && value.includes(field),
  notIn: (field, value) => Array.isArray(value) && !value.includes(field),
  beginsWith: (field, value) =>
    typeof field === 'string' && typeof value === 'string' && field.startsWith(value),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The resolver's answer as a filter; anything else is the resolver's fault, as in the cloud. */
export function toSubscriptionFilter(answer: unknown): SubscriptionFilter | undefined {
  if (answer == null) return undefined;
  const check = (filter: unknown): void => {
    if (!isRecord(filter)) throw new Error('A subscription filter must be an object.');
    for (const [key, condition] of Object.entries(filter)) {
      if (key === 'and' || key === 'or') {
        if (!Array.isArray(condition)) throw new Error(`A subscription filter's ${key} must be a list.`);
        condition.forEach(check);
      } else if (!isRecord(condition) || !Object.keys(condition).every((op) => op in OPERATORS)) {
        throw new Error(`Unsupported subscription filter on ${key}.`);
      }
    }
  };
  check(answer);
  return answer as SubscriptionFilter;
}

const read = (payload: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), payload);

/** Whether a published payload passes the filter. */
export function matchesFilter(filter: SubscriptionFilter, payload: unknown): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === 'and')
      return (condition as SubscriptionFilter[]).every((inner) => matchesFilter(inner, payload));
    if (key === 'or')
      return (condition as SubscriptionFilter[]).some((inner) => matchesFilter(inner, payload));
    return Object.entries(condition as Condition).every(([op, value]) =>
      OPERATORS[op]!(read(payload, key), value),
    );
  });
}
