import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnMap, CfnPlaceIndex, CfnRouteCalculator } from 'aws-cdk-lib/aws-location';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import type { Capability } from '../constructs/app-function';

export interface GeoStackProps extends StackProps {
  config: AppConfig;
}

/** Amazon Location: routes, place search and reverse geocoding, dashboard map tiles. */
export class GeoStack extends Stack {
  readonly routing: Capability;

  constructor(scope: Construct, id: string, props: GeoStackProps) {
    super(scope, id, props);
    const prefix = `wayfare-${props.config.stage}`;

    const routes = new CfnRouteCalculator(this, 'Routes', {
      calculatorName: `${prefix}-routes`,
      dataSource: 'Esri',
    });
    const places = new CfnPlaceIndex(this, 'Places', {
      indexName: `${prefix}-places`,
      dataSource: 'Esri',
      // Results are shown, not stored: storing them would need the (pricier) Storage intended use.
      dataSourceConfiguration: { intendedUse: 'SingleUse' },
    });
    const map = new CfnMap(this, 'Map', {
      mapName: `${prefix}-map`,
      configuration: { style: 'VectorEsriNavigation' },
    });

    this.routing = {
      environment: { ROUTE_CALCULATOR: routes.calculatorName, PLACE_INDEX: places.indexName },
      // Exactly the calls of lambdas/src/adapters/location/amazon-location.places.ts.
      grant: (grantee) => {
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({ actions: ['geo:CalculateRoute'], resources: [routes.attrArn] }),
        );
        grantee.grantPrincipal.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['geo:SearchPlaceIndexForText', 'geo:SearchPlaceIndexForPosition'],
            resources: [places.attrArn],
          }),
        );
      },
    };

    new CfnOutput(this, 'RouteCalculatorName', { value: routes.calculatorName });
    new CfnOutput(this, 'PlaceIndexName', { value: places.indexName });
    new CfnOutput(this, 'MapName', { value: map.mapName });
  }
}
