import { App, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Template } from 'aws-cdk-lib/assertions';
import { buildWayfare } from './support/wayfare-app';
import { wayfareTemplates } from './support/template-cache';

describe('GeoStack', () => {
  const template = wayfareTemplates({ stage: 'qa' }).geo;

  it('creates the route calculator, place index and dashboard map of the stage', () => {
    template.hasResourceProperties('AWS::Location::RouteCalculator', { CalculatorName: 'wayfare-qa-routes' });
    template.hasResourceProperties('AWS::Location::PlaceIndex', {
      IndexName: 'wayfare-qa-places',
      DataSourceConfiguration: { IntendedUse: 'SingleUse' },
    });
    template.hasResourceProperties('AWS::Location::Map', { MapName: 'wayfare-qa-map' });
  });
});

describe('GeoStack: the routing capability', () => {
  const wayfare = buildWayfare({ context: { stage: 'qa' } });
  const stack = new Stack(wayfare.geo.node.root as App, 'Grantee');
  const role = new Role(stack, 'Fn', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  wayfare.geo.routing.grant(role);
  const statements = () =>
    Object.values(Template.fromStack(stack).findResources('AWS::IAM::Policy')).flatMap(
      (policy) =>
        (policy.Properties as { PolicyDocument: { Statement: unknown[] } }).PolicyDocument.Statement,
    );

  it('names the place index and route calculator for lambdas/src/config/env.ts', () => {
    expect(wayfare.geo.routing.environment).toEqual({
      PLACE_INDEX: 'wayfare-qa-places',
      ROUTE_CALCULATOR: 'wayfare-qa-routes',
    });
  });

  it('grants exactly the calls the Amazon Location adapter makes, each on its own resource', () => {
    expect(statements()).toEqual([
      expect.objectContaining({ Effect: 'Allow', Action: 'geo:CalculateRoute', Resource: expect.anything() }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['geo:SearchPlaceIndexForPosition', 'geo:SearchPlaceIndexForText'],
        Resource: expect.anything(),
      }),
    ]);
    const [routes, places] = statements() as { Resource: unknown }[];
    expect(JSON.stringify(routes.Resource)).toMatch(/RoutesArn/);
    expect(JSON.stringify(places.Resource)).toMatch(/PlacesArn/);
  });
});
