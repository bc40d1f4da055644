// `npm run bench`: prints numbers, asserts nothing. PostgreSQL runs too when TEST_DATABASE_URL is set.
import { testDatabases } from '../tests/helpers/databases.ts';
import { benchBeacons } from './beacons.ts';

console.log('Page-view beacons (one process, 32 concurrent keep-alive clients, 5 s):');
for (const kind of testDatabases) {
  const result = await benchBeacons(kind);
  console.log(
    `  ${kind.padEnd(8)} ${String(result.beaconsPerSecond).padStart(6)} beacons/s  (sent ${result.sent}, failed ${result.failed}, stored ${result.stored})`,
  );
}
