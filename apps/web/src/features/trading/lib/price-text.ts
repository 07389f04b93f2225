/** A typed price: the number when the text is a finite price above 0, else null. */
export function priceFromText(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}
