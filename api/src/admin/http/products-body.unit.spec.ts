import { COLOR_VALUE_FORMAT, IMAGE_URL_FORMAT, productCreateBody, productUpdateBody } from '@petshop/contract';
import { SPEC_COLORS } from '../../../../console/src/products/choices.js';
import { seedProducts } from '../../catalog/seed/products.seed.js';

/** The field and message of each refusal of a product body. */
const refusals = (body: unknown) =>
  (productUpdateBody.safeParse(body).error?.issues ?? []).map((issue) => ({ field: issue.path.join('.'), message: issue.message }));

// A product's images become <img src> and its colour values paint swatches (CSS): the contract lets
// through only what is safe to put there.
describe("a product's images and colours (contract)", () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'http://example.com/cat.png',
    '//evil.example/cat.png',
    'https://example.com/cat.png" onerror="alert(1)',
    'https://example.com/a b.png',
    'https://',
    '/media/uploads/../../package.json',
    '/media/uploads/',
    '/media/elsewhere/cat.png',
    '/api/admin/products',
    'cat.png',
  ])('refuses the image %j, naming which', (url) => {
    expect(refusals({ images: ['https://cdn.example.com/ok.png', url] })).toEqual([{ field: 'images.1', message: IMAGE_URL_FORMAT }]);
  });

  it.each([
    'https://cdn.example.com/pets/cat.png',
    'https://cdn.example.com/p.jpg?w=800&h=600#top',
    '/media/uploads/3f0c1b5e-0000-4000-8000-000000000000.png',
    '/media/products/dog-food-chicken-rice.svg',
  ])('takes the image %j', (url) => {
    expect(refusals({ images: [url] })).toEqual([]);
  });

  it.each([
    'red;background:url(javascript:alert(1))',
    'red; color: blue',
    'rgb(255,0,0)',
    'url(https://example.com/x.png)',
    'light blue',
    '#12',
    '#12345',
    '#ggg',
    'expression(alert(1))',
    'a'.repeat(41),
  ])('refuses the colour value %j, naming which', (value) => {
    expect(refusals({ colors: [{ name: 'Red', value }] })).toEqual([{ field: 'colors.0.value', message: COLOR_VALUE_FORMAT }]);
  });

  it.each(['red', 'LightBlue', '#abc', '#ABCD', '#2e7d32', '#2E7D32CC'])('takes the colour value %j', (value) => {
    expect(refusals({ colors: [{ name: 'Red', value }] })).toEqual([]);
  });

  it('refuses them on create as on update', () => {
    const body = { name: 'Lead', price: 349, category: 'accessories', slug: 'lead', sku: 'LEAD-1', description: 'Seen at night', stock: 8 };
    expect(productCreateBody.safeParse(body).success).toBe(true);
    expect(productCreateBody.safeParse({ ...body, images: ['javascript:alert(1)'] }).success).toBe(false);
    expect(productCreateBody.safeParse({ ...body, colors: [{ name: 'Red', value: 'red;x:y' }] }).success).toBe(false);
  });

  it("takes what the starting catalogue and the console's add-product form send", () => {
    for (const product of seedProducts) {
      // As the catalogue stores them (catalog-seed.ts) and the console sends a product back.
      const sentBack = { colors: product.colors.map((color) => ({ _id: 'c-1', ...color })), images: [`/media/products/${product.image}`] };
      expect([product.slug, refusals(sentBack)]).toEqual([product.slug, []]);
    }
    // ColorsInput offers each of the shop's colours with its name as the value.
    expect(refusals({ colors: SPEC_COLORS.map((name) => ({ name, value: name })) })).toEqual([]);
  });
});
