import { readFileSync } from 'node:fs';
import { rewriteDependency } from './rewrite-dependency';

const PARSE_AMPLIFY_CONFIG =
  /[\\/]@aws-amplify[\\/]core[\\/]dist[\\/]esm[\\/]utils[\\/]parseAmplifyConfig\.mjs$/;

/** What the published parser tells apart: the older `aws-exports` file, Gen 2's outputs, a ResourcesConfig. */
const SHAPES = ["key => key.startsWith('aws_')", 'isAmplifyOutputs(amplifyConfig)', 'return amplifyConfig;'];

/** The same function for the one shape `toAmplifyConfig` builds; the others fail loudly. */
const RESOURCES_CONFIG_ONLY = `const parseAmplifyConfig = (amplifyConfig) => {
  if ('version' in amplifyConfig || Object.keys(amplifyConfig).some((key) => key.startsWith('aws_')))
    throw new Error('This build configures Amplify with a ResourcesConfig only (web/vite/amplify-config-parser.ts)');
  return amplifyConfig;
};
export { parseAmplifyConfig };
`;

/**
 * `Amplify.configure` parses its argument as whichever of three config formats it is in, so every
 * first load carried the parsers of the two the app never passes (`parseAWSExports`,
 * `parseAmplifyOutputs`). Given the published parser's source, returns one that passes a
 * ResourcesConfig through as it did, or throws if an Amplify release changed the parser.
 */
export function resourcesConfigOnly(parser: string): string {
  const missing = SHAPES.filter((shape) => !parser.includes(shape));
  if (missing.length > 0)
    throw new Error(
      `Amplify's parseAmplifyConfig changed (${missing.join(', ')}): check amplifyConfigParser`,
    );
  return RESOURCES_CONFIG_ONLY;
}

/** Serves Amplify's config parser for a ResourcesConfig only (resourcesConfigOnly). */
export const amplifyConfigParser = () =>
  rewriteDependency('wayfare:amplify-config-parser', PARSE_AMPLIFY_CONFIG, (file) =>
    resourcesConfigOnly(readFileSync(file, 'utf8')),
  );
