/** Selected product ids by order id. */
export type Selection = Readonly<Record<string, readonly string[]>>;

export function toggleSelection(selection: Selection, orderId: string, productId: string): Selection {
  const current = selection[orderId] ?? [];
  const next = current.includes(productId) ? current.filter((id) => id !== productId) : [...current, productId];
  return { ...selection, [orderId]: next };
}
