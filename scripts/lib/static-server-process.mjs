// One static server in a process of its own, run by the stack's supervisor:
// `node static-server-process.mjs '<options as JSON>'` (the options of
// startStaticServer). It tells the supervisor it listens with an IPC message,
// stops on SIGTERM, and stops when the supervisor goes away.
import { exitWithParent } from './supervisor.mjs';
import { startStaticServer } from './static-server.mjs';

const options = JSON.parse(process.argv[2] ?? '{}');
const server = await startStaticServer(options);
process.send?.({ type: 'listening', port: server.server.address().port });

let closing = false;
const close = () => {
  if (closing) return;
  closing = true;
  // Open connections (a live event stream through the host's proxy) are ended by close().
  void server.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', close);
// Ctrl-C reaches the whole process group: the supervisor decides, and stops us with SIGTERM.
process.on('SIGINT', () => undefined);
exitWithParent(close);
