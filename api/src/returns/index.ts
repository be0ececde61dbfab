export { ReturnsModule } from './returns.module.js';
