/**
 * Cloud cost of 1,000 trips (issue 22, docs/cost.md), from what a city simulation makes the product
 * do on the twin, counted rather than guessed: Lambda invocations and run time per handler (the
 * twin's meter), DynamoDB request units (a metering proxy in front of DynamoDB Local), AppSync
 * operations, real-time frames and connections (the simulation's clients), Amazon Location
 * requests (the offline places stand in for it), SMS, e-mail and push (the outbox) and image
 * uploads. Prints the counts and the cost at list prices (prices.ts), per 1,000 completed trips.
 * Run: npm run bench:cost [-- --drivers N --riders M --minutes T --speedup X]
 */
import { startCapacityMeter } from '@wayfare/infra/local/dynamodb/capacity-meter';
import { startDynamoDbLocal } from '@wayfare/infra/local/dynamodb/dynamodb-local';
import { lambdaUsage, type InvocationUsage } from '@wayfare/infra/local/lambda-meter';
import type { OutboxMessage } from '@wayfare/infra/local/outbox/outbox';
import { startTwin } from '@wayfare/infra/local/twin';
import { locationRequests } from '@wayfare/lambdas/src/adapters/offline-places/counted-places';
import { runSimulation } from '../../tools/simulate/simulation';
import { simulationOptionsFromArgs } from '../simulate/options';
import { LAMBDA_MEMORY_GB, PRICES } from './prices';

const options = simulationOptionsFromArgs({ drivers: 12, riders: 24, minutes: 2, speedup: 20, seed: 7 });

const sum = (numbers: Iterable<number>) => [...numbers].reduce((total, n) => total + n, 0);

/** Each handler's invocations and milliseconds since `before`. */
function lambdaSince(before: Record<string, InvocationUsage>): Record<string, InvocationUsage> {
  return Object.fromEntries(
    Object.entries(lambdaUsage()).map(([entry, now]) => [
      entry,
      {
        invocations: now.invocations - (before[entry]?.invocations ?? 0),
        ms: now.ms - (before[entry]?.ms ?? 0),
      },
    ]),
  );
}

async function outboxCounts(outboxUrl: string): Promise<Record<OutboxMessage['channel'], number>> {
  const messages = (await (await fetch(outboxUrl)).json()) as OutboxMessage[];
  const count = (channel: OutboxMessage['channel']) => messages.filter((m) => m.channel === channel).length;
  return { sms: count('sms'), email: count('email'), push: count('push') };
}

async function main(): Promise<void> {
  const dynamodb = await startDynamoDbLocal();
  const meter = await startCapacityMeter(dynamodb.endpoint);
  const twin = await startTwin({ web: 'none', scheduleIntervalMs: 5_000, dynamodbEndpoint: meter.endpoint });
  try {
    // The demo seed is not the product's work: count from here.
    const lambdaBefore = lambdaUsage();
    const capacityBefore = meter.usage();
    const locationBefore = locationRequests();
    const outboxBefore = await outboxCounts(twin.outputs.outboxUrl);
    const { summary } = await runSimulation(twin.outputs, options);

    const lambdas = lambdaSince(lambdaBefore);
    const capacity = meter.usage();
    const location = locationRequests();
    const outbox = await outboxCounts(twin.outputs.outboxUrl);
    const requests = summary.requests;
    const simulatedMinutes = (summary.run.elapsed_ms * options.speedup) / 60_000;
    const counts = {
      completedTrips: summary.completed,
      lambdaInvocations: sum(Object.values(lambdas).map((u) => u.invocations)),
      lambdaGbSeconds: (sum(Object.values(lambdas).map((u) => u.ms)) / 1000) * LAMBDA_MEMORY_GB,
      dynamodbWriteUnits: capacity.writeUnits - capacityBefore.writeUnits,
      dynamodbReadUnits: capacity.readUnits - capacityBefore.readUnits,
      appsyncOperations: requests.graphql_total,
      appsyncRealtimeUpdates: requests.realtime_frames_in,
      // Every simulated person keeps its connection for the whole run: an upper bound.
      appsyncConnectionMinutes: requests.realtime_connections * simulatedMinutes,
      locationRoutes: (location.CalculateRoute ?? 0) - (locationBefore.CalculateRoute ?? 0),
      locationPlaceSearches:
        sum([location.SearchPlaceIndexForText ?? 0, location.SearchPlaceIndexForPosition ?? 0]) -
        sum([locationBefore.SearchPlaceIndexForText ?? 0, locationBefore.SearchPlaceIndexForPosition ?? 0]),
      sms: outbox.sms - outboxBefore.sms,
      push: outbox.push - outboxBefore.push,
      email: outbox.email - outboxBefore.email,
      s3Puts: requests.uploads,
    };
    const dollars = {
      Lambda:
        counts.lambdaInvocations * PRICES.lambdaRequest + counts.lambdaGbSeconds * PRICES.lambdaGbSecond,
      DynamoDB:
        counts.dynamodbWriteUnits * PRICES.dynamodbWriteUnit +
        counts.dynamodbReadUnits * PRICES.dynamodbReadUnit,
      AppSync:
        counts.appsyncOperations * PRICES.appsyncOperation +
        counts.appsyncRealtimeUpdates * PRICES.appsyncRealtimeUpdate +
        counts.appsyncConnectionMinutes * PRICES.appsyncConnectionMinute,
      Location:
        counts.locationRoutes * PRICES.locationRoute +
        counts.locationPlaceSearches * PRICES.locationPlaceSearch,
      'SNS SMS (sign-in codes)': counts.sms * PRICES.sms,
      'SNS push': counts.push * PRICES.push,
      SES: counts.email * PRICES.email,
      S3: counts.s3Puts * PRICES.s3Put,
    };
    const perThousand = 1000 / Math.max(1, counts.completedTrips);
    console.log(
      `\n${counts.completedTrips} completed trips (${summary.trips} bookings); per 1,000 completed trips:`,
    );
    for (const [name, value] of Object.entries(counts)) {
      if (name !== 'completedTrips')
        console.log(`  ${name.padEnd(26)} ${(value * perThousand).toFixed(0).padStart(12)}`);
    }
    console.log('\nCost per 1,000 completed trips (us-east-1 list prices):');
    const total = sum(Object.values(dollars));
    for (const [service, value] of Object.entries(dollars).sort(([, a], [, b]) => b - a)) {
      const share = total > 0 ? (100 * value) / total : 0;
      console.log(
        `  ${service.padEnd(26)} $${(value * perThousand).toFixed(2).padStart(9)}  ${share.toFixed(0).padStart(3)} %`,
      );
    }
    console.log(`  ${'total'.padEnd(26)} $${(total * perThousand).toFixed(2).padStart(9)}`);
    console.log('\nBy Lambda handler (invocations, seconds):');
    for (const [entry, usage] of Object.entries(lambdas).sort(
      ([, a], [, b]) => b.invocations - a.invocations,
    )) {
      if (usage.invocations > 0)
        console.log(
          `  ${entry.padEnd(40)} ${String(usage.invocations).padStart(7)} ${(usage.ms / 1000).toFixed(1).padStart(8)}`,
        );
    }
    console.log('\nDynamoDB by operation (requests, units):');
    for (const [operation, usage] of Object.entries(capacity.byOperation)) {
      const before = capacityBefore.byOperation[operation] ?? { requests: 0, units: 0 };
      console.log(
        `  ${operation.padEnd(20)} ${String(usage.requests - before.requests).padStart(8)} ${(usage.units - before.units).toFixed(0).padStart(8)}`,
      );
    }
  } finally {
    await twin.close();
    await meter.close();
    await dynamodb.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
