import { Template } from 'aws-cdk-lib/assertions';
import { buildWayfare } from './support/wayfare-app';

describe('GeoStack', () => {
  const template = Template.fromStack(buildWayfare({ context: { stage: 'qa' } }).geo);

  it('creates the route calculator, place index and dashboard map of the stage', () => {
    template.hasResourceProperties('AWS::Location::RouteCalculator', { CalculatorName: 'wayfare-qa-routes' });
    template.hasResourceProperties('AWS::Location::PlaceIndex', {
      IndexName: 'wayfare-qa-places',
      DataSourceConfiguration: { IntendedUse: 'SingleUse' },
    });
    template.hasResourceProperties('AWS::Location::Map', { MapName: 'wayfare-qa-map' });
  });
});
