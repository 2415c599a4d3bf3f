import type { AppConfig } from '../config/app-config';
import { ApiError, INTERNAL_ERROR_KEY } from './api-error';
import type { Operation } from './graphql-client';

type PublicEndpoint = Pick<AppConfig, 'graphqlUrl' | 'apiKey'>;

interface GraphQLResponse<Data> {
  data?: Data | null;
  errors?: { errorType?: string; message?: string }[];
}

/**
 * The public site's reads (settings, languages, app info) with the API key over plain fetch: the
 * same AppSync endpoint and schema, without Amplify's client in the landing page's first load.
 * Signed-in calls and subscriptions still go through Amplify (graphql-client.ts).
 */
export async function publicQuery<Data, Variables>(
  endpoint: PublicEndpoint,
  query: Operation<Data, Variables>,
  variables?: Variables,
): Promise<Data> {
  let body: GraphQLResponse<Data>;
  try {
    const response = await fetch(endpoint.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': endpoint.apiKey },
      body: JSON.stringify({ query: query.toString(), variables: variables ?? {} }),
    });
    body = (await response.json()) as GraphQLResponse<Data>;
  } catch (error) {
    throw new ApiError('NetworkError', INTERNAL_ERROR_KEY, { cause: error });
  }
  const [error] = body.errors ?? [];
  if (error) throw new ApiError(error.errorType ?? 'GraphQLError', error.message ?? INTERNAL_ERROR_KEY);
  if (!body.data) throw new ApiError('EmptyResponse', INTERNAL_ERROR_KEY);
  return body.data;
}
