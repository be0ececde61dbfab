// The HTTP contract (docs/api.md) as zod schemas, the one source of its shapes: the API
// validates requests and writes its OpenAPI document with the schemas, and its types and the
// browser apps' types are inferred from them. The browser apps import types only
// (`import type { Product } from '@petshop/contract'`), so neither zod nor a schema reaches a bundle.
// The status lists and the staff move tables are plain values of their own entry,
// `@petshop/contract/moves` (moves.ts), which the enums here are built from and any app may import.
export * from './addresses.js';
export * from './cart.js';
export * from './catalog.js';
export * from './fulfilment-settings.js';
export * from './identity.js';
export * from './messages.js';
export * from './openapi-components.js';
export * from './orders.js';
export * from './shipments.js';
export * from './privacy.js';
export * from './read-model-checks.js';
export * from './returns.js';
export * from './staff-alerts.js';
export * from './staff-surface.js';
export * from './staff-mails.js';
export * from './staff-operations.js';
export * from './staff-products.js';
export * from './vouchers.js';
