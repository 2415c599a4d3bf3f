/**
 * Layer rules (DESIGN.md §1): the domain imports nothing of ours and no I/O; web talks only through
 * Amplify; ports name no adapter; services know no transport and no adapter; the twin seeds
 * through the ports.
 */
module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment: 'shared/ is the pure domain: no AWS SDK, React, Node I/O, or other workspaces.',
      from: { path: '^shared/' },
      to: {
        path: '^(lambdas|infra|web)/|node_modules/(@aws-sdk|aws-sdk|react|react-dom|aws-amplify|electrodb)/',
      },
    },
    {
      name: 'shared-no-node-io',
      severity: 'error',
      from: { path: '^shared/' },
      to: {
        dependencyTypes: ['core'],
        path: '^(fs|net|http|https|child_process|dgram|dns|tls|os|crypto|node:.*)$',
      },
    },
    {
      name: 'lambdas-not-infra-or-web',
      severity: 'error',
      from: { path: '^lambdas/' },
      to: { path: '^(infra|web)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web app reaches the backend only through aws-amplify.',
      from: { path: '^web/' },
      to: { path: '^(lambdas|infra)/|node_modules/(@aws-sdk|electrodb)/' },
    },
    {
      name: 'ports-import-no-adapter',
      severity: 'error',
      comment: 'Ports are the interfaces adapters implement: they name no adapter.',
      from: { path: '^lambdas/src/ports/' },
      to: { path: '^lambdas/src/adapters/' },
    },
    {
      name: 'services-not-transport',
      severity: 'error',
      comment: 'Services take their own Caller and deps; only routers read AppSync events (api/).',
      from: { path: '^lambdas/src/', pathNot: '^lambdas/src/api/' },
      to: { path: '^lambdas/src/api/', pathNot: '^lambdas/src/api/resolver-map[.]ts$' },
    },
    {
      name: 'services-behind-ports',
      severity: 'error',
      comment:
        'Services, handlers and routers reach I/O through lambdas/src/ports; adapters are built in lambdas/src/deps.ts only. ' +
        "The publish routes read the publish documents' generated result types.",
      from: { path: '^lambdas/src/', pathNot: '^lambdas/src/(adapters/|deps[.]ts$)' },
      to: {
        path: '^lambdas/src/adapters/',
        pathNot: '^lambdas/src/adapters/appsync/generated/',
      },
    },
    {
      name: 'env-only-in-config',
      severity: 'error',
      comment:
        'lambdas/src/config/ is the only reader of the environment (the lint rule no-restricted-properties catches process.env).',
      from: { path: '^lambdas/src/', pathNot: '^lambdas/src/config/' },
      to: { dependencyTypes: ['core'], path: '^(node:)?process$' },
    },
    {
      name: 'infra-not-web',
      severity: 'error',
      comment: 'The twin and CDK serve the built web app; they import nothing from it.',
      from: { path: '^infra/' },
      to: { path: '^web/' },
    },
    {
      name: 'seed-through-ports',
      severity: 'error',
      comment: "The twin's demo seed writes through the product's ports, like the back office.",
      from: { path: '^infra/local/seed/' },
      to: { path: '^lambdas/src/adapters/(dynamodb|cognito|s3|notify)/|node_modules/@aws-sdk/' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '(\\.test\\.tsx?$)|cdk[.]out|/dist/' },
  },
};
