export { OperationsModule } from './operations.module.js';
