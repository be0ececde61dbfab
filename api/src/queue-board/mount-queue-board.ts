import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../platform/http/http-errors.filter.js';
import type { BoardAccess, BoardVerdict } from './board-access.js';
import type { BoardQueues } from './board-queues.js';
import { BOARD_PATH } from './board-sessions.js';
import { refusalPage } from './refusal-page.js';

const UNAVAILABLE = 'The job queues are unavailable right now; please try again shortly';

/**
 * Bull Board for staff at /admin/queues: its page, static files and data calls, every one behind
 * BoardAccess. Call it before serveSites: the board registers @fastify/static in its own scope,
 * which fastify refuses once the root has it. Its routes are more specific than the console's
 * /admin/* fallback, so they win over it; any other path under the board is a 404 here.
 */
export async function mountQueueBoard(fastify: FastifyInstance, access: BoardAccess, queues: BoardQueues): Promise<void> {
  const serverAdapter = new FastifyAdapter().setBasePath(BOARD_PATH);
  const board = createBullBoard({
    queues: [],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Job queues', miscLinks: [{ text: 'Staff console', url: '/admin/' }] } },
  });
  let shown = false;

  await fastify.register(
    async (scope) => {
      scope.setErrorHandler((error, request, reply) => {
        const { status, body } = toErrorResponse(error);
        if (status >= 500) request.log.error({ err: error }, 'queue board request failed');
        return reply.status(status).send(body);
      });
      scope.addHook('onRequest', async (request, reply) => {
        const verdict = await access.check(request.headers);
        if (!verdict.allowed) return refuse(request, reply, verdict);
        if (!request.routeOptions.url?.startsWith(`${BOARD_PATH}/api/`)) return; // the page and its files need no queue
        // Fail fast rather than leave the board's calls waiting for a Redis that is not there.
        if (!queues.available()) return reply.status(503).send({ status: false, message: UNAVAILABLE });
        if (!shown) {
          board.setQueues(queues.open().map((queue) => new BullMQAdapter(queue)));
          shown = true;
        }
      });
      await scope.register(serverAdapter.registerPlugin());
      scope.get('/*', (_request, reply) => reply.status(404).send({ status: false, message: 'Not found' }));
    },
    { prefix: BOARD_PATH },
  );
}

/** A browser opening a page gets a page to read; anything else gets the API's error envelope. */
function refuse(request: FastifyRequest, reply: FastifyReply, verdict: Extract<BoardVerdict, { allowed: false }>) {
  void reply.status(verdict.status).header('cache-control', 'no-store');
  const navigation = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
  if (navigation) return reply.type('text/html; charset=utf-8').send(refusalPage(verdict));
  return reply.send({ status: false, message: verdict.message });
}
