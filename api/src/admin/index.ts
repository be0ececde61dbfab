export { AdminModule } from './admin.module.js';
export { mountUploads } from './uploads/media-uploads.js';
