import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resourcesConfigOnly } from './amplify-config-parser';

const core = dirname(require.resolve('@aws-amplify/core/package.json'));
const parser = readFileSync(join(core, 'dist/esm/utils/parseAmplifyConfig.mjs'), 'utf8');

/** The rewritten module, evaluated: its `parseAmplifyConfig`. */
function rewrittenParser(): (config: object) => object {
  const body = resourcesConfigOnly(parser).replace(
    /export \{ parseAmplifyConfig \};/,
    'return parseAmplifyConfig;',
  );
  return new Function(body)() as (config: object) => object;
}

describe('resourcesConfigOnly', () => {
  it("passes a ResourcesConfig through as the installed Amplify's parser does", () => {
    const config = { Auth: { Cognito: { userPoolId: 'eu-west-1_AbC', userPoolClientId: 'client' } } };
    expect(rewrittenParser()(config)).toBe(config);
  });

  it('refuses the config formats whose parsers it leaves out', () => {
    expect(() => rewrittenParser()({ aws_project_region: 'eu-west-1' })).toThrow(/ResourcesConfig only/);
    expect(() => rewrittenParser()({ version: '1.3', auth: {} })).toThrow(/ResourcesConfig only/);
  });

  it('refuses a parser that tells the formats apart differently', () => {
    const changed = parser.replace('isAmplifyOutputs(amplifyConfig)', 'isGen2Outputs(amplifyConfig)');
    expect(() => resourcesConfigOnly(changed)).toThrow(/parseAmplifyConfig changed/);
  });
});
