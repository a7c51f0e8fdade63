/** 'Rs 5,000' or 'Rs 12.50': prize money held in paisa, as the portal writes it. */
export function formatPaisa(paisa: number): string {
  const value = Math.max(0, Math.trunc(Number(paisa) || 0));
  const rupees = Math.floor(value / 100).toLocaleString('en-US');
  const rest = value % 100;
  return rest === 0 ? `Rs ${rupees}` : `Rs ${rupees}.${String(rest).padStart(2, '0')}`;
}
