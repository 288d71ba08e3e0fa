// A plugin that decorates and hooks the instance it is registered on (encapsulation skipped, as fastify-plugin does),
// so its hooks, headers and handlers apply to the whole app, not to a child context.
import type { FastifyInstance } from 'fastify';

export function globalPlugin<Options>(plugin: (app: FastifyInstance, options: Options) => Promise<void>) {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
