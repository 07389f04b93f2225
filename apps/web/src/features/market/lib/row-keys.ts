/**
 * Arrow-key movement in a list of focusable rows (roving focus): Up/Down step, Home/End jump,
 * Enter or Space chooses. Returns true when it handled the key.
 */
export function moveRowFocus(
  event: { key: string; currentTarget: HTMLElement; target: EventTarget | null },
  choose: (row: HTMLElement) => void,
): boolean {
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row]')];
  const row = (event.target as HTMLElement | null)?.closest<HTMLElement>('[data-row]');
  if (!row || event.target !== row) return false;
  const index = rows.indexOf(row);
  const next =
    event.key === 'ArrowDown'
      ? rows[Math.min(index + 1, rows.length - 1)]
      : event.key === 'ArrowUp'
        ? rows[Math.max(index - 1, 0)]
        : event.key === 'Home'
          ? rows[0]
          : event.key === 'End'
            ? rows[rows.length - 1]
            : undefined;
  if (next) {
    next.focus();
    return true;
  }
  if (event.key === 'Enter' || event.key === ' ') {
    choose(row);
    return true;
  }
  return false;
}
