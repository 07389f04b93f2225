import { Button } from '../../../components/ui/button.tsx';

interface RowActionsProps {
  /** The visible texts and the names a screen reader hears (they say which row). */
  editText: string;
  editName: string;
  deleteText: string;
  deleteName: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The row's delete is on its way. */
  deleting?: boolean;
}

/** A back-office table row's last cell: Edit and Delete (risk limits, hedging rules, uncovered thresholds). */
export function RowActions({ editText, editName, deleteText, deleteName, onEdit, onDelete, deleting = false }: RowActionsProps) {
  return (
    <td className="risk-row-actions">
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={editName}>
        {editText}
      </Button>
      <Button size="sm" variant="ghost" loading={deleting} onClick={onDelete} aria-label={deleteName}>
        {deleteText}
      </Button>
    </td>
  );
}
