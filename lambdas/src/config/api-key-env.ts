/**
 * The API key renewal function's environment: it runs apart from the API (no table), so it reads
 * only these two, not `env` (env.ts), whose required variables it is not given.
 */
export interface ApiKeyRef {
  apiId: string;
  keyId: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Read on each run: the stack names the key in the function's environment. */
export const apiKeyRefFromEnv = (): ApiKeyRef => ({
  apiId: required('GRAPHQL_API_ID'),
  keyId: required('API_KEY_ID'),
});
