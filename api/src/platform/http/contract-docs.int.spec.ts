import { answerComponents, bodyComponents } from '@petshop/contract';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: {
    components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown>; parameters?: { name: string }[] }>>;
  };
  beforeAll(async () => {
    t = await createTestApp('contract_docs');
    document = (await t.http().get('/api/docs/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  it("names every shape of @petshop/contract as a component, converted from the contract's schemas", () => {
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining([...Object.keys(answerComponents), ...Object.keys(bodyComponents)]));
    expect(document.components.schemas['Product']!.required).toEqual(Object.keys(answerComponents.Product.shape));
    // Null once nothing was recorded for the order: the component, referenced, and nullable.
    expect(document.components.schemas['Order']!.properties!['shippingAddress']).toEqual(
      expect.objectContaining({ allOf: [{ $ref: '#/components/schemas/ShippingAddress' }], nullable: true }),
    );
    // Bodies as a client sends them: a defaulted field may be left out.
    expect(document.components.schemas['CreateOrderBody']!.required).not.toContain('currency');
  });

  it.each([
    ['/api/products/{id}', 'get', 'product', '#/components/schemas/Product'],
    ['/api/products/{id}/reviews', 'get', 'reviews', '#/components/schemas/Review'],
    ['/api/addresses/address', 'get', 'address', '#/components/schemas/Address'],
    ['/api/orders/user-orders', 'get', 'data', '#/components/schemas/Order'],
    ['/api/orders/{id}', 'get', 'data', '#/components/schemas/Order'],
    ['/api/orders/{id}/events', 'get', 'data', '#/components/schemas/OrderEventRecord'],
    ['/api/orders/{id}/replay', 'get', 'data', '#/components/schemas/ReplayedOrder'],
    ['/api/returns', 'get', 'data', '#/components/schemas/Return'],
  ])("describes %s's answer with the contract's component", (path, method, key, $ref) => {
    const answer = document.paths[path]![method]!.responses['200'] as {
      content: Record<string, { schema: { properties: Record<string, { $ref?: string; items?: { $ref: string } }> } }>;
    };
    const property = answer.content['application/json']!.schema.properties[key]!;
    expect(property.$ref ?? property.items?.$ref).toBe($ref);
  });

  it("describes GET /api/products's products as Products, or ProductCards with view=card", () => {
    const answer = document.paths['/api/products']!['get']!.responses['200'] as {
      content: Record<string, { schema: { properties: Record<string, { oneOf: { items: { $ref: string } }[] }> } }>;
    };
    const products = answer.content['application/json']!.schema.properties['products']!;
    expect(products.oneOf.map((list) => list.items.$ref)).toEqual(['#/components/schemas/Product', '#/components/schemas/ProductCard']);
    expect(document.components.schemas['ProductCard']!.required).toEqual(Object.keys(answerComponents.ProductCard.shape));
  });

  it.each([
    ['/api/reviews', 'post', 'ReviewBody'],
    ['/api/addresses', 'post', 'AddressBody'],
    ['/api/orders/create', 'post', 'CreateOrderBody'],
    ['/api/orders/{id}/status', 'patch', 'OrderStatusBody'],
    ['/api/returns', 'post', 'RequestReturnBody'],
    ['/api/returns/{id}/status', 'patch', 'ReturnStatusBody'],
    ['/api/admin/staff', 'post', 'CreateStaffBody'],
    ['/api/admin/staff/{id}', 'put', 'UpdateStaffBody'],
    ['/api/admin/reviews/{id}', 'put', 'ReviewVisibilityBody'],
    ['/api/admin/settings/{id}', 'put', 'StoreSettingsBody'],
  ])("describes %s's body with the contract's component", (path, method, name) => {
    expect(document.paths[path]![method]!.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
    });
  });

  it("describes the console's order page with StaffOrderDetails, which carries the order's nextStates", () => {
    const answer = document.paths['/api/admin/orders/{id}']!['get']!.responses['200'] as { content: Record<string, { schema: { $ref: string } }> };
    expect(answer.content['application/json']!.schema.$ref).toBe('#/components/schemas/StaffOrderDetails');
    expect(document.components.schemas['StaffOrderDetails']!.required).toEqual(expect.arrayContaining(['nextStates', 'vetoedStates', 'customerName']));
  });

  it("lists a query's parameters from the schema that validates it", () => {
    const parameters = document.paths['/api/products']!['get']!.parameters! as { name: string; in: string }[];
    expect(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual([
      'q',
      'category',
      'page',
      'limit',
      'sort',
      'view',
    ]);
  });

  it('documents the catalogue as cacheable: If-None-Match, a 304, and the headers of the answer', () => {
    for (const path of ['/api/products', '/api/products/{id}', '/api/products/{id}/reviews', '/api/payments/checkout-script']) {
      const get = document.paths[path]!['get']! as {
        parameters: { name: string; in: string }[];
        responses: Record<string, { headers?: Record<string, unknown> }>;
      };
      expect(get.parameters).toContainEqual(expect.objectContaining({ name: 'If-None-Match', in: 'header' }));
      expect(Object.keys(get.responses['200']!.headers!)).toEqual(expect.arrayContaining(['ETag', 'Cache-Control', 'Vary', 'Content-Encoding']));
      expect(get.responses['304']).toBeDefined();
    }
  });
});
