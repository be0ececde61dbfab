import type { SandboxStore } from '../store.js';
import type { WebhookDispatcher } from '../webhooks/dispatcher.js';

export interface RouteDeps {
  store: SandboxStore;
  webhooks: WebhookDispatcher;
  keySecret: string;
}
