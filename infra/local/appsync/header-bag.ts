/** Request headers as Node and the WebSocket messages give them: any case, a value or a list. */
export type HeaderBag = Readonly<Record<string, unknown>>;

/** Case-insensitive header lookup; node:http lowercases names but Amplify's realtime headers don't. */
export function headerValue(headers: HeaderBag, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === wanted);
  const value = Array.isArray(entry?.[1]) ? entry[1][0] : entry?.[1];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Header values as strings, the shape AppSync hands resolvers in `request.headers`. */
export function stringHeaders(headers: HeaderBag): Record<string, string> {
  return Object.fromEntries(
    Object.keys(headers).flatMap((key) => {
      const value = headerValue(headers, key);
      return value === undefined ? [] : [[key.toLowerCase(), value]];
    }),
  );
}
