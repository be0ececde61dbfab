export { MessagesModule } from './messages.module.js';
