import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '../platform/config.js';
import { BoardAccess } from './board-access.js';
import { BoardQueues } from './board-queues.js';
import { BoardSessions } from './board-sessions.js';
import { QueueBoardSessionController } from './http/queue-board-session.controller.js';

/** Bull Board for staff: the session endpoint here, the board itself mounted by mountQueueBoard. */
@Module({
  controllers: [QueueBoardSessionController],
  providers: [{ provide: BoardSessions, inject: [CONFIG], useFactory: (config: Config) => new BoardSessions(config.JWT_SECRET) }, BoardAccess, BoardQueues],
  exports: [BoardAccess, BoardQueues],
})
export class QueueBoardModule implements OnApplicationShutdown {
  constructor(@Inject(BoardQueues) private readonly queues: BoardQueues) {}

  onApplicationShutdown() {
    return this.queues.close();
  }
}
