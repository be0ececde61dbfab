import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Auth, CurrentAccount, CurrentTokenVersion } from '../../platform/auth/auth.guard.js';
import type { Account } from '../../platform/auth/account.js';
import { noBody, ZodPipe } from '../../platform/http/validation.js';
import { BOARD_PATH, BoardSessions, SESSION_COOKIE, SESSION_SECONDS } from '../board-sessions.js';
import { serializeCookie } from '../cookies.js';

@ApiTags('queues')
@Controller('admin/queues')
export class QueueBoardSessionController {
  constructor(private readonly sessions: BoardSessions) {}

  @Post('session')
  @HttpCode(200)
  @Auth('staff', 'admin')
  @ApiOperation({
    summary: 'Start a 15-minute session for the job queue board (Bull Board) at /admin/queues',
    description: 'Sets an HttpOnly, SameSite=Strict cookie for the /admin/queues path only; the board also accepts a staff or admin bearer token.',
  })
  start(
    @CurrentAccount() account: Account,
    @CurrentTokenVersion() tokenVersion: number,
    @Body(new ZodPipe(noBody)) _body: z.output<typeof noBody>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { token, expiresAt } = this.sessions.issue(account, Date.now(), tokenVersion);
    // Behind a TLS-terminating proxy the request itself is plain HTTP: request.protocol then follows
    // its X-Forwarded-Proto, but only when it is one of TRUST_PROXY's; anyone else's header is ignored.
    const secure = request.protocol === 'https';
    void reply
      .header('set-cookie', serializeCookie(SESSION_COOKIE, token, { path: BOARD_PATH, maxAgeSeconds: SESSION_SECONDS, secure }))
      .header('cache-control', 'no-store');
    return { status: true, message: 'Queue board session started', url: `${BOARD_PATH}/`, expiresAt: expiresAt.toISOString() };
  }
}
