export { QueueBoardModule } from './queue-board.module.js';
export { BoardAccess } from './board-access.js';
export { BoardQueues } from './board-queues.js';
export { mountQueueBoard } from './mount-queue-board.js';
