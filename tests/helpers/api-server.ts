// Run in a child process by tests that must kill a server the hard way (kill -9): the app as
// `npm start` boots it (config from the environment, migrations, DATA_DIR lock), API only, no pages.
// Usage: PORT=… DATA_DIR=… [DATABASE_URL=…] node tests/helpers/api-server.ts
import pino from 'pino';
import { loadConfig } from '../../server/config.ts';
import { startSalvia } from '../../server/index.ts';

const config = loadConfig();
await startSalvia(config, pino({ level: config.logLevel }), {});
