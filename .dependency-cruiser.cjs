/** Layer rules (DESIGN.md §1): the domain imports nothing of ours and no I/O; web talks only through Amplify. */
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
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '(\\.test\\.tsx?$)' },
  },
};
