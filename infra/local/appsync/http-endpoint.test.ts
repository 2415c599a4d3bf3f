import {
  asAdmin,
  asApiKey,
  asRider,
  postGraphql,
  startTestTwin,
  type TestTwin,
} from './appsync-twin.test-kit';

let twin: TestTwin;
beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(() => twin.close());

const unauthorizedBody = {
  errors: [{ errorType: 'UnauthorizedException', message: 'Valid authorization header not provided.' }],
};

describe('authentication', () => {
  it.each([
    ['no credentials', {}],
    ['a wrong API key', { 'x-api-key': 'da2-wrong' }],
    ['an invalid token', { Authorization: 'expired-or-forged' }],
    [
      'an invalid token beside a valid API key',
      { Authorization: 'forged', 'x-api-key': asApiKey['x-api-key'] },
    ],
  ])('answers 401 UnauthorizedException to %s', async (_case, headers) => {
    const { status, body } = await postGraphql(twin, headers, '{ settings { appName } }');
    expect(status).toBe(401);
    expect(body).toEqual(unauthorizedBody);
  });

  it('accepts the access token with or without "Bearer "', async () => {
    for (const headers of [asRider, { Authorization: 'Bearer valid-rider' }]) {
      const { body } = await postGraphql(twin, headers, '{ me { uid } }');
      expect(body).toEqual({ data: { me: { uid: 'sub-rider' } } });
    }
  });

  it('answers a CORS preflight allowing the headers Amplify sends', async () => {
    const response = await fetch(twin.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers')?.split(', ');
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'x-api-key', 'content-type', 'x-amz-user-agent']),
    );
  });
});

describe('auth directives', () => {
  const denied = (field: string, type: string, path: (string | number)[]) => ({
    path,
    data: null,
    errorType: 'Unauthorized',
    errorInfo: null,
    locations: [expect.objectContaining({ sourceName: null })],
    message: `Not Authorized to access ${field} on type ${type}`,
  });

  it.each([
    ['the API key', asApiKey],
    ['a signed-in user', asRider],
  ])('refuses introspection of the schema to %s, as the cloud API does', async (_who, headers) => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Query") { fields { name } } }',
    ]) {
      const { status, body } = await postGraphql(twin, headers, query);
      expect(status).toBe(200);
      expect(body.data).toBeNull();
      expect(body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: null, message: expect.stringMatching(/introspection/i) }),
        ]),
      );
    }
    // __typename is no introspection of the schema: clients ask for it.
    expect((await postGraphql(twin, headers, '{ __typename }')).body).toEqual({
      data: { __typename: 'Query' },
    });
  });

  it('lets the API key read only fields marked @aws_api_key', async () => {
    const { status, body } = await postGraphql(twin, asApiKey, '{ settings { appName } me { uid } }');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { settings: { appName: 'Wayfare' }, me: null },
      errors: [denied('me', 'Query', ['me'])],
    });
    expect(body.errors).toEqual([expect.not.objectContaining({ extensions: expect.anything() })]);
  });

  it('requires one of the cognito_groups on the field', async () => {
    const query = '{ adminReport { total } }';
    expect((await postGraphql(twin, asRider, query)).body).toEqual({
      data: { adminReport: null },
      errors: [denied('adminReport', 'Query', ['adminReport'])],
    });
    expect((await postGraphql(twin, asAdmin, query)).body).toEqual({ data: { adminReport: { total: 3 } } });
  });

  it("checks nested types: a field's own directive beats its type's", async () => {
    const query = '{ settings { appName adminNote } }';
    expect((await postGraphql(twin, asRider, query)).body).toEqual({
      data: { settings: { appName: 'Wayfare', adminNote: null } },
      errors: [denied('adminNote', 'Settings', ['settings', 'adminNote'])],
    });
    expect((await postGraphql(twin, asAdmin, query)).body).toEqual({
      data: { settings: { appName: 'Wayfare', adminNote: 'internal' } },
    });
  });

  it('denies the fields of a returned type the caller mode may not read', async () => {
    const { body } = await postGraphql(twin, asApiKey, '{ publicProfile { uid } }');
    expect(body.data).toEqual({ publicProfile: null });
    expect(body.errors).toEqual([
      expect.objectContaining({
        errorType: 'Unauthorized',
        message: 'Not Authorized to access uid on type User',
      }),
    ]);
  });
});

describe('direct Lambda resolvers', () => {
  it('receives an AppSync-shaped event with the selection set', async () => {
    await postGraphql(twin, asRider, '{ me { uid firstName lang { langLocale } } }');
    const event = twin.events.at(-1);
    expect(event).toEqual({
      arguments: {},
      identity: {
        sub: 'sub-rider',
        issuer: 'http://127.0.0.1/us-east-1_test',
        username: 'rider-user',
        claims: expect.objectContaining({ 'cognito:groups': ['rider'] }),
        sourceIp: ['127.0.0.1'],
        defaultAuthStrategy: 'ALLOW',
        groups: ['rider'],
      },
      source: null,
      prev: null,
      stash: {},
      request: { headers: expect.objectContaining({ authorization: 'valid-rider' }), domainName: null },
      info: {
        fieldName: 'me',
        parentTypeName: 'Query',
        variables: {},
        selectionSetList: ['uid', 'firstName', 'lang', 'lang/langLocale'],
        selectionSetGraphQL: '{\n  uid\n  firstName\n  lang {\n    langLocale\n  }\n}',
      },
    });
  });

  it('passes a null identity for the API key', async () => {
    await postGraphql(twin, asApiKey, '{ settings { appName } }');
    expect(twin.events.at(-1)?.identity).toBeNull();
  });

  it('maps a thrown Error to errorType = its name and the field to null', async () => {
    const { body } = await postGraphql(twin, asRider, '{ fail(kind: "domain") }');
    expect(body).toEqual({
      data: { fail: null },
      errors: [
        {
          path: ['fail'],
          data: null,
          errorType: 'BookingAlreadyTaken',
          errorInfo: null,
          locations: [{ line: 1, column: 3, sourceName: null }],
          message: 'errors.booking_taken',
        },
      ],
    });
  });

  it('maps a thrown non-Error to Lambda:Unhandled', async () => {
    const { body } = await postGraphql(twin, asRider, '{ fail(kind: "other") }');
    expect(body.errors).toEqual([
      expect.objectContaining({ errorType: 'Lambda:Unhandled', message: 'not an error object' }),
    ]);
  });

  it('reports a root field without a resolver as an error, not a crash', async () => {
    const { body } = await postGraphql(twin, asRider, '{ unattached settings { appName } }');
    expect(body.data).toEqual({ unattached: null, settings: { appName: 'Wayfare' } });
    expect(body.errors).toEqual([expect.objectContaining({ errorType: 'UnknownOperationException' })]);
  });

  it('parses AWSJSON arguments for the resolver and stringifies AWSJSON results', async () => {
    const query = 'query Echo($value: AWSJSON!) { echoJson(value: $value) }';
    const { body } = await postGraphql(twin, asRider, query, { value: '{"lat":1.5,"tags":["a"]}' });
    expect(twin.events.at(-1)?.arguments).toEqual({ value: { lat: 1.5, tags: ['a'] } });
    expect(twin.events.at(-1)?.info.variables).toEqual({ value: '{"lat":1.5,"tags":["a"]}' });
    expect(body).toEqual({ data: { echoJson: '{"received":{"lat":1.5,"tags":["a"]}}' } });
  });

  it('rejects an AWSJSON variable that is not a JSON string', async () => {
    const query = 'query Echo($value: AWSJSON!) { echoJson(value: $value) }';
    const { status, body } = await postGraphql(twin, asRider, query, { value: { lat: 1.5 } });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ path: null, message: expect.stringContaining('AWSJSON') }),
    ]);
  });
});

describe('malformed requests', () => {
  const post = async (body: string) => {
    const response = await fetch(twin.url, { method: 'POST', headers: asApiKey, body });
    return { status: response.status, body: await response.json() };
  };

  it.each([
    ['an empty body', '', 'Request body is empty.'],
    ['a body that is not JSON', 'meow', 'Unable to parse GraphQL query.'],
    ['a JSON body without a query', '{}', 'Unable to parse GraphQL query.'],
    [
      'variables that are not an object',
      '{"query":"{ settings { appName } }","variables":[1]}',
      'Unable to parse GraphQL query.',
    ],
  ])('answers 400 MalformedHttpRequestException to %s', async (_case, body, message) => {
    expect(await post(body)).toEqual({
      status: 400,
      body: { errors: [{ errorType: 'MalformedHttpRequestException', message }] },
    });
  });

  it.each([
    ['a syntax error', '{ settings { appName }'],
    ['an unknown field', '{ settings { nope } }'],
  ])('answers 200 with data null and a located error to %s', async (_case, query) => {
    const { status, body } = await postGraphql(twin, asApiKey, query);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: [expect.objectContaining({ sourceName: null })],
          message: expect.any(String),
        },
      ],
    });
  });

  it('refuses subscriptions over HTTP', async () => {
    const { body } = await postGraphql(twin, asApiKey, 'subscription { onSettingsUpdated { appName } }');
    expect(body).toEqual({
      data: null,
      errors: [expect.objectContaining({ message: expect.stringContaining('realtime') })],
    });
  });
});
