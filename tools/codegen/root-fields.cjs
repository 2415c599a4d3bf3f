/**
 * GraphQL Code Generator plugin: one map from each Query, Mutation and Subscription field, named as
 * `lambdas/src/api/resolver-map.ts` names it ('Query.users'), to its arguments and result types.
 * The typed route tables index this map, so a route for a field the schema lacks, or a field
 * argument renamed in the schema, fails the type check.
 */
const capitalise = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(schema) {
    const lines = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root) continue;
      for (const field of Object.values(root.getFields())) {
        // The typescript plugin names a field's arguments type `<Root><Field>Args`.
        const args = field.args.length > 0 ? `${root.name}${capitalise(field.name)}Args` : 'NoArgs';
        lines.push(
          `  '${root.name}.${field.name}': { args: ${args}; result: ${root.name}['${field.name}'] };`,
        );
      }
    }
    return [
      '/** A root field without arguments. */',
      'export type NoArgs = Record<string, never>;',
      '',
      '/** Each root field, keyed as resolver-map.ts keys it, with its arguments and result. */',
      'export interface RootFields {',
      ...lines,
      '}',
      '',
    ].join('\n');
  },
};
