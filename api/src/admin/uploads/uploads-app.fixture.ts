import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp } from '../../platform/testing/test-app.js';

/** The API (for suiteWorld) with an uploads directory of its own, removed on close, and the admin's token. */
export async function uploadsApp(label: string, env: Record<string, string> = {}) {
  const directory = await mkdtemp(path.join(tmpdir(), `petshop-${label}-`));
  const app = await createTestApp(label, { MEDIA_UPLOADS_DIR: directory, ...env });
  return {
    ...app,
    directory,
    admin: await app.adminToken(),
    async close() {
      await app.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
