import { createTestApp } from '../testing/test-app.js';
import { suiteWorld } from '../testing/suite-world.js';

// Open outside production: see health.int.spec.ts ('serves the OpenAPI document').
describe('API docs in production', () => {
  const t = suiteWorld(() =>
    createTestApp('api_docs', { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-for-the-docs-test', ADMIN_PASSWORD: 'Str0ngPass' }),
  );

  it('answer the OpenAPI document to a staff or admin bearer only', async () => {
    for (const path of ['/api/docs/openapi.json', '/api/docs-yaml']) {
      expect((await t.http().get(path).expect(401)).body).toEqual({ status: false, message: 'Authentication required' });
      expect((await t.http().get(path).set('authorization', 'Bearer nonsense').expect(401)).body).toEqual({ status: false, message: 'Invalid token' });
      const { token } = await t.customer();
      expect((await t.http().get(path).set('authorization', `Bearer ${token}`).expect(403)).body).toEqual({
        status: false,
        message: 'You do not have access to this',
      });
    }
    const document = await t
      .http()
      .get('/api/docs/openapi.json')
      .set('authorization', `Bearer ${await t.adminToken()}`)
      .expect(200);
    expect(document.body.paths).toHaveProperty('/api/products');
  });

  it("serve Swagger UI's page without the document, which it fetches with the staff console's token", async () => {
    const page = await t.http().get('/api/docs').expect(200);
    expect(page.text).toContain('swagger-ui-init.js');
    const init = await t.http().get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).not.toContain('/api/products');
    expect(init.text).toContain('"swaggerUrl": "/api/docs/openapi.json"');
    expect(init.text).toContain("getItem('staffToken')");
  });
});
