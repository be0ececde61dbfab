/** An alert as GET /api/admin/alerts lists it: something the shop could not do by itself. */
export interface StaffAlert {
  id: string;
  kind: 'reconciliation' | 'refund' | 'webhook' | 'mail';
  orderId: string | null;
  message: string;
  attempts: number;
  firstAt: string;
  lastAt: string;
  nextAttemptAt: string | null;
  resolvedAt: string | null;
}
