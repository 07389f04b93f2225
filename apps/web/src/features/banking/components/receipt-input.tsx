interface ReceiptInputProps {
  id: string;
  onChange: (file: File | null) => void;
}

/** A receipt picker: an image or a PDF (the server checks the content). */
export function ReceiptInput({ id, onChange }: ReceiptInputProps) {
  return (
    <input
      id={id}
      className="ui-input file-input"
      type="file"
      accept="image/*,application/pdf"
      onChange={(event) => onChange(event.target.files?.[0] ?? null)}
    />
  );
}
